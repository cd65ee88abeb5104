import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/services/config';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

/**
 * The specification's remaining calls (§7, issue 25 point 6): market data customer support,
 * corporate actions and proxy rulings (demonstration data, or their configured base URL — a
 * loopback stand-in here), the mocks, and the validate endpoint, which never requests what it checks.
 */

let upstream: Server;
let upstreamOrigin: string;
const seen: IncomingMessage[] = [];
/** What the stand-in answers next, by path. */
const answers = new Map<string, { status: number; body: string }>();

let demo: TestApp;
let wired: TestApp;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push(req);
    const answer = answers.get(new URL(req.url ?? '/', 'http://x').pathname) ?? { status: 404, body: '{}' };
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  upstreamOrigin = `http://127.0.0.1:${port}`;
  demo = await createTestApp();
  wired = await createTestApp({
    env: { OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${port}`, CORPORATE_ACTIONS_URL: `${upstreamOrigin}/ca`, PROXY_RULINGS_URL: `${upstreamOrigin}/pr` },
  });
});

afterAll(async () => {
  await demo?.close();
  await wired?.close();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('market data customer support', () => {
  it('lists the desks and topics, publicly and cacheably', async () => {
    const res = await demo.app.inject({ method: 'GET', url: '/api/market-data-customer-support', headers: { host: 'ice.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600, s-maxage=300, stale-while-revalidate=60');
    expect(res.headers['surrogate-key']).toBe('site-ice data-references-ice');
    const body = res.json();
    expect(body.desks.map((d: { region: string }) => d.region)).toEqual(['Americas', 'Europe, Middle East and Africa', 'Asia Pacific']);
    expect(body.desks[0].tel).toMatch(/^\+\d+$/);
    expect(body.topics.length).toBeGreaterThan(0);
  });

  it('refuses parameters it does not take', async () => {
    const res = await demo.app.inject({ method: 'GET', url: '/api/market-data-customer-support?region=x' });
    expect(res.statusCode).toBe(400);
  });
});

describe('corporate actions and proxy rulings without an upstream', () => {
  it('serves the demonstration data, filtered', async () => {
    const all = (await demo.app.inject({ method: 'GET', url: '/api/corporate-actions' })).json();
    expect(all.source).toBe('demo');
    expect(all.actions.length).toBeGreaterThan(5);
    const splits = (await demo.app.inject({ method: 'GET', url: '/api/corporate-actions?type=stock-split' })).json();
    expect(splits.actions.every((a: { type: string }) => a.type === 'stock-split')).toBe(true);
    expect(splits.actions.length).toBeGreaterThan(0);
    const hbln = (await demo.app.inject({ method: 'GET', url: '/api/proxy-rulings?symbol=hbln' })).json();
    expect(hbln.rulings.length).toBe(2);
    expect(hbln.rulings.every((r: { symbol: string }) => r.symbol === 'HBLN')).toBe(true);
  });

  it('names what is wrong in a bad query', async () => {
    const cases: [string, string][] = [
      ['/api/corporate-actions?type=bonus', 'type is one of'],
      ['/api/corporate-actions?from=2026-13-01', 'from is a date'],
      ['/api/corporate-actions?from=2026-05-02&to=2026-05-01', 'from is after to'],
      ['/api/corporate-actions?symbol=1ab', 'A symbol is'],
      ['/api/corporate-actions?symbol=A&symbol=B', 'symbol: give it once'],
      ['/api/proxy-rulings?year=1999', 'year is 2000 or later'],
      ['/api/proxy-rulings?year=soon', 'year is a number'],
      ['/api/proxy-rulings?page=2', 'page'],
    ];
    for (const [url, text] of cases) {
      const res = await demo.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toContain(text);
    }
  });
});

describe('the mocks', () => {
  it('serve each upstream’s shape, which the base URLs accept', async () => {
    const ca = (await demo.app.inject({ method: 'GET', url: '/api/mocks/corporate-actions' })).json();
    const pr = (await demo.app.inject({ method: 'GET', url: '/api/mocks/proxy-rulings' })).json();
    const support = (await demo.app.inject({ method: 'GET', url: '/api/mocks/market-data-customer-support' })).json();
    expect(ca.actions.length).toBeGreaterThan(0);
    expect(pr.rulings.length).toBeGreaterThan(0);
    expect(support.desks.length).toBe(3);
    // The stand-in answers what the mock serves: the platform reads it as it would a real upstream.
    answers.set('/ca', { status: 200, body: JSON.stringify(ca) });
    answers.set('/pr', { status: 200, body: JSON.stringify(pr) });
    const viaUpstream = (await wired.app.inject({ method: 'GET', url: '/api/corporate-actions?symbol=KSTR' })).json();
    expect(viaUpstream).toEqual({ source: 'upstream', actions: ca.actions.filter((a: { symbol: string }) => a.symbol === 'KSTR') });
    expect((await wired.app.inject({ method: 'GET', url: '/api/proxy-rulings' })).json().rulings).toEqual(pr.rulings);
  });

  it('an unknown mock is a 400 naming the known ones', async () => {
    const res = await demo.app.inject({ method: 'GET', url: '/api/mocks/passwords' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Unknown mock; use one of corporate-actions, proxy-rulings, market-data-customer-support');
  });
});

describe('the configured upstreams', () => {
  it('pass the query on', async () => {
    answers.set('/ca', { status: 200, body: JSON.stringify({ actions: [] }) });
    seen.length = 0;
    await wired.app.inject({ method: 'GET', url: '/api/corporate-actions?symbol=HBLN&from=2026-01-01' });
    expect(seen.map((r) => r.url)).toEqual(['/ca?symbol=HBLN&from=2026-01-01']);
  });

  it('a non-ok answer is a 502 with status, status text and URL', async () => {
    answers.set('/ca', { status: 503, body: '{}' });
    const res = await wired.app.inject({ method: 'GET', url: '/api/corporate-actions' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(`503 Service Unavailable: ${upstreamOrigin}/ca`);
  });

  it('an answer of the wrong shape is a 502, not passed on', async () => {
    answers.set('/pr', { status: 200, body: JSON.stringify({ rulings: [{ symbol: '<script>' }] }) });
    const res = await wired.app.inject({ method: 'GET', url: '/api/proxy-rulings' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The proxy rulings service is not answering right now. Try again in a few minutes.');
    answers.set('/pr', { status: 200, body: 'not json' });
    expect((await wired.app.inject({ method: 'GET', url: '/api/proxy-rulings' })).statusCode).toBe(502);
  });

  it('a base URL the outbound policy refuses stops the start', () => {
    expect(() => loadConfig({ CORPORATE_ACTIONS_URL: 'http://10.0.0.7/ca' })).toThrow('CORPORATE_ACTIONS_URL: 10.0.0.7 is not a public address');
    expect(() => loadConfig({ PROXY_RULINGS_URL: 'http://127.0.0.1:9/pr' })).toThrow('PROXY_RULINGS_URL');
    expect(() => loadConfig({ PROXY_RULINGS_URL: 'ftp://x.example.com/pr' })).toThrow('PROXY_RULINGS_URL is http://… or https://…');
  });
});

describe('the validate endpoint', () => {
  let editor: Session;
  beforeAll(async () => {
    editor = await signIn(wired.app, TEST_USERS.user);
  });
  const check = async (url: string, purpose?: string) => {
    const res = await editor.request({ method: 'POST', url: '/api/cms/sites/nyse/validate-url', payload: { url, ...(purpose ? { purpose } : {}) } });
    expect(res.statusCode, url).toBe(200);
    return res.json() as { valid: boolean; problem?: string; normalized?: string };
  };

  it('accepts public links, images and data sources, and never requests them', async () => {
    seen.length = 0;
    expect(await check('https://www.example.com/a b'.replace(' ', '%20'))).toMatchObject({ valid: true, normalized: 'https://www.example.com/a%20b' });
    expect((await check('/fees')).valid).toBe(true);
    expect((await check('mailto:desk@example.com')).valid).toBe(true);
    expect((await check('https://cdn.example.com/logo.svg', 'image')).valid).toBe(true);
    expect((await check('/api/reports/history.csv?contract=B', 'data')).valid).toBe(true);
    // Allow-listed (a loopback stand-in): valid as data, and still not requested.
    expect((await check(`${upstreamOrigin}/ca`, 'data')).valid).toBe(true);
    expect(seen).toEqual([]);
  });

  it('refuses other schemes, credentials and private or loopback hosts, saying why', async () => {
    const refused: [string, string | undefined, string][] = [
      ['javascript:alert(1)', undefined, 'scheme are not allowed'],
      ['https://user:pw@example.com/', undefined, 'user name or password'],
      ['http://169.254.169.254/latest/meta-data/', undefined, '169.254.169.254 is not a public address'],
      ['http://10.1.2.3/', 'image', 'Use a same-origin path'],
      ['https://10.1.2.3/', 'image', '10.1.2.3 is not a public address'],
      ['http://[::1]:8080/', undefined, '::1 is not a public address'],
      ['http://intranet.local/', undefined, 'intranet.local is not a public host'],
      ['http://localhost:3000/', undefined, 'localhost is not a public host'],
      ['https://LOCALHOST./x', undefined, 'localhost is not a public host'],
      ['https://foo.localhost./', undefined, 'foo.localhost is not a public host'],
      ['https://localhost../', undefined, 'localhost.. is not a valid host name'],
      ['http://example.com/data.csv', 'data', 'only https addresses are allowed'],
      ['https://192.168.0.5/data.csv', 'data', '192.168.0.5 is not a public address'],
      ['data.csv', 'data', 'Use a path like'],
    ];
    for (const [url, purpose, text] of refused) {
      const body = await check(url, purpose);
      expect(body.valid, url).toBe(false);
      expect(body.problem, url).toContain(text);
    }
  });

  it('names a bad body; needs a signed-in editor', async () => {
    const res = await editor.request({ method: 'POST', url: '/api/cms/sites/nyse/validate-url', payload: { url: 'https://example.com', purpose: 'script' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('purpose is one of link, image, data');
    const long = await editor.request({ method: 'POST', url: '/api/cms/sites/nyse/validate-url', payload: { url: `https://example.com/${'a'.repeat(2100)}` } });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('url is at most 2048 characters');
    // Per-site refusals: the role matrix (test/server/role-matrix.test.ts).
    expect((await wired.app.inject({ method: 'POST', url: '/api/cms/sites/nyse/validate-url', payload: { url: 'https://example.com' } })).statusCode).toBe(401);
  });
});

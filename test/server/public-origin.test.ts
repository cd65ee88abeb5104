import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/services/config';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';
import { startIdentityProvider, type TestIdentityProvider } from '../support/oidc-provider';

// Issue 21 item 6: absolute links come from the site's public origin, never from the Host header.
const ATTACKER_HOST = 'nyse.localhost:1337';
const PORT = '4321';
const DEFAULT_NYSE = `http://nyse.localhost:${PORT}`;

let t: TestApp;
let admin: Session;
let idp: TestIdentityProvider;

const inject = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host } });

async function subscribe(host: string, email: string) {
  const challenge = (await inject(host, '/api/forms/captcha')).json() as Challenge;
  const captcha = Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString('base64');
  const res = await t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: { host }, payload: { captcha, email, channels: ['email'] } });
  expect(res.statusCode, res.body).toBe(202);
}

/** The text of the e-mail held in the outbox for `to` (no SMTP is configured: mail is held). */
async function mailTo(to: string): Promise<string> {
  const { rows } = await t.db.query<{ payload: { text: string } }>("SELECT payload FROM outbox WHERE channel = 'email' AND target = $1 ORDER BY id DESC LIMIT 1", [to]);
  expect(rows[0], `an e-mail to ${to}`).toBeDefined();
  return rows[0]!.payload.text;
}

const setOrigin = (site: string, publicOrigin: unknown) => admin.request({ method: 'PATCH', url: `/api/cms/sites/${site}`, payload: { publicOrigin } });

beforeAll(async () => {
  idp = await startIdentityProvider({ redirectUris: [`${DEFAULT_NYSE}/login/provider/callback`] });
  t = await createTestApp({ env: { PORT, OUTBOUND_ALLOWED_HOSTS: new URL(idp.issuer).host } });
  admin = await signIn(t.app, TEST_USERS.admin);
  const set = await admin.request({
    method: 'PUT',
    url: '/api/cms/sites/nyse/identity-provider',
    payload: { label: 'NYSE Identity', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
  });
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

describe('the public origin of a site', () => {
  it('starts the mailed verification link, whatever Host the request names', async () => {
    await subscribe(ATTACKER_HOST, 'host-header@example.com');
    const text = await mailTo('host-header@example.com');
    expect(text).toContain(`${DEFAULT_NYSE}/subscriptions/verify?token=`);
    expect(text).not.toContain('1337');
  });

  it('is a setting of the site: changing it through the admin API changes the links; null returns to the default', async () => {
    const listed = await admin.request({ method: 'GET', url: '/api/cms/sites' });
    expect(listed.json().sites.find((s: { id: string }) => s.id === 'nyse')).toMatchObject({ publicOrigin: null, defaultPublicOrigin: DEFAULT_NYSE });

    const saved = await setOrigin('nyse', 'HTTPS://WWW.NYSE.example/');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().site.publicOrigin).toBe('https://www.nyse.example');
    await subscribe(ATTACKER_HOST, 'configured@example.com');
    const text = await mailTo('configured@example.com');
    expect(text).toContain('https://www.nyse.example/subscriptions/verify?token=');
    expect(text).not.toContain('localhost');

    const listedAgain = await admin.request({ method: 'GET', url: '/api/cms/sites' });
    expect(listedAgain.json().sites.find((s: { id: string }) => s.id === 'nyse').publicOrigin).toBe('https://www.nyse.example');

    const cleared = await setOrigin('nyse', null);
    expect(cleared.json().site.publicOrigin).toBeNull();
    await subscribe(ATTACKER_HOST, 'cleared@example.com');
    expect(await mailTo('cleared@example.com')).toContain(`${DEFAULT_NYSE}/subscriptions/verify?token=`);
  });

  it('refuses what is not an http(s) origin with a 400 naming the field, and keeps what was stored', async () => {
    expect((await setOrigin('nyse', 'https://www.nyse.example:8443')).statusCode).toBe(200);
    const bad = {
      'javascript:alert(1)': 'it must start with http:// or https://',
      'ftp://x.com': 'it must start with http:// or https://',
      'https://x.com/path': 'it may not hold a path, query or fragment',
      'https://x.com?q=1': 'it may not hold a path, query or fragment',
      'https://x.com#top': 'it may not hold a path, query or fragment',
      'https://user:pw@x.com': 'it may not hold a user name or password',
      'https://user@x.com': 'it may not hold a user name or password',
      'https://': 'it is not a valid address',
    };
    for (const [value, reason] of Object.entries(bad)) {
      const res = await setOrigin('nyse', value);
      expect(res.statusCode, value).toBe(400);
      const issue = res.json().issues[0];
      expect(issue.path, value).toBe('/body/publicOrigin');
      expect(issue.message, value).toBe(`Enter the public address as http:// or https:// with a host and an optional port only, like https://www.nyse.com: ${reason}`);
      expect(res.json().message, value).toContain('publicOrigin');
    }
    const { rows } = await t.db.query<{ public_origin: string }>("SELECT public_origin FROM sites WHERE id = 'nyse'");
    expect(rows[0]!.public_origin).toBe('https://www.nyse.example:8443');
    expect((await setOrigin('nyse', '')).json().site.publicOrigin).toBeNull();
  });

  it('is in the API reference of the sites contract', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = doc.paths['/api/cms/sites/{site}'].patch.requestBody.content['application/json'].schema;
    expect(JSON.stringify(body)).toContain('publicOrigin');
  });

  it('the table refuses a stored value that is not an origin', async () => {
    await expect(t.db.query("UPDATE sites SET public_origin = 'https://x.com/path' WHERE id = 'ice'")).rejects.toThrow(/check constraint/);
  });

  it('starts the sitemap and the notice feeds', async () => {
    const sitemap = await inject(ATTACKER_HOST, '/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${DEFAULT_NYSE}/`);
    expect(sitemap.body).not.toContain('1337');
    const feed = await inject(ATTACKER_HOST, '/feeds/notices/exchange-circulars.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`<id>${DEFAULT_NYSE}/feeds/notices/exchange-circulars.xml</id>`);
    expect(feed.body).not.toContain('1337');
  });

  it('is the return address sent to the identity provider', async () => {
    const start = await inject(ATTACKER_HOST, '/login/provider');
    expect(start.statusCode, start.body).toBe(303);
    expect(new URL(start.headers.location as string).searchParams.get('redirect_uri')).toBe(`${DEFAULT_NYSE}/login/provider/callback`);
  });

  it('gives the portal its links to the sites', async () => {
    const portal = await inject('localhost:1337', '/');
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain(`href="${DEFAULT_NYSE}/"`);
    expect(portal.body).not.toContain('1337');
  });
});

describe('the default public origin', () => {
  it('uses the port the server listens on, so PORT=0 gives working links', async () => {
    const listening = await createTestApp({ env: { PORT: '0' } });
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (listening.app.server.address() as { port: number }).port;
      const session = await signIn(listening.app, TEST_USERS.admin);
      const { sites } = (await session.request({ method: 'GET', url: '/api/cms/sites' })).json() as { sites: { id: string; defaultPublicOrigin: string }[] };
      expect(sites.find((s) => s.id === 'ice')!.defaultPublicOrigin).toBe(`http://ice.localhost:${port}`);
    } finally {
      await listening.close();
    }
  });

  it('comes from PUBLIC_ORIGIN_TEMPLATE, which is checked at start', () => {
    expect(loadConfig({ PUBLIC_ORIGIN_TEMPLATE: 'https://{site}.example.com' }).publicOriginTemplate).toBe('https://{site}.example.com');
    expect(() => loadConfig({ PUBLIC_ORIGIN_TEMPLATE: 'https://{site}.example.com/path' })).toThrow(/PUBLIC_ORIGIN_TEMPLATE: it may not hold a path/);
    expect(() => loadConfig({ PUBLIC_ORIGIN_TEMPLATE: 'ftp://{site}.example.com' })).toThrow(/PUBLIC_ORIGIN_TEMPLATE: it must start with http/);
  });
});

// Issue 39 item 2: what a request for a cached page runs, and what it no longer runs.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SECTION_SCHEMAS } from '../../src/core/contracts/site-settings';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let admin: Session;
const page = (path: string, host = 'nyse.localhost') => t.app.inject({ method: 'GET', url: path, headers: { host, 'accept-encoding': 'gzip, br' } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
});
afterAll(async () => {
  await t?.close();
});

describe('a cached page', () => {
  it('is answered without reading its site’s settings again: the page policy is made once per site', async () => {
    const parse = vi.spyOn(SECTION_SCHEMAS.analytics, 'safeParse');
    try {
      expect((await page('/fees')).statusCode).toBe(200);
      parse.mockClear();
      for (let i = 0; i < 10; i++) {
        const res = await page('/fees');
        expect(res.headers['content-encoding']).toBe('br');
        expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
      }
      expect(parse).not.toHaveBeenCalled();
      // A change to the settings reloads the sites: the next answer carries the new policy.
      expect((await admin.request({ method: 'PUT', url: '/api/cms/sites/nyse/settings/analytics', payload: { provider: 'ga4', measurementId: 'G-ABC123XYZ9' } })).statusCode).toBe(200);
      expect(String((await page('/fees')).headers['content-security-policy'])).toContain('https://www.googletagmanager.com');
      expect((await admin.request({ method: 'PUT', url: '/api/cms/sites/nyse/settings/analytics', payload: { provider: 'none' } })).statusCode).toBe(200);
      expect(String((await page('/fees')).headers['content-security-policy'])).toContain("script-src 'self';");
    } finally {
      parse.mockRestore();
    }
  });
});

describe('a page rendered for many requests at once', () => {
  it('is rendered once: requests that come while it renders wait for that render', async () => {
    t.app.pageCache.invalidateSite('nyse');
    const set = vi.spyOn(t.app.pageCache, 'set');
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => page('/fees')));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
      expect(set).toHaveBeenCalledTimes(1);
      // A page kept by no one (a 404) is rendered for each request, as before.
      const missing = await Promise.all(Array.from({ length: 3 }, () => page('/no-such-page-here')));
      expect(missing.map((res) => res.statusCode)).toEqual([404, 404, 404]);
    } finally {
      set.mockRestore();
    }
  });

  it('of live data that aged is sent as it was while one render makes it again; too old, it is waited for', async () => {
    expect((await page('/')).statusCode).toBe(200);
    const kept = t.app.pageCache.get('nyse', '/')!;
    expect(kept.expiresAt, 'the nyse home page shows live market data').toBeDefined();
    const set = vi.spyOn(t.app.pageCache, 'set');
    try {
      kept.expiresAt = Date.now() - 1;
      const aged = await Promise.all(Array.from({ length: 5 }, () => page('/')));
      expect(aged.map((res) => res.headers.etag)).toEqual(Array(5).fill(kept.etag));
      await vi.waitFor(() => expect(set).toHaveBeenCalledTimes(1));
      const renewed = t.app.pageCache.get('nyse', '/')!;
      expect(renewed).not.toBe(kept);
      expect((await page('/')).headers.etag).toBe(renewed.etag);
      // Past twice its age, an aged page is not sent: the request waits for its render.
      renewed.expiresAt = renewed.staleUntil = Date.now() - 1;
      expect((await page('/')).statusCode).toBe(200);
      expect(set).toHaveBeenCalledTimes(2);
      expect(t.app.pageCache.get('nyse', '/')).not.toBe(renewed);
    } finally {
      set.mockRestore();
    }
  });
});

describe('rate limits on PGlite', () => {
  it('are counted in the process, which is the only one on its data directory: no write per limited request', async () => {
    const counters = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM limit_counters')).rows[0]!.n);
    const before = await counters();
    const poll = (n: number) => t.app.inject({ url: '/api/market-data/quotes?symbols=KSTR', remoteAddress: `192.0.2.${n}`, headers: { host: 'nyse.localhost' } });
    for (let n = 1; n <= 5; n++) expect((await poll(n)).statusCode).toBe(200);
    expect(await counters()).toBe(before);
    // Still limited: the sign-in route's 10 a minute per client.
    const login = () => t.app.inject({ method: 'POST', url: '/api/cms/login', remoteAddress: '192.0.2.99', payload: { email: 'nobody@example.test', password: 'not the password' } });
    for (let i = 0; i < 10; i++) expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(429);
  });
});

describe('multipart bodies', () => {
  it('are parsed only by the routes that read them (the media library, form posts, site bundles): elsewhere a 415', async () => {
    const boundary = 'hotpath';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nadmin@tessera.local\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({ method: 'POST', url: '/api/cms/login', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
    // A route that reads one still does: the media library names what is missing from the parts.
    const upload = await admin.request({ method: 'POST', url: '/api/cms/media', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().message).toContain('Send the file in a field named "file"');
  });
});

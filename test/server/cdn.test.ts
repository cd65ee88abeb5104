import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { node } from '../../src/core/node';
import { SITE_IDS } from '../../src/core/sites';
import { createTestApp, findDocument, signIn, TEST_PASSWORD, TEST_USERS, TEST_VISITORS, type Session, type TestApp } from '../support/app';
import { startPurgeEndpoint, type PurgeEndpoint } from '../support/purge-endpoint';

/** The agreed shared header with the defaults (CDN_MAX_AGE 300, CDN_STALE_SECONDS 60). */
const SHARED = 'public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=60';
const NYSE = 'nyse.localhost';

let endpoint: PurgeEndpoint;
let t: TestApp;
let su: Session;

const get = (host: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
const keysOf = (res: { headers: Record<string, unknown> }) => String(res.headers['surrogate-key'] ?? '').split(' ').filter(Boolean);
const notShared = (res: { headers: Record<string, unknown> }, what: string) => {
  expect(String(res.headers['cache-control']), what).not.toContain('s-maxage');
  expect(String(res.headers['cache-control']), what).not.toContain('public');
  expect(res.headers['surrogate-key'], what).toBeUndefined();
};

/** Saves a new title into a document's draft and publishes it; the publish answer. */
async function republish(session: Session, site: string, path: string, title: string) {
  const doc = await findDocument(session, site, path);
  const saved = await session.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, title } });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id: doc.id, published: await session.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: saved.json().document.draftRevision } }) };
}

beforeAll(async () => {
  endpoint = await startPurgeEndpoint();
  t = await createTestApp({ env: { CDN_PURGE_URL: endpoint.url, CDN_PURGE_TOKEN: 'purge-token-1', CDN_PURGE_REPEAT_MS: '0', OUTBOUND_ALLOWED_HOSTS: endpoint.host } });
  su = await signIn(t.app, TEST_USERS.superUser);
});
afterAll(async () => {
  await t.close();
  await endpoint.close();
});
beforeEach(() => {
  endpoint.received.length = 0;
  endpoint.answerWith(200);
});

describe('public responses for a shared cache', () => {
  it('a page with header and footer partials and a notices list: the shared header and exactly its keys, fresh and from the cache', async () => {
    const [page, header, footer] = await Promise.all(['/notices', '/header', '/footer'].map((path) => findDocument(su, 'nyse', path)));
    const expected = ['site-nyse', `doc-${page!.id}`, `doc-${header!.id}`, `doc-${footer!.id}`, 'data-notices-nyse'];
    for (const label of ['rendered', 'from the cache']) {
      const res = await get(NYSE, '/notices');
      expect(res.statusCode, label).toBe(200);
      expect(res.headers['cache-control'], label).toBe(SHARED);
      expect(keysOf(res).sort(), label).toEqual([...expected].sort());
      expect(res.headers['surrogate-key'], label).toMatch(/^\S+( \S+)*$/);
    }
    // Filtered by the query: no process keeps it, a shared cache may (it keys by address).
    const filtered = await get(NYSE, '/notices?topic=Technology');
    expect(filtered.headers['cache-control']).toBe(SHARED);
    expect(keysOf(filtered).sort()).toEqual([...expected].sort());
    // A partial served on its own carries its own key.
    expect(keysOf(await get(NYSE, '/footer'))).toEqual(['site-nyse', `doc-${footer!.id}`]);
  });

  it('a page showing live market data is kept by a shared cache no longer than its data', async () => {
    const res = await get(NYSE, '/');
    expect(res.statusCode).toBe(200);
    const shared = /^public, max-age=0, must-revalidate, s-maxage=(\d+), stale-while-revalidate=(\d+)$/.exec(String(res.headers['cache-control']));
    expect(shared, String(res.headers['cache-control'])).not.toBeNull();
    expect(Number(shared![1])).toBeLessThanOrEqual(5);
    expect(Number(shared![2])).toBeLessThanOrEqual(5);
    expect(keysOf(res)).toContain('data-market-nyse');
  });

  it('public APIs carry their site and data keys; market data keeps its browser age as its shared age', async () => {
    const notices = await t.app.inject({ method: 'POST', url: '/api/site-search/search/websitenotices?searchCollections=exchange-circulars', headers: { host: NYSE } });
    expect(notices.statusCode, notices.body).toBe(200);
    expect(notices.headers['cache-control']).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=60');
    expect(keysOf(notices)).toEqual(['site-nyse', 'data-notices-nyse']);
    const quotes = await get(NYSE, '/api/market-data/quotes?symbols=HBLN');
    expect(quotes.statusCode, quotes.body).toBe(200);
    expect(quotes.headers['cache-control']).toBe('public, max-age=5, s-maxage=5, stale-while-revalidate=5');
    expect(keysOf(quotes)).toEqual(['site-nyse', 'data-market-nyse']);
    // On a host that is no site's, nothing names a key to purge it by: the browser's alone.
    const portal = await t.app.inject({ method: 'POST', url: '/api/site-search/search/websitenotices?searchCollections=exchange-circulars', headers: { host: 'localhost' } });
    expect(portal.headers['cache-control']).toBe('private, max-age=60');
    expect(portal.headers['surrogate-key']).toBeUndefined();
  });
});

describe('responses a shared cache never keeps', () => {
  it('gated by an auth gate, by an access code, previewed, signed in, a form result', async () => {
    const gate = node('auth-gate', { appKey: 'ICE', roles: [{ id: 'us', role: 'Compliance US' }], roleLogic: 'OR' }, { unauthenticated: [], unauthorized: [], authorized: [node('heading', { text: 'Members only', level: 2 })] });
    const made = await su.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: `/cdn-gated-${randomUUID().slice(0, 8)}`, title: 'Gated', tree: node('page-layout', {}, { main: [gate] }) } });
    expect(made.statusCode, made.body).toBe(201);
    const { id, path, draftRevision } = made.json().document as { id: string; path: string; draftRevision: number };
    expect((await su.request({ method: 'POST', url: `/api/cms/documents/${id}/publish`, payload: { revision: draftRevision } })).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/visitor/login', headers: { host: NYSE }, payload: { email: TEST_VISITORS.member, password: TEST_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    notShared(login, 'visitor sign-in');
    const cookie = `tessera_visitor=${login.cookies.find((c) => c.name === 'tessera_visitor')!.value}`;
    for (const visitor of [undefined, cookie]) {
      const res = await get(NYSE, path, visitor ? { cookie: visitor } : {});
      expect(res.statusCode).toBe(200);
      notShared(res, `auth gate ${visitor ? 'signed in' : 'signed out'}`);
      expect(res.headers.vary).toContain('Cookie');
    }
    notShared(await get(NYSE, '/api/visitor/me', { cookie }), '/api/visitor/me');
    notShared(await get(NYSE, '/login', { cookie }), '/login signed in');

    // An access code: the prompt, the grant, and the page behind it.
    const coded = await su.request({ method: 'PUT', url: `/api/cms/documents/${id}/access-code`, payload: { code: 'open sesame' } });
    expect(coded.statusCode, coded.body).toBe(200);
    notShared(await get(NYSE, path), 'access-code prompt');
    const granted = await t.app.inject({ method: 'POST', url: '/_access', headers: { host: NYSE }, payload: { path, code: 'open sesame' } });
    expect(granted.statusCode).toBe(303);
    notShared(granted, 'access-code grant');
    const grant = granted.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    notShared(await get(NYSE, path, { cookie: grant }), 'behind the access code');

    // A preview link and a form's result page.
    const link = await su.request({ method: 'POST', url: `/api/cms/documents/${id}/preview-link`, payload: {} });
    expect(link.statusCode, link.body).toBe(200);
    const preview = await get(NYSE, new URL(link.json().url as string).pathname);
    expect(preview.statusCode).toBe(200);
    notShared(preview, 'preview');
    const submitted = await get(NYSE, `/notices?submitted=${randomUUID()}`);
    expect(submitted.statusCode).toBe(200);
    notShared(submitted, 'form result');
    // An editor's API answer, which declares nothing.
    notShared(await su.request({ method: 'GET', url: '/api/cms/sites/nyse/documents' }), 'editor API');
  });

  it('the guard: an error from a public API that had marked its answer shared is not shared, nor a 404 page', async () => {
    const missing = await get(NYSE, '/api/market-data/indices/NOSUCH');
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['surrogate-key']).toBeUndefined();
    const notFound = await get(NYSE, '/no-such-page');
    expect(notFound.statusCode).toBe(404);
    notShared(notFound, '404');
  });
});

describe('purges on change', () => {
  it("a partial's publish purges exactly its key, which every page including it carries", async () => {
    const footer = await findDocument(su, 'nyse', '/footer');
    expect(keysOf(await get(NYSE, '/notices'))).toContain(`doc-${footer.id}`);
    const { published } = await republish(su, 'nyse', '/footer', 'Site footer (edited)');
    expect(published.statusCode, published.body).toBe(200);
    // The publish answers after the first try went out.
    expect(endpoint.received).toEqual([{ method: 'PURGE', url: '/purge', keys: [`doc-${footer.id}`], authorization: 'Bearer purge-token-1' }]);
  });

  it("a page's publish purges its own key and the listings of pages", async () => {
    const { id, published } = await republish(su, 'nyse', '/notices', 'Trader updates (edited)');
    expect(published.statusCode, published.body).toBe(200);
    expect(endpoint.received.map((r) => r.keys)).toEqual([[`doc-${id}`, 'data-pages-nyse']]);
  });

  it('a notice import purges the notices key of every site, in one request', async () => {
    const csv = ['collection,notice_number,title,pub_date,topic', `exchange-circulars,CDN-${randomUUID().slice(0, 8)},Purge test circular,2026-11-02,Technology`].join('\n');
    const admin = await signIn(t.app, TEST_USERS.admin);
    const res = await admin.request({ method: 'POST', url: '/api/cms/notices/import?dryRun=false&publish=true', payload: csv, headers: { 'content-type': 'text/csv' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(endpoint.received).toHaveLength(1);
    expect(endpoint.keys()).toEqual(SITE_IDS.map((site) => `data-notices-${site}`).sort());
  });

  it('a purge that fails is tried again, then logged; the publish still succeeds', async () => {
    endpoint.answerWith(503);
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      const { id, published } = await republish(su, 'nyse', '/footer', 'Site footer (again)');
      expect(published.statusCode, published.body).toBe(200);
      await endpoint.waitFor(4);
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.objectContaining({ keys: `doc-${id}`, attempts: 4 }), expect.stringContaining('purging the CDN failed')), { timeout: 5_000 });
      expect(endpoint.received).toHaveLength(4);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('without CDN_PURGE_URL', () => {
  it('sends no purge', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.app.config.cdn.purge).toBeUndefined();
      const editor = await signIn(plain.app, TEST_USERS.superUser);
      const { published } = await republish(editor, 'nyse', '/footer', 'Unpurged footer');
      expect(published.statusCode, published.body).toBe(200);
      // Its pages are shared all the same.
      expect((await plain.app.inject({ method: 'GET', url: '/notices', headers: { host: NYSE } })).headers['cache-control']).toBe(SHARED);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(endpoint.received).toEqual([]);
    } finally {
      await plain.close();
    }
  }, 60_000);
});

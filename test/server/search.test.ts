import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node } from '../../src/core/node';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let admin: Session;
const at = (site: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host: `${site}.localhost` } });

async function page(path: string, main: ReturnType<typeof node>[], { publish = true, title = 'Search fixture' } = {}) {
  const created = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path, title, tree: node('page-layout', {}, { main }) } });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().document.id as string;
  if (publish) expect((await admin.request({ method: 'POST', url: `/api/cms/documents/${id}/publish`, payload: { revision: created.json().document.draftRevision } })).statusCode).toBe(200);
  return id;
}

const text = (words: string) => node('rich-text', { html: `<p>${words}</p>` });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
});
afterAll(() => t.close());

describe('site search', () => {
  it('finds published pages and the site’s notices, with highlighted, escaped snippets', async () => {
    const res = await at('nyse', '/search?q=fees');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1 id="tessera-search-heading">Search results for “fees”</h1>');
    expect(res.body).toMatch(/<a href="\/fees">[^<]*<\/a>/);
    expect(res.body).toMatch(/<mark>fees?<\/mark>/i);
    const notices = await at('nyse', '/elastic-search?q=price%20list');
    expect(notices.body).toContain('Notice · Exchange circulars');
    expect((await at('ice', '/search?q=price%20list')).body).not.toContain('Exchange circulars');
    await page('/search-escape', [text('Quarterly &lt;script&gt;alert(1)&lt;/script&gt; zanzibar report')]);
    const escaped = await at('nyse', '/search?q=zanzibar');
    expect(escaped.body).toContain('alert(1)');
    expect(escaped.body).toContain('<mark>zanzibar</mark>');
    expect(escaped.body).not.toContain('<script>alert(1)');
    expect(escaped.body).not.toContain('Skip to main content\nQuarterly');
  });

  it('never shows drafts, unpublished or access-coded pages, nor what an auth gate guards, in results or counts', async () => {
    await page('/search-draft', [text('Quixotic draft-only canary')], { publish: false });
    expect((await at('nyse', '/search?q=quixotic')).body).toContain('No results.');

    const id = await page('/search-live', [
      text('Xylophone public canary'),
      node('auth-gate', { appKey: 'ICE', roles: [{ id: 'r', role: 'ICE Admin' }], roleLogic: 'OR' }, { authorized: [text('Xylophone gated secret')], unauthorized: [], unauthenticated: [] }),
    ]);
    const live = await at('nyse', '/search?q=xylophone');
    expect(live.body).toContain('1 result.');
    expect(live.body).not.toContain('secret');
    expect((await at('nyse', '/search?q=secret%20xylophone')).body).toContain('No results.');

    await admin.request({ method: 'PUT', url: `/api/cms/documents/${id}/access-code`, payload: { code: 'a code of ours' } });
    expect((await at('nyse', '/search?q=xylophone')).body).toContain('No results.');
    await admin.request({ method: 'PUT', url: `/api/cms/documents/${id}/access-code`, payload: { code: null } });
    expect((await at('nyse', '/search?q=xylophone')).body).toContain('1 result.');
    await admin.request({ method: 'POST', url: `/api/cms/documents/${id}/unpublish` });
    expect((await at('nyse', '/search?q=xylophone')).body).toContain('No results.');
  });

  it('filters by section, pages through results, suggests a spelling, and refuses bad parameters', async () => {
    const all = await at('nyse', '/search?q=nyse');
    expect(all.body).toContain('aria-label="Filter results"');
    const circulars = await at('nyse', '/search?q=nyse&group=exchange-circulars');
    expect(circulars.body).toMatch(/results? in Exchange circulars\./);
    expect(circulars.body).toContain('Page 1 of');
    expect((await at('nyse', '/search?q=nyse&group=exchange-circulars&page=2')).body).toContain('Page 2 of');
    expect((await at('nyse', '/search?q=circlars%20tradng')).body).toMatch(/Did you mean <a href="\/search\?q=[^"]+">/);
    expect((await at('nyse', '/search?q=x&page=0')).statusCode).toBe(400);
    expect((await at('nyse', `/search?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('a sitemap lists public, indexable published pages; feeds list each collection’s notices', async () => {
    const sitemap = await at('ctaplan', '/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>http://ctaplan.localhost:3000/</loc>');
    expect(sitemap.body).not.toContain('/data-policies');
    const feed = await at('nyse', '/feeds/notices/exchange-circulars.xml');
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(feed.body.match(/<entry>/g)).toHaveLength(50);
    expect((await at('ice', '/feeds/notices/exchange-circulars.xml')).statusCode).toBe(404);
  });
});

describe('alerts pages', () => {
  it('/alerts/benchmark-and-processing falls back to /alerts while it has no page of its own', async () => {
    const res = await at('ice', '/alerts/benchmark-and-processing?year=2026');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/alerts?year=2026');
    for (const path of ['/alerts/markets', '/alerts/data-and-technology', '/alerts/clearing']) expect((await at('ice', path)).statusCode, path).toBe(200);
  });
});

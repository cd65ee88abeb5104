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
    expect(res.body).toContain('<h1 id="tessera-search-heading" class="t-search-page__heading">Search results for “fees”</h1>');
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
    expect(all.body).toContain('<h2 id="tessera-search-facets" class="t-search-page__groups-title">Filter results</h2>');
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

/** The results of a results page: title, where its title links, its address line and its snippet, as text. */
function results(html: string) {
  return [...html.matchAll(/<li class="t-search-page__result">([\s\S]*?)<\/li>/g)].map(([, item]) => ({
    title: /<h2 class="t-search-page__title">(?:<a href="([^"]*)">)?([^<]*)/.exec(item!)?.[2] ?? '',
    href: /<h2 class="t-search-page__title"><a href="([^"]*)">/.exec(item!)?.[1],
    address: /<p class="t-search-page__url">([^<]*)<\/p>/.exec(item!)?.[1] ?? '',
    snippet: (/<p class="t-search-page__snippet">([\s\S]*?)<\/p>/.exec(item!)?.[1] ?? '').replace(/<[^>]+>/g, ''),
  }));
}

/** The facets offered: their names in words, by heading (Pages, Notices). */
function facets(html: string): Record<string, string[]> {
  const nav = /<nav aria-labelledby="tessera-search-facets"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const out: Record<string, string[]> = {};
  for (const [, heading, list] of nav.matchAll(/<h3 class="t-search-page__facet-heading">([^<]*)<\/h3><ul[^>]*>([\s\S]*?)<\/ul>/g))
    out[heading!] = [...list!.matchAll(/class="t-search-page__facet[^"]*">([^<]*)<!-- --> <span/g)].map((m) => m[1]!);
  return out;
}

describe('site search results (issue 25)', () => {
  it('snippets are the page’s body text: no breadcrumbs, navigation, alt text or the title again', async () => {
    await page(
      '/search-snippets',
      [
        node('breadcrumb', { links: [{ title: 'Home', href: '/' }, { title: 'Quokka habitats', href: '/search-snippets' }] }),
        node('heading', { text: 'Quokka habitats', level: 1 }),
        node('secondary-nav', { parentUrl: '/search-snippets', parentName: 'Quokka section', links: [{ title: 'Quokka links', href: '/search-snippets' }] }),
        node('media', { type: 'image', imageUrl: '/static/img/card-mortgage-servicing.svg', altText: 'A quokka smiling in alt text', videoUrl: '', mediaSide: 'left', heading: 'Island life' }, { content: [text('The quokka lives on Rottnest Island.')] }),
      ],
      { title: 'Quokka habitats' },
    );
    const found = results((await at('nyse', '/search?q=quokka')).body);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ title: 'Quokka habitats', href: '/search-snippets', address: '/search-snippets' });
    expect(found[0]!.snippet).toContain('The quokka lives on Rottnest Island');
    for (const not of ['Home', 'Quokka habitats', 'alt text', 'Quokka section', 'Quokka links']) expect(found[0]!.snippet, not).not.toContain(not);
    // A notice's snippet is its text, not its title again.
    const notice = results((await at('nyse', '/search?q=fees&group=exchange-circulars')).body)[0]!;
    expect(notice.snippet).not.toContain(notice.title.replace(/^[^:]+: /, ''));
  });

  it('names facets in words, under Pages and Notices; results say where they are', async () => {
    const res = await at('nyse', '/search?q=fees');
    const named = facets(res.body);
    expect(named.Pages).toContain('Trading fees');
    expect(named.Notices).toEqual(expect.arrayContaining(['Exchange circulars', 'Rule book']));
    expect(Object.values(named).flat().join(' ')).not.toMatch(/[a-z]+-[a-z]+/);
    expect(res.body).toContain('<p class="t-search-page__meta">Page</p>');
    expect(res.body).toMatch(/<p class="t-search-page__meta">Notice · Exchange circulars · 20\d\d-/);
    expect((await at('mersinc', '/search?q=mers')).body).toMatch(/MERS documents/);
  });

  it('links every result: pages to their path, notices to their document, else to the list they appear on', async () => {
    const found = results((await at('nyse', '/search?q=fees')).body);
    expect(found.length).toBe(10);
    for (const r of found) expect(r.href, r.title).toBeTruthy();
    // Every demo notice has its document (issue 25 point 1).
    expect(found.find((r) => r.title.startsWith('NYSE-'))!.href).toMatch(/^\/media\/[0-9a-f]{64}\.pdf$/);
    // Without a document: the list the notice appears on.
    await t.db.query(`UPDATE notices SET url = '', file_path = ''`);
    const listed = results((await at('nyse', '/search?q=fees')).body);
    expect(listed.find((r) => r.title.startsWith('NYSE-'))!.href).toMatch(/^\/notices\?year=20\d\d$/);
    const rule = results((await at('nyse', '/search?q=fees&group=rule-book')).body)[0]!;
    expect(rule.href).toBe('/rule-book');
    await t.db.query(`UPDATE notices SET url = 'https://docs.nyse.test/circulars/2026-080.pdf' WHERE notice_number = 'NYSE-2026-080'`);
    const linked = results((await at('nyse', '/search?q=%22NYSE-2026-080%22')).body);
    expect(linked[0]).toMatchObject({ href: 'https://docs.nyse.test/circulars/2026-080.pdf', address: 'docs.nyse.test/circulars/2026-080.pdf' });
    // An address that got past the import's check some other way is not linked as it is.
    await t.db.query(`UPDATE notices SET url = 'javascript:alert(1)' WHERE notice_number = 'NYSE-2026-080'`);
    const unsafe = results((await at('nyse', '/search?q=%22NYSE-2026-080%22')).body)[0]!;
    expect(unsafe.href).toBe('/search?q=%22NYSE-2026-080%22&amp;group=exchange-circulars');
    // A collection no page of the site lists (ICE's clearing notices): found again by its number.
    const ice = results((await at('ice', '/search?q=margin&group=clearing-notices')).body)[0]!;
    expect(ice.href).toMatch(/^\/search\?q=%22[A-Z0-9-]+%22&amp;group=clearing-notices$/);
  });

  it('when nothing matches: "No results.", a spelling from the site’s words, the nearest words and next steps', async () => {
    const res = await at('nyse', '/search?q=hollyday');
    expect(res.body).toContain('No results.');
    expect(res.body).toContain('Did you mean <a href="/search?q=holiday">holiday</a>?');
    expect(res.body).toMatch(/<ul class="t-search-page__terms" aria-label="Close words"><li><a href="\/search\?q=[a-z]+">/);
    expect(res.body).toContain('What you can try');
    expect(res.body).toContain('Check the spelling');
    const ice = await at('ice', '/search?q=clering%20margn');
    expect(ice.body).toContain('Did you mean <a href="/search?q=clearing+margin">clearing margin</a>?');
    const inGroup = await at('nyse', '/search?q=hollyday&group=rule-book');
    expect(inGroup.body).toContain('<a href="/search?q=hollyday">Search the whole site</a>');
    // Nothing near enough: no made-up suggestion, the next steps still.
    const none = await at('nyse', '/search?q=qqqxxzz');
    expect(none.body).not.toContain('Did you mean');
    expect(none.body).toContain('What you can try');
  });

  it('/search and /elastic-search give the same page apart from their path', async () => {
    for (const query of ['q=fees', 'q=fees&group=exchange-circulars&page=2', 'q=hollyday', 'q=']) {
      const a = await at('nyse', `/search?${query}`);
      const b = await at('nyse', `/elastic-search?${query}`);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(b.body.replaceAll('/elastic-search', '/search'), query).toBe(a.body);
    }
  });

  it('pages indexed by an older text extraction are indexed again when the server starts', async () => {
    const { reindexStalePages } = await import('../../src/content/search/index-pages');
    await t.db.query(`UPDATE page_search SET body = 'Home stale breadcrumb text', text_version = 1 WHERE site = 'nyse'`);
    expect((await at('nyse', '/search?q=stale%20breadcrumb')).body).toContain('result');
    expect(await reindexStalePages(t.app.content, { seeded: 0 })).toBeGreaterThan(10);
    expect((await at('nyse', '/search?q=stale%20breadcrumb')).body).toContain('No results.');
    expect(await reindexStalePages(t.app.content, { seeded: 0 })).toBe(0);
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_USERS, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (query: string) => t.app.inject({ method: 'POST', url: `/api/site-search/search/websitenotices?${query}` });

describe('notice documents', () => {
  it('links every seeded notice to its PDF, served inline with a validator that answers 304', async () => {
    const all = (await search('searchCollections=exchange-circulars,clearing-notices,information-memos,regulatory-bulletins,mers-documents,rule-book&pageSize=9999')).json();
    expect(all.results.length).toBeGreaterThan(2000);
    expect(all.results.every((n: { filePath: string; url: string }) => /^\/media\/[0-9a-f]{64}\.pdf$/.test(n.filePath) && n.url === n.filePath)).toBe(true);
    const notice = all.results[0] as { filePath: string; noticeNumber: string };
    const res = await t.app.inject({ method: 'GET', url: notice.filePath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; filename="[^"]*\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: notice.filePath, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('finds a notice by a word only its document body holds', async () => {
    // "inconsistency" is in every demo document's closing paragraph, never in a title, number or topic.
    const res = (await search('searchCollections=exchange-circulars&q=inconsistency&pageSize=5')).json();
    expect(res.total).toBeGreaterThan(0);
    expect(res.results[0].title.toLowerCase()).not.toContain('inconsistency');
    const none = (await search('searchCollections=exchange-circulars&q=zyzzogeton&pageSize=5')).json();
    expect(none.total).toBe(0);
  });

  it('keeps the generated documents out of the editors\' media library', async () => {
    const notice = (await search('searchCollections=exchange-circulars&pageSize=1')).json().results[0] as { filePath: string };
    const hash = /([0-9a-f]{64})\.pdf$/.exec(notice.filePath)![1];
    const admin = await signIn(t.app, TEST_USERS.admin);
    const library = (await admin.request({ method: 'GET', url: '/api/cms/media?kind=document&limit=100&offset=0' })).json();
    expect(library.media.map((m: { hash: string }) => m.hash)).not.toContain(hash);
    expect(library.total).toBeLessThan(100);
  });
});

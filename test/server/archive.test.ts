import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordArchive } from '../../src/content';
import { createTestApp, findDocument, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let user: Session;
let superUser: Session;
beforeAll(async () => {
  t = await createTestApp();
  user = await signIn(t.app, TEST_USERS.user);
  superUser = await signIn(t.app, TEST_USERS.superUser);
});
afterAll(() => t.close());

const archiveUrl = (query: string, site = 'nyse') => `/api/cms/sites/${site}/archive?${query}`;
const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

describe('the archive API', () => {
  it('answers what /fees served at an instant, with who published it and a verified chain', async () => {
    const res = await user.request({ method: 'GET', url: archiveUrl(`path=/fees&at=${encodeURIComponent(inAMinute())}`) });
    expect(res.statusCode, res.body).toBe(200);
    const { state, entry, verified, broken } = res.json();
    expect(state).toBe('recorded');
    expect(verified).toBe(true);
    expect(broken).toBeNull();
    expect(entry).toMatchObject({ site: 'nyse', path: '/fees', event: 'publish', publishedBy: 'seed', approvedBy: 'seed' });
    expect(entry.html).toMatch(/^<!DOCTYPE html>/i);
  });

  it('records a publish through the API: the new version is what the path serves from then on', async () => {
    const doc = await findDocument(superUser, 'nyse', '/fees');
    const saved = await superUser.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, title: 'Fees, archived' } });
    const published = await superUser.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: saved.json().document.draftRevision } });
    expect(published.statusCode, published.body).toBe(200);
    // Acknowledged, not yet rendered: the archive says it is recording, and what.
    const pending = await user.request({ method: 'GET', url: archiveUrl(`path=/fees&at=${encodeURIComponent(inAMinute())}`) });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ state: 'recording', pending: [{ event: 'publish', cause: 'document', publishedBy: TEST_USERS.superUser, version: published.json().version.version }] });
    const listed = await user.request({ method: 'GET', url: '/api/cms/sites/nyse/archive/entries?path=/fees' });
    expect(listed.json().pending).toHaveLength(1);
    const notYet = await user.request({ method: 'GET', url: `/api/cms/sites/nyse/archive/export?path=/fees&at=${encodeURIComponent(inAMinute())}` });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toMatch(/^What \/fees on nyse served at .* is still being recorded/);

    await recordArchive(t.app.content);
    const res = await user.request({ method: 'GET', url: archiveUrl(`path=/fees&at=${encodeURIComponent(inAMinute())}`) });
    expect(res.json()).toMatchObject({ state: 'recorded', verified: true });
    expect(res.json().entry).toMatchObject({ publishedBy: TEST_USERS.superUser, version: published.json().version.version });
    expect(res.json().entry.html).toContain('<title>Fees, archived');
    const list = await user.request({ method: 'GET', url: '/api/cms/sites/nyse/archive/entries?path=/fees' });
    expect(list.statusCode).toBe(200);
    expect(list.json().entries.length).toBeGreaterThanOrEqual(2);
    expect(list.json().entries[0]).not.toHaveProperty('html');
  });

  it("pages a path's entries by cursor, newest first, the changes still being recorded on the first page, and refuses a bad limit or cursor naming it", async () => {
    const doc = await findDocument(superUser, 'nyse', '/fees');
    const saved = await superUser.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, title: 'Fees, paged' } });
    const published = await superUser.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: saved.json().document.draftRevision } });
    expect(published.statusCode, published.body).toBe(200);
    await recordArchive(t.app.content);
    const again = await superUser.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: saved.json().document.draftRevision, title: 'Fees, pending' } });
    expect((await superUser.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: again.json().document.draftRevision } })).statusCode).toBe(200);

    const entriesUrl = (query: string) => `/api/cms/sites/nyse/archive/entries?path=/fees&${query}`;
    const all = (await user.request({ method: 'GET', url: entriesUrl('limit=500') })).json();
    expect(all.entries.length).toBeGreaterThanOrEqual(2);
    expect(all.next).toBeNull();
    expect(all.pending).toHaveLength(1);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await user.request({ method: 'GET', url: entriesUrl(`limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`) });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.entries).toHaveLength(1);
      // The pending change is newer than every entry: it comes once, with the first page.
      expect(page.pending).toHaveLength(pages === 0 ? 1 : 0);
      expect(page.prev === null).toBe(pages === 0);
      seen.push(page.entries[0].seq);
      cursor = page.next;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(all.entries.map((e: { seq: number }) => e.seq));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));

    const tooMany = await user.request({ method: 'GET', url: entriesUrl('limit=501') });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('limit is at most 500');
    const foreign = await user.request({ method: 'GET', url: entriesUrl('cursor=not-a-cursor') });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('cursor is not one this list gave');
    const unknown = await user.request({ method: 'GET', url: entriesUrl('page=2') });
    expect(unknown.statusCode).toBe(400);
    await recordArchive(t.app.content);
  });

  it("records the page as the site served it: the site's head, colours and cookie categories included", async () => {
    const admin = await signIn(t.app, TEST_USERS.admin);
    const setting = (section: string, payload: object) => admin.request({ method: 'PUT', url: `/api/cms/sites/nyse/settings/${section}`, payload });
    expect((await setting('seo', { titlePattern: '{title} | {site} archive', description: '', image: '' })).statusCode).toBe(200);
    expect((await setting('theme', { primary: '#123456' })).statusCode).toBe(200);
    const categories = [
      { categoryId: 'C0001', name: 'Strictly necessary', description: 'Keep you signed in.', required: true },
      { categoryId: 'C0002', name: 'Market statistics', description: 'Count which market pages are read.', required: false },
    ];
    expect((await setting('cookies', { categories })).statusCode).toBe(200);
    const served = async () => (await t.app.inject({ method: 'GET', url: '/fees', headers: { host: 'nyse.localhost' } })).body;
    const archived = async () => (await user.request({ method: 'GET', url: archiveUrl(`path=/fees&at=${encodeURIComponent(inAMinute())}`) })).json().entry;

    // A change of settings is in every page the site serves: each is recorded again.
    await recordArchive(t.app.content);
    const recorded = await archived();
    expect(recorded).toMatchObject({ cause: 'site settings: cookies', publishedBy: TEST_USERS.admin });
    expect(recorded.html).toBe(await served());
    const list = (await user.request({ method: 'GET', url: '/api/cms/sites/nyse/archive/entries?path=/' })).json().entries;
    expect(list[0]).toMatchObject({ cause: 'site settings: cookies' });

    const doc = await findDocument(superUser, 'nyse', '/fees');
    const saved = await superUser.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, title: 'Fees, as served' } });
    expect((await superUser.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: saved.json().document.draftRevision } })).statusCode).toBe(200);
    await recordArchive(t.app.content);
    const { html } = await archived();
    expect(html).toMatch(/<title>Fees, as served \| .+ archive<\/title>/);
    expect(html).toContain('--t-color-primary:#123456');
    expect(html).toContain('Count which market pages are read.');
    // Byte for byte what a signed-out visitor is sent.
    expect(html).toBe(await served());
    await setting('seo', { titlePattern: '', description: '', image: '' });
    await setting('theme', {});
    await setting('cookies', { categories: [] });
    await recordArchive(t.app.content);
  });

  it('answers 400 naming the field for an instant without an offset or a path that is not a site path', async () => {
    const noOffset = await user.request({ method: 'GET', url: archiveUrl('path=/fees&at=2026-03-14T10:00:00') });
    expect(noOffset.statusCode).toBe(400);
    expect(noOffset.body).toContain('/query/at');
    expect(noOffset.json().message).toContain('ISO 8601 date and time with its offset');
    const notADate = await user.request({ method: 'GET', url: archiveUrl('path=/fees&at=yesterday') });
    expect(notADate.statusCode).toBe(400);
    const badPath = await user.request({ method: 'GET', url: archiveUrl(`path=fees&at=${encodeURIComponent('2026-03-14T10:00:00-04:00')}`) });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.body).toContain('/query/path');
    const missing = await user.request({ method: 'GET', url: archiveUrl('at=2026-03-14T10:00:00Z') });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('/query/path');
    const site = await user.request({ method: 'GET', url: archiveUrl('path=/fees&at=2026-03-14T10:00:00Z', 'nasdaq') });
    expect(site.statusCode).toBe(400);
  });

  it('answers 404 when nothing was served at that path then', async () => {
    const before = await user.request({ method: 'GET', url: archiveUrl(`path=/fees&at=${encodeURIComponent('2001-03-14T10:00:00-05:00')}`) });
    expect(before.statusCode).toBe(404);
    const never = await user.request({ method: 'GET', url: archiveUrl(`path=/never-published&at=${encodeURIComponent(inAMinute())}`) });
    expect(never.statusCode).toBe(404);
    expect(never.json().message).toContain('/never-published');
  });

  it('answers 401 without an editor session', async () => {
    const res = await t.app.inject({ method: 'GET', url: archiveUrl(`path=/fees&at=${encodeURIComponent(inAMinute())}`) });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/sites/nyse/archive/entries?path=/fees' })).statusCode).toBe(401);
  });

  it('exports a tar bundle that checks itself with `node check.mjs`', async () => {
    const res = await user.request({ method: 'GET', url: `/api/cms/sites/nyse/archive/export?path=/fees&at=${encodeURIComponent(inAMinute())}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-tar');
    const dir = await mkdtemp(join(tmpdir(), 'tessera-archive-tar-'));
    try {
      await writeFile(join(dir, 'bundle.tar'), res.rawPayload);
      const untar = spawnSync('tar', ['-xf', 'bundle.tar'], { cwd: dir, encoding: 'utf8' });
      expect(untar.status, untar.stderr).toBe(0);
      const folder = /filename="([^"]+)\.tar"/.exec(String(res.headers['content-disposition']))![1]!;
      const check = spawnSync(process.execPath, ['check.mjs'], { cwd: join(dir, folder), encoding: 'utf8' });
      expect(check.status, check.stderr).toBe(0);
      expect(check.stdout).toContain('OK: nyse /fees');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

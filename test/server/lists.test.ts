import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CURSOR, encodeCursor } from '../../src/core/contracts';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let admin: Session;
let user: Session;

/** Every page of a list, following `next`: the rows and the number of requests. */
async function walk(session: Session, url: string, key: string): Promise<{ rows: Record<string, unknown>[]; pages: number }> {
  const rows: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await session.request({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}${cursor ? `cursor=${cursor}` : ''}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Record<string, unknown> & { next: string | null };
    rows.push(...(body[key] as Record<string, unknown>[]));
    cursor = body.next;
    pages++;
  } while (cursor && pages < 100);
  return { rows, pages };
}

async function create(site: string, path: string, kind: 'page' | 'partial' = 'page', title = `Title of ${path}`) {
  const res = await admin.request({ method: 'POST', url: `/api/cms/sites/${site}/documents`, payload: { path, kind, title } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().document as { id: string; path: string; draftRevision: number };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
  user = await signIn(t.app, TEST_USERS.user);
  // A folder of 25 pages on esignal, and one folder without a document of its own.
  for (let i = 0; i < 25; i++) await create('esignal', `/list-test/item-${String(i).padStart(2, '0')}`);
  await create('esignal', '/list-test');
  await create('esignal', '/no-doc/deeper/leaf');
  await create('esignal', '/list-test-partial', 'partial', 'A partial beside');
});

afterAll(() => t.close());

describe('GET /api/cms/sites/{site}/documents', () => {
  it('pages the documents in path order: every one once, in as many pages as the limit makes', async () => {
    const all = await walk(admin, '/api/cms/sites/esignal/documents?limit=7', 'documents');
    const paths = all.rows.map((d) => d.path as string);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual([...paths].sort((a, b) => (Buffer.compare(Buffer.from(a), Buffer.from(b)))));
    expect(paths).toEqual(expect.arrayContaining(['/list-test', '/list-test/item-00', '/list-test/item-24', '/no-doc/deeper/leaf', '/list-test-partial']));
    expect(all.pages).toBe(Math.ceil(paths.length / 7));
  });

  it('walks back with prev to the same rows', async () => {
    const first = (await admin.request({ method: 'GET', url: '/api/cms/sites/esignal/documents?limit=5' })).json();
    expect(first.prev).toBeNull();
    const second = (await admin.request({ method: 'GET', url: `/api/cms/sites/esignal/documents?limit=5&cursor=${first.next}` })).json();
    expect(second.documents[0].path > first.documents[4].path).toBe(true);
    const back = (await admin.request({ method: 'GET', url: `/api/cms/sites/esignal/documents?limit=5&cursor=${second.prev}` })).json();
    expect(back.documents.map((d: { path: string }) => d.path)).toEqual(first.documents.map((d: { path: string }) => d.path));
    expect(back.prev).toBeNull();
  });

  it('filters on the server: kind, a part of the title or path, a folder', async () => {
    const partials = await walk(admin, '/api/cms/sites/esignal/documents?kind=partial', 'documents');
    expect(partials.rows.every((d) => d.kind === 'partial')).toBe(true);
    expect(partials.rows.map((d) => d.path)).toContain('/list-test-partial');
    const text = await walk(admin, '/api/cms/sites/esignal/documents?q=ITEM-1', 'documents');
    expect(text.rows.map((d) => d.path)).toEqual(Array.from({ length: 10 }, (_, i) => `/list-test/item-1${i}`));
    const under = await walk(admin, '/api/cms/sites/esignal/documents?under=/list-test', 'documents');
    expect(under.rows).toHaveLength(26);
    expect(under.rows.map((d) => d.path)).not.toContain('/list-test-partial');
    // Wildcards are text.
    expect((await walk(admin, '/api/cms/sites/esignal/documents?q=%25', 'documents')).rows).toEqual([]);
  });

  it('answers 400 naming the field for a limit over the maximum, a bad cursor, a cursor of another list', async () => {
    for (const [query, field, message] of [
      ['limit=501', 'limit', 'limit is at most 500'],
      ['limit=0', 'limit', 'limit is at least 1'],
      ['cursor=not-a-cursor', 'cursor', BAD_CURSOR],
      [`cursor=${encodeCursor({ list: 'notices', dir: 'after', key: ['a'] })}`, 'cursor', BAD_CURSOR],
      [`cursor=${encodeCursor({ list: 'documents', dir: 'after', key: ['a', 'b'] })}`, 'cursor', BAD_CURSOR],
      ['under=/Not%20a%20path', 'under', 'under is a document path, like /futures/energy'],
      ['sort=title', '', ''],
    ] as const) {
      const res = await admin.request({ method: 'GET', url: `/api/cms/sites/esignal/documents?${query}` });
      expect(res.statusCode, query).toBe(400);
      if (field) expect(res.json().issues, query).toContainEqual({ path: `/query/${field}`, message });
    }
  });

  it('is every editor’s to read, on their sites', async () => {
    expect((await user.request({ method: 'GET', url: '/api/cms/sites/esignal/documents?limit=1' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/sites/esignal/documents' })).statusCode).toBe(401);
  });
});

describe('GET /api/cms/sites/{site}/tree', () => {
  it('lists the top level with each folder’s number of children, and the folder’s size', async () => {
    const top = await walk(admin, '/api/cms/sites/esignal/tree?kind=page', 'nodes');
    const byPath = new Map(top.rows.map((n) => [n.path, n]));
    expect(byPath.get('/list-test')).toMatchObject({ childCount: 25, document: { path: '/list-test', kind: 'page' } });
    expect(byPath.get('/no-doc')).toMatchObject({ childCount: 1, document: null });
    expect(byPath.has('/list-test-partial')).toBe(false);
    const first = (await admin.request({ method: 'GET', url: '/api/cms/sites/esignal/tree?kind=page&limit=2' })).json();
    expect(first.total).toBe(top.rows.length);
  });

  it('opens a folder on demand, a page at a time', async () => {
    const page = (await admin.request({ method: 'GET', url: '/api/cms/sites/esignal/tree?kind=page&parent=/list-test&limit=10' })).json();
    expect(page.total).toBe(25);
    expect(page.nodes.map((n: { path: string }) => n.path)).toEqual(Array.from({ length: 10 }, (_, i) => `/list-test/item-${String(i).padStart(2, '0')}`));
    const all = await walk(admin, '/api/cms/sites/esignal/tree?kind=page&parent=/list-test&limit=10', 'nodes');
    expect(all.rows).toHaveLength(25);
    expect(all.pages).toBe(3);
    const folder = (await admin.request({ method: 'GET', url: '/api/cms/sites/esignal/tree?parent=/no-doc' })).json();
    expect(folder.nodes).toEqual([{ path: '/no-doc/deeper', childCount: 1, document: null }]);
    expect((await admin.request({ method: 'GET', url: '/api/cms/sites/esignal/tree?parent=/nothing-here' })).json()).toEqual({ nodes: [], total: 0, next: null, prev: null });
  });

  it('follows moves and deletions', async () => {
    const leaf = (await walk(admin, '/api/cms/sites/esignal/documents?under=/no-doc', 'documents')).rows[0] as { id: string; draftRevision: number };
    const moved = await admin.request({ method: 'PUT', url: `/api/cms/documents/${leaf.id}/draft`, payload: { revision: leaf.draftRevision, path: '/list-test/moved-leaf' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const top = await walk(admin, '/api/cms/sites/esignal/tree', 'nodes');
    expect(top.rows.map((n) => n.path)).not.toContain('/no-doc');
    const folder = (await admin.request({ method: 'GET', url: '/api/cms/sites/esignal/tree?parent=/list-test&limit=1' })).json();
    expect(folder.total).toBe(26);
    expect((await admin.request({ method: 'DELETE', url: `/api/cms/documents/${leaf.id}` })).statusCode).toBe(204);
    expect((await admin.request({ method: 'GET', url: '/api/cms/sites/esignal/tree?parent=/list-test&limit=1' })).json().total).toBe(25);
  });

  it('answers 400 for a parent that is not a path and a limit over the maximum', async () => {
    const bad = await admin.request({ method: 'GET', url: '/api/cms/sites/esignal/tree?parent=list-test' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toContainEqual({ path: '/query/parent', message: 'parent is a document path, like /futures/energy' });
    expect((await admin.request({ method: 'GET', url: '/api/cms/sites/esignal/tree?limit=1000' })).statusCode).toBe(400);
    expect((await admin.request({ method: 'GET', url: '/api/cms/sites/esignal/tree?kind=folder' })).statusCode).toBe(400);
  });
});

describe('compressed answers', () => {
  it('sends a JSON answer compressed with brotli or gzip when the client takes it, and plain otherwise', async () => {
    const url = '/api/cms/sites/esignal/documents?limit=50';
    const plain = await admin.request({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const br = await admin.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await admin.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves tiny answers and pages alone', async () => {
    const tiny = await admin.request({ method: 'GET', url: '/api/cms/sites/esignal/documents?limit=1&q=item-01', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'nyse.localhost', 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    // The page cache's own brotli form (quality 9, made once), not this plugin's.
    expect(page.headers['content-encoding']).toBe('br');
  });
});

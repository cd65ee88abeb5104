import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { corpusPath, publishCorpus } from '../../bench/corpus';
import { registry } from '../../src/components/registry';
import {
  archiveAt,
  CLI,
  createContentContext,
  createDocument,
  createUser,
  listDocuments,
  listDocumentTree,
  publishDocument,
  recordArchive,
  saveDraft,
  siteSitemap,
  userActor,
  verifyArchive,
  type ContentContext,
  type UserActor,
} from '../../src/content';
import { decodeCursor } from '../../src/core/contracts';
import { node } from '../../src/core/node';
import type { SiteId } from '../../src/core/sites';
import { migrate, openDb, upsertSite } from '../../src/store';
import type { Db } from '../../src/store/types';
import { recordedView, testRenderer, warmRenderer } from '../support/archive';
import { createDatabase } from '../pg/databases';

/*
 * Issue 40 item 5, the smaller version as a behaviour (the timing is `npm run bench -- scale`):
 * 10,000 product pages made and published through the operations on PostgreSQL, each including
 * the site's /header. Every list pages through all of them once; the sitemap splits them; a
 * header change is recorded on every page, once, and the record verifies. Making the pages takes
 * two to three minutes, so it runs in the scale suite (CI's `npm run test:scale`), which keeps
 * `npm test` within its 20 minutes (notes/DECISIONS.md, issue 40 item 5).
 */

const PAGES = 10_000;
const SITE: SiteId = 'imt';
const header = (text: string) => node('fragment', {}, { content: [node('heading', { text, level: 3 })] });

let database: Awaited<ReturnType<typeof createDatabase>>;
let db: Db;
let ctx: ContentContext;
let admin: UserActor;
let headerId: string;

beforeAll(async () => {
  await warmRenderer();
  database = await createDatabase('tessera_size', { server: inject('scalePostgresUrl') });
  db = await openDb({ databaseUrl: database.url });
  await migrate(db);
  await upsertSite(db, { id: SITE, name: 'IMT', hosts: ['imt.size.test'] });
  ctx = createContentContext({ db, registry, archive: testRenderer });
  admin = userActor(await createUser(ctx, { actor: CLI, email: 'ada@size.test', name: 'Ada Admin', role: 'CMSTWO Admin', password: 'a long enough password' }));
  for (const path of ['/header', '/footer']) {
    const doc = await createDocument(ctx, { actor: admin, site: SITE, kind: 'partial', path, title: path, tree: header(`${path} one`) });
    await publishDocument(ctx, { actor: admin, id: doc.id, revision: 1 });
    if (path === '/header') headerId = doc.id;
  }
  await publishCorpus(ctx, { to: PAGES, site: SITE });
  while ((await recordArchive(ctx)).more);
}, 600_000);

afterAll(async () => {
  await db?.close();
  await database?.drop();
});

/** Every item of a list, following `next` until it ends; fails if the list repeats itself. */
async function everyItem<T>(list: (cursor: string | undefined) => Promise<{ items: T[]; next: string | null }>): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  for (let pages = 0; ; pages++) {
    const page = await list(cursor);
    all.push(...page.items);
    if (!page.next) return all;
    expect(page.next).not.toBe(cursor);
    cursor = page.next;
    expect(pages).toBeLessThan(PAGES);
  }
}

describe('10,000 published pages on PostgreSQL (issue 40 item 5)', () => {
  it('pages every list through all of them once, at the largest page size, and splits the sitemap', async () => {
    const documents = await everyItem((cursor) => listDocuments(ctx, { actor: admin, site: SITE, kind: 'page', under: '/products', page: { limit: 200, cursor: cursor ? decodeCursor(cursor) : undefined } }));
    const paths = documents.map((d) => d.path);
    expect(new Set(paths).size).toBe(PAGES);
    expect(paths).toEqual(Array.from({ length: PAGES }, (_, i) => corpusPath(i)));

    const children = await everyItem((cursor) => listDocumentTree(ctx, { actor: admin, site: SITE, kind: 'page', parent: '/products', page: { limit: 200, cursor: cursor ? decodeCursor(cursor) : undefined } }));
    expect(children.map((c) => c.path)).toEqual(paths);

    const index = await siteSitemap(ctx, { site: SITE, maxUrls: 4_000 });
    expect(index).toEqual({ type: 'index', files: 3 });
    const urls: string[] = [];
    for (let file = 1; file <= 3; file++) {
      const sitemap = await siteSitemap(ctx, { site: SITE, file, maxUrls: 4_000 });
      if (sitemap?.type !== 'urls') throw new Error(`sitemap ${file}: ${JSON.stringify(sitemap)}`);
      urls.push(...sitemap.pages.map((p) => p.path));
    }
    expect(urls.filter((p) => p.startsWith('/products/'))).toEqual(paths);
    expect(await siteSitemap(ctx, { site: SITE, file: 4, maxUrls: 4_000 })).toBeNull();
  });

  it('records a header change on every page once, in batches after the publish, and the record verifies', async () => {
    await saveDraft(ctx, { actor: admin, id: headerId, revision: 1, tree: header('/header two') });
    await publishDocument(ctx, { actor: admin, id: headerId, revision: 2 });
    // An instant after the publication (its time is the publication's clock, read after the version's).
    const at = new Date(Date.now() + 1000);
    // Nothing is recorded by the publish itself: a page asks "recording" until the job has run.
    expect((await archiveAt(ctx, { actor: admin, site: SITE, path: corpusPath(PAGES - 1), at })).state).toBe('recording');

    let batches = 0;
    for (let more = true; more; batches++) more = (await recordArchive(ctx, { budgetMs: 2_000 })).more;
    expect(batches).toBeGreaterThan(1);

    const { rows } = await db.query<{ path: string; n: number }>(`SELECT path, count(*)::int AS n FROM archive_entries WHERE site = $1 AND cause = 'partial /header' GROUP BY path`, [SITE]);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    expect(new Set(rows.map((r) => r.path))).toEqual(new Set(Array.from({ length: PAGES }, (_, i) => corpusPath(i))));
    const last = recordedView(await archiveAt(ctx, { actor: admin, site: SITE, path: corpusPath(PAGES - 1), at }));
    expect(last.entry.html).toContain('/header two');
    expect(last.verified).toBe(true);

    const report = await verifyArchive(ctx, { actor: admin, site: SITE });
    expect(report.chains.map((c) => ({ broken: c.broken, problems: c.problems, pending: c.pending }))).toEqual([{ broken: null, problems: [], pending: null }]);
    expect(report.chains[0]!.entries).toBe(2 + 2 * PAGES + 1);
  });
});

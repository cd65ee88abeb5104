import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_NOTICE_TOPICS, insertBulkNotices, insertBulkPages } from '../../bench/bulk-pages';
import { countSitemapPages, pageDocuments, SEARCH_COUNT_CAP, searchSite, sitemapPages, treeChildren, upsertSite } from '../../src/store';
import type { Db } from '../../src/store/types';

const SITE = 'mersinc' as const;
const COLLECTIONS = ['mers-documents'] as const;

/** What search must answer, counted the plain way: every visible match of `q`, by section and by collection. */
async function exactGroups(db: Db, q: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ grp: string; n: number }>(
    `SELECT coalesce(nullif(split_part(d.published_path, '/', 2), ''), 'home') AS grp, count(*)::integer AS n
       FROM documents d JOIN page_search ps ON ps.document_id = d.id
      WHERE d.site = $1 AND d.published_version IS NOT NULL AND d.access_code_hash IS NULL AND d.kind = 'page' AND ps.search @@ websearch_to_tsquery('english', $2)
      GROUP BY 1
     UNION ALL
     SELECT collection, count(*)::integer FROM notices WHERE status = 'published' AND collection = ANY($3::text[]) AND search @@ websearch_to_tsquery('english', $2) GROUP BY 1`,
    [SITE, q, [...COLLECTIONS]],
  );
  return new Map(rows.map((r) => [r.grp, r.n]));
}

/**
 * Issue 40 items 3 and 4 in the store, the same on PGlite and PostgreSQL: the page tree's folder
 * rows kept by the documents' trigger, documents filtered and paged, site search's capped facets
 * and sitemap slices, on a few thousand rows put straight into the tables.
 */
export function describeListsAtSizeSuite(name: string, open: () => Promise<Db>): void {
  describe(name, () => {
    let db: Db;
    beforeAll(async () => {
      db = await open();
      await upsertSite(db, { id: SITE, name: 'MERS', hosts: ['mersinc.suite.test'] });
      // 1,200 pages in /catalogue (two folders), a few in sections whose names share a prefix.
      await insertBulkPages(db, { site: SITE, count: SEARCH_COUNT_CAP + 200, perFolder: 1000, publish: true });
      await insertBulkPages(db, { site: SITE, count: 3, from: 5000, root: '/cat', publish: true });
      await insertBulkPages(db, { site: SITE, count: 2, from: 6000, root: '/cat-b', publish: true });
      await insertBulkPages(db, { site: SITE, count: 2, from: 7000, root: '/drafts', publish: false });
      await insertBulkNotices(db, { count: SEARCH_COUNT_CAP + 100, collections: COLLECTIONS });
    }, 120_000);
    afterAll(async () => {
      await db.close();
    });

    it('pages documents filtered on the server, the same rows whatever the page size', async () => {
      const all: string[] = [];
      let cursor;
      do {
        const page = await pageDocuments(db, { site: SITE, q: 'ITEM-00110', page: { limit: 4, ...(cursor ? { cursor } : {}) } });
        all.push(...page.items.map((d) => d.path));
        cursor = page.next ? { list: 'documents', dir: 'after' as const, key: [page.items.at(-1)!.path] } : undefined;
      } while (cursor);
      expect(all).toEqual(Array.from({ length: 10 }, (_, i) => `/catalogue/group-001/item-${String(1100 + i).padStart(6, '0')}`));
      const counted = await pageDocuments(db, { site: SITE, under: '/catalogue', page: { limit: 1 } });
      expect(counted).toMatchObject({ total: SEARCH_COUNT_CAP + 200, totalCapped: false });
    });

    it('searches at size: facets counted up to the cap and marked when more match, every hit a match, the shallowest pages first', async () => {
      const found = await searchSite(db, { site: SITE, q: 'servicing', collections: COLLECTIONS, limit: 10, offset: 0 });
      const exact = await exactGroups(db, 'servicing');
      expect(new Map(found.groups.map((g) => [g.group, g.count]))).toEqual(new Map([...exact].map(([g, n]) => [g, Math.min(n, SEARCH_COUNT_CAP)])));
      expect(found.groups.filter((g) => g.capped).map((g) => g.group).sort()).toEqual(['catalogue', 'mers-documents']);
      expect(found.groups.find((g) => g.group === 'cat-b')).toMatchObject({ kind: 'page', count: 2, capped: false });
      expect(found.groups.some((g) => g.group === 'drafts')).toBe(false);
      expect(found.totalCapped).toBe(true);
      expect(found.hits).toHaveLength(10);
      for (const hit of found.hits.filter((h) => h.kind === 'page')) expect(hit.snippet.toLowerCase()).toContain('servic');
      // A facet of its own: only that section's pages.
      const section = await searchSite(db, { site: SITE, q: 'servicing', collections: COLLECTIONS, group: 'cat', limit: 10, offset: 0 });
      expect(section.hits.map((h) => h.url).sort()).toEqual(['/cat/group-005/item-005000', '/cat/group-005/item-005001', '/cat/group-005/item-005002']);
      expect(section).toMatchObject({ total: 3, totalCapped: false });
      // A rarer query is counted exactly, everywhere.
      const rare = await searchSite(db, { site: SITE, q: 'reference 1042', collections: COLLECTIONS, limit: 10, offset: 0 });
      expect(rare).toMatchObject({ total: 1, totalCapped: false });
      expect(rare.hits.map((h) => h.url)).toEqual(['/catalogue/group-001/item-001042']);
      const topic = await searchSite(db, { site: SITE, q: BULK_NOTICE_TOPICS[1], collections: COLLECTIONS, limit: 10, offset: 0 });
      const exactTopic = await exactGroups(db, BULK_NOTICE_TOPICS[1]);
      expect(topic.groups.map((g) => [g.group, g.count])).toEqual([...exactTopic].map(([g, n]) => [g, Math.min(n, SEARCH_COUNT_CAP)]));
    });

    it('slices the sitemap in path order', async () => {
      const count = await countSitemapPages(db, { site: SITE });
      // The bulk pages, and the site's own when the database has its demo content.
      expect(count).toBeGreaterThanOrEqual(SEARCH_COUNT_CAP + 205);
      const first = await sitemapPages(db, { site: SITE, limit: 1000 });
      const rest = await sitemapPages(db, { site: SITE, limit: 1000, offset: 1000 });
      expect(first).toHaveLength(1000);
      expect(rest).toHaveLength(count - 1000);
      const paths = [...first, ...rest].map((p) => p.path);
      expect(new Set(paths).size).toBe(paths.length);
      expect(paths).toEqual([...paths].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
    });

    // Last: it moves and deletes.
    it('keeps each folder’s children and their number as documents are added, moved and deleted', async () => {
      const first = { limit: 100 };
      const ours = <T extends { path: string }>(nodes: T[]) => nodes.filter((n) => /^\/(cat|cat-b|catalogue|drafts|moved)$/.test(n.path));
      const top = await treeChildren(db, { site: SITE, kind: 'page', page: first });
      expect(ours(top.items).map((n) => [n.path, n.childCount, n.document !== null])).toEqual([
        ['/cat', 1, false],
        ['/cat-b', 1, false],
        ['/catalogue', 2, false],
        ['/drafts', 1, false],
      ]);
      const folder = await treeChildren(db, { site: SITE, kind: 'page', parent: '/catalogue/group-001', page: { limit: 150 } });
      expect(folder.total).toBe(200);
      expect(folder.items).toHaveLength(150);
      expect(folder.items[0]).toMatchObject({ path: '/catalogue/group-001/item-001000', childCount: 0, document: { title: 'Catalogue item 1000' } });
      await db.query(`UPDATE documents SET path = replace(path, '/cat-b/', '/moved/') WHERE site = $1 AND path LIKE '/cat-b/%'`, [SITE]);
      const after = await treeChildren(db, { site: SITE, kind: 'page', page: first });
      expect(ours(after.items).map((n) => [n.path, n.childCount])).toEqual([
        ['/cat', 1],
        ['/catalogue', 2],
        ['/drafts', 1],
        ['/moved', 1],
      ]);
      expect(after.total).toBe(top.total);
      await db.query(`DELETE FROM documents WHERE site = $1 AND path LIKE '/catalogue/group-001/%'`, [SITE]);
      expect((await treeChildren(db, { site: SITE, kind: 'page', parent: '/catalogue', page: first })).items.map((n) => n.path)).toEqual(['/catalogue/group-000']);
    });
  });
}

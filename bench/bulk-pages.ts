/**
 * Many pages on one site in seconds, straight into the store's tables (one `INSERT … SELECT`
 * over `generate_series` per batch), for the page tree's browser test and the list, tree,
 * sitemap and search benches at 100,000 pages (issue 40 items 3 and 4). The rows are what
 * the operations would write — documents with the site's starter tree, and when published a
 * version, the live path and the search index row — without rendering, auditing or recording
 * each one (bench/corpus.ts builds a corpus through the operations when that is the point).
 * The document trigger keeps the page tree's folders (`document_tree`) as for any insert.
 *
 * Paths: `{root}/group-{g}/item-{i}`, `perFolder` items a group, `i` numbering every page.
 */
import { starterTree } from '../src/content/documents/trees';
import { SEARCH_TEXT_VERSION } from '../src/content/search/body-text';
import type { SiteId } from '../src/core/sites';
import type { Db } from '../src/store/types';

/** Sentences a page's text is made of; `servicing` is in every one of them (a common word). */
export const BULK_SENTENCES = [
  'Loan servicing moves data from the originator to the servicer in one validated file.',
  'Every servicing field is checked against the investor guidelines before the transfer.',
  'Exceptions in servicing are routed to the team with the document that explains them.',
  'Status reports follow each servicing step, and the audit trail keeps who approved what.',
  'Servicing pricing depends on volume; the subscription includes support in business hours.',
  'Default management and servicing transfers share one calendar of cut-off dates.',
  'Escrow analysis runs nightly beside servicing, with shortages flagged for review.',
] as const;

/** The path of bulk page `i`. */
export const bulkPath = ({ root = '/catalogue', perFolder = 1000 }: { root?: string; perFolder?: number }, i: number) =>
  `${root}/group-${String(Math.floor(i / perFolder)).padStart(3, '0')}/item-${String(i).padStart(6, '0')}`;

const BATCH = 20_000;

/**
 * Inserts `count` pages (numbered from `from`) on `site`, drafts or (`publish`) published with
 * their search text; returns how long it took in milliseconds.
 */
export async function insertBulkPages(
  db: Db,
  { site, count, from = 0, root = '/catalogue', perFolder = 1000, publish = false }: { site: SiteId; count: number; from?: number; root?: string; perFolder?: number; publish?: boolean },
): Promise<number> {
  const started = performance.now();
  const tree = JSON.stringify(starterTree(site, 'page'));
  for (let first = from; first < from + count; first += BATCH) {
    const last = Math.min(from + count, first + BATCH) - 1;
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO documents (id, site, path, kind, title, seo, draft, updated_by)
         SELECT gen_random_uuid(), $1, $2 || '/group-' || lpad((i / $3)::text, 3, '0') || '/item-' || lpad(i::text, 6, '0'), 'page',
                'Catalogue item ' || i, jsonb_build_object('description', 'Item ' || i || ' of the catalogue'), $4::jsonb, 'bulk@tessera.local'
           FROM generate_series($5::integer, $6::integer) AS i
         RETURNING id`,
        [site, root, perFolder, tree, first, last],
      );
      if (!publish) return;
      const ids = rows.map((r) => r.id);
      await tx.query(
        `INSERT INTO versions (document_id, version, title, seo, tree, published_by)
         SELECT id, 1, title, seo, draft, 'bulk@tessera.local' FROM documents WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      await tx.query(`UPDATE documents SET published_version = 1, published_path = path WHERE id = ANY($1::uuid[])`, [ids]);
      await tx.query(
        `INSERT INTO page_search (document_id, site, title, body, text_version)
         SELECT d.id, d.site, d.title,
                d.title || E'\\n' || s.sentences[1 + n % array_length(s.sentences, 1)] || E'\\n' || s.sentences[1 + (n / 7) % array_length(s.sentences, 1)] || E'\\nReference ' || n,
                $3
           FROM documents d, (SELECT $2::text[] AS sentences) s, LATERAL (SELECT substring(d.path from '[0-9]+$')::integer AS n) num
          WHERE d.id = ANY($1::uuid[])`,
        [ids, [...BULK_SENTENCES], SEARCH_TEXT_VERSION],
      );
    });
  }
  return performance.now() - started;
}

/** What bulk notices say: each holds `servicing` (the common word pages have too) and a topic word. */
export const BULK_NOTICE_TOPICS = ['Fees', 'Trading', 'Margin', 'Technology', 'Regulation', 'Clearing', 'Market data'] as const;

/**
 * Inserts `count` published notices spread evenly over `collections` (one `INSERT … SELECT` per
 * batch; their search vector is the table's generated column), numbered from `from`, dated over
 * the fifteen years before 2026. Returns how long it took in milliseconds.
 */
export async function insertBulkNotices(db: Db, { count, collections, from = 0 }: { count: number; collections: readonly string[]; from?: number }): Promise<number> {
  const started = performance.now();
  for (let first = from; first < from + count; first += BATCH) {
    const last = Math.min(from + count, first + BATCH) - 1;
    await db.query(
      `INSERT INTO notices (id, collection, notice_number, title, name, topic, pub_date, body, status)
       SELECT gen_random_uuid(), c.list[1 + i % array_length(c.list, 1)], 'BULK-' || lpad(i::text, 7, '0'),
              t.topics[1 + i % array_length(t.topics, 1)] || ' notice ' || i || ': servicing update',
              'Bulk notice ' || i, t.topics[1 + i % array_length(t.topics, 1)],
              date '2025-12-31' - (i % 5475), s.sentences[1 + i % array_length(s.sentences, 1)], 'published'
         FROM generate_series($1::integer, $2::integer) AS i, (SELECT $3::text[] AS list) c, (SELECT $4::text[] AS topics) t, (SELECT $5::text[] AS sentences) s`,
      [first, last, [...collections], [...BULK_NOTICE_TOPICS], [...BULK_SENTENCES]],
    );
  }
  return performance.now() - started;
}

import type { Node } from '../core/node';
import type { SiteId } from '../core/sites';
import type { Db } from './types';

/** Writes (or replaces) a published page's searchable text; run inside the publishing transaction. */
export async function indexPage(
  db: Db,
  options: { documentId: string; site: SiteId; title: string; body: string; textVersion?: number; lists?: readonly string[]; listsByYear?: boolean },
): Promise<void> {
  await db.query(
    `INSERT INTO page_search (document_id, site, title, body, text_version, lists, lists_by_year) VALUES ($1, $2, $3, $4, $5, $6::text[], $7)
     ON CONFLICT (document_id) DO UPDATE SET site = excluded.site, title = excluded.title, body = excluded.body,
       text_version = excluded.text_version, lists = excluded.lists, lists_by_year = excluded.lists_by_year`,
    [options.documentId, options.site, options.title, options.body, options.textVersion ?? 1, options.lists ?? [], options.listsByYear ?? false],
  );
}

/**
 * How many published pages an older text extraction indexed (they are indexed again at start).
 * Rows of unpublished pages are left as they are: publishing a page indexes it afresh.
 */
export async function countStaleIndexedPages(db: Db, options: { textVersion: number }): Promise<number> {
  return (
    await db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM page_search ps JOIN documents d ON d.id = ps.document_id
        WHERE ps.text_version < $1 AND d.published_version IS NOT NULL AND d.kind = 'page'`,
      [options.textVersion],
    )
  ).rows[0]!.n;
}

/** Every published page with the title and tree of its published version (what site search indexes). */
export async function publishedPagesToIndex(db: Db): Promise<{ id: string; site: SiteId; kind: 'page'; title: string; tree: Node }[]> {
  const { rows } = await db.query<{ id: string; site: SiteId; kind: 'page'; title: string; tree: Node }>(
    `SELECT d.id, d.site, d.kind, v.title, v.tree FROM documents d JOIN versions v ON v.document_id = d.id AND v.version = d.published_version WHERE d.kind = 'page'`,
  );
  return rows;
}

export async function countIndexedPages(db: Db): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*) AS n FROM page_search')).rows[0]!.n;
}

/** Marks the words of a snippet; the caller escapes the rest and turns these into <mark>. */
export const HIT_START = '\u0002';
export const HIT_END = '\u0003';

export interface SearchHit {
  kind: 'page' | 'notice';
  title: string;
  /**
   * Where the result leads: a page's path; a notice's document (its `url`, else its `filePath`),
   * else the page that lists its collection (with `?year=` when that list is by year), else ''.
   */
  url: string;
  /** Plain text with matched words between HIT_START and HIT_END: the body only, never the title. */
  snippet: string;
  /** A page's section (its first path segment) or a notice's collection. */
  group: string;
  date: string | null;
  /** A notice's number ('' for pages). */
  ref: string;
}

export interface SearchGroup {
  group: string;
  kind: 'page' | 'notice';
  /** Matches in the group, counted up to {@link SEARCH_COUNT_CAP}. */
  count: number;
  /** true: more than `count` match (counting stopped at the cap). */
  capped: boolean;
  /** A section's name: the title of the page at `/{group}` (`/` for home), when there is one. */
  title: string | null;
}

/**
 * Each facet counts its matches up to this many, and when more pages (or notices) match than
 * this, the best are chosen among this many (issue 40 item 4): a common word at 100,000 pages and
 * a million notices costs what it costs at a thousand.
 */
export const SEARCH_COUNT_CAP = 1000;

/** When more pages match than this, the best are chosen among this many, the shallowest. */
export const SEARCH_RANK_CANDIDATES = 1000;

/** A live page's section: its first path segment ('' for the home page); indexed (migration 030). */
const SECTION = `split_part(d.published_path, '/', 2)`;
/** How deep a live page is (`/` and `/fees`: 1); indexed with the path (migration 030). */
const DEPTH = `(length(d.published_path) - length(replace(d.published_path, '/', '')))`;

/**
 * The query, written out where it is used (not a CTE): the planner then sees the words and,
 * from the statistics of the search vectors, whether a match is common (read pages in order until
 * enough match) or rare (read the GIN index).
 */
const TSQ = `websearch_to_tsquery('english', $2)`;

/**
 * Turns PostgreSQL's JIT off for the rest of the caller's transaction, for the search statement:
 * the planner's cost of the capped counts (one per section, each estimated as if it read its
 * whole range) passes `jit_above_cost`, and compiling took longer than the statement runs (the
 * embedded engine has no JIT).
 */
export async function searchWithoutJit(tx: Db): Promise<void> {
  if (tx.engine === 'postgres') await tx.exec('SET LOCAL jit = off');
}

/** A page search shows: published, public, a page. */
const VISIBLE = `d.published_path IS NOT NULL AND d.published_version IS NOT NULL AND d.access_code_hash IS NULL AND d.kind = 'page'`;

/**
 * Site search: the site's published pages without an access code and the published notices of
 * its collections, best match first, with highlighted snippets. The query is in web search
 * syntax (`websearch_to_tsquery`), never a pattern. Counts cover only what may be shown.
 *
 * At size (issue 40 item 4) nothing reads every match: each facet — a section of the site (its
 * first path segment, found by skipping through the index of live paths) or a notice collection —
 * counts up to {@link SEARCH_COUNT_CAP} and says whether there are more; pages are ranked among
 * the first {@link SEARCH_RANK_CANDIDATES} matches, shallowest first (a section's own pages before its
 * deepest), and notices among the newest that could reach the page asked for. A query with fewer
 * matches ranks them all, exactly as before.
 */
export async function searchSite(
  db: Db,
  options: { site: SiteId; q: string; collections: readonly string[]; group?: string; limit: number; offset: number },
): Promise<{ hits: SearchHit[]; total: number; totalCapped: boolean; groups: SearchGroup[] }> {
  const headline = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  const cap = SEARCH_COUNT_CAP;
  const { rows } = await db.query<{ result: { hits: (Omit<SearchHit, 'group'> & { grp: string })[]; groups: { grp: string; kind: 'page' | 'notice'; count: number; title: string | null }[] } }>(
    `WITH RECURSIVE
     -- The site's sections (first path segments), one index seek each (a loose index scan).
     sections(seg) AS (
       SELECT min(${SECTION}) FROM documents d WHERE d.site = $1 AND d.published_path IS NOT NULL
       UNION ALL
       SELECT (SELECT min(${SECTION}) FROM documents d WHERE d.site = $1 AND d.published_path IS NOT NULL AND ${SECTION} > s.seg)
         FROM sections s WHERE s.seg IS NOT NULL
     ),
     page_groups AS MATERIALIZED (
       SELECT coalesce(nullif(s.seg, ''), 'home') AS grp, 'page'::text AS kind,
              (SELECT count(*)::integer FROM (SELECT 1 FROM documents d JOIN page_search ps ON ps.document_id = d.id
                 WHERE d.site = $1 AND ${VISIBLE} AND ${SECTION} = s.seg AND ps.search @@ ${TSQ} LIMIT ${cap + 1}) AS m) AS count
         FROM sections s WHERE s.seg IS NOT NULL
     ),
     notice_groups AS MATERIALIZED (
       SELECT c AS grp, 'notice'::text AS kind,
              (SELECT count(*)::integer FROM (SELECT 1 FROM notices n WHERE n.status = 'published' AND n.collection = c AND n.search @@ ${TSQ} LIMIT ${cap + 1}) AS m) AS count
         FROM unnest($3::text[]) AS c
     ),
     groups AS (SELECT * FROM page_groups WHERE count > 0 UNION ALL SELECT * FROM notice_groups WHERE count > 0),
     -- Ranked here, their body (for the snippet) read only for the rows shown.
     page_candidates AS MATERIALIZED (
       SELECT ps.document_id, ps.title, d.published_path AS url, ts_rank(ps.search, ${TSQ}) AS rank,
              coalesce(nullif(split_part(d.published_path, '/', 2), ''), 'home') AS grp
         FROM documents d JOIN page_search ps ON ps.document_id = d.id
        WHERE d.site = $1 AND ${VISIBLE} AND ps.search @@ ${TSQ}
          AND ($4::text IS NULL OR ${SECTION} = CASE WHEN $4 = 'home' THEN '' ELSE $4 END)
        ORDER BY ${DEPTH}, d.published_path COLLATE "C"
        LIMIT ${SEARCH_RANK_CANDIDATES}
     ),
     notice_top AS (
       SELECT n.id FROM notices n
        WHERE n.status = 'published' AND n.collection = ANY($3::text[]) AND ($4::text IS NULL OR n.collection = $4) AND n.search @@ ${TSQ}
        ORDER BY n.pub_date DESC, n.notice_number DESC LIMIT $5::integer + $6::integer
     ),
     -- The pages that list a notice's collection (few; the notice's link when it has none of its own).
     listing AS MATERIALIZED (
       SELECT d.published_path AS path, ps.lists, ps.lists_by_year FROM page_search ps JOIN documents d ON d.id = ps.document_id
        WHERE ps.site = $1 AND ps.lists <> '{}' AND ${VISIBLE}
     ),
     candidates AS (
       SELECT 'page'::text AS kind, c.title, c.document_id, c.url, NULL::text AS text, c.rank, c.grp, NULL::text AS date, ''::text AS ref FROM page_candidates c
       UNION ALL
       SELECT 'notice', n.notice_number || ': ' || n.title,
              NULL::uuid, coalesce(nullif(n.url, ''), nullif(n.file_path, ''),
                (SELECT l.path || CASE WHEN l.lists_by_year THEN '?year=' || extract(year FROM n.pub_date)::integer ELSE '' END
                   FROM listing l WHERE n.collection = ANY(l.lists) ORDER BY length(l.path), l.path LIMIT 1), ''),
              CASE WHEN n.body <> '' THEN n.body ELSE n.topic END, ts_rank(n.search, ${TSQ}) * 0.8, n.collection,
              to_char(n.pub_date, 'YYYY-MM-DD'), n.notice_number
         FROM notices n JOIN notice_top t ON t.id = n.id
     ),
     top AS (SELECT * FROM candidates ORDER BY rank DESC, title LIMIT $5::integer OFFSET $6::integer)
     SELECT json_build_object(
       'hits', (SELECT coalesce(json_agg(json_build_object('kind', kind, 'title', title, 'url', url, 'grp', grp, 'date', date, 'ref', ref,
                  'snippet', ts_headline('english', coalesce(text, (SELECT ps.body FROM page_search ps WHERE ps.document_id = top.document_id)), ${TSQ}, '${headline}')) ORDER BY rank DESC, title), '[]'::json) FROM top),
       'groups', (SELECT coalesce(json_agg(json_build_object('grp', g.grp, 'kind', g.kind, 'count', g.count,
                    'title', CASE WHEN g.kind = 'page' THEN (SELECT ps.title FROM documents d JOIN page_search ps ON ps.document_id = d.id
                                   WHERE d.site = $1 AND ${VISIBLE} AND d.published_path = CASE WHEN g.grp = 'home' THEN '/' ELSE '/' || g.grp END LIMIT 1) END)
                  ORDER BY g.kind DESC, g.count DESC, g.grp), '[]'::json) FROM groups g)
     ) AS result`,
    [options.site, options.q, options.collections, options.group ?? null, options.limit, options.offset],
  );
  const { hits, groups } = rows[0]!.result;
  const shown = groups.filter((g) => !options.group || g.grp === options.group);
  return {
    hits: hits.map(({ grp, ...h }) => ({ ...h, group: grp })),
    total: shown.reduce((n, g) => n + Math.min(g.count, cap), 0),
    totalCapped: shown.some((g) => g.count > cap),
    groups: groups.map((g) => ({ group: g.grp, kind: g.kind, count: Math.min(g.count, cap), capped: g.count > cap, title: g.title ?? null })),
  };
}

/**
 * Refreshes the planner's statistics of what site search reads (documents and their search
 * text) on a sample of 3,000 rows; must run inside the caller's transaction (the sample size is
 * set for it only). Search's plans depend on them: a word in every page is read in path order
 * until enough match, a rare one through the GIN index.
 */
export async function analyzeSearch(db: Db): Promise<void> {
  await db.exec('SET LOCAL default_statistics_target = 10');
  await db.exec('ANALYZE documents');
  await db.exec('ANALYZE page_search');
}

/** What a search that found nothing is offered: a corrected query and the nearest indexed words. */
export interface SearchSuggestions {
  /** The query with each unknown word replaced by the most similar indexed word, when any changed. */
  correction?: string;
  /** Indexed words nearest to the query's words, most similar first (never the query's own words). */
  terms: string[];
}

const MIN_SIMILARITY = 0.3;
/** Pages, and notices, whose words suggestions are drawn from. */
const SUGGEST_SAMPLE = 2000;

/**
 * Suggestions for a query that found nothing, from the site's own vocabulary: the words of its
 * public published pages and the titles and topics of its notices (`ts_stat` over the `simple`
 * configuration, so the words are as written, not stems). Similarity is pg_trgm's trigram
 * similarity; without the extension, words sharing the first three letters stand in.
 */
export async function suggestSearch(db: Db, options: { site: SiteId; q: string; collections: readonly string[] }): Promise<SearchSuggestions> {
  const words = [...new Set(options.q.toLowerCase().match(/[a-z]{3,}/g) ?? [])].slice(0, 6);
  if (words.length === 0) return { terms: [] };
  // ts_stat takes the text of a query: the site and collections go in as quoted literals (format %L).
  // At size (issue 40 item 4) the vocabulary is a sample: the shallowest pages and the newest
  // notices, SUGGEST_SAMPLE of each (all of them on a site of fewer): reading every page's words
  // took 15 s at 100,000 pages and a million notices.
  const vocabulary = `SELECT word, ndoc FROM ts_stat(format(
      $v$(SELECT to_tsvector('simple', ps.title || ' ' || ps.body) FROM documents d JOIN page_search ps ON ps.document_id = d.id
          WHERE d.site = %L AND d.published_path IS NOT NULL AND d.published_version IS NOT NULL AND d.access_code_hash IS NULL
          ORDER BY ${DEPTH}, d.published_path COLLATE "C" LIMIT ${SUGGEST_SAMPLE})
         UNION ALL
         (SELECT to_tsvector('simple', n.title || ' ' || n.topic) FROM notices n WHERE n.status = 'published' AND n.collection = ANY(%L::text[])
          ORDER BY n.pub_date DESC, n.notice_number DESC LIMIT ${SUGGEST_SAMPLE})$v$,
      $1::text, $2::text[])) WHERE word ~ '^[a-z]{3,}$'`;
  const params = [options.site, options.collections, words];
  let rows: { source: string; word: string; score: number }[];
  try {
    rows = (
      await db.query<{ source: string; word: string; score: number }>(
        `WITH vocab AS MATERIALIZED (${vocabulary}), words AS (SELECT unnest($3::text[]) AS source)
         SELECT w.source, b.word, b.score FROM words w
           CROSS JOIN LATERAL (SELECT v.word, similarity(v.word, w.source)::float8 AS score FROM vocab v
                                WHERE similarity(v.word, w.source) >= ${MIN_SIMILARITY} ORDER BY similarity(v.word, w.source) DESC, v.ndoc DESC, v.word LIMIT 6) b`,
        params,
      )
    ).rows;
  } catch {
    rows = (
      await db.query<{ source: string; word: string; score: number }>(
        `WITH vocab AS MATERIALIZED (${vocabulary}), words AS (SELECT unnest($3::text[]) AS source)
         SELECT w.source, b.word, b.score FROM words w
           CROSS JOIN LATERAL (SELECT v.word, 0.5::float8 AS score FROM vocab v WHERE left(v.word, 3) = left(w.source, 3) ORDER BY v.ndoc DESC, v.word LIMIT 6) b`,
        params,
      )
    ).rows;
  }
  const known = new Set(rows.filter((r) => r.word === r.source).map((r) => r.source));
  let changed = false;
  const corrected = words.map((word) => {
    if (known.has(word)) return word;
    const best = rows.find((r) => r.source === word);
    if (!best) return word;
    changed = true;
    return best.word;
  });
  const terms = [...new Set([...rows].sort((a, b) => b.score - a.score).map((r) => r.word))].filter((w) => !words.includes(w)).slice(0, 6);
  return { ...(changed ? { correction: corrected.join(' ') } : {}), terms };
}

/** What a sitemap lists: a site's published pages without an access code, not marked noindex. */
const SITEMAP_FROM = `documents d JOIN versions v ON v.document_id = d.id AND v.version = d.published_version`;
const SITEMAP_WHERE = `d.site = $1 AND d.published_path IS NOT NULL AND d.kind = 'page' AND d.access_code_hash IS NULL AND coalesce((v.seo->>'noindex')::boolean, false) = false`;

/**
 * A slice of a site's sitemap in path order (`C` collation, the order of the index on
 * `published_path`): `limit` pages from `offset` on (one numbered sitemap of an index).
 */
export async function sitemapPages(db: Db, { site, limit, offset = 0 }: { site: SiteId; limit: number; offset?: number }): Promise<{ path: string; publishedAt: string }[]> {
  const { rows } = await db.query<{ path: string; published_at: string }>(
    `SELECT d.published_path AS path, v.published_at FROM ${SITEMAP_FROM} WHERE ${SITEMAP_WHERE}
      ORDER BY d.published_path COLLATE "C" LIMIT $2 OFFSET $3`,
    [site, limit, offset],
  );
  return rows.map((r) => ({ path: r.path, publishedAt: r.published_at }));
}

/** How many pages a site's sitemap lists. */
export async function countSitemapPages(db: Db, { site }: { site: SiteId }): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${SITEMAP_FROM} WHERE ${SITEMAP_WHERE}`, [site]);
  return rows[0]!.n;
}

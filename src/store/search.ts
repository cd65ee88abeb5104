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
  count: number;
  /** A section's name: the title of the page at `/{group}` (`/` for home), when there is one. */
  title: string | null;
}

/**
 * Site search: the site's published pages without an access code and the published notices of
 * its collections, best match first, with highlighted snippets. The query is in web search
 * syntax (`websearch_to_tsquery`), never a pattern. Counts cover only what may be shown.
 */
export async function searchSite(
  db: Db,
  options: { site: SiteId; q: string; collections: readonly string[]; group?: string; limit: number; offset: number },
): Promise<{ hits: SearchHit[]; total: number; groups: SearchGroup[] }> {
  const headline = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  // One statement: matches counted once per group; notices (there may be 100,000) ranked only
  // among the newest that could reach this page; snippets made only for the rows shown.
  const { rows } = await db.query<{ result: { hits: (Omit<SearchHit, 'group'> & { grp: string })[]; groups: { grp: string; kind: 'page' | 'notice'; count: number; title: string | null }[] } }>(
    `WITH q AS (SELECT websearch_to_tsquery('english', $2) AS query),
     visible AS MATERIALIZED (
       SELECT ps.title, ps.body, ps.search, ps.lists, ps.lists_by_year, d.published_path AS path
         FROM page_search ps JOIN documents d ON d.id = ps.document_id
        WHERE ps.site = $1 AND d.published_version IS NOT NULL AND d.access_code_hash IS NULL AND d.kind = 'page'
     ),
     pages AS MATERIALIZED (
       SELECT 'page'::text AS kind, v.title, v.path AS url, v.body AS text, ts_rank(v.search, q.query) AS rank,
              coalesce(nullif(split_part(v.path, '/', 2), ''), 'home') AS grp, NULL::text AS date, ''::text AS ref
         FROM visible v, q
        WHERE v.search @@ q.query
     ),
     notice_matches AS MATERIALIZED (
       SELECT n.id, n.collection AS grp, n.pub_date, n.notice_number FROM notices n, q
        WHERE n.status = 'published' AND n.collection = ANY($3::text[]) AND n.search @@ q.query
     ),
     groups AS (
       SELECT grp, 'page'::text AS kind, count(*)::integer AS count FROM pages GROUP BY grp
       UNION ALL SELECT grp, 'notice', count(*)::integer FROM notice_matches GROUP BY grp
     ),
     notice_top AS (
       SELECT id FROM notice_matches WHERE $4::text IS NULL OR grp = $4 ORDER BY pub_date DESC, notice_number DESC LIMIT $5::integer + $6::integer
     ),
     candidates AS (
       SELECT kind, title, url, text, rank, grp, date, ref FROM pages WHERE $4::text IS NULL OR grp = $4
       UNION ALL
       SELECT 'notice', n.notice_number || ': ' || n.title,
              coalesce(nullif(n.url, ''), nullif(n.file_path, ''),
                (SELECT v.path || CASE WHEN v.lists_by_year THEN '?year=' || extract(year FROM n.pub_date)::integer ELSE '' END
                   FROM visible v WHERE n.collection = ANY(v.lists) ORDER BY length(v.path), v.path LIMIT 1), ''),
              CASE WHEN n.body <> '' THEN n.body ELSE n.topic END, ts_rank(n.search, q.query) * 0.8, n.collection,
              to_char(n.pub_date, 'YYYY-MM-DD'), n.notice_number
         FROM notices n JOIN notice_top t ON t.id = n.id, q
     ),
     top AS (SELECT * FROM candidates ORDER BY rank DESC, title LIMIT $5::integer OFFSET $6::integer)
     SELECT json_build_object(
       'hits', (SELECT coalesce(json_agg(json_build_object('kind', kind, 'title', title, 'url', url, 'grp', grp, 'date', date, 'ref', ref,
                  'snippet', ts_headline('english', text, (SELECT query FROM q), '${headline}')) ORDER BY rank DESC, title), '[]'::json) FROM top),
       'groups', (SELECT coalesce(json_agg(json_build_object('grp', g.grp, 'kind', g.kind, 'count', g.count,
                    'title', CASE WHEN g.kind = 'page' THEN (SELECT v.title FROM visible v WHERE v.path = CASE WHEN g.grp = 'home' THEN '/' ELSE '/' || g.grp END) END)
                  ORDER BY g.kind DESC, g.count DESC, g.grp), '[]'::json) FROM groups g)
     ) AS result`,
    [options.site, options.q, options.collections, options.group ?? null, options.limit, options.offset],
  );
  const { hits, groups } = rows[0]!.result;
  const total = groups.filter((g) => !options.group || g.grp === options.group).reduce((n, g) => n + g.count, 0);
  return {
    hits: hits.map(({ grp, ...h }) => ({ ...h, group: grp })),
    total,
    groups: groups.map((g) => ({ group: g.grp, kind: g.kind, count: g.count, title: g.title ?? null })),
  };
}

/** What a search that found nothing is offered: a corrected query and the nearest indexed words. */
export interface SearchSuggestions {
  /** The query with each unknown word replaced by the most similar indexed word, when any changed. */
  correction?: string;
  /** Indexed words nearest to the query's words, most similar first (never the query's own words). */
  terms: string[];
}

const MIN_SIMILARITY = 0.3;

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
  const vocabulary = `SELECT word, ndoc FROM ts_stat(format(
      $v$SELECT to_tsvector('simple', ps.title || ' ' || ps.body) FROM page_search ps JOIN documents d ON d.id = ps.document_id
          WHERE ps.site = %L AND d.published_version IS NOT NULL AND d.access_code_hash IS NULL
         UNION ALL
         SELECT to_tsvector('simple', n.title || ' ' || n.topic) FROM notices n WHERE n.status = 'published' AND n.collection = ANY(%L::text[])$v$,
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

/** Published pages for a sitemap: no access code, not marked noindex. */
export async function sitemapPages(db: Db, options: { site: SiteId }): Promise<{ path: string; publishedAt: string }[]> {
  const { rows } = await db.query<{ path: string; published_at: string }>(
    `SELECT d.published_path AS path, v.published_at FROM documents d JOIN versions v ON v.document_id = d.id AND v.version = d.published_version
     WHERE d.site = $1 AND d.kind = 'page' AND d.access_code_hash IS NULL AND coalesce((v.seo->>'noindex')::boolean, false) = false ORDER BY d.published_path`,
    [options.site],
  );
  return rows.map((r) => ({ path: r.path, publishedAt: r.published_at }));
}

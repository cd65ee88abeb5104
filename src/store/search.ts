import type { Node } from '../core/node';
import type { SiteId } from '../core/sites';
import type { Db } from './types';

/** Writes (or replaces) a published page's searchable text; run inside the publishing transaction. */
export async function indexPage(db: Db, options: { documentId: string; site: SiteId; title: string; body: string }): Promise<void> {
  await db.query(
    `INSERT INTO page_search (document_id, site, title, body) VALUES ($1, $2, $3, $4)
     ON CONFLICT (document_id) DO UPDATE SET site = excluded.site, title = excluded.title, body = excluded.body`,
    [options.documentId, options.site, options.title, options.body],
  );
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
  url: string;
  /** Plain text with matched words between HIT_START and HIT_END. */
  snippet: string;
  /** A page's section (its first path segment) or a notice's collection. */
  group: string;
  date: string | null;
}

/**
 * Site search: the site's published pages without an access code and the published notices of
 * its collections, best match first, with highlighted snippets. The query is in web search
 * syntax (`websearch_to_tsquery`), never a pattern. Counts cover only what may be shown.
 */
export async function searchSite(
  db: Db,
  options: { site: SiteId; q: string; collections: readonly string[]; group?: string; limit: number; offset: number },
): Promise<{ hits: SearchHit[]; total: number; groups: { group: string; kind: 'page' | 'notice'; count: number }[] }> {
  const headline = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  // One statement: matches counted once per group; notices (there may be 100,000) ranked only
  // among the newest that could reach this page; snippets made only for the rows shown.
  const { rows } = await db.query<{ result: { hits: (Omit<SearchHit, 'group'> & { grp: string })[]; groups: { grp: string; kind: 'page' | 'notice'; count: number }[] } }>(
    `WITH q AS (SELECT websearch_to_tsquery('english', $2) AS query),
     pages AS MATERIALIZED (
       SELECT 'page'::text AS kind, ps.title, d.published_path AS url, ps.body AS text, ts_rank(ps.search, q.query) AS rank,
              coalesce(nullif(split_part(d.published_path, '/', 2), ''), 'home') AS grp, NULL::text AS date
         FROM page_search ps JOIN documents d ON d.id = ps.document_id, q
        WHERE ps.site = $1 AND d.published_version IS NOT NULL AND d.access_code_hash IS NULL AND d.kind = 'page' AND ps.search @@ q.query
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
       SELECT kind, title, url, text, rank, grp, date FROM pages WHERE $4::text IS NULL OR grp = $4
       UNION ALL
       SELECT 'notice', n.notice_number || ': ' || n.title, CASE WHEN n.file_path <> '' THEN n.file_path ELSE n.url END,
              n.title || ' ' || n.body, ts_rank(n.search, q.query) * 0.8, n.collection, to_char(n.pub_date, 'YYYY-MM-DD')
         FROM notices n JOIN notice_top t ON t.id = n.id, q
     ),
     top AS (SELECT * FROM candidates ORDER BY rank DESC, title LIMIT $5::integer OFFSET $6::integer)
     SELECT json_build_object(
       'hits', (SELECT coalesce(json_agg(json_build_object('kind', kind, 'title', title, 'url', url, 'grp', grp, 'date', date,
                  'snippet', ts_headline('english', text, (SELECT query FROM q), '${headline}')) ORDER BY rank DESC, title), '[]'::json) FROM top),
       'groups', (SELECT coalesce(json_agg(json_build_object('grp', grp, 'kind', kind, 'count', count) ORDER BY count DESC, grp), '[]'::json) FROM groups)
     ) AS result`,
    [options.site, options.q, options.collections, options.group ?? null, options.limit, options.offset],
  );
  const { hits, groups } = rows[0]!.result;
  const total = groups.filter((g) => !options.group || g.grp === options.group).reduce((n, g) => n + g.count, 0);
  return {
    hits: hits.map(({ grp, ...h }) => ({ ...h, group: grp })),
    total,
    groups: groups.map((g) => ({ group: g.grp, kind: g.kind, count: g.count })),
  };
}

/**
 * A likelier spelling of a query that found nothing: each word replaced by the most similar
 * word of the site's pages (trigram similarity), when pg_trgm is there; else undefined.
 */
export async function suggestQuery(db: Db, options: { site: SiteId; q: string }): Promise<string | undefined> {
  const words = options.q.toLowerCase().match(/[a-z0-9]{3,}/g);
  if (!words || words.length > 6) return undefined;
  try {
    const replaced: string[] = [];
    let changed = false;
    for (const word of words) {
      const { rows } = await db.query<{ word: string }>(
        `SELECT w.word FROM ts_stat(format('SELECT to_tsvector(''simple'', title || '' '' || body) FROM page_search WHERE site = %L', $2::text)) w
         WHERE similarity(w.word, $1) > 0.35 ORDER BY similarity(w.word, $1) DESC, w.ndoc DESC LIMIT 1`,
        [word, options.site],
      );
      const best = rows[0]?.word ?? word;
      if (best !== word) changed = true;
      replaced.push(best);
    }
    return changed ? replaced.join(' ') : undefined;
  } catch {
    return undefined;
  }
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

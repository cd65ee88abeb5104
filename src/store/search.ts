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
  const matches = `
    WITH q AS (SELECT websearch_to_tsquery('english', $2) AS query),
    hits AS (
      SELECT 'page' AS kind, ps.title, d.published_path AS url, ps.body AS text, ts_rank(ps.search, q.query) AS rank,
             coalesce(nullif(split_part(d.published_path, '/', 2), ''), 'home') AS grp, NULL::text AS date
        FROM page_search ps JOIN documents d ON d.id = ps.document_id, q
       WHERE ps.site = $1 AND d.published_version IS NOT NULL AND d.access_code_hash IS NULL AND d.kind = 'page' AND ps.search @@ q.query
      UNION ALL
      SELECT 'notice', n.notice_number || ': ' || n.title, CASE WHEN n.file_path <> '' THEN n.file_path ELSE n.url END, n.title || ' ' || n.body,
             ts_rank(n.search, q.query) * 0.8, n.collection, to_char(n.pub_date, 'YYYY-MM-DD')
        FROM notices n, q
       WHERE n.status = 'published' AND n.collection = ANY($3::text[]) AND n.search @@ q.query
    )`;
  const filtered = `SELECT * FROM hits WHERE ($4::text IS NULL OR grp = $4)`;
  const [{ rows }, groups] = await Promise.all([
    db.query<{ kind: 'page' | 'notice'; title: string; url: string; snippet: string; grp: string; date: string | null; total: number }>(
      `${matches}, chosen AS (${filtered})
       SELECT kind, title, url, grp, date, count(*) OVER () AS total,
              ts_headline('english', text, (SELECT query FROM q), '${headline}') AS snippet
         FROM chosen ORDER BY rank DESC, title LIMIT $5 OFFSET $6`,
      [options.site, options.q, options.collections, options.group ?? null, options.limit, options.offset],
    ),
    db.query<{ grp: string; kind: 'page' | 'notice'; count: number }>(`${matches} SELECT grp, kind, count(*) AS count FROM hits GROUP BY grp, kind ORDER BY count DESC, grp`, [
      options.site,
      options.q,
      options.collections,
    ]),
  ]);
  const total = rows[0]?.total ?? (options.offset > 0 ? groups.rows.filter((g) => !options.group || g.grp === options.group).reduce((n, g) => n + g.count, 0) : 0);
  return {
    hits: rows.map((r) => ({ kind: r.kind, title: r.title, url: r.url, snippet: r.snippet, group: r.grp, date: r.date })),
    total,
    groups: groups.rows.map((g) => ({ group: g.grp, kind: g.kind, count: g.count })),
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

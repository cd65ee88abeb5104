import type { Node } from '../core/node';
import type { SiteId } from '../core/sites';
import type { SurfacedPage, SurfacingCriterion, SurfacingQuery } from '../core/surfacing';
import type { Db, DocumentKind, PublishedPage, Seo } from './types';

interface PublishedRow {
  document_id: string;
  site: string;
  path: string;
  kind: DocumentKind;
  version: number;
  title: string;
  seo: Seo;
  tree: Node;
  access_code_hash: string | null;
  published_at: string;
}

const SELECT_PUBLISHED = `SELECT d.id AS document_id, d.site, d.published_path AS path, d.kind, v.version, v.title, v.seo, v.tree,
    d.access_code_hash, v.published_at
  FROM documents d JOIN versions v ON v.document_id = d.id AND v.version = d.published_version`;

function toPublished(row: PublishedRow): PublishedPage {
  return {
    documentId: row.document_id,
    site: row.site as SiteId,
    path: row.path,
    kind: row.kind,
    version: row.version,
    title: row.title,
    seo: row.seo,
    tree: row.tree,
    accessCodeHash: row.access_code_hash,
    publishedAt: row.published_at,
  };
}

/** What visitors see at a path: the published version, or undefined when there is none. */
export async function getPublishedPage(db: Db, options: { site: SiteId; path: string }): Promise<PublishedPage | undefined> {
  const { rows } = await db.query<PublishedRow>(`${SELECT_PUBLISHED} WHERE d.site = $1 AND d.published_path = $2`, [
    options.site,
    options.path,
  ]);
  return rows[0] && toPublished(rows[0]);
}

/** The published partials among `paths`, by path; unpublished or missing paths are absent. */
export async function getPublishedPartials(
  db: Db,
  options: { site: SiteId; paths: readonly string[] },
): Promise<Map<string, PublishedPage>> {
  const found = new Map<string, PublishedPage>();
  if (options.paths.length === 0) return found;
  const { rows } = await db.query<PublishedRow>(
    `${SELECT_PUBLISHED} WHERE d.site = $1 AND d.kind = 'partial' AND d.published_path = ANY($2::text[])`,
    [options.site, [...new Set(options.paths)]],
  );
  for (const row of rows) found.set(row.path, toPublished(row));
  return found;
}

/**
 * Where a page that was published at `path` and has since been published elsewhere lives
 * now: the target of a permanent redirect, or undefined.
 */
export async function getRedirect(db: Db, options: { site: SiteId; path: string }): Promise<string | undefined> {
  const { rows } = await db.query<{ published_path: string }>(
    `SELECT d.published_path FROM path_redirects r JOIN documents d ON d.id = r.document_id
     WHERE r.site = $1 AND r.from_path = $2 AND d.published_path IS NOT NULL AND d.published_path <> r.from_path`,
    [options.site, options.path],
  );
  return rows[0]?.published_path;
}

interface SurfacedRow {
  path: string;
  title: string;
  seo: Seo;
  published_at: string;
}

const ORDER: Record<SurfacingCriterion, string> = {
  newest: 'v.published_at DESC, d.published_path',
  oldest: 'v.published_at, d.published_path',
  title: 'lower(v.title), d.published_path',
};

function toSurfaced(row: SurfacedRow): SurfacedPage {
  const seo = row.seo;
  return {
    path: row.path,
    title: row.title,
    publishedAt: row.published_at,
    ...(seo.subtitle ? { subtitle: seo.subtitle } : {}),
    ...(seo.category ? { category: seo.category } : {}),
    ...(seo.description ? { summary: seo.description } : {}),
    ...(seo.image ? { image: seo.image } : {}),
  };
}

/**
 * The published pages a content-surfacing listing shows: pinned paths first (in their order),
 * then pages with any of the tags (every page when none) in the criterion's order, up to
 * `limit` in all. Pages behind an access code, partials and the listing's own page never appear.
 */
export async function surfacedPages(db: Db, options: { site: SiteId } & SurfacingQuery): Promise<SurfacedPage[]> {
  const where = `d.site = $1 AND d.kind = 'page' AND d.access_code_hash IS NULL AND d.published_path <> $2`;
  const select = `SELECT d.published_path AS path, v.title, v.seo, v.published_at
    FROM documents d JOIN versions v ON v.document_id = d.id AND v.version = d.published_version`;
  const pinned = options.pinned.length
    ? (await db.query<SurfacedRow>(`${select} WHERE ${where} AND d.published_path = ANY($3::text[])`, [options.site, options.exclude, options.pinned])).rows
    : [];
  pinned.sort((a, b) => options.pinned.indexOf(a.path) - options.pinned.indexOf(b.path));
  const rest = Math.max(0, options.limit - pinned.length);
  const tagged = rest
    ? (
        await db.query<SurfacedRow>(
          `${select} WHERE ${where} AND NOT (d.published_path = ANY($3::text[]))
             AND (cardinality($4::text[]) = 0 OR v.seo->'tags' ?| $4::text[])
           ORDER BY ${ORDER[options.criterion]} LIMIT $5`,
          [options.site, options.exclude, options.pinned, options.tags, rest],
        )
      ).rows
    : [];
  return [...pinned, ...tagged].slice(0, options.limit).map(toSurfaced);
}

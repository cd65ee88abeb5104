import type { DocumentKind } from '../core/contracts';
import type { Node } from '../core/node';
import type { SiteId } from '../core/sites';
import type { Db } from './types';

/**
 * A node of kind `$kind` anywhere in a tree: an object with that `name`, a string `id` and an
 * object of `props` (so a prop that happens to be called `name` is not taken for a node).
 * Strict mode: `.**` visits each item once, and a member missing on a non-node is no match.
 */
const NODE_OF_KIND = 'strict $.** ? (@.name == $kind && @.id.type() == "string" && @.props.type() == "object")';

export interface KindUseRow {
  documentId: string;
  site: SiteId;
  kind: DocumentKind;
  path: string;
  title: string;
  /** The live version holds the kind. */
  published: boolean;
  /** The draft holds it. */
  draft: boolean;
}

/** Every document whose draft or live version holds a node of `kind`, by site and path. */
export async function documentsUsingKind(db: Db, options: { kind: string }): Promise<KindUseRow[]> {
  const { rows } = await db.query<{ id: string; site: SiteId; kind: DocumentKind; path: string; title: string; published: boolean; draft: boolean }>(
    `SELECT id, site, kind, path, title, published, draft FROM (
       SELECT d.id, d.site, d.kind, coalesce(d.published_path, d.path) AS path, coalesce(v.title, d.title) AS title,
              coalesce(jsonb_path_exists(v.tree, $1::jsonpath, $2::jsonb), false) AS published,
              jsonb_path_exists(d.draft, $1::jsonpath, $2::jsonb) AS draft
         FROM documents d
         LEFT JOIN versions v ON v.document_id = d.id AND v.version = d.published_version
     ) uses
     WHERE published OR draft
     ORDER BY site, path, id`,
    [NODE_OF_KIND, JSON.stringify({ kind: options.kind })],
  );
  return rows.map((r) => ({ documentId: r.id, site: r.site, kind: r.kind, path: r.path, title: r.title, published: r.published, draft: r.draft }));
}

/**
 * The first node of `kind` in a live version (documents by site and path, the tree in document
 * order), with where it is; undefined when no published document holds one.
 */
export async function firstPublishedNode(db: Db, options: { kind: string }): Promise<{ node: Node; site: SiteId; path: string; title: string } | undefined> {
  const { rows } = await db.query<{ node: Node; site: SiteId; path: string; title: string }>(
    `SELECT jsonb_path_query_first(v.tree, $1::jsonpath, $2::jsonb) AS node, d.site, coalesce(d.published_path, d.path) AS path, v.title
       FROM documents d
       JOIN versions v ON v.document_id = d.id AND v.version = d.published_version
      WHERE jsonb_path_exists(v.tree, $1::jsonpath, $2::jsonb)
      ORDER BY d.kind, d.site, 3, d.id
      LIMIT 1`,
    [NODE_OF_KIND, JSON.stringify({ kind: options.kind })],
  );
  const row = rows[0];
  return row && { node: row.node, site: row.site, path: row.path, title: row.title };
}

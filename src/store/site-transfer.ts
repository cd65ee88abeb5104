import type { Node } from '../core/node';
import type { SiteId } from '../core/sites';
import { NOTICE_FIELD_COLUMNS, type NoticeInput } from './notices';
import type { Db, DocumentKind, Seo } from './types';

/** A site's document as a bundle carries it: the draft and, when published, the live version. */
export interface TransferDocument {
  id: string;
  path: string;
  kind: DocumentKind;
  title: string;
  seo: Seo;
  draft: Node;
  accessCodeHash: string | null;
  published: TransferVersion & { path: string } | null;
}

export interface TransferVersion {
  version: number;
  title: string;
  seo: Seo;
  tree: Node;
  note: string | null;
  publishedAt: string;
  publishedBy: string | null;
}

interface VersionRow {
  document_id: string;
  version: number;
  title: string;
  seo: Seo;
  tree: Node;
  note: string | null;
  published_at: string | Date;
  published_by: string | null;
}

const toVersion = (r: VersionRow): TransferVersion => ({
  version: r.version,
  title: r.title,
  seo: r.seo,
  tree: r.tree,
  note: r.note,
  publishedAt: new Date(r.published_at).toISOString(),
  publishedBy: r.published_by,
});

/** Every document of a site with its live version, partials first (pages include them), then by path. */
export async function siteDocumentsForTransfer(db: Db, { site }: { site: SiteId }): Promise<TransferDocument[]> {
  const { rows } = await db.query<{ id: string; path: string; kind: DocumentKind; title: string; seo: Seo; draft: Node; access_code_hash: string | null; published_path: string | null } & Partial<VersionRow>>(
    `SELECT d.id, d.path, d.kind, d.title, d.seo, d.draft, d.access_code_hash, d.published_path,
            v.version, v.title AS v_title, v.seo AS v_seo, v.tree, v.note, v.published_at, v.published_by
     FROM documents d LEFT JOIN versions v ON v.document_id = d.id AND v.version = d.published_version
     WHERE d.site = $1 ORDER BY d.kind DESC, d.path`,
    [site],
  );
  return rows.map((r) => {
    const row = r as typeof r & { v_title: string; v_seo: Seo };
    return {
      id: r.id,
      path: r.path,
      kind: r.kind,
      title: r.title,
      seo: r.seo,
      draft: r.draft,
      accessCodeHash: r.access_code_hash,
      published:
        r.published_path === null || r.version == null
          ? null
          : { ...toVersion({ ...(r as VersionRow), title: row.v_title, seo: row.v_seo }), path: r.published_path },
    };
  });
}

/** The published versions of these documents other than their live one, oldest first, by document. */
export async function versionHistory(db: Db, { ids }: { ids: readonly string[] }): Promise<Map<string, TransferVersion[]>> {
  const { rows } = await db.query<VersionRow>(
    `SELECT v.document_id, v.version, v.title, v.seo, v.tree, v.note, v.published_at, v.published_by
     FROM versions v JOIN documents d ON d.id = v.document_id
     WHERE v.document_id = ANY($1::uuid[]) AND v.version IS DISTINCT FROM d.published_version ORDER BY v.document_id, v.version`,
    [ids],
  );
  const history = new Map<string, TransferVersion[]>();
  for (const r of rows) history.set(r.document_id, [...(history.get(r.document_id) ?? []), toVersion(r)]);
  return history;
}

/** Paths a site's pages were published at before (each leads to its page), by document. */
export async function formerPathsOfSite(db: Db, { site }: { site: SiteId }): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ from_path: string; document_id: string }>('SELECT from_path, document_id FROM path_redirects WHERE site = $1 ORDER BY from_path', [site]);
  const paths = new Map<string, string[]>();
  for (const r of rows) paths.set(r.document_id, [...(paths.get(r.document_id) ?? []), r.from_path]);
  return paths;
}

/** Makes `from` lead to the document, unless something else already leads from there. */
/** The hash of the access code that gates a document (null: none, or no such document). */
export async function accessCodeHashOf(db: Db, { id }: { id: string }): Promise<string | null> {
  const { rows } = await db.query<{ hash: string | null }>('SELECT access_code_hash AS hash FROM documents WHERE id = $1', [id]);
  return rows[0]?.hash ?? null;
}

export async function insertFormerPath(tx: Db, { site, from, documentId }: { site: SiteId; from: string; documentId: string }): Promise<void> {
  await tx.query('INSERT INTO path_redirects (site, from_path, document_id) VALUES ($1, $2, $3) ON CONFLICT (site, from_path) DO NOTHING', [site, from, documentId]);
}

/** Every notice of these collections, drafts too, by collection and number, in the fields an import writes. */
export async function noticesOfCollections(db: Db, { collections }: { collections: readonly string[] }): Promise<(NoticeInput & { status: 'draft' | 'published' })[]> {
  const columns = NOTICE_FIELD_COLUMNS.map(([key, column]) => (column === 'pub_date' ? `to_char(pub_date, 'YYYY-MM-DD') AS "${key}"` : `${column} AS "${key}"`));
  const { rows } = await db.query<NoticeInput & { status: 'draft' | 'published' }>(
    `SELECT ${columns.join(', ')}, status FROM notices WHERE collection = ANY($1::text[]) ORDER BY collection, notice_number`,
    [collections],
  );
  return rows;
}

/** The library's records of these files (bytes are the storage's), by hash. */
export async function mediaRecords(
  db: Db,
  { hashes }: { hashes: readonly string[] },
): Promise<{ hash: string; ext: string; name: string; alt: string; size: number; focalX: number; focalY: number }[]> {
  const { rows } = await db.query<{ hash: string; ext: string; name: string; alt: string; size: string | number; focal_x: number; focal_y: number }>(
    'SELECT hash, ext, name, alt, size, focal_x, focal_y FROM media WHERE hash = ANY($1::text[]) ORDER BY hash',
    [hashes],
  );
  return rows.map((r) => ({ hash: r.hash, ext: r.ext, name: r.name, alt: r.alt, size: Number(r.size), focalX: r.focal_x, focalY: r.focal_y }));
}

/** Which of these hashes the library has. */
export async function mediaPresent(db: Db, { hashes }: { hashes: readonly string[] }): Promise<Set<string>> {
  const { rows } = await db.query<{ hash: string }>('SELECT hash FROM media WHERE hash = ANY($1::text[])', [hashes]);
  return new Set(rows.map((r) => r.hash));
}

/** Adds older published versions to a document that has none of these numbers (an imported document's history). */
export async function insertVersionHistory(tx: Db, { documentId, versions }: { documentId: string; versions: readonly TransferVersion[] }): Promise<void> {
  for (const v of versions) {
    await tx.query(
      `INSERT INTO versions (document_id, version, title, seo, tree, note, published_at, published_by) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8)`,
      [documentId, v.version, v.title, JSON.stringify(v.seo), JSON.stringify(v.tree), v.note, v.publishedAt, v.publishedBy],
    );
  }
}

/** Removes every redirect an Admin set for the site (an import replaces them); how many there were. */
export async function deleteSiteRedirects(tx: Db, { site }: { site: SiteId }): Promise<number> {
  const { rows } = await tx.query<{ id: string }>('DELETE FROM site_redirects WHERE site = $1 RETURNING id', [site]);
  return rows.length;
}

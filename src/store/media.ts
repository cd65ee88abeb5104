import type { CountedPage, MediaItem, MediaKind, MediaUse, PageRequest } from '../core/contracts';
import { mediaUrl } from '../core/media';
import type { SiteId } from '../core/sites';
import { containsPattern, countedKeysetPage } from './paging';
import type { Db } from './types';

interface MediaRow {
  hash: string;
  ext: string;
  kind: MediaKind;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  name: string;
  alt: string;
  focal_x: number;
  focal_y: number;
  uploaded_by: string | null;
  created_at: string;
}

function toItem(row: MediaRow): MediaItem {
  return {
    hash: row.hash,
    url: mediaUrl(row.hash, row.ext),
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    name: row.name,
    alt: row.alt,
    focalX: row.focal_x,
    focalY: row.focal_y,
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at,
  };
}

const COLUMNS = 'hash, ext, kind, mime, size, width, height, name, alt, focal_x, focal_y, uploaded_by, created_at';

export async function getMedia(db: Db, options: { hash: string }): Promise<MediaItem | undefined> {
  const { rows } = await db.query<MediaRow>(`SELECT ${COLUMNS} FROM media WHERE hash = $1`, [options.hash]);
  return rows[0] && toItem(rows[0]);
}

/** Records an uploaded file; undefined when a record of the same bytes (its hash) is there already. */
export async function insertMedia(
  db: Db,
  options: { hash: string; ext: string; kind: MediaKind; mime: string; size: number; width: number | null; height: number | null; name: string; alt: string; uploadedBy: string | null },
): Promise<MediaItem | undefined> {
  const { rows } = await db.query<MediaRow>(
    `INSERT INTO media (hash, ext, kind, mime, size, width, height, name, alt, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (hash) DO NOTHING RETURNING ${COLUMNS}`,
    [options.hash, options.ext, options.kind, options.mime, options.size, options.width, options.height, options.name, options.alt, options.uploadedBy],
  );
  return rows[0] && toItem(rows[0]);
}

/** The library, newest first, filtered by kind and by a part of the name or alt text. */
export async function listMedia(db: Db, options: { q?: string | undefined; kind?: MediaKind | undefined; page: PageRequest }): Promise<CountedPage<MediaItem>> {
  // Documents the platform generated (the notices' PDFs, kept in media_blobs) belong to their notices: the
  // editors' library lists what people uploaded and the images the platform brings (the demo pages').
  const where = [`NOT (kind = 'document' AND EXISTS (SELECT 1 FROM media_blobs b WHERE b.hash = media.hash))`];
  const params: unknown[] = [];
  if (options.q) {
    params.push(containsPattern(options.q.toLowerCase()));
    where.push(`(lower(name) LIKE $${params.length} OR lower(alt) LIKE $${params.length})`);
  }
  if (options.kind) {
    params.push(options.kind);
    where.push(`kind = $${params.length}`);
  }
  return countedKeysetPage(db, {
    columns: COLUMNS,
    from: 'media',
    where,
    params,
    keyset: { list: 'media', order: [{ expr: 'created_at', type: 'timestamptz', desc: true }, { expr: 'hash', type: 'text', desc: true }] },
    page: options.page,
    map: toItem,
  });
}

/** Changes the given fields of a file's record; undefined when there is none. */
export async function updateMedia(
  db: Db,
  options: { hash: string; name?: string; alt?: string; focalX?: number; focalY?: number },
): Promise<MediaItem | undefined> {
  const { rows } = await db.query<MediaRow>(
    `UPDATE media SET name = COALESCE($2, name), alt = COALESCE($3, alt), focal_x = COALESCE($4, focal_x), focal_y = COALESCE($5, focal_y), updated_at = now()
     WHERE hash = $1 RETURNING ${COLUMNS}`,
    [options.hash, options.name ?? null, options.alt ?? null, options.focalX ?? null, options.focalY ?? null],
  );
  return rows[0] && toItem(rows[0]);
}

/**
 * Where a file is referenced: documents whose draft (tree or settings) or published version
 * holds its address, `/media/{hash}` (a hash is hex, so it is safe inside LIKE).
 */
export async function mediaUsage(db: Db, options: { hash: string }): Promise<MediaUse[]> {
  const needle = `%/media/${options.hash}%`;
  const { rows } = await db.query<{ document_id: string; site: SiteId; path: string; title: string; where: 'draft' | 'published' }>(
    `SELECT d.id AS document_id, d.site, d.path, d.title, 'draft' AS where FROM documents d
       WHERE d.draft::text LIKE $1 OR d.seo::text LIKE $1
     UNION ALL
     SELECT d.id, d.site, coalesce(d.published_path, d.path), v.title, 'published' FROM documents d
       JOIN versions v ON v.document_id = d.id AND v.version = d.published_version
       WHERE v.tree::text LIKE $1 OR v.seo::text LIKE $1
     ORDER BY 2, 3, 5`,
    [needle],
  );
  return rows.map((r) => ({ documentId: r.document_id, site: r.site, path: r.path, title: r.title, where: r.where }));
}

/** Forgets a file (its bytes are the storage's to remove); the record it was, or undefined when there was none. */
export async function deleteMedia(db: Db, options: { hash: string }): Promise<MediaItem | undefined> {
  const { rows } = await db.query<MediaRow>(`DELETE FROM media WHERE hash = $1 RETURNING ${COLUMNS}`, [options.hash]);
  return rows[0] && toItem(rows[0]);
}

/** A file the platform made or brings itself, with its bytes; a document unless said otherwise. */
export interface GeneratedFile {
  hash: string;
  ext: string;
  mime: string;
  name: string;
  bytes: Uint8Array;
  kind?: MediaKind;
  alt?: string;
  width?: number | null;
  height?: number | null;
}

/**
 * Records generated files with their bytes (kept in `media_blobs`), several in one statement;
 * a file whose hash is recorded already is left as it is. The number of records added.
 */
export async function insertGeneratedMedia(db: Db, options: { files: readonly GeneratedFile[]; uploadedBy: string }): Promise<number> {
  if (options.files.length === 0) return 0;
  const { rows } = await db.query<{ hash: string }>(
    `INSERT INTO media (hash, ext, kind, mime, size, name, alt, width, height, uploaded_by)
     SELECT f.hash, f.ext, f.kind, f.mime, f.size, f.name, f.alt, f.width, f.height, $10
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::int[], $9::int[])
         AS f (hash, ext, kind, mime, size, name, alt, width, height)
     ON CONFLICT (hash) DO NOTHING RETURNING hash`,
    [
      options.files.map((f) => f.hash),
      options.files.map((f) => f.ext),
      options.files.map((f) => f.kind ?? 'document'),
      options.files.map((f) => f.mime),
      options.files.map((f) => f.bytes.byteLength),
      options.files.map((f) => f.name),
      options.files.map((f) => f.alt ?? ''),
      options.files.map((f) => f.width ?? null),
      options.files.map((f) => f.height ?? null),
      options.uploadedBy,
    ],
  );
  const added = new Set(rows.map((r) => r.hash));
  const blobs = options.files.filter((f) => added.has(f.hash));
  // One statement for all: a first start stores 2,518 notice documents.
  if (blobs.length > 0) {
    await db.query('INSERT INTO media_blobs (hash, bytes) SELECT * FROM unnest($1::text[], $2::bytea[]) ON CONFLICT (hash) DO NOTHING', [blobs.map((f) => f.hash), blobs.map((f) => f.bytes)]);
  }
  return added.size;
}

/** The bytes of a generated file kept in the database, or undefined. */
export async function getMediaBlob(db: Db, options: { hash: string }): Promise<Buffer | undefined> {
  const { rows } = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM media_blobs WHERE hash = $1', [options.hash]);
  return rows[0] && Buffer.from(rows[0].bytes.buffer, rows[0].bytes.byteOffset, rows[0].bytes.byteLength);
}

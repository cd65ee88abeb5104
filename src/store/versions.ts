import { isUuid } from '../core/node';
import { JOIN_PUBLISHED, RECORD_COLUMNS, VERSION_COLUMNS, toRecord, toVersion, type RecordRow, type VersionRow } from './document-rows';
import type { Db, DocumentRecord, VersionRecord } from './types';

/** The unique index that keeps one live page per site and path (migration 006). */
export const PUBLISHED_PATH_KEY = 'documents_published_path_key';

/**
 * Writes `document` (as locked in `tx` by `lockDocument`) as its next immutable version:
 * exactly the title, SEO and tree given, then points `published_version` at it and makes the
 * draft's path the live one. A live path that changes leaves a redirect from the old one. A
 * page already live at the new path fails with the unique violation of
 * `documents_published_path_key`.
 */
export async function insertVersion(
  tx: Db,
  { document, actor, note }: { document: Pick<DocumentRecord, 'id' | 'site' | 'path' | 'publishedPath' | 'title' | 'seo' | 'draft'>; actor: string | null; note: string | null },
): Promise<VersionRecord> {
  const { rows } = await tx.query<VersionRow>(
    `INSERT INTO versions (document_id, version, title, seo, tree, note, published_by)
     VALUES ($1, COALESCE((SELECT max(version) FROM versions WHERE document_id = $1), 0) + 1, $2, $3::jsonb, $4::jsonb, $5, $6)
     RETURNING ${VERSION_COLUMNS}`,
    [document.id, document.title, JSON.stringify(document.seo), JSON.stringify(document.draft), note, actor],
  );
  const version = toVersion(rows[0]!);
  await tx.query('UPDATE documents SET published_version = $2, published_path = $3 WHERE id = $1', [document.id, version.version, document.path]);
  // The new address belongs to this page now; the old one keeps leading to it.
  await tx.query('DELETE FROM path_redirects WHERE site = $1 AND from_path = $2', [document.site, document.path]);
  if (document.publishedPath !== null && document.publishedPath !== document.path) {
    await tx.query(
      `INSERT INTO path_redirects (site, from_path, document_id) VALUES ($1, $2, $3)
       ON CONFLICT (site, from_path) DO UPDATE SET document_id = EXCLUDED.document_id, created_at = now()`,
      [document.site, document.publishedPath, document.id],
    );
  }
  return version;
}

/** Takes a document off the site (its versions stay); undefined when there is no such document. */
export async function clearPublished(db: Db, { id }: { id: string }): Promise<DocumentRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<RecordRow>(
    `WITH d AS (UPDATE documents SET published_version = NULL, published_path = NULL WHERE id = $1 RETURNING *)
     SELECT ${RECORD_COLUMNS} FROM d ${JOIN_PUBLISHED}`,
    [id],
  );
  return rows[0] && toRecord(rows[0]);
}

/** All published versions of a document, newest first. */
export async function listVersions(db: Db, options: { id: string }): Promise<VersionRecord[]> {
  if (!isUuid(options.id)) return [];
  const { rows } = await db.query<VersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM versions WHERE document_id = $1 ORDER BY version DESC`,
    [options.id],
  );
  return rows.map(toVersion);
}

export async function getVersion(db: Db, options: { id: string; version: number }): Promise<VersionRecord | undefined> {
  if (!isUuid(options.id)) return undefined;
  const { rows } = await db.query<VersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM versions WHERE document_id = $1 AND version = $2`,
    [options.id, options.version],
  );
  return rows[0] && toVersion(rows[0]);
}

/**
 * Makes a version's title, seo and tree the draft again, as a new revision; undefined when the
 * document or the version does not exist.
 */
export async function draftFromVersion(db: Db, options: { id: string; version: number; actor: string | null }): Promise<DocumentRecord | undefined> {
  if (!isUuid(options.id)) return undefined;
  const { rows } = await db.query<RecordRow>(
    `WITH d AS (
       UPDATE documents SET title = v.title, seo = v.seo, draft = v.tree,
         draft_revision = documents.draft_revision + 1, updated_at = now(), updated_by = $3
       FROM versions v
       WHERE documents.id = $1 AND v.document_id = documents.id AND v.version = $2
       RETURNING documents.*)
     SELECT ${RECORD_COLUMNS} FROM d ${JOIN_PUBLISHED}`,
    [options.id, options.version, options.actor],
  );
  return rows[0] && toRecord(rows[0]);
}

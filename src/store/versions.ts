import { TesseraError } from '../core/errors';
import { isUuid } from '../core/node';
import { appendAudit } from './audit';
import { JOIN_PUBLISHED, RECORD_COLUMNS, VERSION_COLUMNS, toRecord, toVersion, type RecordRow, type VersionRow } from './document-rows';
import { selectDocument } from './documents';
import { requireUuid, translating } from './sql-errors';
import type { Db, DocumentRecord, VersionRecord } from './types';

const DOCUMENT = 'Document';

/**
 * The document row locked `FOR UPDATE` in the operation's transaction `tx`: until `tx` ends no
 * draft save, restore or other publish changes it, so what is checked is what is written.
 */
export async function lockDocument(tx: Db, { id }: { id: string }): Promise<DocumentRecord | undefined> {
  if (!isUuid(id)) return undefined;
  return selectDocument(tx, id, true);
}

/**
 * Writes `document` (as locked in `tx` by {@link lockDocument}) as its next immutable version:
 * exactly the title, SEO and tree given, then points `published_version` at it and makes the
 * draft's path the live one. A live path that changes leaves a redirect from the old one; a
 * page already live at the new path → ALREADY_EXISTS. No transaction or audit of its own.
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
  await translating(
    tx.query('UPDATE documents SET published_version = $2, published_path = $3 WHERE id = $1', [document.id, version.version, document.path]),
    { unique: () => new TesseraError('ALREADY_EXISTS', { what: `A published page at ${document.path}` }) },
  );
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

/** Takes a document off the site; its versions stay. Not published → NOT_PUBLISHED. */
export async function unpublish(db: Db, options: { id: string; actor: string | null }): Promise<DocumentRecord> {
  requireUuid(options.id, DOCUMENT);
  return db.transaction(async (tx) => {
    const document = await selectDocument(tx, options.id, true);
    if (!document) throw new TesseraError('NOT_FOUND', { what: DOCUMENT });
    if (document.publishedVersion === null) throw new TesseraError('NOT_PUBLISHED');
    const { rows } = await tx.query<RecordRow>(
      `WITH d AS (UPDATE documents SET published_version = NULL, published_path = NULL WHERE id = $1 RETURNING *)
       SELECT ${RECORD_COLUMNS} FROM d ${JOIN_PUBLISHED}`,
      [options.id],
    );
    await appendAudit(tx, {
      actor: options.actor,
      action: 'document.unpublish',
      site: document.site,
      documentId: document.id,
      path: document.path,
      detail: { version: document.publishedVersion },
    });
    return toRecord(rows[0]!);
  });
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
 * Makes a version's title, seo and tree the draft again, as a new revision. With
 * `baseRevision`, a draft saved meanwhile by someone else → CONFLICT.
 */
export async function restoreVersion(
  db: Db,
  options: { id: string; version: number; actor: string | null; baseRevision?: number },
): Promise<DocumentRecord> {
  requireUuid(options.id, DOCUMENT);
  return db.transaction(async (tx) => {
    const document = await selectDocument(tx, options.id, true);
    if (!document) throw new TesseraError('NOT_FOUND', { what: DOCUMENT });
    if (options.baseRevision !== undefined && options.baseRevision !== document.draftRevision) {
      throw new TesseraError('CONFLICT', { current: document.draftRevision });
    }
    const { rows } = await tx.query<RecordRow>(
      `WITH d AS (
         UPDATE documents SET title = v.title, seo = v.seo, draft = v.tree,
           draft_revision = documents.draft_revision + 1, updated_at = now(), updated_by = $3
         FROM versions v
         WHERE documents.id = $1 AND v.document_id = documents.id AND v.version = $2
         RETURNING documents.*)
       SELECT ${RECORD_COLUMNS} FROM d ${JOIN_PUBLISHED}`,
      [options.id, options.version, options.actor],
    );
    if (!rows[0]) throw new TesseraError('NOT_FOUND', { what: `Version ${options.version}` });
    const restored = toRecord(rows[0]);
    await appendAudit(tx, {
      actor: options.actor,
      action: 'version.restore',
      site: restored.site,
      documentId: restored.id,
      path: restored.path,
      detail: { version: options.version, revision: restored.draftRevision },
    });
    return restored;
  });
}

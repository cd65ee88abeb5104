import { isUuid, newId, type Node } from '../core/node';
import type { SiteId } from '../core/sites';
import {
  JOIN_PUBLISHED,
  RECORD_COLUMNS,
  SUMMARY_COLUMNS,
  toRecord,
  toSummary,
  type RecordRow,
  type SummaryRow,
} from './document-rows';
import type { Db, DocumentKind, DocumentRecord, DocumentSummary, Seo } from './types';

export interface InsertDocumentOptions {
  site: SiteId;
  path: string;
  kind: DocumentKind;
  title: string;
  seo?: Seo;
  draft: Node;
  /** Recorded as `updatedBy`. */
  actor: string | null;
}

export interface UpdateDraftOptions {
  id: string;
  /** The revision the editor started from: the row changes only while it is still the current one. */
  baseRevision: number;
  draft?: Node;
  title?: string;
  seo?: Seo;
  path?: string;
  actor: string | null;
}

async function selectDocument(db: Db, id: string, lock: boolean): Promise<DocumentRecord | undefined> {
  const { rows } = await db.query<RecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM documents d ${JOIN_PUBLISHED} WHERE d.id = $1${lock ? ' FOR UPDATE OF d' : ''}`,
    [id],
  );
  return rows[0] && toRecord(rows[0]);
}

/** The documents of a site, ordered by path, without their trees. */
export async function listDocuments(
  db: Db,
  options: { site: SiteId; kind?: DocumentKind },
): Promise<DocumentSummary[]> {
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM documents d ${JOIN_PUBLISHED}
     WHERE d.site = $1 AND ($2::text IS NULL OR d.kind = $2) ORDER BY d.path`,
    [options.site, options.kind ?? null],
  );
  return rows.map(toSummary);
}

export async function countDocuments(db: Db, options: { site?: SiteId } = {}): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*) AS count FROM documents WHERE $1::text IS NULL OR site = $1',
    [options.site ?? null],
  );
  return rows[0]!.count;
}

export async function getDocument(db: Db, options: { id: string }): Promise<DocumentRecord | undefined> {
  if (!isUuid(options.id)) return undefined;
  return selectDocument(db, options.id, false);
}

/**
 * The document row locked `FOR UPDATE` in the operation's transaction `tx`: until `tx` ends no
 * draft save, restore or publish changes it, so what is checked is what is written.
 */
export async function lockDocument(tx: Db, { id }: { id: string }): Promise<DocumentRecord | undefined> {
  if (!isUuid(id)) return undefined;
  return selectDocument(tx, id, true);
}

export async function getDocumentByPath(
  db: Db,
  options: { site: SiteId; path: string },
): Promise<DocumentRecord | undefined> {
  const { rows } = await db.query<RecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM documents d ${JOIN_PUBLISHED} WHERE d.site = $1 AND d.path = $2`,
    [options.site, options.path],
  );
  return rows[0] && toRecord(rows[0]);
}

/** Whether a document other than `exceptId` is live at `path`. */
export async function publishedPathTaken(db: Db, options: { site: SiteId; path: string; exceptId?: string }): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM documents WHERE site = $1 AND published_path = $2 AND ($3::uuid IS NULL OR id <> $3) LIMIT 1',
    [options.site, options.path, options.exceptId ?? null],
  );
  return rows.length > 0;
}

/**
 * A new unpublished document at revision 1. A taken path fails with the unique violation of
 * `(site, path)`, an unknown site with a foreign-key violation.
 */
export async function insertDocument(db: Db, options: InsertDocumentOptions): Promise<DocumentRecord> {
  const { rows } = await db.query<RecordRow>(
    `WITH d AS (
       INSERT INTO documents (id, site, path, kind, title, seo, draft, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8) RETURNING *)
     SELECT ${RECORD_COLUMNS} FROM d ${JOIN_PUBLISHED}`,
    [
      newId(),
      options.site,
      options.path,
      options.kind,
      options.title,
      JSON.stringify(options.seo ?? {}),
      JSON.stringify(options.draft),
      options.actor,
    ],
  );
  return toRecord(rows[0]!);
}

/**
 * Saves the given parts of a draft in one conditional UPDATE that succeeds only on
 * `baseRevision` and bumps the revision; undefined when the document is gone or its revision
 * is another ({@link draftRevision} tells which). A path another document has fails with a
 * unique violation.
 */
export async function updateDraft(db: Db, options: UpdateDraftOptions): Promise<{ document: DocumentRecord; previousPath: string } | undefined> {
  if (!isUuid(options.id)) return undefined;
  const { rows } = await db.query<RecordRow & { previous_path: string }>(
    `WITH d AS (
       UPDATE documents SET
         draft = COALESCE($3::jsonb, draft),
         title = COALESCE($4, title),
         seo = COALESCE($5::jsonb, seo),
         path = COALESCE($6, path),
         draft_revision = draft_revision + 1,
         updated_at = now(),
         updated_by = $7
       WHERE id = $1 AND draft_revision = $2
       RETURNING *)
     SELECT ${RECORD_COLUMNS}, (SELECT path FROM documents WHERE id = $1) AS previous_path
     FROM d ${JOIN_PUBLISHED}`,
    [
      options.id,
      options.baseRevision,
      options.draft === undefined ? null : JSON.stringify(options.draft),
      options.title ?? null,
      options.seo === undefined ? null : JSON.stringify(options.seo),
      options.path ?? null,
      options.actor,
    ],
  );
  const row = rows[0];
  return row && { document: toRecord(row), previousPath: row.previous_path };
}

/** The current draft revision of a document; undefined when there is none. */
export async function draftRevision(db: Db, { id }: { id: string }): Promise<number | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<{ draft_revision: number }>('SELECT draft_revision FROM documents WHERE id = $1', [id]);
  return rows[0]?.draft_revision;
}

/** Deletes a document and, with it, all its versions; what it was, or undefined when there was none. */
export async function deleteDocument(
  db: Db,
  { id }: { id: string },
): Promise<{ site: SiteId; path: string; title: string; publishedVersion: number | null; publishedPath: string | null; kind: DocumentKind } | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<{ site: SiteId; path: string; title: string; published_version: number | null; published_path: string | null; kind: DocumentKind }>(
    'DELETE FROM documents WHERE id = $1 RETURNING site, path, title, published_version, published_path, kind',
    [id],
  );
  const row = rows[0];
  return row && { site: row.site, path: row.path, title: row.title, publishedVersion: row.published_version, publishedPath: row.published_path, kind: row.kind };
}

/** Sets or (with `null`) removes the hash of the access code that gates a page; undefined when there is no such document. */
export async function setAccessCodeHash(
  db: Db,
  options: { id: string; hash: string | null; actor: string | null },
): Promise<DocumentRecord | undefined> {
  if (!isUuid(options.id)) return undefined;
  const { rows } = await db.query<RecordRow>(
    `WITH d AS (
       UPDATE documents SET access_code_hash = $2, updated_at = now(), updated_by = $3
       WHERE id = $1 RETURNING *)
     SELECT ${RECORD_COLUMNS} FROM d ${JOIN_PUBLISHED}`,
    [options.id, options.hash, options.actor],
  );
  return rows[0] && toRecord(rows[0]);
}

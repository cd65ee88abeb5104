import { TesseraError } from '../core/errors';
import { isUuid, newId, type Node } from '../core/node';
import { checkPath } from '../core/paths';
import type { SiteId } from '../core/sites';
import { appendAudit } from './audit';
import { recordDraftSave } from './draft-saves';
import {
  JOIN_PUBLISHED,
  RECORD_COLUMNS,
  SUMMARY_COLUMNS,
  toRecord,
  toSummary,
  type RecordRow,
  type SummaryRow,
} from './document-rows';
import { requireUuid, translating } from './sql-errors';
import type { Db, DocumentKind, DocumentRecord, DocumentSummary, Seo } from './types';

export interface CreateDocumentOptions {
  site: SiteId;
  path: string;
  kind: DocumentKind;
  title: string;
  seo?: Seo;
  draft: Node;
  /** Who makes the change: recorded as `updatedBy` and in the audit log. */
  actor: string | null;
}

export interface SaveDraftOptions {
  id: string;
  /** The revision the editor started from; a newer one in the database → CONFLICT. */
  baseRevision: number;
  draft?: Node;
  title?: string;
  seo?: Seo;
  path?: string;
  actor: string | null;
}

const DOCUMENT = 'Document';


function pathTaken(path: string): TesseraError {
  return new TesseraError('ALREADY_EXISTS', { what: `A document at ${path}` });
}

/**
 * A draft may not take a path where another document is live: publishing it would fail,
 * and two documents would claim one address in the editor.
 */
async function assertNotLiveElsewhere(tx: Db, site: SiteId, path: string, id: string | null): Promise<void> {
  const { rows } = await tx.query(
    'SELECT 1 FROM documents WHERE site = $1 AND published_path = $2 AND ($3::uuid IS NULL OR id <> $3) LIMIT 1',
    [site, path, id],
  );
  if (rows.length > 0) throw new TesseraError('ALREADY_EXISTS', { what: `A published page at ${path}` });
}

/** Reads one document with its status; pass the transaction when inside one. */
export async function selectDocument(db: Db, id: string, lock = false): Promise<DocumentRecord | undefined> {
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
  return selectDocument(db, options.id);
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

/** A new unpublished document at revision 1. Taken path → ALREADY_EXISTS; unknown site → NOT_FOUND. */
export async function createDocument(db: Db, options: CreateDocumentOptions): Promise<DocumentRecord> {
  checkPath(options.path);
  return db.transaction(async (tx) => {
    await assertNotLiveElsewhere(tx, options.site, options.path, null);
    const { rows } = await translating(
      tx.query<RecordRow>(
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
      ),
      {
        unique: () => pathTaken(options.path),
        foreignKey: () => new TesseraError('NOT_FOUND', { what: `Site "${options.site}"` }),
      },
    );
    const created = toRecord(rows[0]!);
    await appendAudit(tx, {
      actor: options.actor,
      action: 'document.create',
      site: created.site,
      documentId: created.id,
      path: created.path,
      detail: { kind: created.kind, title: created.title },
    });
    return created;
  });
}

/**
 * Saves the given parts of a draft in one conditional UPDATE that succeeds only on
 * `baseRevision` and bumps the revision. Stale revision → CONFLICT with `{ current }`;
 * unknown id → NOT_FOUND; a path another document has → ALREADY_EXISTS.
 */
export async function saveDraft(db: Db, options: SaveDraftOptions): Promise<DocumentRecord> {
  requireUuid(options.id, DOCUMENT);
  if (options.path !== undefined) checkPath(options.path);
  const changed = (['draft', 'title', 'seo', 'path'] as const).filter((key) => options[key] !== undefined);
  return db.transaction(async (tx) => {
    if (options.path !== undefined) {
      const site = await tx.query<{ site: SiteId }>('SELECT site FROM documents WHERE id = $1', [options.id]);
      if (site.rows[0]) await assertNotLiveElsewhere(tx, site.rows[0].site, options.path, options.id);
    }
    const { rows } = await translating(
      tx.query<RecordRow & { previous_path: string }>(
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
      ),
      { unique: () => pathTaken(options.path!) },
    );
    const row = rows[0];
    if (!row) {
      const current = await tx.query<{ draft_revision: number }>(
        'SELECT draft_revision FROM documents WHERE id = $1',
        [options.id],
      );
      if (!current.rows[0]) throw new TesseraError('NOT_FOUND', { what: DOCUMENT });
      throw new TesseraError('CONFLICT', { current: current.rows[0].draft_revision });
    }
    const saved = toRecord(row);
    await recordDraftSave(tx, { id: saved.id });
    await appendAudit(tx, {
      actor: options.actor,
      action: 'draft.save',
      site: saved.site,
      documentId: saved.id,
      path: saved.path,
      detail: {
        revision: saved.draftRevision,
        changed,
        ...(row.previous_path !== saved.path ? { previousPath: row.previous_path } : {}),
      },
    });
    return saved;
  });
}

/** Deletes a document and, with it, all its versions. */
export async function deleteDocument(db: Db, options: { id: string; actor: string | null }): Promise<void> {
  requireUuid(options.id, DOCUMENT);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ site: SiteId; path: string; title: string; published_version: number | null }>(
      'DELETE FROM documents WHERE id = $1 RETURNING site, path, title, published_version',
      [options.id],
    );
    const deleted = rows[0];
    if (!deleted) throw new TesseraError('NOT_FOUND', { what: DOCUMENT });
    await appendAudit(tx, {
      actor: options.actor,
      action: 'document.delete',
      site: deleted.site,
      documentId: options.id,
      path: deleted.path,
      detail: { title: deleted.title, publishedVersion: deleted.published_version },
    });
  });
}

/** Sets or (with `null`) removes the hash of the access code that gates a page. The hash is never audited. */
export async function setAccessCodeHash(
  db: Db,
  options: { id: string; hash: string | null; actor: string | null },
): Promise<DocumentRecord> {
  requireUuid(options.id, DOCUMENT);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<RecordRow>(
      `WITH d AS (
         UPDATE documents SET access_code_hash = $2, updated_at = now(), updated_by = $3
         WHERE id = $1 RETURNING *)
       SELECT ${RECORD_COLUMNS} FROM d ${JOIN_PUBLISHED}`,
      [options.id, options.hash, options.actor],
    );
    if (!rows[0]) throw new TesseraError('NOT_FOUND', { what: DOCUMENT });
    const saved = toRecord(rows[0]);
    await appendAudit(tx, {
      actor: options.actor,
      action: 'access-code.set',
      site: saved.site,
      documentId: saved.id,
      path: saved.path,
      detail: { enabled: options.hash !== null },
    });
    return saved;
  });
}

import type { DraftSaveRecord, DraftSaveSummary } from '../core/contracts';
import { isUuid, type Node } from '../core/node';
import { JOIN_PUBLISHED, RECORD_COLUMNS, toRecord, type RecordRow } from './document-rows';
import type { Db, DocumentRecord, Seo } from './types';

/** How many of a document's latest draft saves are kept. */
export const DRAFT_SAVES_KEPT = 50;

const SUMMARY_COLUMNS = 'document_id, revision, title, path, saved_at, saved_by';

interface SummaryRow {
  document_id: string;
  revision: number;
  title: string;
  path: string;
  saved_at: string;
  saved_by: string | null;
}

interface SaveRow extends SummaryRow {
  seo: Seo;
  tree: Node;
}

function toSummary(row: SummaryRow): DraftSaveSummary {
  return { documentId: row.document_id, revision: row.revision, title: row.title, path: row.path, savedAt: row.saved_at, savedBy: row.saved_by };
}

/**
 * Keeps the document's draft as it is now as a draft save, and drops saves beyond the latest
 * {@link DRAFT_SAVES_KEPT}. Call inside the transaction that changed the draft, so that a
 * save is stored together with its copy or not at all.
 */
export async function recordDraftSave(tx: Db, { id }: { id: string }): Promise<void> {
  await tx.query(
    `INSERT INTO draft_saves (document_id, revision, title, seo, path, tree, saved_at, saved_by)
     SELECT id, draft_revision, title, seo, path, draft, updated_at, updated_by FROM documents WHERE id = $1
     ON CONFLICT (document_id, revision) DO NOTHING`,
    [id],
  );
  await tx.query(
    `DELETE FROM draft_saves WHERE document_id = $1 AND revision <= (
       SELECT revision FROM draft_saves WHERE document_id = $1 ORDER BY revision DESC OFFSET $2 LIMIT 1)`,
    [id, DRAFT_SAVES_KEPT],
  );
}

/** A document's kept draft saves, newest first, without their trees. */
export async function listDraftSaves(db: Db, { id }: { id: string }): Promise<DraftSaveSummary[]> {
  if (!isUuid(id)) return [];
  const { rows } = await db.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM draft_saves WHERE document_id = $1 ORDER BY revision DESC`, [id]);
  return rows.map(toSummary);
}

/** One draft save with its tree; `undefined` when it was never kept or has been dropped. */
export async function getDraftSave(db: Db, { id, revision }: { id: string; revision: number }): Promise<DraftSaveRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<SaveRow>(
    `SELECT ${SUMMARY_COLUMNS}, seo, tree FROM draft_saves WHERE document_id = $1 AND revision = $2`,
    [id, revision],
  );
  const row = rows[0];
  return row && { ...toSummary(row), seo: row.seo, tree: row.tree };
}

/**
 * Makes a draft save's title, SEO and tree the draft again as a new revision (the path stays:
 * moving a page is its own step); undefined when the document or the save does not exist.
 * Nothing is deleted: copied with {@link recordDraftSave}, the restored draft becomes the newest save.
 */
export async function draftFromSave(db: Db, options: { id: string; revision: number; actor: string | null }): Promise<DocumentRecord | undefined> {
  if (!isUuid(options.id)) return undefined;
  const { rows } = await db.query<RecordRow>(
    `WITH d AS (
       UPDATE documents SET title = s.title, seo = s.seo, draft = s.tree,
         draft_revision = documents.draft_revision + 1, updated_at = now(), updated_by = $3
       FROM draft_saves s
       WHERE documents.id = $1 AND s.document_id = documents.id AND s.revision = $2
       RETURNING documents.*)
     SELECT ${RECORD_COLUMNS} FROM d ${JOIN_PUBLISHED}`,
    [options.id, options.revision, options.actor],
  );
  return rows[0] && toRecord(rows[0]);
}

/** Who saved the document's draft since it was last published (migration 032's trigger keeps it). */
export async function draftAuthors(db: Db, { id }: { id: string }): Promise<string[]> {
  const { rows } = await db.query<{ draft_authors: string[] }>('SELECT draft_authors FROM documents WHERE id = $1', [id]);
  return rows[0]?.draft_authors ?? [];
}

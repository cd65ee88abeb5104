import type { ContentRetention, DocumentKind, FormRetention, RetentionSubject } from '../core/contracts';
import type { SiteId } from '../core/sites';
import type { StoredFile } from './forms';
import type { Db } from './types';

interface ContentRow {
  kind: DocumentKind;
  subject: RetentionSubject;
  days: number | null;
  updated_by: string | null;
  updated_at: string;
}

const toContent = (r: ContentRow): ContentRetention => ({ kind: r.kind, subject: r.subject, days: r.days, updatedBy: r.updated_by, updatedAt: r.updated_at });

/** The periods per content type and subject (migration 020 stores all four). */
export async function listContentRetention(db: Db): Promise<ContentRetention[]> {
  const { rows } = await db.query<ContentRow>('SELECT kind, subject, days, updated_by, updated_at FROM content_retention ORDER BY kind, subject');
  return rows.map(toContent);
}

/** Sets a content type's period for a subject (`null` keeps them); returns it as stored. */
export async function setContentRetention(db: Db, options: { kind: DocumentKind; subject: RetentionSubject; days: number | null; actor: string | null }): Promise<ContentRetention> {
  const { rows } = await db.query<ContentRow>(
    `INSERT INTO content_retention (kind, subject, days, updated_by, updated_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (kind, subject) DO UPDATE SET days = EXCLUDED.days, updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING kind, subject, days, updated_by, updated_at`,
    [options.kind, options.subject, options.days, options.actor],
  );
  return toContent(rows[0]!);
}

interface FormRow {
  site: SiteId;
  form_id: string;
  form_name: string | null;
  path: string | null;
  submissions: number;
  days: number | null;
  updated_by: string | null;
  updated_at: string | null;
}

const toForm = (r: FormRow): FormRetention => ({
  site: r.site,
  formId: r.form_id,
  formName: r.form_name ?? '',
  path: r.path ?? '',
  submissions: r.submissions,
  days: r.days,
  updatedBy: r.updated_by,
  updatedAt: r.updated_at,
});

const FORMS_SQL = `
  WITH counted AS (
    SELECT site, form_id, max(form_name) AS form_name, max(path) AS path, count(*)::int AS submissions
    FROM form_submissions GROUP BY site, form_id)
  SELECT coalesce(c.site, r.site) AS site, coalesce(c.form_id, r.form_id) AS form_id, c.form_name, c.path,
    coalesce(c.submissions, 0) AS submissions, r.days, r.updated_by, r.updated_at
  FROM counted c FULL JOIN form_retention r ON r.site = c.site AND r.form_id = c.form_id`;

/** Every form that has submissions or a period of its own, with both. */
export async function listFormRetention(db: Db): Promise<FormRetention[]> {
  const { rows } = await db.query<FormRow>(`${FORMS_SQL} ORDER BY 1, 3, 2`);
  return rows.map(toForm);
}

/** One form's submissions count and period; undefined when it has neither. */
export async function getFormRetention(db: Db, options: { site: SiteId; formId: string }): Promise<FormRetention | undefined> {
  const { rows } = await db.query<FormRow>(`SELECT * FROM (${FORMS_SQL}) f WHERE site = $1 AND form_id = $2`, [options.site, options.formId]);
  return rows[0] && toForm(rows[0]);
}

/** Whether a form node with this id is in a draft or a published version of the site's documents. */
export async function formNodeExists(db: Db, options: { site: SiteId; formId: string }): Promise<boolean> {
  const { rows } = await db.query(
    `WITH v AS (SELECT jsonb_build_object('id', $2::text) AS vars)
     SELECT 1 FROM documents d, v WHERE d.site = $1 AND (jsonb_path_exists(d.draft, '$.** ? (@.id == $id)', v.vars)
       OR EXISTS (SELECT 1 FROM versions x WHERE x.document_id = d.id AND jsonb_path_exists(x.tree, '$.** ? (@.id == $id)', v.vars))) LIMIT 1`,
    [options.site, options.formId],
  );
  return rows.length > 0;
}

export async function setFormRetention(db: Db, options: { site: SiteId; formId: string; days: number; actor: string | null }): Promise<void> {
  await db.query(
    `INSERT INTO form_retention (site, form_id, days, updated_by, updated_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (site, form_id) DO UPDATE SET days = EXCLUDED.days, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [options.site, options.formId, options.days, options.actor],
  );
}

/** Removes a form's own period; the days it had, or undefined when it had none. */
export async function clearFormRetention(db: Db, options: { site: SiteId; formId: string }): Promise<number | undefined> {
  const { rows } = await db.query<{ days: number }>('DELETE FROM form_retention WHERE site = $1 AND form_id = $2 RETURNING days', [options.site, options.formId]);
  return rows[0]?.days;
}

export interface ExpiredSubmission {
  id: string;
  site: SiteId;
  documentId: string | null;
  path: string;
  formId: string;
  formName: string;
  createdAt: string;
  files: StoredFile[];
  /** The form's period set by an Admin, or null when the submission's own (`deleteAfter`) applied. */
  formDays: number | null;
  deleteAfter: string;
}

/**
 * Deletes at most `limit` submissions past their period at `now`, oldest first: the form's
 * period (`form_retention`) when it has one, else the submission's own `delete_after`. Rows
 * another transaction holds are skipped (they are due again next time).
 */
export async function deleteExpiredSubmissionBatch(db: Db, options: { now: Date; limit: number }): Promise<ExpiredSubmission[]> {
  const { rows } = await db.query<{
    id: string; site: SiteId; document_id: string | null; path: string; form_id: string; form_name: string;
    created_at: string; files: StoredFile[]; form_days: number | null; delete_after: string;
  }>(
    `WITH due AS (
       SELECT s.id, r.days AS form_days FROM form_submissions s
       LEFT JOIN form_retention r ON r.site = s.site AND r.form_id = s.form_id
       WHERE CASE WHEN r.days IS NULL THEN s.delete_after <= $1::timestamptz
                  ELSE s.created_at + make_interval(days => r.days) <= $1::timestamptz END
       ORDER BY s.created_at, s.id LIMIT $2
       FOR UPDATE OF s SKIP LOCKED)
     DELETE FROM form_submissions f USING due WHERE f.id = due.id
     RETURNING f.id, f.site, f.document_id, f.path, f.form_id, f.form_name, f.created_at, f.files, due.form_days, f.delete_after`,
    [options.now.toISOString(), options.limit],
  );
  return rows.map((r) => ({
    id: r.id, site: r.site, documentId: r.document_id, path: r.path, formId: r.form_id, formName: r.form_name,
    createdAt: r.created_at, files: r.files, formDays: r.form_days, deleteAfter: r.delete_after,
  }));
}

export interface ExpiredDraftSave {
  documentId: string;
  revision: number;
  site: SiteId;
  kind: DocumentKind;
  path: string;
  savedAt: string;
  savedBy: string | null;
  days: number;
}

/**
 * Deletes at most `limit` draft saves older than their content type's period at `now`. The
 * save of the document's current draft revision is never deleted (nor, of course, the draft).
 */
export async function deleteExpiredDraftSaveBatch(db: Db, options: { now: Date; limit: number }): Promise<ExpiredDraftSave[]> {
  const { rows } = await db.query<{ document_id: string; revision: number; site: SiteId; kind: DocumentKind; path: string; saved_at: string; saved_by: string | null; days: number }>(
    `WITH due AS (
       SELECT s.document_id, s.revision, d.site, d.kind, c.days FROM draft_saves s
       JOIN documents d ON d.id = s.document_id
       JOIN content_retention c ON c.kind = d.kind AND c.subject = 'draft-saves'
       WHERE c.days IS NOT NULL AND s.revision <> d.draft_revision
         AND s.saved_at + make_interval(days => c.days) <= $1::timestamptz
       ORDER BY s.saved_at, s.document_id, s.revision LIMIT $2
       FOR UPDATE OF s SKIP LOCKED)
     DELETE FROM draft_saves x USING due WHERE x.document_id = due.document_id AND x.revision = due.revision
     RETURNING x.document_id, x.revision, due.site, due.kind, x.path, x.saved_at, x.saved_by, due.days`,
    [options.now.toISOString(), options.limit],
  );
  return rows.map((r) => ({ documentId: r.document_id, revision: r.revision, site: r.site, kind: r.kind, path: r.path, savedAt: r.saved_at, savedBy: r.saved_by, days: r.days }));
}

export interface ExpiredPreviewLink {
  id: string;
  documentId: string;
  site: SiteId;
  kind: DocumentKind;
  path: string;
  createdAt: string;
  /** When it stopped working: revoked, or expired. */
  endedAt: string;
  days: number;
}

/**
 * Deletes at most `limit` preview links that stopped working (expired or revoked) longer
 * than their content type's period before `now`. A working link is never deleted here.
 */
export async function deleteExpiredPreviewLinkBatch(db: Db, options: { now: Date; limit: number }): Promise<ExpiredPreviewLink[]> {
  const { rows } = await db.query<{ id: string; document_id: string; site: SiteId; kind: DocumentKind; path: string; created_at: string; ended_at: string; days: number }>(
    `WITH due AS (
       SELECT l.id, d.site, d.kind, d.path, c.days, least(l.expires_at, coalesce(l.revoked_at, l.expires_at)) AS ended_at
       FROM preview_links l
       JOIN documents d ON d.id = l.document_id
       JOIN content_retention c ON c.kind = d.kind AND c.subject = 'preview-links'
       WHERE c.days IS NOT NULL
         AND least(l.expires_at, coalesce(l.revoked_at, l.expires_at)) + make_interval(days => c.days) <= $1::timestamptz
       ORDER BY l.created_at, l.id LIMIT $2
       FOR UPDATE OF l SKIP LOCKED)
     DELETE FROM preview_links x USING due WHERE x.id = due.id
     RETURNING x.id, x.document_id, due.site, due.kind, due.path, x.created_at, due.ended_at, due.days`,
    [options.now.toISOString(), options.limit],
  );
  return rows.map((r) => ({ id: r.id, documentId: r.document_id, site: r.site, kind: r.kind, path: r.path, createdAt: r.created_at, endedAt: r.ended_at, days: r.days }));
}

import { isUuid, newId } from '../core/node';
import type { SiteId, SiteRoles } from '../core/sites';
import { rolesOf } from './users';
import type { Schedule, ScheduleStatus } from '../core/contracts';
import type { Db } from './types';

/** A publish planned for a future time, and what came of it (the API's `Schedule` contract). */
export type ScheduleRecord = Schedule;
export type { ScheduleStatus };

/**
 * A due schedule claimed by a scheduler, with where its document is as claimed. What is
 * published is read when the document row is locked, not here.
 */
export interface DueSchedule {
  schedule: ScheduleRecord;
  site: SiteId;
  path: string;
  /** The scheduling user as they are now; null when the account is gone. */
  user: { id: string; email: string; roles: SiteRoles; disabled: boolean } | null;
  /** Made by an approved review request: only the approved draft (revision and hash) may be published. */
  review: { requestId: string; revision: number; draftHash: string; requestedBy: string; approvedBy: string } | null;
  /** An Admin's urgent schedule on a site that needs approval: the reason they gave. */
  urgentReason: string | null;
}

interface ScheduleRow {
  id: string;
  document_id: string;
  at: string;
  note: string | null;
  revision: number;
  actor: string;
  user_id: string | null;
  status: ScheduleStatus;
  created_at: string;
  claimed_at: string | null;
  claimed_by: string | null;
  finished_at: string | null;
  version: number | null;
  error: string | null;
}

const COLUMNS =
  'id, document_id, at, note, revision, actor, user_id, status, created_at, claimed_at, claimed_by, finished_at, version, error';

function toSchedule(row: ScheduleRow): ScheduleRecord {
  return {
    id: row.id,
    documentId: row.document_id,
    at: row.at,
    note: row.note,
    revision: row.revision,
    scheduledBy: row.actor,
    userId: row.user_id,
    status: row.status,
    createdAt: row.created_at,
    claimedAt: row.claimed_at,
    claimedBy: row.claimed_by,
    finishedAt: row.finished_at,
    version: row.version,
    error: row.error,
  };
}

/**
 * Locks the document's pending schedule, if any. Schedule changes take it before the document
 * row, in the scheduler's order (schedule row, then document), so the two cannot deadlock.
 */
export async function lockPendingSchedule(tx: Db, { documentId }: { documentId: string }): Promise<void> {
  if (!isUuid(documentId)) return;
  await tx.query(`SELECT 1 FROM publish_schedules WHERE document_id = $1 AND status = 'pending' FOR UPDATE`, [documentId]);
}

/**
 * A new pending schedule for the draft at `revision`. Checking that `at` lies in the future is
 * the caller's job. `reviewRequestId` and `draftHash`: made by an approved review request;
 * `urgentReason`: an Admin's urgent schedule without review.
 */
export async function insertSchedule(
  db: Db,
  options: {
    documentId: string;
    at: string;
    note: string | null;
    revision: number;
    userId: string;
    actor: string;
    reviewRequestId?: string;
    draftHash?: string;
    urgentReason?: string;
  },
): Promise<ScheduleRecord> {
  const { rows } = await db.query<ScheduleRow>(
    `INSERT INTO publish_schedules (id, document_id, at, note, revision, user_id, actor, review_request_id, draft_hash, urgent_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
    [
      newId(),
      options.documentId,
      options.at,
      options.note,
      options.revision,
      options.userId,
      options.actor,
      options.reviewRequestId ?? null,
      options.draftHash ?? null,
      options.urgentReason ?? null,
    ],
  );
  return toSchedule(rows[0]!);
}

/** The newest schedule of a document (pending, or the outcome of the last one), if any. */
export async function getSchedule(db: Db, options: { documentId: string }): Promise<ScheduleRecord | undefined> {
  if (!isUuid(options.documentId)) return undefined;
  const { rows } = await db.query<ScheduleRow>(
    `SELECT ${COLUMNS} FROM publish_schedules WHERE document_id = $1
     ORDER BY (status = 'pending') DESC, created_at DESC, id LIMIT 1`,
    [options.documentId],
  );
  return rows[0] && toSchedule(rows[0]);
}

/** Deletes the pending schedule of a document, and says where its document is; undefined when there was none. */
export async function deletePendingSchedule(
  db: Db,
  { documentId }: { documentId: string },
): Promise<{ schedule: ScheduleRecord; site: SiteId; path: string } | undefined> {
  if (!isUuid(documentId)) return undefined;
  const { rows } = await db.query<ScheduleRow & { site: SiteId; path: string }>(
    `WITH gone AS (DELETE FROM publish_schedules WHERE document_id = $1 AND status = 'pending' RETURNING *)
     SELECT ${COLUMNS.split(', ').map((c) => `gone.${c}`).join(', ')}, d.site, d.path
     FROM gone JOIN documents d ON d.id = gone.document_id`,
    [documentId],
  );
  const row = rows[0];
  return row && { schedule: toSchedule(row), site: row.site, path: row.path };
}

/**
 * Claims the earliest pending schedule due at `now`, skipping rows another transaction has
 * claimed. Call it inside the transaction that publishes and then finishes or fails it:
 * the claim and the outcome commit together, or neither does.
 */
export async function claimDueSchedule(tx: Db, options: { now: Date; claimedBy: string }): Promise<DueSchedule | undefined> {
  const { rows } = await tx.query<ScheduleRow>(
    `UPDATE publish_schedules SET claimed_at = now(), claimed_by = $2
     WHERE id = (
       SELECT id FROM publish_schedules WHERE status = 'pending' AND at <= $1
       ORDER BY at, created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
     AND status = 'pending'
     RETURNING ${COLUMNS}`,
    [options.now.toISOString(), options.claimedBy],
  );
  const row = rows[0];
  if (!row) return undefined;
  const found = await tx.query<{
    site: SiteId;
    path: string;
    user_id: string | null;
    email: string | null;
    roles: SiteRoles | null;
    disabled: boolean | null;
    review_request_id: string | null;
    draft_hash: string | null;
    urgent_reason: string | null;
    requester: string | null;
    decided_by: string | null;
  }>(
    `SELECT d.site, d.path, u.id AS user_id, u.email, ${rolesOf('u')} AS roles, u.disabled,
            s.review_request_id, s.draft_hash, s.urgent_reason, r.requester, r.decided_by
     FROM documents d
     JOIN publish_schedules s ON s.id = $3
     LEFT JOIN users u ON u.id = $2
     LEFT JOIN review_requests r ON r.id = s.review_request_id
     WHERE d.id = $1`,
    [row.document_id, row.user_id, row.id],
  );
  const doc = found.rows[0]!;
  return {
    schedule: toSchedule(row),
    site: doc.site,
    path: doc.path,
    user: doc.user_id === null ? null : { id: doc.user_id, email: doc.email!, roles: doc.roles ?? {}, disabled: doc.disabled! },
    review:
      doc.draft_hash === null
        ? null
        : { requestId: doc.review_request_id ?? 'removed', revision: row.revision, draftHash: doc.draft_hash, requestedBy: doc.requester ?? 'unknown', approvedBy: doc.decided_by ?? row.actor },
    urgentReason: doc.urgent_reason,
  };
}

/** Marks a claimed schedule as published as `version`. */
export async function finishSchedule(tx: Db, options: { id: string; version: number }): Promise<void> {
  await tx.query(
    `UPDATE publish_schedules SET status = 'published', version = $2, finished_at = now(), error = NULL WHERE id = $1`,
    [options.id, options.version],
  );
}

/** Marks a claimed schedule as failed with the reason. */
export async function failSchedule(tx: Db, options: { id: string; error: string }): Promise<void> {
  await tx.query(`UPDATE publish_schedules SET status = 'failed', error = $2, finished_at = now() WHERE id = $1`, [options.id, options.error]);
}

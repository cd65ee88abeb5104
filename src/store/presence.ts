import { isUuid } from '../core/node';
import type { Db } from './types';

/** Someone who has a document open in the editor. */
export interface PresenceEntry {
  userId: string;
  name: string;
  email: string;
  /** Since when they have had it open without a gap longer than the window. */
  since: string;
  seenAt: string;
}

/** Heartbeats older than this are deleted when someone else's heartbeat for the document arrives. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

interface PresenceRow {
  user_id: string;
  name: string;
  email: string;
  since: string;
  seen_at: string;
}

/**
 * Records that `userId` has the document open now, and forgets day-old heartbeats of the
 * document. `since` restarts when their previous heartbeat is older than `windowMs` (they had
 * left). An unknown document or user fails with a foreign-key violation.
 */
export async function touchPresence(db: Db, options: { documentId: string; userId: string; windowMs: number }): Promise<void> {
  await db.query(
    `INSERT INTO editor_presence (document_id, user_id) VALUES ($1, $2)
     ON CONFLICT (document_id, user_id) DO UPDATE SET
       since = CASE WHEN editor_presence.seen_at < now() - $3::double precision * interval '1 millisecond'
                    THEN now() ELSE editor_presence.since END,
       seen_at = now()`,
    [options.documentId, options.userId, options.windowMs],
  );
  await db.query(
    `DELETE FROM editor_presence WHERE document_id = $1 AND seen_at < now() - $2::double precision * interval '1 millisecond'`,
    [options.documentId, FORGET_AFTER_MS],
  );
}

/** Records that `userId` closed the document. */
export async function leavePresence(db: Db, options: { documentId: string; userId: string }): Promise<void> {
  if (!isUuid(options.documentId) || !isUuid(options.userId)) return;
  await db.query('DELETE FROM editor_presence WHERE document_id = $1 AND user_id = $2', [options.documentId, options.userId]);
}

/** Enabled users seen on the document within the last `windowMs`, except `exceptUserId`, longest present first. */
export async function listPresence(
  db: Db,
  options: { documentId: string; windowMs: number; exceptUserId?: string },
): Promise<PresenceEntry[]> {
  if (!isUuid(options.documentId)) return [];
  const { rows } = await db.query<PresenceRow>(
    `SELECT p.user_id, u.name, u.email, p.since, p.seen_at
     FROM editor_presence p JOIN users u ON u.id = p.user_id
     WHERE p.document_id = $1 AND p.seen_at >= now() - $2::double precision * interval '1 millisecond'
       AND NOT u.disabled AND p.user_id IS DISTINCT FROM $3::uuid
     ORDER BY p.since, u.email`,
    [options.documentId, options.windowMs, options.exceptUserId ?? null],
  );
  return rows.map((row) => ({ userId: row.user_id, name: row.name, email: row.email, since: row.since, seenAt: row.seen_at }));
}

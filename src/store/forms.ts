import type { Forward } from '../core/forms';
import type { SiteId } from '../core/sites';
import type { SubmissionLine } from '../core/submission-lines';
import { newId } from '../core/node';
import type { CountedPage, PageRequest } from '../core/contracts/paging';
import { countedKeysetPage } from './paging';
import type { Db } from './types';

export interface StoredFile {
  field: string;
  hash: string;
  ext: string;
  name: string;
  mime: string;
  size: number;
}

export interface Submission {
  id: string;
  site: SiteId;
  documentId: string | null;
  path: string;
  formId: string;
  formKind: string;
  formName: string;
  values: Record<string, unknown>;
  files: StoredFile[];
  /** The answers as labelled lines, in the form's order; null for submissions stored before they were kept. */
  lines: SubmissionLine[] | null;
  /** The visitor's reference (`SR-2026-000123`), for forms that give one. */
  reference: string | null;
  createdAt: string;
  deleteAfter: string;
}

interface SubmissionRow {
  id: string;
  site: SiteId;
  document_id: string | null;
  path: string;
  form_id: string;
  form_kind: string;
  form_name: string;
  values: Record<string, unknown>;
  files: StoredFile[];
  lines: SubmissionLine[] | null;
  reference: string | null;
  created_at: string;
  delete_after: string;
}

function toSubmission(row: SubmissionRow): Submission {
  return {
    id: row.id,
    site: row.site,
    documentId: row.document_id,
    path: row.path,
    formId: row.form_id,
    formKind: row.form_kind,
    formName: row.form_name,
    values: row.values,
    files: row.files,
    lines: row.lines,
    reference: row.reference ?? null,
    createdAt: row.created_at,
    deleteAfter: row.delete_after,
  };
}

const SUBMISSION_COLUMNS = 'id, site, document_id, path, form_id, form_kind, form_name, values, files, lines, reference, created_at, delete_after';

export interface OutboxMessage {
  channel: 'webhook' | 'email' | 'sms' | 'voice';
  target: string;
  payload: Record<string, unknown>;
  /** Kept for people to read rather than sent (no SMTP, no SMS provider). */
  held?: boolean;
  /** Sent already, before the submission was stored (a form's target that checks the captcha itself). */
  sent?: boolean;
}

/** The submission a retry with this idempotency key repeats, if one was stored. */
export async function findSubmissionByKey(db: Db, options: { formId: string; idempotencyKey: string }): Promise<Submission | undefined> {
  const { rows } = await db.query<SubmissionRow>(`SELECT ${SUBMISSION_COLUMNS} FROM form_submissions WHERE form_id = $1 AND idempotency_key = $2`, [
    options.formId,
    options.idempotencyKey,
  ]);
  return rows[0] && toSubmission(rows[0]);
}

/**
 * Adds a submission kept for `retentionDays`; undefined when a submission with the same
 * idempotency key is there already (two retries raced: the other one's row stands).
 */
export async function insertSubmission(
  db: Db,
  options: {
    site: SiteId;
    documentId: string;
    path: string;
    formId: string;
    formKind: string;
    formName: string;
    values: Record<string, unknown>;
    files: StoredFile[];
    /** Absent: stored without lines (the admin derives them from the values). */
    lines?: SubmissionLine[];
    retentionDays: number;
    idempotencyKey: string | null;
    /**
     * A reference to give it: `{prefix}-{year}-{number of six digits or more}` (`SR-2026-000123`),
     * or one `nextSubmissionReference` gave already.
     */
    reference?: { prefix: string; year: number } | { given: string };
    /** Its id when it was sent before it was stored; a new one otherwise. */
    id?: string;
  },
): Promise<Submission | undefined> {
  const numbered = options.reference && 'prefix' in options.reference ? options.reference : undefined;
  const { rows } = await db.query<SubmissionRow>(
    `INSERT INTO form_submissions (id, site, document_id, path, form_id, form_kind, form_name, values, files, idempotency_key, delete_after, lines, reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + $11::integer * interval '1 day', $12,
             CASE WHEN $15::text IS NOT NULL THEN $15::text
                  WHEN $13::text IS NULL THEN NULL ELSE $13::text || '-' || $14::text || '-' || lpad(nextval('submission_reference_seq')::text, 6, '0') END)
     ON CONFLICT (form_id, idempotency_key) DO NOTHING
     RETURNING ${SUBMISSION_COLUMNS}`,
    [
      options.id ?? newId(),
      options.site,
      options.documentId,
      options.path,
      options.formId,
      options.formKind,
      options.formName,
      JSON.stringify(options.values),
      JSON.stringify(options.files),
      options.idempotencyKey,
      options.retentionDays,
      options.lines ? JSON.stringify(options.lines) : null,
      numbered?.prefix ?? null,
      numbered ? String(numbered.year) : null,
      options.reference && 'given' in options.reference ? options.reference.given : null,
    ],
  );
  return rows[0] && toSubmission(rows[0]);
}

/** The next submission reference (`SR-2026-000124`), for a submission sent before it is stored. */
export async function nextSubmissionReference(db: Db, { prefix, year }: { prefix: string; year: number }): Promise<string> {
  const { rows } = await db.query<{ reference: string }>(`SELECT $1::text || '-' || $2::text || '-' || lpad(nextval('submission_reference_seq')::text, 6, '0') AS reference`, [prefix, String(year)]);
  return rows[0]!.reference;
}

export async function getSubmission(db: Db, options: { id: string }): Promise<Submission | undefined> {
  const { rows } = await db.query<SubmissionRow>(`SELECT ${SUBMISSION_COLUMNS} FROM form_submissions WHERE id = $1`, [options.id]);
  return rows[0] && toSubmission(rows[0]);
}

export interface SubmissionFilter {
  site?: SiteId;
  /** Only submissions of these sites. */
  sites?: readonly SiteId[];
  formId?: string;
  from?: string;
  to?: string;
  /** The visitor's reference, as stored (upper case). */
  reference?: string;
}

/** The conditions of a filter, only for what it gives (so that the planner sees the index to use). */
function filterSql(filter: SubmissionFilter): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (filter.site !== undefined) add((n) => `site = $${n}`, filter.site);
  if (filter.formId !== undefined) add((n) => `form_id = $${n}`, filter.formId);
  if (filter.from !== undefined) add((n) => `created_at >= $${n}::timestamptz`, filter.from);
  if (filter.to !== undefined) add((n) => `created_at < $${n}::timestamptz`, filter.to);
  if (filter.sites !== undefined) add((n) => `site = ANY($${n}::text[])`, [...filter.sites]);
  if (filter.reference !== undefined) add((n) => `reference = $${n}`, filter.reference);
  return { where, params };
}

/** Submissions, newest first, a page at a time, with their count. */
export async function listSubmissions(db: Db, options: SubmissionFilter & { page: PageRequest }): Promise<CountedPage<Submission>> {
  return countedKeysetPage(db, {
    ...filterSql(options),
    columns: SUBMISSION_COLUMNS,
    from: 'form_submissions',
    keyset: { list: 'submissions', order: [{ expr: 'created_at', type: 'timestamptz', desc: true }, { expr: 'id', type: 'uuid', desc: true }] },
    page: options.page,
    map: toSubmission,
  });
}

/** The forms that have submissions, with counts (for the admin's filter). */
export async function submissionForms(db: Db, options: { site?: SiteId; sites?: readonly SiteId[] }): Promise<{ site: SiteId; formId: string; formName: string; path: string; count: number }[]> {
  const { rows } = await db.query<{ site: SiteId; form_id: string; form_name: string; path: string; count: number }>(
    `SELECT site, form_id, max(form_name) AS form_name, max(path) AS path, count(*) AS count FROM form_submissions
     WHERE ($1::text IS NULL OR site = $1) AND ($2::text[] IS NULL OR site = ANY($2::text[]))
     GROUP BY site, form_id ORDER BY site, max(form_name)`,
    [options.site ?? null, options.sites ? [...options.sites] : null],
  );
  return rows.map((r) => ({ site: r.site, formId: r.form_id, formName: r.form_name, path: r.path, count: r.count }));
}

/** Which of these file hashes a stored submission still holds. */
export async function submissionFileHashesInUse(db: Db, options: { hashes: readonly string[] }): Promise<Set<string>> {
  if (options.hashes.length === 0) return new Set();
  const { rows } = await db.query<{ hash: string }>(
    `SELECT DISTINCT f->>'hash' AS hash FROM form_submissions, jsonb_array_elements(files) f WHERE f->>'hash' = ANY($1::text[])`,
    [options.hashes],
  );
  return new Set(rows.map((r) => r.hash));
}

/** Queues messages: a submission's (`submissionId`), or others (subscription confirmations). */
export async function enqueueMessages(db: Db, options: { site: SiteId; submissionId?: string; messages: readonly OutboxMessage[] }): Promise<void> {
  for (const m of options.messages) {
    await db.query(
      `INSERT INTO outbox (channel, target, payload, submission_id, site, status, sent_at) VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6::text = 'sent' THEN now() END)`,
      [m.channel, m.target, JSON.stringify(m.payload), options.submissionId ?? null, options.site, m.sent ? 'sent' : m.held ? 'held' : 'pending'],
    );
  }
}

/** Marks a one-time key used (a captcha answer, a sign-in state); false when it was used before (a replay). */
export async function markUsedOnce(db: Db, options: { replayKey: string; expiresAt: Date }): Promise<boolean> {
  const { rows } = await db.query('INSERT INTO captcha_used (signature, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING signature', [
    options.replayKey,
    options.expiresAt.toISOString(),
  ]);
  return rows.length > 0;
}

/** Drops captcha answers whose challenges have expired (a replay of them fails the signature check anyway). */
export async function pruneCaptchaUsed(db: Db): Promise<void> {
  await db.query('DELETE FROM captcha_used WHERE expires_at < now()');
}

// The outbox.

export interface OutboxEntry {
  id: number;
  channel: OutboxMessage['channel'];
  target: string;
  payload: Record<string, unknown>;
  submissionId: string | null;
  site: string | null;
  /** pending: queued for its first or next attempt; sending: claimed by a sender; delivered: reported so by the SMS provider; opted_out: the number replied STOP. */
  status: 'pending' | 'sending' | 'sent' | 'delivered' | 'failed' | 'held' | 'opted_out';
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** The SMS provider's id of the message or call. */
  providerId: string | null;
  deliveredAt: string | null;
}

interface OutboxRow {
  id: number;
  channel: OutboxMessage['channel'];
  target: string;
  payload: Record<string, unknown>;
  submission_id: string | null;
  site: string | null;
  status: OutboxEntry['status'];
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  provider_id: string | null;
  delivered_at: string | null;
}

const OUTBOX_COLUMNS = 'id, channel, target, payload, submission_id, site, status, attempts, next_attempt_at, last_error, created_at, sent_at, provider_id, delivered_at';

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    channel: row.channel,
    target: row.target,
    payload: row.payload,
    submissionId: row.submission_id,
    site: row.site,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    providerId: row.provider_id,
    deliveredAt: row.delivered_at,
  };
}

/**
 * Claims due messages for one sender for `leaseMs`: no other process takes them meanwhile,
 * and if this one dies the lease runs out and they are taken again (at-least-once).
 */
export async function claimOutbox(db: Db, options: { limit: number; leaseMs: number }): Promise<OutboxEntry[]> {
  const { rows } = await db.query<OutboxRow>(
    `UPDATE outbox SET status = 'sending', claimed_until = now() + $2::double precision * interval '1 millisecond', attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM outbox
       WHERE (status = 'pending' AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())) OR (status = 'sending' AND claimed_until < now())
       ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED
     ) RETURNING ${OUTBOX_COLUMNS}`,
    [options.limit, options.leaseMs],
  );
  return rows.map(toEntry);
}

export async function markOutboxSent(db: Db, options: { id: number; providerId?: string | null }): Promise<void> {
  await db.query(`UPDATE outbox SET status = 'sent', sent_at = now(), claimed_until = NULL, last_error = NULL, provider_id = $2 WHERE id = $1`, [
    options.id,
    options.providerId ?? null,
  ]);
}

/** A claimed SMS or voice message not sent because its number opted out; `reason` says so. */
export async function markOutboxOptedOut(db: Db, options: { id: number; reason: string }): Promise<void> {
  await db.query(`UPDATE outbox SET status = 'opted_out', claimed_until = NULL, last_error = $2 WHERE id = $1`, [options.id, options.reason.slice(0, 2000)]);
}

/** The provider's report on a sent message: delivered, or failed with why; undefined unless it was sent with that provider id. */
export async function markOutboxDelivery(
  db: Db,
  options: { id: number; providerId: string; outcome: { state: 'delivered' } | { state: 'failed'; reason: string } },
): Promise<OutboxEntry | undefined> {
  const { rows } = await db.query<OutboxRow>(
    `UPDATE outbox SET status = $3::text, delivered_at = CASE WHEN $3::text = 'delivered' THEN now() ELSE delivered_at END, last_error = $4
     WHERE id = $1 AND provider_id = $2 AND status IN ('sent', 'delivered', 'failed') RETURNING ${OUTBOX_COLUMNS}`,
    [options.id, options.providerId, options.outcome.state, options.outcome.state === 'failed' ? options.outcome.reason.slice(0, 2000) : null],
  );
  return rows[0] && toEntry(rows[0]);
}

/** One message of the outbox. */
export async function getOutboxEntry(db: Db, options: { id: number }): Promise<OutboxEntry | undefined> {
  const { rows } = await db.query<OutboxRow>(`SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE id = $1`, [options.id]);
  return rows[0] && toEntry(rows[0]);
}

/** Records a failed attempt: tried again at `retryAt`, or given up (`failed`) when null. */
export async function markOutboxFailed(db: Db, options: { id: number; error: string; retryAt: Date | null }): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = coalesce($3::timestamptz, next_attempt_at), claimed_until = NULL, last_error = $2 WHERE id = $1`,
    [options.id, options.error.slice(0, 2000), options.retryAt?.toISOString() ?? null],
  );
}

/** Puts a claimed message back, due at once, its attempt not counted (the sender stopped, not the target). */
export async function releaseOutbox(db: Db, options: { id: number; error: string }): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = 'pending', claimed_until = NULL, attempts = greatest(attempts - 1, 0), next_attempt_at = now(), last_error = $2 WHERE id = $1 AND status = 'sending'`,
    [options.id, options.error.slice(0, 2000)],
  );
}

/** Outbox messages, newest first, by status and site, a page at a time, with their count. */
export async function listOutbox(db: Db, options: { status?: OutboxEntry['status'] | undefined; site?: string | undefined; page: PageRequest }): Promise<CountedPage<OutboxEntry>> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (options.status) {
    params.push(options.status);
    where.push(`status = $${params.length}`);
  }
  if (options.site) {
    params.push(options.site);
    where.push(`site = $${params.length}`);
  }
  return countedKeysetPage(db, {
    columns: OUTBOX_COLUMNS,
    from: 'outbox',
    where,
    params,
    keyset: { list: 'outbox', order: [{ expr: 'id', type: 'bigint', desc: true }] },
    page: options.page,
    map: toEntry,
  });
}

/** Makes a failed (or waiting) message due at once; undefined when there is no such message. */
export async function requeueOutbox(db: Db, options: { id: number }): Promise<OutboxEntry | undefined> {
  const { rows } = await db.query<OutboxRow>(
    `UPDATE outbox SET status = 'pending', next_attempt_at = now(), claimed_until = NULL WHERE id = $1 AND status IN ('failed', 'pending') RETURNING ${OUTBOX_COLUMNS}`,
    [options.id],
  );
  return rows[0] && toEntry(rows[0]);
}

export type { Forward };

// Each site's captcha.

export interface CaptchaRecord {
  provider: 'altcha' | 'recaptcha';
  secret: string;
  verifyUrl: string;
  /** The lowest reCAPTCHA v3 score accepted (0 to 1). */
  minScore: number;
  updatedAt: string | null;
}

interface CaptchaRow {
  provider: 'altcha' | 'recaptcha';
  secret: string;
  verify_url: string;
  min_score: string;
  updated_at: string;
}

const CAPTCHA_COLUMNS = 'provider, secret, verify_url, min_score, updated_at';
const toCaptcha = (row: CaptchaRow): CaptchaRecord => ({ provider: row.provider, secret: row.secret, verifyUrl: row.verify_url, minScore: Number(row.min_score), updatedAt: row.updated_at });

export async function getSiteCaptcha(db: Db, options: { site: SiteId }): Promise<CaptchaRecord | undefined> {
  const { rows } = await db.query<CaptchaRow>(`SELECT ${CAPTCHA_COLUMNS} FROM site_captcha WHERE site = $1`, [options.site]);
  return rows[0] && toCaptcha(rows[0]);
}

/** The sites whose captcha is reCAPTCHA (what pages need to know; never the secret). */
export async function listRecaptchaSites(db: Db): Promise<SiteId[]> {
  const { rows } = await db.query<{ site: SiteId }>("SELECT site FROM site_captcha WHERE provider = 'recaptcha' ORDER BY site");
  return rows.map((row) => row.site);
}

/** Sets a site's captcha; `secret` or `minScore` undefined keeps the stored one. */
export async function upsertSiteCaptcha(
  db: Db,
  options: { site: SiteId; provider: 'altcha' | 'recaptcha'; secret?: string; verifyUrl: string; minScore?: number },
): Promise<CaptchaRecord> {
  const { rows } = await db.query<CaptchaRow>(
    `INSERT INTO site_captcha (site, provider, secret, verify_url, min_score) VALUES ($1, $2, COALESCE($3, ''), $4, COALESCE($5::numeric, 0.5))
     ON CONFLICT (site) DO UPDATE SET provider = excluded.provider, secret = COALESCE($3, site_captcha.secret), verify_url = excluded.verify_url,
       min_score = COALESCE($5::numeric, site_captcha.min_score), updated_at = now()
     RETURNING ${CAPTCHA_COLUMNS}`,
    [options.site, options.provider, options.secret ?? null, options.verifyUrl, options.minScore ?? null],
  );
  return toCaptcha(rows[0]!);
}

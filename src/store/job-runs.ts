import type { JobRun } from '../core/contracts';
import type { Page, PageRequest } from '../core/contracts/paging';
import { keysetPage } from './paging';
import type { Db } from './types';

export type JobRunRecord = JobRun;

interface JobRunRow {
  name: string;
  next_run_at: string;
  running: boolean;
  claimed_by: string | null;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_outcome: 'ok' | 'failed' | null;
  last_message: string | null;
  last_duration_ms: number | null;
}

const COLUMNS = `name, next_run_at, coalesce(claimed_until > now(), false) AS running, claimed_by, last_started_at, last_finished_at, last_outcome, last_message,
  CASE WHEN last_finished_at >= last_started_at THEN (extract(epoch FROM last_finished_at - last_started_at) * 1000)::double precision END AS last_duration_ms`;

function toJobRun(row: JobRunRow): JobRunRecord {
  return {
    name: row.name,
    nextRunAt: row.next_run_at,
    running: row.running,
    claimedBy: row.claimed_by,
    lastStartedAt: row.last_started_at,
    lastFinishedAt: row.last_finished_at,
    lastOutcome: row.last_outcome,
    lastMessage: row.last_message,
    lastDurationMs: row.last_duration_ms === null ? null : Math.round(Number(row.last_duration_ms)),
  };
}

/** Adds a row for each job not yet known, due at once; known jobs keep theirs. */
export async function ensureJobRuns(db: Db, { names }: { names: readonly string[] }): Promise<void> {
  if (names.length === 0) return;
  await db.query(`INSERT INTO job_runs (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`, [names]);
}

/** Every job's row, by name. */
export async function listJobRuns(db: Db): Promise<JobRunRecord[]> {
  const { rows } = await db.query<JobRunRow>(`SELECT ${COLUMNS} FROM job_runs ORDER BY name`);
  return rows.map(toJobRun);
}

/** A page of the jobs' rows, by name. */
export async function pageJobRuns(db: Db, { page }: { page: PageRequest }): Promise<Page<JobRunRecord>> {
  return keysetPage(db, { columns: COLUMNS, from: 'job_runs', keyset: { list: 'jobs', order: [{ expr: 'name', type: 'text' }] }, page, map: toJobRun });
}

/**
 * Makes a job due now (an Admin's "Run now"), unless a process holds it: `running` when one
 * does (its finish sets the next run), undefined when no job has that name.
 */
export async function makeJobDue(db: Db, { name }: { name: string }): Promise<JobRunRecord | 'running' | undefined> {
  const { rows } = await db.query<JobRunRow>(
    `UPDATE job_runs SET next_run_at = now() WHERE name = $1 AND (claimed_until IS NULL OR claimed_until < now()) RETURNING ${COLUMNS}`,
    [name],
  );
  if (rows[0]) return toJobRun(rows[0]);
  const { rows: held } = await db.query(`SELECT 1 FROM job_runs WHERE name = $1`, [name]);
  return held.length > 0 ? 'running' : undefined;
}

/**
 * Takes the job for one run when it is due and no lease holds it: the row's lease runs for
 * `leaseMs`. Undefined when it is not due or another process holds it.
 */
export async function claimJobRun(db: Db, { name, claimedBy, leaseMs }: { name: string; claimedBy: string; leaseMs: number }): Promise<JobRunRecord | undefined> {
  const { rows } = await db.query<JobRunRow>(
    `UPDATE job_runs SET claimed_until = now() + $3::double precision * interval '1 millisecond', claimed_by = $2, last_started_at = now()
     WHERE name = $1 AND next_run_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
     RETURNING ${COLUMNS}`,
    [name, claimedBy, leaseMs],
  );
  return rows[0] ? toJobRun(rows[0]) : undefined;
}

/**
 * Records how a claimed run ended and when the next is due (`everyMs` from now), and lets the
 * lease go. Only the holder of the claim may: false when the lease had passed to another.
 */
export async function finishJobRun(
  db: Db,
  { name, claimedBy, outcome, message, everyMs }: { name: string; claimedBy: string; outcome: 'ok' | 'failed'; message: string | null; everyMs: number },
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE job_runs SET claimed_until = NULL, last_finished_at = now(), last_outcome = $3, last_message = $4,
       next_run_at = last_started_at + $5::double precision * interval '1 millisecond'
     WHERE name = $1 AND claimed_by = $2 AND claimed_until IS NOT NULL RETURNING name`,
    [name, claimedBy, outcome, message?.slice(0, 2000) ?? null, everyMs],
  );
  return rows.length > 0;
}

/** Extends the lease of a run in progress; false when this process no longer holds it. */
export async function extendJobRun(db: Db, { name, claimedBy, leaseMs }: { name: string; claimedBy: string; leaseMs: number }): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE job_runs SET claimed_until = now() + $3::double precision * interval '1 millisecond'
     WHERE name = $1 AND claimed_by = $2 AND claimed_until IS NOT NULL RETURNING name`,
    [name, claimedBy, leaseMs],
  );
  return rows.length > 0;
}

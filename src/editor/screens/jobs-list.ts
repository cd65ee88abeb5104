import type { JobRun } from '../../core/contracts';

const JOBS: Record<string, { label: string; does: string }> = {
  'scheduled-publishing': { label: 'Scheduled publishing', does: 'Publishes drafts whose scheduled time has come.' },
  outbox: { label: 'Outbox', does: 'Sends waiting form messages, e-mail, SMS and voice alerts.' },
  retention: { label: 'Retention', does: 'Deletes form submissions, draft saves and ended preview links past their retention period, each in the audit log.' },
};

/** A job's name for people, and what it does; a job this screen does not know shows its name. */
export function jobLabel(name: string): { label: string; does: string | null } {
  return JOBS[name] ?? { label: name, does: null };
}

export type JobState = 'running' | 'ok' | 'failed' | 'never';

/** What the row's badge says: running now, the last outcome, or never run. */
export function jobState(job: JobRun): { state: JobState; label: string } {
  if (job.running) return { state: 'running', label: 'Running' };
  if (job.lastOutcome === 'ok') return { state: 'ok', label: 'Succeeded' };
  if (job.lastOutcome === 'failed') return { state: 'failed', label: 'Failed' };
  return { state: 'never', label: 'Not run yet' };
}

/** Whether the run asked for when the job's row was `asked` has ended: a later finish, and not running. */
export function runEnded(asked: JobRun, now: JobRun): boolean {
  return !now.running && now.lastFinishedAt !== null && now.lastFinishedAt !== asked.lastFinishedAt;
}

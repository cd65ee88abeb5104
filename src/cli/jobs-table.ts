import type { JobRun } from '../core/contracts';
import { durationText } from '../core/time';

const when = (iso: string | null): string => (iso ? `${iso.slice(0, 19).replace('T', ' ')} UTC` : 'never');

function outcome(job: JobRun): string {
  if (job.running) return 'running now';
  if (!job.lastOutcome) return '—';
  return job.lastMessage ? `${job.lastOutcome}: ${job.lastMessage}` : job.lastOutcome;
}

const took = (job: JobRun): string => (job.lastDurationMs === null ? '—' : durationText(job.lastDurationMs));

/** `tessera jobs`: each background job with its last run, outcome, duration and next run, as a text table. */
export function jobsTable(jobs: readonly JobRun[]): string {
  if (jobs.length === 0) return 'No background jobs are known yet (run `tessera migrate`).';
  const header = ['Job', 'Last run', 'Outcome', 'Took', 'Next run'];
  const rows = jobs.map((job) => [job.name, when(job.lastStartedAt), outcome(job), took(job), when(job.nextRunAt)]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

import { archiveRecording } from './archive';
import type { Job } from './job';
import { outbox } from './outbox';
import { retention, RETENTION_EVERY_MS } from './retention';
import { scheduledPublishing } from './scheduled-publishing';

export { JobRunner, LEASE_MS, POLL_MS, type JobRunnerOptions, type RunReport, type FinishedRun } from './runner';
export type { Job, JobContext, JobLogger } from './job';
export { archiveRecording, outbox, retention, scheduledPublishing, RETENTION_EVERY_MS };

/**
 * The platform's jobs at this process's intervals (0 turns one off here). Retention runs
 * hourly wherever the outbox is sent, as it did inside the outbox sender before; the archive
 * job records what publications changed every `archive.intervalMs`.
 */
export function platformJobs({
  schedulerIntervalMs,
  outboxIntervalMs,
  archive,
}: {
  schedulerIntervalMs: number;
  outboxIntervalMs: number;
  /** The archive job's settings; absent: it does not run in this process. */
  archive?: { intervalMs: number; keyFile: string; witnessFiles: readonly string[]; checkpointEveryMs: number } | undefined;
}): Job[] {
  return [
    scheduledPublishing({ every: schedulerIntervalMs }),
    outbox({ every: outboxIntervalMs }),
    retention({ every: outboxIntervalMs > 0 ? RETENTION_EVERY_MS : 0 }),
    ...(archive ? [archiveRecording({ every: archive.intervalMs, ...archive })] : []),
  ];
}

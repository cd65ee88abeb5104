import { z } from 'zod';
import { Timestamp } from './common';
import { PageLinks, pageParams } from './paging';

export const JobOutcome = z.enum(['ok', 'failed']);

/** A background job (src/jobs) as the database knows it: its last run and the next. */
export const JobRun = z.object({
  name: z.string(),
  /** The next run is due from this time on; a process running the job takes it at its next tick. */
  nextRunAt: Timestamp,
  /** A process holds the job's lease now. */
  running: z.boolean(),
  /** The process that took the last run. */
  claimedBy: z.string().nullable(),
  lastStartedAt: Timestamp.nullable(),
  lastFinishedAt: Timestamp.nullable(),
  lastOutcome: JobOutcome.nullable(),
  /** What the last run did, or why it failed. */
  lastMessage: z.string().nullable(),
  /** How long the last finished run took, in milliseconds. */
  lastDurationMs: z.number().int().nonnegative().nullable(),
});

export const JobParams = z.object({
  name: z.string().min(1).max(100).regex(/^[a-z0-9-]+$/, 'a job name: lower-case letters, digits and hyphens'),
});

export const JobResponse = z.object({ job: JobRun });

/** The jobs by name. */
export const JobListQuery = z.object({ ...pageParams('jobs', { keyLength: 1 }) }).strict();
export const JobListResponse = z.object({ jobs: z.array(JobRun), ...PageLinks });

export type JobOutcome = z.infer<typeof JobOutcome>;
export type JobRun = z.infer<typeof JobRun>;
export type JobListResponse = z.infer<typeof JobListResponse>;
export type JobResponse = z.infer<typeof JobResponse>;

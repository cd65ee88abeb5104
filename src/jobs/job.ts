import type { ContentContext } from '../content';

/** Where a job writes what it did; Fastify's logger is one. */
export interface JobLogger {
  info(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

/** What a job's run receives from the runner. */
export interface JobContext {
  content: ContentContext;
  log: JobLogger;
  /** Aborted when the process stops: a run ends early and leaves its work to the next. */
  signal: AbortSignal;
  /** Names this process in claims (`claimed_by`). */
  instanceId: string;
}

/**
 * A background job: a name, how often it runs (milliseconds; 0 or less means not in this
 * process), and a run over content operations. What the run returns is recorded as the
 * outcome's message (`tessera jobs`, the admin's Jobs screen).
 */
export interface Job {
  name: string;
  every: number;
  run(ctx: JobContext): Promise<string>;
}

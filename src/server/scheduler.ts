import type { FastifyBaseLogger } from 'fastify';
import { runDueSchedules } from '../content';
import { Ticker } from '../services/clock';
import type { Tessera } from './context';

export interface SchedulerOptions {
  /** Milliseconds between runs; 0 or less means `start()` does nothing. */
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Names this scheduler in `claimed_by`; a random id by default. */
  instanceId?: string;
}

export interface RunResult {
  published: { documentId: string; version: number }[];
  failed: { documentId: string; error: string }[];
}

/**
 * Publishes scheduled drafts when they fall due, through the same publish operation as a
 * person (`runDueSchedules`). The schedules live in the database, so any number of
 * processes may run a scheduler: each schedule is published exactly once.
 */
export class Scheduler {
  readonly instanceId: string;
  private readonly ticker: Ticker;

  constructor(
    private readonly tessera: Pick<Tessera, 'content'>,
    private readonly options: SchedulerOptions,
  ) {
    this.instanceId = options.instanceId ?? `scheduler-${globalThis.crypto.randomUUID()}`;
    this.ticker = new Ticker(options.intervalMs, () => this.runDue(), (error) => options.log.error({ err: error }, 'the scheduler run failed'));
  }

  start(): void {
    this.ticker.start();
  }

  /** Stops the timer and waits for a run in progress to end. */
  stop(): Promise<void> {
    return this.ticker.stop();
  }

  /** Publishes every schedule due at `now` and logs what came of each. */
  async runDue(now?: Date): Promise<RunResult> {
    const result = await runDueSchedules(this.tessera.content, { claimedBy: this.instanceId, ...(now ? { now } : {}) });
    for (const { documentId, version, path } of result.published) this.options.log.info({ documentId, version, path }, 'published a scheduled draft');
    for (const { documentId, error, path } of result.failed) this.options.log.error({ documentId, path, error }, 'a scheduled publish failed');
    return {
      published: result.published.map(({ documentId, version }) => ({ documentId, version })),
      failed: result.failed.map(({ documentId, error }) => ({ documentId, error })),
    };
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { TesseraError } from '../core/errors';
import type { SiteId } from '../core/sites';
import { claimDueSchedule, failSchedule, finishSchedule, publish, type DueSchedule } from '../store';
import { hasRole, publisher } from './access';
import type { Tessera } from './app';
import { validateDocumentTree } from './content';

/** At most this many schedules are published per run; the rest wait for the next one. */
const BATCH = 100;

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

/** A reason a due schedule cannot be published that no retry will fix. */
class Refused extends Error {}

/**
 * Publishes scheduled drafts when they fall due. The schedules live in the database, so
 * any number of processes may run a scheduler: each schedule is claimed and published in
 * one transaction (`FOR UPDATE SKIP LOCKED`), exactly once, also after a restart.
 */
export class Scheduler {
  readonly instanceId: string;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly tessera: Pick<Tessera, 'db' | 'registry' | 'changes'>,
    private readonly options: SchedulerOptions,
  ) {
    this.instanceId = options.instanceId ?? `scheduler-${globalThis.crypto.randomUUID()}`;
  }

  start(): void {
    if (this.options.intervalMs <= 0 || this.timer || this.stopped) return;
    const tick = () => {
      this.running = this.runDue()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'the scheduler run failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs).unref();
        });
    };
    this.timer = setTimeout(tick, this.options.intervalMs).unref();
  }

  /** Stops the timer and waits for a run in progress to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Publishes every schedule due at `now`. A schedule whose draft is invalid, or whose
   * author may no longer publish, is marked failed with the reason; a database error
   * ends the run and leaves the schedule pending for the next one.
   */
  async runDue(now: Date = new Date()): Promise<RunResult> {
    const result: RunResult = { published: [], failed: [] };
    for (let i = 0; i < BATCH; i++) {
      const outcome = await this.tessera.db.transaction(async (tx) => {
        const due = await claimDueSchedule(tx, { now, claimedBy: this.instanceId });
        if (!due) return undefined;
        try {
          // A savepoint: a failed publish undoes only its own work, and the claim stays to be marked failed.
          const version = await tx.transaction(async (inner) => {
            this.check(due);
            const published = await publish(inner, {
              id: due.schedule.documentId,
              actor: due.schedule.scheduledBy,
              note: due.schedule.note,
            });
            await finishSchedule(inner, { id: due.schedule.id, version: published.version });
            return published.version;
          });
          return { ok: true as const, due, version };
        } catch (error) {
          if (!(error instanceof TesseraError || error instanceof Refused)) throw error;
          await failSchedule(tx, { due, error: error.message });
          return { ok: false as const, due, error: error.message };
        }
      });
      if (!outcome) break;
      const { documentId } = outcome.due.schedule;
      if (outcome.ok) {
        result.published.push({ documentId, version: outcome.version });
        this.options.log.info({ documentId, version: outcome.version, path: outcome.due.path }, 'published a scheduled draft');
        await this.announce(outcome.due.site);
      } else {
        result.failed.push({ documentId, error: outcome.error });
        this.options.log.error({ documentId, path: outcome.due.path, error: outcome.error }, 'a scheduled publish failed');
      }
    }
    return result;
  }

  /** What the publish route checks for a person, checked again at the time of publishing. */
  private check(due: DueSchedule): void {
    const { user } = due;
    if (!user || user.disabled || !hasRole(user, publisher.minRole!)) {
      throw new Refused(
        `${due.schedule.scheduledBy} may no longer publish (the account is disabled, removed or lacks the role), so the scheduled publish did not run`,
      );
    }
    validateDocumentTree({ registry: this.tessera.registry, site: due.site, kind: due.kind, tree: due.draft });
  }

  private async announce(site: SiteId): Promise<void> {
    try {
      await this.tessera.changes.contentChanged(site);
    } catch (error) {
      this.options.log.error({ err: error, site }, 'announcing a scheduled publish failed');
    }
  }
}

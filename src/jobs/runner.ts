import { claimJobRun, extendJobRun, finishJobRun, registerJobs, type ContentContext } from '../content';
import type { JobOutcome } from '../core/contracts';
import { Ticker } from '../services/clock';
import type { Job, JobLogger } from './job';

/** How long a claim holds before another process may take the job; renewed while the run goes on. */
export const LEASE_MS = 60_000;
/** A job due less often than this still looks this often whether another process has moved its next run. */
export const POLL_MS = 60_000;

export interface RunReport {
  name: string;
  outcome: JobOutcome;
  message: string;
}

export interface JobRunnerOptions {
  content: ContentContext;
  jobs: readonly Job[];
  log: JobLogger;
  /** Names this process in `claimed_by`; a random id by default. */
  instanceId?: string;
  leaseMs?: number;
  pollMs?: number;
  /** Told of each run this process made, as it ends (the server counts them for `/metrics`). */
  onRun?: (run: FinishedRun) => void;
}

/** A run as it ended: its report and how long it took. */
export interface FinishedRun extends RunReport {
  durationMs: number;
}

/**
 * Runs background jobs. Every run is claimed through the database first (`job_runs`), so any
 * number of processes may run the same jobs: a due job runs in one of them at a time, and
 * its next run is due `every` after this one started. A job whose `every` is 0 or less does
 * not run in this process.
 */
export class JobRunner {
  readonly instanceId: string;
  private readonly stopping = new AbortController();
  private readonly tickers = new Map<string, Ticker>();
  private readonly leaseMs: number;
  private readonly pollMs: number;

  constructor(private readonly options: JobRunnerOptions) {
    this.instanceId = options.instanceId ?? `jobs-${globalThis.crypto.randomUUID()}`;
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.pollMs = options.pollMs ?? POLL_MS;
  }

  /** The jobs this process runs. */
  get active(): Job[] {
    return this.options.jobs.filter((job) => job.every > 0);
  }

  /** Makes the jobs known to the database and starts looking for due runs. */
  async start(): Promise<void> {
    const jobs = this.active;
    if (jobs.length === 0 || this.stopping.signal.aborted) return;
    await registerJobs(this.options.content, { names: jobs.map((job) => job.name) });
    if (this.stopping.signal.aborted) return;
    for (const job of jobs) {
      const ticker = new Ticker(
        Math.min(job.every, this.pollMs),
        () => this.runIfDue(job),
        (error) => this.options.log.error({ err: error, job: job.name }, 'a job run could not be claimed or recorded'),
      );
      this.tickers.set(job.name, ticker);
      ticker.start();
    }
  }

  /**
   * Runs `job` once if it is due and no process holds it, and records the outcome; undefined
   * when it was not this process's to run. A failing run is recorded, not thrown.
   */
  async runIfDue(job: Job): Promise<RunReport | undefined> {
    const { content, log } = this.options;
    const claim = { name: job.name, claimedBy: this.instanceId };
    if (this.stopping.signal.aborted || !(await claimJobRun(content, { ...claim, leaseMs: this.leaseMs }))) return undefined;
    const renew = setInterval(() => {
      extendJobRun(content, { ...claim, leaseMs: this.leaseMs }).catch((error: unknown) => log.error({ err: error, job: job.name }, 'a job lease could not be renewed'));
    }, this.leaseMs / 3).unref();
    let report: RunReport;
    const started = performance.now();
    try {
      const message = await job.run({ content, log, signal: this.stopping.signal, instanceId: this.instanceId });
      report = { name: job.name, outcome: 'ok', message };
    } catch (error) {
      log.error({ err: error, job: job.name }, `the ${job.name} job failed`);
      report = { name: job.name, outcome: 'failed', message: error instanceof Error ? error.message : String(error) };
    } finally {
      clearInterval(renew);
    }
    this.options.onRun?.({ ...report, durationMs: performance.now() - started });
    await finishJobRun(content, { ...claim, outcome: report.outcome, message: report.message, everyMs: job.every });
    return report;
  }

  /**
   * Looks for a run of the job `name` now rather than at its next tick (an Admin's "Run now"
   * made it due). False when this process does not run that job: another process takes it at
   * its next look.
   */
  wake(name: string): boolean {
    const ticker = this.tickers.get(name);
    ticker?.poke();
    return ticker !== undefined;
  }

  /** Stops looking for runs, aborts the run in progress and waits for it to be recorded. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.all([...this.tickers.values()].map((ticker) => ticker.stop()));
  }
}

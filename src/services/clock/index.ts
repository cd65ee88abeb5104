/** The time, as a service: operations ask a clock, so tests and the scheduler can set it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Runs `job` every `intervalMs`, never two at once: the next run is timed from the end of
 * the previous one. `stop()` waits for a run in progress. The timer does not keep the
 * process alive.
 */
export class Ticker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly intervalMs: number,
    private readonly job: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.intervalMs <= 0 || this.timer || this.stopped) return;
    this.timer = setTimeout(this.tick, this.intervalMs).unref();
  }

  /** Runs the job at once instead of at the next tick, unless it is running or the ticker is stopped. */
  poke(): void {
    if (this.stopped || this.running || !this.timer) return;
    clearTimeout(this.timer);
    this.tick();
  }

  private readonly tick = () => {
    this.timer = undefined;
    this.running = this.job()
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        if (!this.stopped) this.timer = setTimeout(this.tick, this.intervalMs).unref();
      });
  };

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

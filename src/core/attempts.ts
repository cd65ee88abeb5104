/**
 * Counts failed attempts per key (e.g. a page and a client address) in a fixed window, so
 * that guessing is slowed without one visitor's mistakes locking anyone else out.
 * In-memory per process: with several processes each keeps its own count.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly options: { max: number; windowMs: number; maxKeys?: number; now?: () => number },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    const left = entry.resetAt - this.now();
    if (left <= 0) {
      this.failures.delete(key);
      return 0;
    }
    return entry.count >= this.options.max ? Math.ceil(left / 1000) : 0;
  }

  /** Records a failure of `key`. */
  fail(key: string): void {
    const now = this.now();
    const entry = this.failures.get(key);
    if (entry && entry.resetAt > now) {
      entry.count += 1;
      return;
    }
    if (this.failures.size >= (this.options.maxKeys ?? 100_000)) this.prune(now);
    this.failures.set(key, { count: 1, resetAt: now + this.options.windowMs });
  }

  /** Forgets `key` (after a success). */
  reset(key: string): void {
    this.failures.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
    // Still full of live entries: drop the oldest rather than grow without bound.
    while (this.failures.size >= (this.options.maxKeys ?? 100_000)) this.failures.delete(this.failures.keys().next().value!);
  }
}

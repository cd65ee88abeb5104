/** How many failures a key may have in a fixed window before it must wait for the window's end. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/**
 * Counts failed attempts per key (e.g. a page and a client address) in a fixed window, so
 * that guessing is slowed without one visitor's mistakes locking anyone else out. The counts
 * live in the database (content/limits), shared by every process and host of an installation.
 */
export interface AttemptLimiter {
  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string): Promise<number>;
  /** Records a failure of `key`. */
  fail(key: string): Promise<void>;
  /** Forgets `key` (after a success). */
  reset(key: string): Promise<void>;
}

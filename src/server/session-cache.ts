/**
 * Sessions this process looked up, kept for a few seconds so that a signed-in visitor's pages
 * do not cost a database query each (issue 26 item 5). Keyed by the token's SHA-256, never the
 * token. Bounded: least recently used entries go first. A lookup that was in flight while an
 * invalidation arrived is not kept (it may have read the session before the change).
 *
 * Sign-out, disabling a visitor and changes to one reach every process through the change feed
 * (`ChangeFeed.visitorSessionsChanged` → `drop`/`dropOwner`), so a cached session never outlives
 * its end by more than the notice's delay; without a notice (a session that simply expired) by
 * at most `ttlMs`.
 */
interface Entry<V> {
  value: Promise<V | null>;
  until: number;
  /** Whose session it is once looked up (`null`: none); absent while the lookup is in flight. */
  owner?: string | null;
}

export class SessionCache<V extends { id: string }> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Bumped by every invalidation: a lookup started before it is not kept. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor({ maxEntries = 4096, ttlMs = 5000, now = Date.now }: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}) {
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  /**
   * The session of `key` (owner or `null` for none), from the cache while fresh, else from
   * `lookup`, whose answer — found or not — is kept for at most `ttlMs`. Concurrent requests
   * for one key share one lookup. A failed lookup is not kept.
   */
  get(key: string, lookup: () => Promise<V | null>): Promise<V | null> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.until > now) {
      // Most recently used last: Map keeps insertion order, so the first key is the eviction candidate.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    if (entry) this.entries.delete(key);
    const started = this.generation;
    const value = lookup();
    const kept: Entry<V> = { value, until: now + this.ttlMs };
    this.entries.set(key, kept);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    value.then(
      (found) => {
        kept.owner = found?.id ?? null;
        if (this.generation !== started && this.entries.get(key) === kept) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === kept) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Forgets one session. */
  drop(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  /** Forgets every session of one owner (a visitor signed out everywhere, disabled or changed). */
  dropOwner(ownerId: string): void {
    this.generation++;
    // Lookups in flight go too: they may have read the session before the change.
    for (const [key, entry] of this.entries) if (entry.owner === undefined || entry.owner === ownerId) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

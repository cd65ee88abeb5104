import type { Db } from './types';

/** A live fixed-window counter: its count and the milliseconds until its window ends. */
export interface CounterState {
  count: number;
  ttlMs: number;
}

const TTL = `greatest(0, ceil(extract(epoch FROM (expires_at - now())) * 1000))::integer AS ttl_ms`;

/**
 * Adds one to `key`'s counter in one statement (so concurrent increments from any process are
 * all counted): a missing or expired counter starts a new window of `windowMs` at 1.
 */
export async function incrementCounter(db: Db, { key, windowMs }: { key: string; windowMs: number }): Promise<CounterState> {
  const { rows } = await db.query<{ count: number; ttl_ms: number }>(
    `INSERT INTO limit_counters AS c (key, count, window_start, expires_at)
     VALUES ($1, 1, now(), now() + $2::double precision * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       count        = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.count + 1 END,
       window_start = CASE WHEN c.expires_at <= now() THEN now() ELSE c.window_start END,
       expires_at   = CASE WHEN c.expires_at <= now() THEN excluded.expires_at ELSE c.expires_at END
     RETURNING count, ${TTL}`,
    [key, windowMs],
  );
  return { count: rows[0]!.count, ttlMs: rows[0]!.ttl_ms };
}

/** `key`'s counter while its window lasts; `undefined` when there is none or it expired. */
export async function liveCounter(db: Db, { key }: { key: string }): Promise<CounterState | undefined> {
  const { rows } = await db.query<{ count: number; ttl_ms: number }>(`SELECT count, ${TTL} FROM limit_counters WHERE key = $1 AND expires_at > now()`, [key]);
  return rows[0] ? { count: rows[0].count, ttlMs: rows[0].ttl_ms } : undefined;
}

/** Forgets `key`'s counter. */
export async function deleteCounter(db: Db, { key }: { key: string }): Promise<void> {
  await db.query('DELETE FROM limit_counters WHERE key = $1', [key]);
}

/** Deletes up to `limit` counters whose window ended (by the database's clock, as they were counted); returns how many. */
export async function deleteExpiredCounterBatch(db: Db, { limit }: { limit: number }): Promise<number> {
  const { rows } = await db.query<{ key: string }>(
    `DELETE FROM limit_counters WHERE key IN (SELECT key FROM limit_counters WHERE expires_at <= now() ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED) RETURNING key`,
    [limit],
  );
  return rows.length;
}

import type { Db } from './types';

/** Messages of the outbox not yet done with, by channel and state (`/metrics`). */
export interface OutboxFigure {
  channel: string;
  /** `pending` (not tried yet), `retrying` (waiting after a failed attempt), `sending`, `failed` (given up), `held` (no provider). */
  state: 'pending' | 'retrying' | 'sending' | 'failed' | 'held';
  count: number;
  /** Seconds since the oldest of them was queued. */
  oldestSeconds: number;
}

/** The outbox's backlog and failures, one row per channel and state that has messages. */
export async function outboxFigures(db: Db): Promise<OutboxFigure[]> {
  const { rows } = await db.query<{ channel: string; state: OutboxFigure['state']; count: number; oldest_seconds: number }>(
    `SELECT channel, CASE WHEN status = 'pending' AND attempts > 0 THEN 'retrying' ELSE status END AS state,
            count(*) AS count, extract(epoch FROM now() - min(created_at))::float8 AS oldest_seconds
       FROM outbox WHERE status IN ('pending', 'sending', 'failed', 'held')
      GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return rows.map((row) => ({ channel: row.channel, state: row.state, count: Number(row.count), oldestSeconds: Math.max(0, Number(row.oldest_seconds)) }));
}

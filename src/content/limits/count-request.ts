import * as store from '../../store';
import type { ContentContext } from '../context';
import { counterKey } from './counter-key';

/**
 * Counts one request of a rate limit (`key`: the route and the client) in the database, so
 * that every process and host shares each limit: the count in the current window of
 * `windowMs` (this request included) and the milliseconds left in it.
 */
export async function countRequest(ctx: Pick<ContentContext, 'db'>, { key, windowMs }: { key: string; windowMs: number }): Promise<{ count: number; ttlMs: number }> {
  return store.incrementCounter(ctx.db, { key: counterKey('rate', key), windowMs });
}

/** Deletes counters whose window ended (the retention job); returns how many. */
export async function deleteEndedCounters(ctx: Pick<ContentContext, 'db'>, { batch = 1000, maxBatches = 25 }: { batch?: number; maxBatches?: number } = {}): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const n = await store.deleteExpiredCounterBatch(ctx.db, { limit: batch });
    total += n;
    if (n < batch) break;
  }
  return total;
}

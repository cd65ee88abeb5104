import type { AttemptLimit, AttemptLimiter } from '../../core/attempts';
import * as store from '../../store';
import type { ContentContext } from '../context';
import { counterKey } from './counter-key';

/**
 * Failed attempts of one kind (`name`: access codes, visitor sign-in per account, …) counted in
 * the database: a key that failed `max` times waits until its window, started by its first
 * failure, ends; on every process and host alike. The retention job deletes ended windows.
 */
export function attemptLimiter(ctx: Pick<ContentContext, 'db'>, { name, max, windowMs }: AttemptLimit & { name: string }): AttemptLimiter {
  const key = (k: string) => counterKey(`attempts:${name}`, k);
  return {
    async retryAfter(k) {
      const counter = await store.liveCounter(ctx.db, { key: key(k) });
      return counter && counter.count >= max ? Math.max(1, Math.ceil(counter.ttlMs / 1000)) : 0;
    },
    async fail(k) {
      await store.incrementCounter(ctx.db, { key: key(k), windowMs });
    },
    async reset(k) {
      await store.deleteCounter(ctx.db, { key: key(k) });
    },
  };
}

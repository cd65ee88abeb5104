import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';

/** Counts one request under `key` in a window of `windowMs`: the count so far and the milliseconds left. */
export type RequestCounter = (input: { key: string; windowMs: number }) => Promise<{ count: number; ttlMs: number }>;

type RouteLimit = FastifyRateLimitOptions & { routeInfo?: Partial<RouteOptions>; continueExceeding?: boolean; exponentialBackoff?: boolean };

/**
 * A `@fastify/rate-limit` store that keeps its counts where `count` keeps them (the database,
 * through `content.countRequest`), so that every process and host shares each limit. Each
 * route counts apart (its method and path lead the key, as the plugin's Redis store does);
 * the plugin's `continueExceeding` and `exponentialBackoff` are not supported.
 */
export function sharedRateLimitStore(count: RequestCounter): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      options: RouteLimit,
      private readonly prefix = '',
    ) {
      if (options.continueExceeding || options.exponentialBackoff) throw new Error('The shared rate-limit store supports neither continueExceeding nor exponentialBackoff');
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void {
      // The plugin passes the window as a third argument its types leave out.
      count({ key: `${this.prefix}${key}`, windowMs: timeWindow ?? 60_000 }).then(
        ({ count: current, ttlMs }) => callback(null, { current, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteLimit): FastifyRateLimitStore {
      const route = routeOptions.routeInfo;
      return new SharedStore(routeOptions, `${String(route?.method ?? '')} ${route?.url ?? ''}\n`);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}

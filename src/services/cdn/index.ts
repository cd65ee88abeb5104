/**
 * Purging a shared cache (CDN) in front of the server by surrogate key: the responses tagged
 * `Surrogate-Key: site-nyse doc-…` are dropped when one of their keys is purged. Without a
 * configured purge endpoint nothing is sent (`noCdnPurge`); `http.ts` sends `PURGE` requests.
 */

export interface CdnPurger {
  /**
   * Drops every cached response tagged with one of `keys`. Resolves once each batch had its
   * first try (failures are retried in the background, then logged); never rejects: the change
   * that caused the purge is already committed.
   */
  purge(keys: readonly string[]): Promise<void>;
  /** Resolves when no purge, retry or repeat is pending. */
  idle(): Promise<void>;
  /** Cancels the retries and repeats that are waiting, and waits for the requests in flight. */
  close(): Promise<void>;
}

/** No CDN to tell (CDN_PURGE_URL unset). */
export const noCdnPurge: CdnPurger = { purge: async () => {}, idle: async () => {}, close: async () => {} };

/** What one purge request carries at most: Varnish and most CDNs cap a header near 8 KB, Fastly at 256 keys. */
export const PURGE_LIMITS = { maxKeys: 100, maxBytes: 4096 };

/**
 * Splits keys (duplicates dropped, order kept) into the `Surrogate-Key` values of successive
 * requests: at most `maxKeys` keys and `maxBytes` bytes each, keys separated by single spaces.
 */
export function purgeBatches(keys: readonly string[], { maxKeys, maxBytes } = PURGE_LIMITS): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  let bytes = 0;
  for (const key of new Set(keys)) {
    const size = Buffer.byteLength(key) + (batch.length > 0 ? 1 : 0);
    if (batch.length > 0 && (batch.length >= maxKeys || bytes + size > maxBytes)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    bytes += batch.length > 0 ? size : Buffer.byteLength(key);
    batch.push(key);
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

export { httpCdnPurger, type HttpPurgerOptions } from './http';

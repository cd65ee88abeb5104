import { setMaxListeners } from 'node:events';
import { message } from '../../core/errors';
import { OutboundRefused, outboundRequest, type OutboundPolicy } from '../outbound';
import { purgeBatches, type CdnPurger } from './index';

/** Where failures are told (the server's logger). */
export interface PurgeLog {
  warn(details: object, text: string): void;
  error(details: object, text: string): void;
}

export interface HttpPurgerOptions {
  /** `CDN_PURGE_URL`: every purge is `PURGE <url>` with `Surrogate-Key: <keys>`. */
  url: string;
  /** `CDN_PURGE_TOKEN`, sent as `Authorization: Bearer …`. */
  token?: string;
  /** The outbound policy (an operator's loopback or private address passes when OUTBOUND_ALLOWED_HOSTS lists it; the server's stop aborts). */
  policy: OutboundPolicy;
  log: PurgeLog;
  /** Tries per batch, the first included. */
  attempts?: number;
  /** Wait before the second try; doubled before each further one. */
  backoffMs?: number;
  /** Each request's deadline. */
  timeoutMs?: number;
  /** Sends the same keys again after this long (0: not), for pages other processes rendered before they heard of the change. */
  repeatMs?: number;
}

/** Purge requests in flight at once, per round. */
const PARALLEL = 4;

/** Waits `ms`, or rejects when `signal` aborts first. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Purges through an HTTP endpoint (Varnish with xkey, a CDN's purge API): one `PURGE` request
 * per batch of keys, through the outbound service with a deadline. A 2xx is done; anything
 * else (a status, a refused or timed-out connection) is tried again with backoff, and after
 * the last try logged as an error naming the keys. An address the policy refuses is final.
 */
export function httpCdnPurger({ url, token, policy, log, attempts = 4, backoffMs = 250, timeoutMs = 2_000, repeatMs = 0 }: HttpPurgerOptions): CdnPurger {
  const pending = new Set<Promise<unknown>>();
  const closing = new AbortController();
  // Every batch waiting for a retry listens to it.
  setMaxListeners(1000, closing.signal);
  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => {});
    return work;
  };
  const headersFor = (batch: readonly string[]) => ({ 'surrogate-key': batch.join(' '), ...(token ? { authorization: `Bearer ${token}` } : {}) });

  async function send(batch: readonly string[]): Promise<void> {
    const answer = await outboundRequest(
      url,
      { method: 'PURGE', headers: headersFor(batch), signal: closing.signal },
      { ...policy, timeoutMs, maxBytes: 64 * 1024, maxRedirects: 0 },
    );
    if (answer.status < 200 || answer.status > 299) throw new Error(message('FETCH_FAILED', { status: answer.status, statusText: answer.statusText, url }));
  }

  const final = (error: unknown) => closing.signal.aborted || (error instanceof OutboundRefused && error.permanent);

  /** Tries a batch that failed `failed` times until it succeeds or the tries run out. */
  async function retry(batch: readonly string[], failed: number, error: unknown): Promise<void> {
    let last = error;
    for (let tries = failed; tries < attempts && !final(last); tries++) {
      try {
        await sleep(backoffMs * 2 ** (tries - 1), closing.signal);
        await send(batch);
        return;
      } catch (next) {
        last = next;
      }
    }
    const detail = { err: last, keys: batch.join(' '), attempts };
    if (closing.signal.aborted) log.warn(detail, 'the server stopped before the CDN purge went through');
    else log.error(detail, 'purging the CDN failed; its copies of these keys stay until they expire');
  }

  /** Sends every batch of `keys`, a few at a time (a large purge neither floods the endpoint nor piles listeners on the stop signal). */
  async function round(keys: readonly string[]): Promise<void> {
    const batches = purgeBatches(keys);
    for (let at = 0; at < batches.length; at += PARALLEL) {
      await Promise.all(
        batches.slice(at, at + PARALLEL).map(async (batch) => {
          try {
            await send(batch);
          } catch (error) {
            if (!final(error)) log.warn({ err: error, keys: batch.join(' ') }, 'purging the CDN failed; trying again');
            void track(retry(batch, 1, error));
          }
        }),
      );
    }
  }

  return {
    async purge(keys) {
      if (keys.length === 0 || closing.signal.aborted) return;
      await track(round(keys));
      if (repeatMs > 0) void track(sleep(repeatMs, closing.signal).then(() => round(keys), () => {}));
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      closing.abort(new OutboundRefused('the server is stopping'));
      await this.idle();
    },
  };
}

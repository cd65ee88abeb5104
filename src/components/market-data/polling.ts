import { useEffect, useRef, useState } from 'react';
import type { MarketAnswer } from '../../core/contracts/market-data';
import { fetchJson } from '../../core/fetch';

export interface Polled<T> {
  answer: MarketAnswer<T> | undefined;
  /** The last fetch's error, `'{status} {statusText}: {url}'`; null after a success. */
  error: string | null;
  /** Polling stopped after `stopAfterMs` (a page left open all day does not poll all day). */
  paused: boolean;
}

/**
 * Keeps a widget's data fresh (imported by views; its effects run only in the browser): fetches `url` every `intervalMs` while the page is visible,
 * starting from what the server rendered (`initial`), and stops after `stopAfterMs`. A failed
 * fetch keeps the last answer (shown as it is) and reports the error.
 */
export function usePolling<T>(url: string | null, { initial, intervalMs, stopAfterMs }: { initial: MarketAnswer<T> | undefined; intervalMs: number; stopAfterMs?: number }): Polled<T> {
  const [state, setState] = useState<Polled<T>>({ answer: initial, error: null, paused: false });
  const started = useRef(Date.now());

  useEffect(() => {
    if (!url) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const controller = new AbortController();
    const tick = async () => {
      if (stopAfterMs !== undefined && Date.now() - started.current >= stopAfterMs) {
        setState((s) => ({ ...s, paused: true }));
        return;
      }
      if (!document.hidden) {
        try {
          const answer = await fetchJson<MarketAnswer<T>>(url, { signal: controller.signal });
          if (!stopped) setState({ answer, error: null, paused: false });
        } catch (error) {
          if (!stopped && !controller.signal.aborted) setState((s) => ({ ...s, error: error instanceof Error ? error.message : String(error) }));
        }
      }
      if (!stopped) timer = setTimeout(tick, intervalMs);
    };
    // The server's HTML is current for `initial`; the first fetch waits one interval unless there is none.
    timer = setTimeout(tick, initial ? intervalMs : 0);
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
    };
    // A new address (another symbol, filter or page) starts over; `initial` only seeds the first state.
  }, [url, intervalMs, stopAfterMs]);

  return state;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Loaded } from './use-load';

/** One page of a list as a screen loads it: its rows and the cursor of the next page. */
export interface LoadedPage<T> {
  items: T[];
  next: string | null;
}

/** What a "Load more" list offers beside its rows. */
export interface MorePages {
  /** There are rows after the last one shown. */
  hasMore: boolean;
  /** A next page is being loaded. */
  loadingMore: boolean;
  /** Loads the next page and shows it after the rows shown. */
  more(): Promise<void>;
  /** Why the last "more" failed, if it did. */
  moreError: Error | null;
}

/**
 * A list the API serves by cursor, shown a page at a time with "Load more": the first page
 * now and whenever `key` changes; `reload()` loads again as many rows as are shown (after a
 * change, the list keeps its length) and shows the old rows until they arrive. Results of
 * superseded loads are dropped.
 */
export function usePages<T>(load: (cursor: string | undefined) => Promise<LoadedPage<T>>, key: string): [Loaded<T[]>, () => Promise<void>, MorePages] {
  const [state, setState] = useState<Loaded<T[]>>({ status: 'loading' });
  const [next, setNext] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<Error | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);
  const shown = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const items: T[] = [];
      let cursor: string | undefined;
      let page: LoadedPage<T>;
      do {
        page = await loadRef.current(cursor);
        items.push(...page.items);
        cursor = page.next ?? undefined;
      } while (cursor && items.length < shown.current);
      if (mine !== generation.current) return;
      shown.current = items.length;
      setNext(page.next);
      setState({ status: 'ready', data: items });
    } catch (error) {
      if (mine === generation.current) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
    }
  }, []);

  useEffect(() => {
    shown.current = 0;
    setState({ status: 'loading' });
    setMoreError(null);
    void reload();
    return () => {
      generation.current++;
    };
  }, [key, reload]);

  const more = useCallback(async () => {
    if (!next || state.status !== 'ready') return;
    const mine = generation.current;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await loadRef.current(next);
      if (mine !== generation.current) return;
      const items = [...state.data, ...page.items];
      shown.current = items.length;
      setNext(page.next);
      setState({ status: 'ready', data: items });
    } catch (error) {
      if (mine === generation.current) setMoreError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setLoadingMore(false);
    }
  }, [next, state]);

  return [state, reload, { hasMore: state.status === 'ready' && next !== null, loadingMore, more, moreError }];
}

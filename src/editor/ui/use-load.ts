import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T };

/**
 * Runs `load` now and whenever `key` changes; `reload()` runs it again and keeps showing the
 * current data until the new result arrives. Results of superseded runs are dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): [Loaded<T>, () => Promise<void>] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const data = await loadRef.current();
      if (mine === generation.current) setState({ status: 'ready', data });
    } catch (error) {
      if (mine === generation.current) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
    }
  }, []);

  useEffect(() => {
    setState({ status: 'loading' });
    void reload();
    return () => {
      generation.current++;
    };
  }, [key, reload]);

  return [state, reload];
}

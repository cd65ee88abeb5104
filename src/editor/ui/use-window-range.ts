import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Rows drawn above and below the window, so that scrolling shows drawn rows before new ones arrive. */
const OVERSCAN = 12;

/**
 * Which rows of a list of `count` rows of `rowHeight` pixels, laid out from the top of
 * `list`, are in the browser window (the page scrolls, not the list), with a margin: the
 * rows a windowed list draws. Follows scrolling and resizing.
 */
export function useWindowRange(list: RefObject<HTMLElement | null>, { count, rowHeight }: { count: number; rowHeight: number }): { start: number; end: number } {
  const measure = useCallback((): { start: number; end: number } => {
    const element = list.current;
    if (!element || count === 0) return { start: 0, end: Math.min(count, OVERSCAN * 2) };
    const top = element.getBoundingClientRect().top;
    const first = Math.floor(-top / rowHeight);
    const last = Math.ceil((window.innerHeight - top) / rowHeight);
    return { start: Math.max(0, Math.min(count, first - OVERSCAN)), end: Math.max(0, Math.min(count, last + OVERSCAN)) };
  }, [list, count, rowHeight]);
  const [range, setRange] = useState(() => ({ start: 0, end: Math.min(count, 40) }));

  useLayoutEffect(() => {
    setRange((prev) => {
      const next = measure();
      return prev.start === next.start && prev.end === next.end ? prev : next;
    });
  }, [measure]);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setRange((prev) => {
          const next = measure();
          return prev.start === next.start && prev.end === next.end ? prev : next;
        });
      });
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [measure]);

  return range;
}

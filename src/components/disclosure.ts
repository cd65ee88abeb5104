import {
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';

/**
 * Shared behaviour of the interactive navigation kinds (header menus, dropdown menu, nav
 * flyout): open/close transitions, closing on a press outside, arrow-key movement, and
 * enhancements that exist only once an island has hydrated.
 */

export type DisclosureAction = { type: 'toggle' } | { type: 'open' } | { type: 'close' } | { type: 'press'; inside: boolean };

/** Open/closed state of one disclosure. A press outside closes it; a press inside changes nothing. */
export function disclosureReducer(open: boolean, action: DisclosureAction): boolean {
  switch (action.type) {
    case 'toggle':
      return !open;
    case 'open':
      return true;
    case 'close':
      return false;
    case 'press':
      return action.inside ? open : false;
  }
}

/**
 * The index focus moves to for a navigation key among `count` items (wrapping at both ends),
 * or `undefined` for any other key.
 */
export function arrowTarget(key: string, index: number, count: number, keys: { next: string; previous: string } = VERTICAL): number | undefined {
  if (count === 0) return undefined;
  if (key === keys.next) return index < 0 ? 0 : (index + 1) % count;
  if (key === keys.previous) return index < 0 ? count - 1 : (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

export const VERTICAL = { next: 'ArrowDown', previous: 'ArrowUp' } as const;
export const HORIZONTAL = { next: 'ArrowRight', previous: 'ArrowLeft' } as const;

/** Links and enabled controls inside `container`, in document order. */
export function focusables(container: Element | null): HTMLElement[] {
  if (!container) return [];
  return [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"])')];
}

/** Moves focus within `container` for an arrow, Home or End key; true when the key was used. */
export function moveFocus(container: Element | null, key: string): boolean {
  const items = focusables(container);
  const current = items.indexOf(document.activeElement as HTMLElement);
  const target = arrowTarget(key, current, items.length);
  if (target === undefined) return false;
  items[target]!.focus();
  return true;
}

/** Whether an event target lies inside `element`. */
export function isInside(element: Element | null, target: EventTarget | null): boolean {
  return element !== null && target instanceof Node && element.contains(target);
}

/** Calls `onPress(target)` for every pointer press anywhere on the page while `active`. */
export function usePress(active: boolean, onPress: (target: EventTarget | null) => void): void {
  const handler = useRef(onPress);
  useEffect(() => {
    handler.current = onPress;
  });
  useEffect(() => {
    if (!active) return;
    const listener = (event: PointerEvent) => handler.current(event.target);
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [active]);
}

/**
 * False on the server and during hydration, true afterwards. Controls that only work with
 * JavaScript render once this is true, so the first client render matches the server's HTML
 * and pages without JavaScript never show a dead control. An effect, not an external store:
 * Preact (the islands' runtime) does not re-render a store's server snapshot after hydrating.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export interface DetailsDisclosure {
  open: boolean;
  /** Spread on the element around the disclosure: Escape inside it closes. */
  rootProps: { ref: RefObject<HTMLDivElement | null>; onKeyDown: (event: KeyboardEvent<HTMLElement>) => void };
  detailsProps: { ref: RefObject<HTMLDetailsElement | null>; open: boolean; onBlur: (event: FocusEvent<HTMLElement>) => void };
  summaryProps: { onClick: (event: MouseEvent<HTMLElement>) => void; onKeyDown: (event: KeyboardEvent<HTMLElement>) => void };
  /** Spread on the disclosed panel: arrow keys, Home and End move between its links. */
  panelProps: { onKeyDown: (event: KeyboardEvent<HTMLElement>) => void };
}

/**
 * One `<details>` disclosure driven by an island: its button (the `<summary>`) opens and closes
 * it, ArrowDown on the button opens it and focuses the first link, Escape closes it and
 * returns focus to the button, and a press outside or focus moving elsewhere closes it.
 * Without JavaScript the same markup is a native disclosure.
 */
export function useDetailsDisclosure(): DetailsDisclosure {
  const [open, dispatch] = useReducer(disclosureReducer, false);
  const root = useRef<HTMLDivElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const focusFirst = useRef(false);
  const button = () => details.current?.querySelector('summary') ?? null;

  usePress(open, (target) => dispatch({ type: 'press', inside: isInside(root.current, target) }));

  // A visitor may have opened it before the island hydrated.
  useEffect(() => {
    if (details.current?.open) dispatch({ type: 'open' });
  }, []);

  useLayoutEffect(() => {
    if (open && focusFirst.current) {
      focusFirst.current = false;
      focusables(details.current)[0]?.focus();
    }
  }, [open]);

  return {
    open,
    rootProps: {
      ref: root,
      onKeyDown: (event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        dispatch({ type: 'close' });
        button()?.focus();
      },
    },
    detailsProps: {
      ref: details,
      open,
      onBlur: (event) => {
        if (event.relatedTarget !== null && !isInside(event.currentTarget, event.relatedTarget)) dispatch({ type: 'close' });
      },
    },
    summaryProps: {
      onClick: (event) => {
        // The island decides; the browser's own toggle would fight the `open` prop.
        event.preventDefault();
        dispatch({ type: 'toggle' });
      },
      onKeyDown: (event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        if (open) focusables(details.current)[0]?.focus();
        else {
          focusFirst.current = true;
          dispatch({ type: 'open' });
        }
      },
    },
    panelProps: {
      onKeyDown: (event) => {
        if (moveFocus(event.currentTarget, event.key)) event.preventDefault();
      },
    },
  };
}

import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { useGetPuck } from '@puckeditor/core';
import { useInsert } from './insert-actions';
import { PlaceDialog } from './insert-dialog';
import { useInsertStatus } from './insert-state';
import type { Place } from './insert-places';

/** Puck's focusable copy of a list item (it draws a second, inert one behind it while dragging). */
const ITEM = '[data-puck-drawer-item][tabindex]';
/** A pointer that moved this far between press and release was dragging, not clicking. */
const CLICK_SLOP = 5;

/** Puck's `drawerItem` override: marks each list item with its kind, for clicks and keys on it. */
export function DrawerItemKind({ children, name }: { children: ReactNode; name: string }) {
  return <div data-pe-kind={name}>{children}</div>;
}

function kindOf(target: EventTarget | null): { item: HTMLElement; kind: string } | null {
  const item = target instanceof Element ? target.closest<HTMLElement>('[data-puck-drawer-item]') : null;
  const kind = item?.querySelector('[data-pe-kind]')?.getAttribute('data-pe-kind');
  return item && kind ? { item, kind } : null;
}

/**
 * Puck's `drawer` override: a search box above the categorized component list, which
 * narrows each category to the kinds whose label or name matches. A click on an item
 * inserts it (insert-places.ts says where); Enter or Space opens the list of places to
 * choose from; the arrow keys move between items. What happened is said in words.
 */
export function ComponentsWithSearch({ children }: { children: ReactNode }) {
  const id = useId();
  const hintId = useId();
  const getPuck = useGetPuck();
  const insert = useInsert();
  const rootRef = useRef<HTMLDivElement>(null);
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const [query, setQuery] = useState('');
  const [message, setMessage] = useInsertStatus();
  const [placing, setPlacing] = useState<{ kind: string; kindLabel: string; places: Place[] } | null>(null);

  // The drag library describes each item as picked up with Space; here Space and Enter place it.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const describe = () => {
      for (const item of root.querySelectorAll(ITEM)) if (item.getAttribute('aria-describedby') !== hintId) item.setAttribute('aria-describedby', hintId);
    };
    describe();
    const observer = new MutationObserver(describe);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-describedby', 'tabindex'] });
    return () => observer.disconnect();
  }, [hintId]);

  function filter(text: string) {
    setQuery(text);
    const { config, dispatch } = getPuck();
    const needle = text.trim().toLowerCase();
    const componentList: Record<string, { title?: string; components: string[]; visible: boolean; expanded: boolean }> = {};
    for (const [key, category] of Object.entries(config.categories ?? {})) {
      const names = (category.components ?? []).map(String).filter((name) => {
        const label = config.components[name]?.label ?? name;
        return needle === '' || label.toLowerCase().includes(needle) || name.includes(needle);
      });
      componentList[key] = { ...(category.title ? { title: category.title } : {}), components: names, visible: names.length > 0, expanded: true };
    }
    // Kinds filtered out of every category would otherwise gather under "Other".
    componentList.other = { components: [], visible: false, expanded: false };
    dispatch({ type: 'setUi', ui: { componentList } });
  }

  function onPointerDown(event: PointerEvent) {
    pressedAt.current = { x: event.clientX, y: event.clientY };
  }

  function onClick(event: MouseEvent) {
    const hit = kindOf(event.target);
    if (!hit) return;
    const from = pressedAt.current;
    pressedAt.current = null;
    if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > CLICK_SLOP) return;
    setMessage(insert.insertByClick(hit.kind).message);
  }

  function onKeyDown(event: KeyboardEvent) {
    const hit = kindOf(event.target);
    if (!hit || event.target !== hit.item) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      // A place chosen on the canvas (a "+") is where it goes.
      if (insert.hasChosenPlace()) return setMessage(insert.insertByClick(hit.kind).message);
      const kindLabel = insert.kindLabel(hit.kind);
      const places = insert.places(hit.kind);
      if (places.length === 0) setMessage(`${kindLabel} cannot go anywhere on this page.`);
      else {
        setMessage('');
        setPlacing({ kind: hit.kind, kindLabel, places });
      }
      return;
    }
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])].filter((item) => item.offsetParent !== null);
    const at = items.indexOf(hit.item);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[Math.max(0, Math.min(next, items.length - 1))]?.focus();
  }

  return (
    <div className="pe-components" ref={rootRef} onPointerDown={onPointerDown} onClick={onClick} onKeyDown={onKeyDown}>
      <label htmlFor={id} className="pe-visually-hidden">
        Search components
      </label>
      <input id={id} type="search" className="pe-components__search" placeholder="Search components" value={query} onChange={(e) => filter(e.target.value)} />
      <p id={hintId} hidden>
        Click to add it after the selected component, or press Enter to choose where it goes. Drag it to drop it on the page.
      </p>
      <p className="pe-components__status" role="status">
        {message}
      </p>
      {children}
      {placing && (
        <PlaceDialog
          kindLabel={placing.kindLabel}
          places={placing.places}
          onCancel={() => {
            setPlacing(null);
            setMessage(`${placing.kindLabel} was not placed.`);
          }}
          onPlace={(place) => {
            setPlacing(null);
            setMessage(insert.insertAt(placing.kind, place).message);
          }}
        />
      )}
    </div>
  );
}

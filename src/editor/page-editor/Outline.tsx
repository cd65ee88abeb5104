import { useDeferredValue, useEffect, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { createUsePuck, useGetPuck } from '@puckeditor/core';
import type { PuckData } from '../../core/puck';
import { catalogueFor, scrollToComponent } from './insert-actions';
import { listZones, type PlacedItem, type Zone } from './insert-places';
import { EDIT_IN_PLACE_KEY } from './inline-text';

const usePuck = createUsePuck();

const BUTTON = 'button[data-pe-outline-item]';
/** Puck's plugin rail (Blocks, Outline, Fields): clickable `div`s, out of the keyboard's reach. */
const RAIL_ITEM = '[class*="_NavItem-link_"]';

/**
 * Makes Puck's plugin rail reachable by keyboard, so the outline is: each item becomes a
 * button in the tab order that Enter and Space press. Puck renders no attributes for it;
 * they are added as its items appear.
 */
export function usePluginRailKeys(): void {
  useEffect(() => {
    const mark = () => {
      for (const el of document.querySelectorAll(RAIL_ITEM)) {
        if (el.getAttribute('role') !== 'button') el.setAttribute('role', 'button');
        if (el.getAttribute('tabindex') !== '0') el.setAttribute('tabindex', '0');
      }
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.key !== 'Enter' && event.key !== ' ') || !(event.target instanceof HTMLElement) || !event.target.matches(RAIL_ITEM)) return;
      event.preventDefault();
      event.target.click();
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { subtree: true, childList: true });
    document.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}

/**
 * Puck's `outline` override: the page's slots by their labels in page order, each component
 * named by its kind and content ("Card: Listings week") with its own slots beneath it.
 * Choosing one selects it on the canvas. Puck's own outline names root slots by their keys
 * ("default-zone", "headerContent"), so this one replaces it rather than wraps it.
 */
export function PageOutline(_: { children?: ReactNode }) {
  const getPuck = useGetPuck();
  // Deferred: the canvas shows a keystroke first, the outline catches up (bench (c), notes/bench-editor-profile.md).
  const data = useDeferredValue(usePuck((s) => s.appState.data)) as unknown as PuckData;
  const config = usePuck((s) => s.config);
  const selectedId = usePuck((s) => (s.selectedItem ? String(s.selectedItem.props.id) : null));
  const zones = useMemo(() => listZones(data, catalogueFor(config, data)), [data, config]);
  const byOwner = useMemo(() => {
    const map = new Map<string, Zone[]>();
    for (const zone of zones) {
      const key = zone.owner?.id ?? 'root';
      map.set(key, [...(map.get(key) ?? []), zone]);
    }
    return map;
  }, [zones]);

  function select(item: PlacedItem) {
    const { getSelectorForId, dispatch } = getPuck();
    const selector = getSelectorForId(item.id);
    if (!selector) return;
    dispatch({ type: 'setUi', ui: { itemSelector: selector } });
    scrollToComponent(item.id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>(BUTTON)];
    const at = buttons.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[Math.max(0, Math.min(next, buttons.length - 1))]?.focus();
  }

  function renderItem(item: PlacedItem) {
    const inner = (byOwner.get(item.id) ?? []).filter((zone) => zone.items.length > 0);
    return (
      <li key={item.id}>
        <button type="button" className="pe-outline__item" data-pe-outline-item aria-current={item.id === selectedId ? 'true' : undefined} aria-keyshortcuts={item.id === selectedId ? EDIT_IN_PLACE_KEY : undefined} onClick={() => select(item)}>
          {item.name}
        </button>
        {inner.length > 0 && <ul className="pe-outline__slots">{inner.map(renderZone)}</ul>}
      </li>
    );
  }

  function renderZone(zone: Zone) {
    return (
      <li key={zone.zone} className="pe-outline__slot">
        <span className="pe-outline__slot-label">{zone.slotLabel}</span>
        {zone.items.length > 0 ? <ul className="pe-outline__items">{zone.items.map(renderItem)}</ul> : <span className="pe-outline__empty"> (empty)</span>}
      </li>
    );
  }

  return (
    <nav className="pe-outline" aria-label="Page outline" onKeyDown={onKeyDown}>
      <h2 className="pe-outline__title">Outline</h2>
      <ul className="pe-outline__slots pe-outline__slots--root">{(byOwner.get('root') ?? []).map(renderZone)}</ul>
    </nav>
  );
}

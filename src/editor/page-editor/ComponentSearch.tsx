import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { createUsePuck, useGetPuck } from '@puckeditor/core';
import { registry } from '../../components/registry';
import type { PuckData } from '../../core/puck';
import { BlockIcon } from './BlockIcon';
import { componentList, matchRank, OLDER, type Searchable } from './block-list';
import { catalogueFor, drawnZones, useInsert } from './insert-actions';
import { PlaceDialog } from './insert-dialog';
import { useInsertStatus } from './insert-state';
import { clickTarget, listZones, type Place } from './insert-places';
import './block-list.css';

const usePuck = createUsePuck();

/** Puck's focusable copy of a list item (it draws a second, inert one behind it while dragging). */
const ITEM = '[data-puck-drawer-item][tabindex]';
/** A pointer that moved this far between press and release was dragging, not clicking. */
const CLICK_SLOP = 5;

/** A text as a CSS string, for `content:`. */
function cssString(text: string): string {
  return `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, ' ')}"`;
}

/**
 * Puck's `drawerItem` override: marks each list item with its kind, for clicks and keys on it,
 * and shows the kind's icon and its one-line description under the name. The description is
 * drawn by CSS (`--pe-block-description`), so the item's text stays its name; screen readers
 * get it as the item's description (`aria-describedby`, set by ComponentsWithSearch).
 */
export function DrawerItemKind({ children, name }: { children: ReactNode; name: string }) {
  const def = registry.get(name);
  const style = def?.description ? ({ '--pe-block-description': cssString(def.description) } as CSSProperties) : undefined;
  return (
    <div data-pe-kind={name} className="pe-block" style={style}>
      <BlockIcon name={def?.icon} className="pe-block__icon" />
      {children}
    </div>
  );
}

/** The kind's name, label and description, for the search. */
function searchable(name: string): Searchable {
  const def = registry.get(name);
  return { name, label: def?.label ?? name, description: def?.description };
}

/** The id of the hidden element holding a kind's description. */
const descriptionId = (base: string, kind: string) => `${base}-${kind}`;

/** What the list offers: the kinds a click can place, and the slots they would go to. */
interface Offer {
  allowed: ReadonlySet<string>;
  /** The labels of the slots a click would insert into, e.g. "Main content". */
  zones: string[];
}

function sameOffer(offer: Offer, allowed: ReadonlySet<string>, zones: ReadonlySet<string>): boolean {
  return (
    offer.allowed.size === allowed.size &&
    [...allowed].every((kind) => offer.allowed.has(kind)) &&
    offer.zones.length === zones.size &&
    offer.zones.every((zone) => zones.has(zone))
  );
}

function kindOf(target: EventTarget | null): { item: HTMLElement; kind: string } | null {
  const item = target instanceof Element ? target.closest<HTMLElement>('[data-puck-drawer-item]') : null;
  const kind = item?.querySelector('[data-pe-kind]')?.getAttribute('data-pe-kind');
  return item && kind ? { item, kind } : null;
}

/**
 * Puck's `drawer` override: a search box above the categorized component list, which
 * narrows each category to the kinds whose label, name or description matches (names
 * first). The list offers only what a click can place where it would insert (the selected
 * component's slot or the end of the main content: no site chrome in main content); older
 * kinds are last, under a collapsed "Older". A click on an item inserts it (insert-places.ts
 * says where); Enter or Space opens the list of places to choose from; the arrow keys move
 * between items. What happened is said in words.
 */
export function ComponentsWithSearch({ children }: { children: ReactNode }) {
  const id = useId();
  const hintId = useId();
  const descriptionsId = useId();
  const getPuck = useGetPuck();
  const insert = useInsert();
  const rootRef = useRef<HTMLDivElement>(null);
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const [query, setQuery] = useState('');
  const [message, setMessage] = useInsertStatus();
  const [placing, setPlacing] = useState<{ kind: string; kindLabel: string; places: Place[] } | null>(null);
  const selectedId = usePuck((s) => (s.selectedItem ? String(s.selectedItem.props.id) : null));
  const components = usePuck((s) => s.config.components);
  const kinds = useMemo(() => Object.keys(components), [components]);
  const [offer, setOffer] = useState<Offer | null>(null);
  /** Whether "Older" was open before a search opened it. */
  const olderBeforeSearch = useRef<boolean | null>(null);

  // The drag library describes each item as picked up with Space; here Space and Enter place it.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const describe = () => {
      for (const item of root.querySelectorAll(ITEM)) {
        const kind = item.querySelector('[data-pe-kind]')?.getAttribute('data-pe-kind');
        const wanted = kind ? `${descriptionId(descriptionsId, kind)} ${hintId}` : hintId;
        if (item.getAttribute('aria-describedby') !== wanted) item.setAttribute('aria-describedby', wanted);
      }
    };
    describe();
    const observer = new MutationObserver(describe);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-describedby', 'tabindex'] });
    return () => observer.disconnect();
  }, [hintId, descriptionsId]);

  // What a click can place changes with the selection (and after each insert, which selects).
  useEffect(() => {
    const { appState, config } = getPuck();
    const data = appState.data as unknown as PuckData;
    const catalogue = catalogueFor(config, data);
    const zones = listZones(data, catalogue);
    const shown = drawnZones();
    const allowed = new Set<string>();
    const targets = new Set<string>();
    for (const kind of Object.keys(config.components)) {
      const target = clickTarget({ kind, zones, catalogue, selectedId, shown });
      if ('place' in target) {
        allowed.add(kind);
        targets.add(target.place.zoneLabel);
      }
    }
    // The same offer keeps its object: no redraw of the list, no store update for every block.
    setOffer((current) => (current && sameOffer(current, allowed, targets) ? current : { allowed, zones: [...targets] }));
  }, [getPuck, selectedId]);

  useEffect(() => {
    if (offer) show(query, offer);
    // Only a new offer redraws here; typing redraws in filter().
  }, [offer]);

  /** Puck's component list for a search and an offer. */
  function show(text: string, current: Offer | null) {
    const { config, appState, dispatch } = getPuck();
    const searching = text.trim() !== '';
    const olderOpen = appState.ui.componentList[OLDER]?.expanded ?? false;
    if (searching && olderBeforeSearch.current === null) olderBeforeSearch.current = olderOpen;
    const olderExpanded = searching ? false : (olderBeforeSearch.current ?? olderOpen);
    if (!searching) olderBeforeSearch.current = null;
    const list = componentList({ categories: config.categories ?? {}, query: text, allowed: current?.allowed ?? null, kindOf: searchable, olderExpanded });
    // Every store update runs every placed block's selectors: none when the list is as shown
    // (compared as text: the categories' order is part of the list).
    if (JSON.stringify(list) !== JSON.stringify(appState.ui.componentList)) dispatch({ type: 'setUi', ui: { componentList: list } });
  }

  function filter(text: string) {
    setQuery(text);
    show(text, offer);
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
      {offer && <OfferNote offer={offer} query={query} total={kinds.length} />}
      {children}
      <div hidden>
        {kinds.map((kind) => (
          <p key={kind} id={descriptionId(descriptionsId, kind)}>
            {registry.get(kind)?.description ?? ''}
          </p>
        ))}
      </div>
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

/** Says what the list shows: the kinds that fit where a click adds them, and when nothing matches. */
function OfferNote({ offer, query, total }: { offer: Offer; query: string; total: number }) {
  const where = offer.zones.length === 1 ? `in ${offer.zones[0]!}` : 'in or after the selected component';
  const matches = [...offer.allowed].filter((kind) => matchRank(searchable(kind), query) > 0).length;
  let text = 'Showing every component.';
  if (offer.allowed.size === 0) text = 'Nothing can be added where a click would insert. Select another component, or press Enter on an item to choose a place.';
  else if (matches === 0) text = `Nothing that can go ${where} matches “${query.trim()}”.`;
  else if (offer.allowed.size < total) text = `Showing what can go ${where}.`;
  return (
    <p className="pe-components__offer" data-testid="block-list-offer">
      {text}
    </p>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useGetPuck } from '@puckeditor/core';
import type { PuckData } from '../../core/puck';
import { chooseOnCanvas, useBlockShortcuts } from './block-actions';
import { catalogueFor } from './insert-actions';
import { gapPlace, listZones } from './insert-places';
import { anyChosenPlace, choosePlace, useChosenPlace } from './insert-state';
import { REVEAL_CSS } from './reveal';

/** How near a gap between blocks the pointer must be for its "+" to show, in CSS pixels. */
const EDGE = 16;

/** A place between blocks or in an empty slot, where the canvas draws it (document coordinates). */
interface Gap {
  zone: string;
  index: number;
  x: number;
  y: number;
  /** A gap between blocks side by side (drawn as an upright line). */
  upright: boolean;
  /** Length of the line drawn along the gap. */
  length: number;
}

const PLUS_CSS = `
.pe-plus-layer { position: absolute; top: 0; left: 0; width: 0; height: 0; z-index: 2147483646; }
body:has([data-puck-dragging]) .pe-plus-layer { display: none; }
.pe-plus {
  position: absolute; transform: translate(-50%, -50%); box-sizing: border-box; width: 28px; height: 28px; padding: 0;
  display: flex; align-items: center; justify-content: center; border: 2px solid #fff; border-radius: 50%;
  background: #0158ad; color: #fff; font: 700 20px/1 system-ui, sans-serif; cursor: pointer; pointer-events: auto;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.45);
}
.pe-plus:hover { background: #014292; }
.pe-plus:focus-visible { outline: 3px solid #1d2939; outline-offset: 2px; }
.pe-plus-line { position: absolute; background: #3479be; pointer-events: none; border-radius: 2px; }
.pe-plus-line--chosen { background: #b42318; }
`;

function same(a: readonly Gap[], b: readonly Gap[]): boolean {
  return a.length === b.length && a.every((g, i) => g.zone === b[i]!.zone && Math.round(g.x) === Math.round(b[i]!.x) && Math.round(g.y) === Math.round(b[i]!.y));
}

/** Whether `target` is an element, of this document or of the canvas's (where `instanceof Element` is false). */
export function isElement(target: unknown): target is HTMLElement {
  return typeof target === 'object' && target !== null && (target as Node).nodeType === 1;
}

function itemsOf(zone: Element): HTMLElement[] {
  return [...zone.children].filter((child): child is HTMLElement => isElement(child) && child.hasAttribute('data-puck-component'));
}

/** The gap of `zone` nearest the pointer, when it is near enough. */
function gapAt(zone: HTMLElement, x: number, y: number, scroll: { x: number; y: number }): Gap | null {
  const items = itemsOf(zone);
  if (items.length === 0) return null;
  const name = zone.getAttribute('data-puck-dropzone')!;
  const rects = items.map((item) => item.getBoundingClientRect());
  const box = zone.getBoundingClientRect();
  const sideBySide = (a: DOMRect | undefined, b: DOMRect | undefined) => !!a && !!b && a.top < b.bottom - 4 && b.top < a.bottom - 4;
  let best: (Gap & { distance: number }) | null = null;
  for (let index = 0; index <= rects.length; index++) {
    const before = rects[index - 1];
    const after = rects[index];
    const row = sideBySide(before, after) || (!before && sideBySide(after, rects[1])) || (!after && sideBySide(before, rects[index - 2]));
    let gap: Gap & { distance: number };
    if (row) {
      const gx = before && after ? (before.right + after.left) / 2 : after ? after.left : before!.right;
      const ref = (after ?? before)!;
      if (y < ref.top || y > ref.bottom) continue;
      gap = { zone: name, index, x: gx, y: ref.top + ref.height / 2, upright: true, length: ref.height, distance: Math.abs(x - gx) };
    } else {
      const gy = before && after ? (before.bottom + after.top) / 2 : after ? after.top : before!.bottom;
      if (x < box.left || x > box.right) continue;
      gap = { zone: name, index, x: box.left + box.width / 2, y: gy, upright: false, length: box.width, distance: Math.abs(y - gy) };
    }
    if (!best || gap.distance < best.distance) best = gap;
  }
  // Near a short block the gap reaches a quarter of it, so the middle of a line of text stays clickable.
  const under = rects.find((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
  const reach = under && best ? Math.min(EDGE, (best.upright ? under.width : under.height) / 4) : EDGE;
  if (!best || best.distance > reach) return null;
  return { zone: best.zone, index: best.index, x: best.x + scroll.x, y: best.y + scroll.y, upright: best.upright, length: best.length };
}

/** The empty slots the canvas shows, each with its "+" near its right end. */
function emptySlots(doc: Document): Gap[] {
  const view = doc.defaultView!;
  const gaps: Gap[] = [];
  for (const zone of doc.querySelectorAll<HTMLElement>('[data-puck-dropzone]')) {
    if (zone.childElementCount > 0) continue;
    const r = zone.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const x = r.width > 160 ? r.right - 24 : r.left + r.width / 2;
    gaps.push({ zone: zone.getAttribute('data-puck-dropzone')!, index: 0, x: x + view.scrollX, y: r.top + r.height / 2 + view.scrollY, upright: false, length: 0 });
  }
  return gaps;
}

/**
 * Puck's canvas gets "+" buttons (issue 24, as Puck's demo and Storyblok draw them): one
 * between blocks where the pointer is near the gap, one in each empty slot. Choosing one
 * (or clicking an empty slot) makes that place where the next block chosen in the list
 * goes, said in the list's status line; each button is named for its place ("Add a block
 * here: after Card: Listings week in Main content"). Also the canvas's rules for revealed
 * blocks (reveal.ts) and the cut, copy and paste keys. Rendered inside Puck's `iframe`
 * override; `doc` is the canvas document.
 */
export function CanvasInsertTools({ doc }: { doc: Document | undefined }) {
  useBlockShortcuts(doc);
  const getPuck = useGetPuck();
  const chosen = useChosenPlace();
  const [layer, setLayer] = useState<HTMLElement | null>(null);
  const [empties, setEmpties] = useState<Gap[]>([]);
  const [hover, setHover] = useState<Gap | null>(null);
  const [marked, setMarked] = useState<Gap | null>(null);

  useEffect(() => {
    if (!doc) return;
    const style = doc.createElement('style');
    style.setAttribute('data-pe-insert', '');
    style.textContent = PLUS_CSS + REVEAL_CSS;
    doc.head.append(style);
    const el = doc.createElement('div');
    el.className = 'pe-plus-layer';
    doc.body.append(el);
    setLayer(el);
    return () => {
      style.remove();
      el.remove();
      setLayer(null);
    };
  }, [doc]);

  useEffect(() => {
    if (!doc || !layer) return;
    const view = doc.defaultView!;
    let frame = 0;
    const scan = () => {
      frame = 0;
      const next = emptySlots(doc);
      setEmpties((previous) => (same(previous, next) ? previous : next));
    };
    const later = () => {
      if (!frame) frame = view.requestAnimationFrame(scan);
    };
    const mutations = new MutationObserver((records) => {
      if (records.some((record) => !layer.contains(record.target))) later();
    });
    mutations.observe(doc.body, { childList: true, subtree: true });
    const sizes = new ResizeObserver(later);
    sizes.observe(doc.body);
    view.addEventListener('resize', later);
    later();

    const onMove = (event: MouseEvent) => {
      const target = event.target;
      if (!isElement(target) || layer.contains(target)) return;
      const zone = target.hasAttribute('data-puck-dropzone') ? target : target.closest('[data-puck-component]')?.parentElement?.closest('[data-puck-dropzone]');
      const gap = isElement(zone) ? gapAt(zone, event.clientX, event.clientY, { x: view.scrollX, y: view.scrollY }) : null;
      setHover((previous) => (previous && gap && same([previous], [gap]) && previous.index === gap.index ? previous : gap));
    };
    const onLeave = () => setHover(null);
    // A click on an empty slot chooses it (Puck selects its container as well); any other click on the canvas drops a chosen place.
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!isElement(target) || layer.contains(target)) return;
      if (target.hasAttribute('data-puck-dropzone') && target.childElementCount === 0) {
        const zone = target.getAttribute('data-puck-dropzone')!;
        // After Puck's own handler, so the place is kept with the selection it made.
        setTimeout(() => choose({ zone, index: 0 }, false), 0);
      } else if (anyChosenPlace()) choosePlace(null);
    };
    doc.addEventListener('mousemove', onMove, { passive: true });
    doc.documentElement.addEventListener('mouseleave', onLeave);
    doc.addEventListener('click', onClick, true);
    return () => {
      if (frame) view.cancelAnimationFrame(frame);
      mutations.disconnect();
      sizes.disconnect();
      view.removeEventListener('resize', later);
      doc.removeEventListener('mousemove', onMove);
      doc.documentElement.removeEventListener('mouseleave', onLeave);
      doc.removeEventListener('click', onClick, true);
    };
  }, [doc, layer]);

  function zonesNow() {
    const { appState, config } = getPuck();
    const data = appState.data as unknown as PuckData;
    return listZones(data, catalogueFor(config, data));
  }

  function choose(gap: Pick<Gap, 'zone' | 'index'> & Partial<Gap>, focusList: boolean) {
    const place = gapPlace(zonesNow(), gap.zone, gap.index);
    if (!place) return;
    const { selectedItem } = getPuck();
    chooseOnCanvas(place, selectedItem ? String(selectedItem.props.id) : null, focusList);
    setMarked(gap.length !== undefined ? (gap as Gap) : null);
  }

  // Labels are read when the set of buttons changes, not when a keystroke moves them: listing the zones walks the whole page.
  const emptyKey = empties.map((gap) => gap.zone).join(' ');
  const hoverKey = hover ? `${hover.zone} ${hover.index}` : '';
  const labels = useMemo(() => {
    if (empties.length === 0 && !hover) return new Map<string, string>();
    const zones = zonesNow();
    const map = new Map<string, string>();
    for (const gap of [...empties, ...(hover ? [hover] : [])]) map.set(`${gap.zone} ${gap.index}`, gapPlace(zones, gap.zone, gap.index)?.buttonLabel ?? 'Add a block here');
    return map;
  }, [emptyKey, hoverKey]);

  if (!layer) return null;
  const chosenHere = chosen && marked && chosen.place.zone === marked.zone && chosen.place.index === marked.index ? marked : null;
  const button = (gap: Gap, key: string) => (
    <button
      key={key}
      type="button"
      className="pe-plus"
      style={{ left: gap.x, top: gap.y }}
      aria-label={labels.get(`${gap.zone} ${gap.index}`) ?? 'Add a block here'}
      title={labels.get(`${gap.zone} ${gap.index}`)}
      onClick={(event) => {
        event.stopPropagation();
        choose(gap, true);
      }}
    >
      <span aria-hidden="true">+</span>
    </button>
  );
  const line = (gap: Gap, className: string) => (
    <div
      className={className}
      style={
        gap.upright
          ? { left: gap.x - 2, top: gap.y - gap.length / 2, width: 4, height: gap.length }
          : { left: gap.x - gap.length / 2, top: gap.y - 2, width: gap.length, height: 4 }
      }
    />
  );
  return createPortal(
    <>
      {chosenHere && chosenHere.length > 0 && line(chosenHere, 'pe-plus-line pe-plus-line--chosen')}
      {hover && line(hover, 'pe-plus-line')}
      {empties.map((gap) => button(gap, `empty ${gap.zone}`))}
      {hover && button(hover, 'hover')}
    </>,
    layer,
  );
}

import { useEffect } from 'react';
import { useGetPuck } from '@puckeditor/core';
import type { PuckData } from '../../core/puck';
import { catalogueFor, scrollToComponent } from './insert-actions';
import { dropZone, indexAt, subtreeIds, type Box, type Point } from './insert-drop';
import { listZones, type Zone } from './insert-places';

/*
 * Puck 0.23 commits a drop to the last slot it previewed, even when the pointer has since
 * left every slot it highlights: over a container's edge, within 6 px of a slot's border
 * (`BUFFER` in NestedDroppablePlugin) or in the padding between slots, nothing is outlined,
 * yet the drop lands in whatever slot was crossed last — so a grid released at the bottom
 * edge of `main` went into the footer slot crossed on the way (issue 16; upstream
 * puckeditor/puck#1754, #1836). The guard watches drags on the canvas and finds the slot at
 * the pointer that takes the component. Where Puck previews the drop in that slot, Puck's
 * drop stands; otherwise the guard hides Puck's preview, outlines its own slot (or nothing,
 * when no slot there takes the component), and on release cancels Puck's drop (Escape,
 * which its drag sensor honours) and puts the component in that slot itself.
 */

const ENABLED = '[data-puck-dropzone][class*="DropZone--isEnabled"]';
const TARGET_ATTR = 'data-pe-drop-target';
const OVERRIDE_ATTR = 'data-pe-drop-override';
const LINE_ID = 'pe-drop-line';

interface Drag {
  kind: string;
  /** Set when an existing component is moved. */
  moving?: { id: string; zone: string; index: number };
}

interface Target {
  zone: Zone;
  index: number;
}

/** Who decides where the drop lands: Puck (it previews it at the pointer), the guard, or nobody (no slot there). */
type Outcome = { by: 'puck' } | { by: 'guard'; target: Target } | { by: 'nobody' };
const PUCK: Outcome = { by: 'puck' };
const NOBODY: Outcome = { by: 'nobody' };

/** How far from a slot (canvas pixels) the pointer may be and still drop into it. */
const NEAR = 24;
/** Puck's edge band (`BUFFER`): this close to a slot's border, the pointer is in the slot around it. */
const EDGE = 6;

function distance(box: Box, p: Point): number {
  const dx = Math.max(box.left - p.x, 0, p.x - box.right);
  const dy = Math.max(box.top - p.y, 0, p.y - box.bottom);
  return Math.hypot(dx, dy);
}

/** Watches drags onto the canvas document `doc` and keeps each drop where it is drawn. Call inside `<Puck>`. */
export function useDropGuard(doc: Document | undefined): void {
  const getPuck = useGetPuck();
  useEffect(() => {
    const win = doc?.defaultView;
    const frame = win?.frameElement as HTMLIFrameElement | null | undefined;
    if (!doc || !win || !frame) return;
    let drag: Drag | null = null;
    let outcome: Outcome = PUCK;

    const dragging = () => doc.querySelector('[data-puck-entry][data-puck-dragging]') !== null;
    const state = () => {
      const { appState, config } = getPuck();
      const data = appState.data as unknown as PuckData;
      const catalogue = catalogueFor(config, data);
      return { catalogue, zones: listZones(data, catalogue) };
    };

    function toFrame(event: PointerEvent, fromFrame: boolean): Point | null {
      if (fromFrame) return { x: event.clientX, y: event.clientY };
      const rect = frame!.getBoundingClientRect();
      const scale = rect.width / (win!.innerWidth || 1);
      const p = { x: (event.clientX - rect.left) / scale, y: (event.clientY - rect.top) / scale };
      return p.x >= 0 && p.y >= 0 && p.x <= win!.innerWidth && p.y <= win!.innerHeight ? p : null;
    }

    /** The slot Puck previews the drop in (its line) or outlines; its drop lands there. */
    function puckZone(): string | null {
      const shown = doc!.querySelector('[data-puck-line-placeholder]')?.closest('[data-puck-dropzone]') ?? doc!.querySelector(ENABLED);
      return shown?.getAttribute('data-puck-dropzone') ?? null;
    }

    /**
     * The slot that takes the component at the pointer: the innermost one the pointer is well
     * inside (Puck's edge band belongs to the slot around it), else the nearest one, the outer
     * first at equal distance; and the index there.
     */
    function resolve(p: Point, current: Drag): Outcome {
      const { catalogue, zones } = state();
      const depth = new Map(zones.map((zone) => [zone.zone, zone.depth]));
      const drawn = [...doc!.querySelectorAll('[data-puck-dropzone]')]
        .map((el) => ({ name: el.getAttribute('data-puck-dropzone')!, box: el.getBoundingClientRect() }))
        .filter(({ name, box }) => depth.has(name) && (box.width > 0 || box.height > 0));
      const under = drawn
        .filter(({ box }) => p.x >= box.left + EDGE && p.x <= box.right - EDGE && p.y >= box.top + EDGE && p.y <= box.bottom - EDGE)
        .sort((a, b) => depth.get(b.name)! - depth.get(a.name)!)
        .map(({ name }) => name);
      const near = drawn
        .map(({ name, box }) => ({ name, away: distance(box, p) }))
        .filter(({ name, away }) => away <= NEAR && !under.includes(name))
        .sort((a, b) => a.away - b.away || depth.get(a.name)! - depth.get(b.name)!)
        .map(({ name }) => name);
      const movingIds = current.moving ? subtreeIds(zones, current.moving.id) : new Set<string>();
      const zone = dropZone({ under: [...under, ...near], zones, kind: current.kind, catalogue, movingIds, ...(current.moving ? { fromZone: current.moving.zone } : {}) });
      if (!zone) return { by: 'nobody' };
      if (zone.zone === puckZone()) return { by: 'puck' };
      const boxes = zone.items
        .filter((item) => item.id !== current.moving?.id)
        .map((item) => doc!.querySelector(`[data-puck-component="${CSS.escape(item.id)}"]`)?.getBoundingClientRect())
        .filter((box): box is DOMRect => box !== undefined);
      return { by: 'guard', target: { zone, index: indexAt(boxes, p) } };
    }

    function draw(next: Outcome) {
      outcome = next;
      for (const el of doc!.querySelectorAll(`[${TARGET_ATTR}]`)) el.removeAttribute(TARGET_ATTR);
      doc!.getElementById(LINE_ID)?.remove();
      if (next.by === 'puck') {
        doc!.documentElement.removeAttribute(OVERRIDE_ATTR);
        return;
      }
      // Puck's own preview is somewhere else: hide it, and draw the guard's target (if any).
      doc!.documentElement.setAttribute(OVERRIDE_ATTR, '');
      if (next.by === 'nobody') return;
      const { zone, index } = next.target;
      const zoneEl = doc!.querySelector(`[data-puck-dropzone="${CSS.escape(zone.zone)}"]`);
      zoneEl?.setAttribute(TARGET_ATTR, '');
      const items = zone.items.filter((item) => item.id !== drag?.moving?.id);
      if (items.length === 0 || !zoneEl) return;
      const before = items[index];
      const ref = doc!.querySelector(`[data-puck-component="${CSS.escape((before ?? items[items.length - 1]!).id)}"]`)?.getBoundingClientRect();
      if (!ref) return;
      const line = doc!.createElement('div');
      line.id = LINE_ID;
      line.setAttribute('aria-hidden', 'true');
      const y = (before ? ref.top : ref.bottom) + win!.scrollY;
      Object.assign(line.style, { top: `${y - 2}px`, left: `${ref.left + win!.scrollX}px`, width: `${ref.width}px` });
      doc!.body.append(line);
    }

    const onDown = (fromFrame: boolean) => (event: PointerEvent) => {
      drag = null;
      const el = event.target instanceof Element ? event.target : null;
      if (!fromFrame) {
        const kind = el?.closest('[data-puck-drawer-item]')?.querySelector('[data-pe-kind]')?.getAttribute('data-pe-kind');
        if (kind) drag = { kind };
        return;
      }
      const id = el?.closest('[data-puck-component]')?.getAttribute('data-puck-component');
      if (!id) return;
      const found = state().zones.find((zone) => zone.items.some((item) => item.id === id));
      const index = found?.items.findIndex((item) => item.id === id) ?? -1;
      if (found && index >= 0) drag = { kind: found.items[index]!.kind, moving: { id, zone: found.zone, index } };
    };

    const onMove = (fromFrame: boolean) => (event: PointerEvent) => {
      if (!drag) return;
      // Puck re-sends the canvas's pointer moves from the iframe element, in canvas coordinates.
      if (!fromFrame && event.target === frame) return;
      if (!dragging()) {
        if (outcome !== PUCK) draw(PUCK);
        return;
      }
      const p = toFrame(event, fromFrame);
      draw(p ? resolve(p, drag) : NOBODY);
    };

    const onUp = () => {
      const current = drag;
      const last = outcome;
      drag = null;
      draw(PUCK);
      if (!current || !dragging() || last.by === 'puck') return;
      // Puck's drop would land away from the pointer: cancel it (and put the component where the guard drew it).
      for (const body of [document.body, doc.body]) body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      if (last.by === 'guard') whenSettled(() => apply(current, last.target));
    };

    function whenSettled(then: () => void) {
      const started = performance.now();
      const check = () => {
        if (!getPuck().appState.ui.isDragging || performance.now() - started > 2000) then();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }

    function apply(current: Drag, place: Target) {
      const { dispatch } = getPuck();
      if (current.moving) {
        const { id, zone, index } = current.moving;
        // The index counts the slot's components without the moved one, as Puck's move does.
        dispatch({ type: 'move', sourceIndex: index, sourceZone: zone, destinationIndex: place.index, destinationZone: place.zone.zone, recordHistory: true });
        dispatch({ type: 'setUi', ui: { itemSelector: { zone: place.zone.zone, index: place.index } } });
        scrollToComponent(id);
        return;
      }
      const id = `${current.kind}-${globalThis.crypto.randomUUID()}`;
      dispatch({ type: 'insert', componentType: current.kind, destinationIndex: place.index, destinationZone: place.zone.zone, id, recordHistory: true });
      dispatch({ type: 'setUi', ui: { itemSelector: { zone: place.zone.zone, index: place.index } } });
      scrollToComponent(id);
    }

    const listeners: [Window, string, (event: PointerEvent) => void][] = [
      [window, 'pointerdown', onDown(false)],
      [win, 'pointerdown', onDown(true)],
      [window, 'pointermove', onMove(false)],
      [win, 'pointermove', onMove(true)],
      [window, 'pointerup', onUp],
      [win, 'pointerup', onUp],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener, { capture: true });
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener, { capture: true });
      draw(PUCK);
    };
  }, [doc, getPuck]);
}

/**
 * Where a dragged component lands, from what is under the pointer: the innermost slot that
 * takes it, and the index among that slot's components. Plain geometry, no DOM: the drop
 * guard (insert-drop-guard.ts) measures the canvas and passes the numbers in.
 */
import { refusal, type Catalogue, type Zone } from './insert-places';

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * The index at which a component dropped at `point` goes among children drawn at `boxes`
 * (in order): before the first child that is below the pointer, or on the pointer's row and
 * to the right of its middle. Works for stacked children and for rows and grids.
 */
export function indexAt(boxes: readonly Box[], point: Point): number {
  const at = boxes.findIndex((box) => {
    if (point.y < box.top) return true;
    if (point.y > box.bottom) return false;
    const stacked = box.right - box.left > 0 && boxes.every((other) => other === box || other.bottom <= box.top || other.top >= box.bottom);
    return stacked ? point.y < (box.top + box.bottom) / 2 : point.x < (box.left + box.right) / 2;
  });
  return at < 0 ? boxes.length : at;
}

/**
 * The slot a drop goes into: of the slots under the pointer (innermost first), the first
 * that takes `kind` and has room, never one inside the component being moved (`movingIds`:
 * it and everything in it). A component moved within its own slot does not count against
 * the slot's limit.
 */
export function dropZone({
  under,
  zones,
  kind,
  catalogue,
  movingIds = new Set<string>(),
  fromZone,
}: {
  under: readonly string[];
  zones: readonly Zone[];
  kind: string;
  catalogue: Catalogue;
  movingIds?: ReadonlySet<string>;
  fromZone?: string;
}): Zone | null {
  const byName = new Map(zones.map((zone) => [zone.zone, zone]));
  for (const name of under) {
    const zone = byName.get(name);
    if (!zone || (zone.owner && movingIds.has(zone.owner.id))) continue;
    const room = zone.zone === fromZone ? { ...zone, items: zone.items.slice(1) } : zone;
    if (refusal(room, kind, catalogue) === null) return zone;
  }
  return null;
}

/** The ids of a component and everything inside it. */
export function subtreeIds(zones: readonly Zone[], id: string): Set<string> {
  const ids = new Set([id]);
  for (const zone of zones) {
    if (zone.owner && ids.has(zone.owner.id)) for (const item of zone.items) ids.add(item.id);
  }
  return ids;
}

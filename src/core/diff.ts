import type { Node } from './node';
import { walk } from './tree';

/** A node named in a diff: its id, component name and where it sits (`/root/slots/main/2`). */
export interface NodeRef {
  id: string;
  name: string;
  path: string;
}

export interface ChangedNode extends NodeRef {
  /** Top-level prop keys whose values differ (added, removed or changed), sorted. */
  props: string[];
}

export interface TreeDiff {
  /** Nodes of `b` that `a` lacks; paths in `b`. */
  added: NodeRef[];
  /** Nodes of `a` that `b` lacks; paths in `a`. */
  removed: NodeRef[];
  /** Nodes in both whose props differ; paths in `b`. */
  changed: ChangedNode[];
  /** Nodes in both that changed parent or slot, or their order among the siblings they kept; paths in `b`. */
  moved: NodeRef[];
}

interface Placed {
  node: Node;
  parentId: string | null;
  slot: string | null;
  index: number;
  path: string;
}

function index(root: Node): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  walk(root, ({ node, parent, slot, index: at, path }) => {
    // A repeated id (an invalid tree) keeps its first place.
    if (!placed.has(node.id)) placed.set(node.id, { node, parentId: parent?.id ?? null, slot, index: at, path });
  });
  return placed;
}

/** Deep equality of JSON values; object key order does not matter (JSONB does not keep it). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => jsonEqual(item, other[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const otherKeys = Object.keys(rb).filter((k) => rb[k] !== undefined);
  return keys.length === otherKeys.length && keys.every((k) => Object.hasOwn(rb, k) && jsonEqual(ra[k], rb[k]));
}

/** Positions (into `values`) of one longest strictly increasing subsequence. */
function longestIncreasing(values: number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(values.length).fill(-1);
  for (let i = 0; i < values.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < values[i]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const keep = new Set<number>();
  for (let i = tails.length > 0 ? tails[tails.length - 1]! : -1; i !== -1; i = previous[i]!) keep.add(i);
  return keep;
}

const ref = (p: Placed): NodeRef => ({ id: p.node.id, name: p.node.name, path: p.path });

/**
 * What changed from tree `a` to tree `b`, matching nodes by id. A node whose component
 * name differs between the two counts as removed and added. Within a slot, only the nodes
 * that must have moved to produce the new order are reported (those outside a longest
 * run of unchanged relative order), so an insertion does not mark its later siblings.
 */
export function diffTrees(a: Node, b: Node): TreeDiff {
  const before = index(a);
  const after = index(b);
  const same = (id: string): boolean => before.get(id)?.node.name === after.get(id)?.node.name;

  const removed: NodeRef[] = [];
  for (const [id, placed] of before) if (!after.has(id) || !same(id)) removed.push(ref(placed));

  const added: NodeRef[] = [];
  const changed: ChangedNode[] = [];
  const movedIds = new Set<string>();
  /** Per parent and slot in `b`: children kept in the same place, with their index in `a`. */
  const kept = new Map<string, { id: string; oldIndex: number }[]>();
  for (const [id, placed] of after) {
    const old = before.get(id);
    if (!old || !same(id)) {
      added.push(ref(placed));
      continue;
    }
    const keys = new Set([...Object.keys(old.node.props), ...Object.keys(placed.node.props)]);
    const props = [...keys].filter((k) => !jsonEqual(old.node.props[k], placed.node.props[k])).sort();
    if (props.length > 0) changed.push({ ...ref(placed), props });
    if (placed.parentId === null) continue;
    if (old.parentId !== placed.parentId || old.slot !== placed.slot) {
      movedIds.add(id);
      continue;
    }
    const key = `${placed.parentId}\u0000${placed.slot}`;
    const list = kept.get(key) ?? [];
    list.push({ id, oldIndex: old.index });
    kept.set(key, list);
  }
  for (const list of kept.values()) {
    // `walk` visits siblings in order, so each list is in the new order already.
    const keep = longestIncreasing(list.map((entry) => entry.oldIndex));
    list.forEach((entry, i) => {
      if (!keep.has(i)) movedIds.add(entry.id);
    });
  }
  const moved: NodeRef[] = [];
  for (const [id, placed] of after) if (movedIds.has(id)) moved.push(ref(placed));
  return { added, removed, changed, moved };
}

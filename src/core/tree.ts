import { newId, type Node } from './node';

/** Where a node sits in its tree. `parent` is null for the root. */
export interface NodeLocation {
  node: Node;
  parent: Node | null;
  slot: string | null;
  index: number;
  depth: number;
  /** JSON-pointer-like path, e.g. `/root/slots/main/2`. */
  path: string;
}

/**
 * Visits every node depth-first, parents before children, slots in key order.
 * Returning `false` from the visitor skips that node's children.
 */
export function walk(root: Node, visit: (loc: NodeLocation) => void | false): void {
  const stack: NodeLocation[] = [{ node: root, parent: null, slot: null, index: 0, depth: 0, path: '/root' }];
  while (stack.length > 0) {
    const loc = stack.pop()!;
    if (visit(loc) === false) continue;
    const slotNames = Object.keys(loc.node.slots);
    for (let s = slotNames.length - 1; s >= 0; s--) {
      const slot = slotNames[s]!;
      const children = loc.node.slots[slot] ?? [];
      for (let i = children.length - 1; i >= 0; i--) {
        stack.push({
          node: children[i]!,
          parent: loc.node,
          slot,
          index: i,
          depth: loc.depth + 1,
          path: `${loc.path}/slots/${slot}/${i}`,
        });
      }
    }
  }
}

export function find(root: Node, id: string): NodeLocation | undefined {
  let found: NodeLocation | undefined;
  walk(root, (loc) => {
    if (found) return false;
    if (loc.node.id === id) found = loc;
  });
  return found;
}

/** Counts nodes, including the root. */
export function countNodes(root: Node): number {
  let n = 0;
  walk(root, () => {
    n++;
  });
  return n;
}

/** Rebuilds the tree with `fn` applied to the node with `id` (structural sharing elsewhere). */
function update(root: Node, id: string, fn: (node: Node) => Node): Node {
  if (root.id === id) return fn(root);
  let changed = false;
  const slots: Record<string, Node[]> = {};
  for (const [slot, children] of Object.entries(root.slots)) {
    let slotChanged = false;
    const next = children.map((child) => {
      const updated = update(child, id, fn);
      if (updated !== child) slotChanged = true;
      return updated;
    });
    // Untouched slot arrays stay the same objects, so memoized views can skip them.
    slots[slot] = slotChanged ? next : children;
    changed ||= slotChanged;
  }
  return changed ? { ...root, slots } : root;
}

export class TreeError extends Error {
  override name = 'TreeError';
}

export interface InsertOptions {
  parentId: string;
  slot: string;
  /** Position in the slot; defaults to the end. */
  index?: number;
  node: Node;
}

export function insert(root: Node, { parentId, slot, index, node }: InsertOptions): Node {
  if (!find(root, parentId)) throw new TreeError(`No node with id ${parentId}`);
  const ids = new Set<string>();
  walk(root, ({ node: n }) => void ids.add(n.id));
  walk(node, ({ node: n }) => {
    if (ids.has(n.id)) throw new TreeError(`Duplicate node id ${n.id}`);
    ids.add(n.id);
  });
  return update(root, parentId, (parent) => {
    const children = [...(parent.slots[slot] ?? [])];
    const at = index === undefined ? children.length : Math.max(0, Math.min(index, children.length));
    children.splice(at, 0, node);
    return { ...parent, slots: { ...parent.slots, [slot]: children } };
  });
}

export function remove(root: Node, id: string): Node {
  const loc = find(root, id);
  if (!loc) throw new TreeError(`No node with id ${id}`);
  if (!loc.parent || loc.slot === null) throw new TreeError('The root node cannot be removed');
  const slot = loc.slot;
  return update(root, loc.parent.id, (parent) => ({
    ...parent,
    slots: { ...parent.slots, [slot]: parent.slots[slot]!.filter((c) => c.id !== id) },
  }));
}

export interface MoveOptions {
  id: string;
  parentId: string;
  slot: string;
  /** Position in the target slot after removal from the old place; defaults to the end. */
  index?: number;
}

export function move(root: Node, { id, parentId, slot, index }: MoveOptions): Node {
  const loc = find(root, id);
  if (!loc) throw new TreeError(`No node with id ${id}`);
  if (find(loc.node, parentId)) throw new TreeError('A node cannot be moved into itself');
  const without = remove(root, id);
  return insert(without, { parentId, slot, node: loc.node, ...(index === undefined ? {} : { index }) });
}

/** Deep copy of a subtree with new ids everywhere (for duplicate and paste). */
export function cloneWithFreshIds(node: Node): Node {
  const slots: Record<string, Node[]> = {};
  for (const [slot, children] of Object.entries(node.slots)) slots[slot] = children.map(cloneWithFreshIds);
  return { ...node, id: newId(), props: structuredClone(node.props), slots };
}

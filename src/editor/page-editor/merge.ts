import { jsonEqual } from '../../core/diff';
import type { Node } from '../../core/node';
import { walk } from '../../core/tree';
import { isPageLayout, switchLayout } from './layout';

/** Something both editors touched; the merge kept this editor's side. */
export interface MergeConflict {
  id: string;
  name: string;
  message: string;
}

export interface MergeResult {
  tree: Node;
  conflicts: MergeConflict[];
}

interface Place {
  node: Node;
  parent: Node | null;
  slot: string | null;
  index: number;
  /** Id of the sibling just before this node, null when it is first in its slot. */
  prevId: string | null;
}

function places(root: Node): Map<string, Place> {
  const found = new Map<string, Place>();
  walk(root, ({ node, parent, slot, index }) => {
    const prev = parent && slot ? (parent.slots[slot]?.[index - 1]?.id ?? null) : null;
    if (!found.has(node.id)) found.set(node.id, { node, parent, slot, index, prevId: prev });
  });
  return found;
}

/** Where an editor placed a node: parent, slot and previous sibling. */
function samePlace(a: Place, b: Place): boolean {
  return a.parent?.id === b.parent?.id && a.slot === b.slot && a.prevId === b.prevId;
}

function subtreeIds(node: Node): string[] {
  const ids: string[] = [];
  walk(node, ({ node: n }) => void ids.push(n.id));
  return ids;
}

/**
 * Three-way merge of a page tree by node id, for an editor whose save met a newer draft:
 * `base` is what this editor last loaded or saved, `theirs` the newer draft on the server and
 * `ours` the editor's current tree. The result starts from theirs and replays our additions,
 * moves, removals and prop edits (prop by prop), so neither side's work is dropped; where both
 * changed the same prop, or one removed what the other changed, ours wins and the clash is
 * reported so the editor can see it.
 */
export function mergeTrees({ base, theirs, ours }: { base: Node; theirs: Node; ours: Node }): MergeResult {
  const conflicts: MergeConflict[] = [];
  const conflict = (node: Node, message: string) => conflicts.push({ id: node.id, name: node.name, message });
  const B = places(base);
  const T = places(theirs);
  const O = places(ours);
  const result = structuredClone(theirs);
  let R = places(result);
  const reindex = () => {
    R = places(result);
  };

  const mergeProps = (target: Node, b: Node | undefined, t: Node | undefined, o: Node) => {
    const keys = new Set([...Object.keys(b?.props ?? {}), ...Object.keys(o.props), ...Object.keys(target.props)]);
    const clashes: string[] = [];
    for (const key of keys) {
      const mine = o.props[key];
      const was = b?.props[key];
      if (jsonEqual(mine, was)) continue;
      const theirsValue = t?.props[key];
      if (t && !jsonEqual(theirsValue, was) && !jsonEqual(theirsValue, mine)) clashes.push(key);
      if (mine === undefined) delete target.props[key];
      else target.props[key] = structuredClone(mine);
    }
    if (o.version !== b?.version && o.version !== undefined) target.version = o.version;
    if (clashes.length > 0) conflict(o, `Both of you changed ${clashes.join(', ')}; your values are kept.`);
  };

  /** Puts `node` into `parent`'s `slot` after the sibling that precedes it in our tree. */
  const place = (node: Node, parent: Node, slot: string, mine: Place) => {
    const list = (parent.slots[slot] ??= []);
    let at = mine.prevId === null ? 0 : list.findIndex((n) => n.id === mine.prevId) + 1;
    if (at === 0 && mine.prevId !== null) at = Math.min(mine.index, list.length);
    list.splice(at, 0, node);
  };

  const detach = (id: string): Node | undefined => {
    const r = R.get(id);
    if (!r?.parent || !r.slot) return undefined;
    const list = r.parent.slots[r.slot]!;
    const at = list.findIndex((n) => n.id === id);
    const [node] = list.splice(at, 1);
    return node;
  };

  // The root keeps its identity; only its props merge.
  mergeProps(result, base, theirs, ours);

  walk(ours, ({ node: o, parent }) => {
    if (!parent) return;
    const mine = O.get(o.id)!;
    const b = B.get(o.id);
    const isNew = !b || b.node.name !== o.name;
    const moved = !isNew && !samePlace(b, mine);
    const edited = !isNew && !jsonEqual(b.node.props, o.props);
    const r = R.get(o.id);
    const target = R.get(parent.id)?.node;

    if (!r) {
      // Gone from theirs and untouched by us: their removal stands.
      if (!isNew && !moved && !edited) return;
      if (!target) {
        conflict(o, 'Its container was removed in the newer draft, so it could not be kept.');
        return;
      }
      if (!isNew) conflict(o, 'It was removed in the newer draft; your changed copy is kept.');
      const copy: Node = { ...o, props: structuredClone(o.props), slots: Object.fromEntries(Object.keys(o.slots).map((s) => [s, []])) };
      place(copy, target, mine.slot!, mine);
      reindex();
      return;
    }
    if (moved) {
      if (!target) {
        conflict(o, 'You moved it into a component that was removed in the newer draft; it stays where it was.');
      } else if (!subtreeIds(r.node).includes(target.id)) {
        const node = detach(o.id)!;
        place(node, target, mine.slot!, mine);
        reindex();
      }
    }
    if (edited) mergeProps(R.get(o.id)!.node, b?.node, T.get(o.id)?.node, o);
  });

  for (const [id, b] of B) {
    if (!b.parent || O.has(id) || !R.has(id)) continue;
    const r = R.get(id)!;
    const t = T.get(id);
    const added = subtreeIds(r.node).filter((n) => !B.has(n));
    if (added.length > 0) conflict(b.node, `You removed it; the newer draft had added ${added.length} component(s) inside it, removed with it.`);
    else if (t && !jsonEqual(t.node.props, b.node.props)) conflict(b.node, 'You removed it after it was changed in the newer draft.');
    detach(id);
    reindex();
  }

  // The layout (with or without a banner) is ours when we switched it, else theirs; banner
  // content the chosen layout has no place for moves to the start of main.
  const layout = ours.name !== base.name ? ours.name : theirs.name;
  if (isPageLayout(layout) && isPageLayout(result.name)) return { tree: switchLayout(result, layout), conflicts };
  return { tree: result, conflicts };
}

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { diffTrees, jsonEqual } from './diff';
import type { Node } from './node';
import { insert, move, remove } from './tree';

function n(id: string, slots: Record<string, Node[]> = {}, props: Record<string, unknown> = {}, name = 'box'): Node {
  return { id, name, props, slots };
}

/**
 *        root
 *   main: a (body: a1 a2)   b   c
 *   aside: d
 */
function sample(): Node {
  return n('root', {
    main: [n('a', { body: [n('a1', {}, { text: 'one' }), n('a2')] }, { tone: 'info' }), n('b'), n('c')],
    aside: [n('d', {}, { items: [{ label: 'x', href: '/x' }] })],
  });
}

const ids = (refs: { id: string }[]) => refs.map((r) => r.id);

describe('diffTrees', () => {
  it('finds nothing between a tree and a deep copy of it', () => {
    expect(diffTrees(sample(), structuredClone(sample()))).toEqual({ added: [], removed: [], changed: [], moved: [] });
  });

  it('reports added nodes with their paths in the new tree, removed ones with paths in the old', () => {
    const b = remove(insert(sample(), { parentId: 'a', slot: 'body', index: 1, node: n('new', {}, {}, 'heading') }), 'd');
    const diff = diffTrees(sample(), b);
    expect(diff.added).toEqual([{ id: 'new', name: 'heading', path: '/root/slots/main/0/slots/body/1' }]);
    expect(diff.removed).toEqual([{ id: 'd', name: 'box', path: '/root/slots/aside/0' }]);
    expect(diff.changed).toEqual([]);
    // a2 shifted from index 1 to 2 because of the insertion: that is not a move.
    expect(diff.moved).toEqual([]);
  });

  it('lists a removed subtree node by node', () => {
    const diff = diffTrees(sample(), remove(sample(), 'a'));
    expect(ids(diff.removed)).toEqual(['a', 'a1', 'a2']);
  });

  it('names each changed prop: changed, added and removed keys, nested values compared deeply', () => {
    const b = structuredClone(sample());
    b.slots.main![0]!.props = { tone: 'warning', title: 'New' };
    b.slots.main![0]!.slots.body![0]!.props = { text: 'one' };
    b.slots.aside![0]!.props = { items: [{ href: '/x', label: 'y' }] };
    const diff = diffTrees(sample(), b);
    expect(diff.changed).toEqual([
      { id: 'a', name: 'box', path: '/root/slots/main/0', props: ['title', 'tone'] },
      { id: 'd', name: 'box', path: '/root/slots/aside/0', props: ['items'] },
    ]);
  });

  it('ignores object key order, as JSONB does not keep it', () => {
    const b = structuredClone(sample());
    b.slots.aside![0]!.props = { items: [{ href: '/x', label: 'x' }] };
    expect(diffTrees(sample(), b).changed).toEqual([]);
  });

  it('reports a node moved to another slot or parent', () => {
    const b = move(sample(), { id: 'a1', parentId: 'root', slot: 'aside', index: 0 });
    const diff = diffTrees(sample(), b);
    expect(diff.moved).toEqual([{ id: 'a1', name: 'box', path: '/root/slots/aside/0' }]);
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
  });

  it('reports only the node that was reordered within a slot', () => {
    const b = move(sample(), { id: 'c', parentId: 'root', slot: 'main', index: 0 });
    expect(diffTrees(sample(), b).moved).toEqual([{ id: 'c', name: 'box', path: '/root/slots/main/0' }]);
    const swapped = move(sample(), { id: 'a', parentId: 'root', slot: 'main', index: 1 });
    expect(ids(diffTrees(sample(), swapped).moved)).toHaveLength(1);
  });

  it('treats a node whose component changed under the same id as removed and added', () => {
    const b = structuredClone(sample());
    b.slots.main![1]!.name = 'card';
    const diff = diffTrees(sample(), b);
    expect(diff.removed).toEqual([{ id: 'b', name: 'box', path: '/root/slots/main/1' }]);
    expect(diff.added).toEqual([{ id: 'b', name: 'card', path: '/root/slots/main/1' }]);
    expect(diff.changed).toEqual([]);
  });

  it('is symmetric: swapping the trees swaps added and removed', () => {
    const b = remove(insert(sample(), { parentId: 'root', slot: 'aside', node: n('e') }), 'b');
    const forward = diffTrees(sample(), b);
    const backward = diffTrees(b, sample());
    expect(ids(backward.added)).toEqual(ids(forward.removed));
    expect(ids(backward.removed)).toEqual(ids(forward.added));
  });

  it('explains any reorder within a slot with the fewest moves, leaving the rest in order', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(['p', 'q', 'r', 's', 't', 'u'], { minLength: 6, maxLength: 6 }), (order) => {
        const a = n('root', { main: ['p', 'q', 'r', 's', 't', 'u'].map((id) => n(id)) });
        const b = n('root', { main: order.map((id) => n(id)) });
        const moved = new Set(ids(diffTrees(a, b).moved));
        // The nodes not reported as moved keep their relative order.
        const stayed = order.filter((id) => !moved.has(id));
        expect(stayed).toEqual([...stayed].sort());
        // And no more moves are reported than the minimum (6 minus the longest sorted run).
        let best = 0;
        const lengths: number[] = [];
        order.forEach((id, i) => {
          lengths[i] = 1 + Math.max(0, ...order.slice(0, i).map((other, j) => (other < id ? lengths[j]! : 0)));
          best = Math.max(best, lengths[i]!);
        });
        expect(moved.size).toBe(6 - best);
      }),
    );
  });
});

describe('jsonEqual', () => {
  it('compares JSON values deeply', () => {
    expect(jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
  });
});

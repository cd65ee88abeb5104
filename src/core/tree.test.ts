import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isUuid, newId, type Node } from './node';
import { cloneWithFreshIds, countNodes, find, insert, move, remove, TreeError, walk, type NodeLocation } from './tree';

/** A node with a readable id, so assertions can name nodes. */
function n(id: string, slots: Record<string, Node[]> = {}, props: Record<string, unknown> = {}): Node {
  return { id, name: 'box', props, slots };
}

/**
 *        root
 *   main: a        b
 *     body: a1 a2   (none)
 *   aside: c
 */
function sample(): Node {
  return n('root', {
    main: [n('a', { body: [n('a1'), n('a2')] }), n('b')],
    aside: [n('c')],
  });
}

function ids(root: Node): string[] {
  const out: string[] = [];
  walk(root, ({ node }) => void out.push(node.id));
  return out;
}

function childIds(root: Node, id: string, slot: string): string[] {
  return (find(root, id)!.node.slots[slot] ?? []).map((c) => c.id);
}

describe('walk', () => {
  it('visits parents before children, slots in key order, children in index order', () => {
    expect(ids(sample())).toEqual(['root', 'a', 'a1', 'a2', 'b', 'c']);
  });

  it('reports parent, slot, index, depth and path of every node', () => {
    const seen = new Map<string, Omit<NodeLocation, 'node' | 'parent'> & { parent: string | null }>();
    walk(sample(), ({ node, parent, slot, index, depth, path }) => {
      seen.set(node.id, { parent: parent?.id ?? null, slot, index, depth, path });
    });
    expect(seen.get('root')).toEqual({ parent: null, slot: null, index: 0, depth: 0, path: '/root' });
    expect(seen.get('b')).toEqual({ parent: 'root', slot: 'main', index: 1, depth: 1, path: '/root/slots/main/1' });
    expect(seen.get('a2')).toEqual({
      parent: 'a',
      slot: 'body',
      index: 1,
      depth: 2,
      path: '/root/slots/main/0/slots/body/1',
    });
    expect(seen.get('c')?.path).toBe('/root/slots/aside/0');
  });

  it('skips the children of a node whose visitor returns false, but not its siblings', () => {
    const out: string[] = [];
    walk(sample(), ({ node }) => {
      out.push(node.id);
      if (node.id === 'a') return false;
    });
    expect(out).toEqual(['root', 'a', 'b', 'c']);
  });

  it('visits only the root when the root is skipped', () => {
    const out: string[] = [];
    walk(sample(), ({ node }) => {
      out.push(node.id);
      return false;
    });
    expect(out).toEqual(['root']);
  });

  it('handles a tree 10,000 levels deep without recursion', () => {
    let root = n('leaf');
    for (let i = 0; i < 10_000; i++) root = n(`n${i}`, { main: [root] });
    expect(countNodes(root)).toBe(10_001);
    expect(find(root, 'leaf')?.depth).toBe(10_000);
  });
});

describe('find and countNodes', () => {
  it('finds any node with its location', () => {
    const loc = find(sample(), 'a2')!;
    expect(loc.node.id).toBe('a2');
    expect(loc.parent?.id).toBe('a');
    expect(loc.slot).toBe('body');
    expect(loc.index).toBe(1);
  });

  it('finds the root', () => {
    const root = sample();
    expect(find(root, 'root')?.node).toBe(root);
    expect(find(root, 'root')?.parent).toBeNull();
  });

  it('returns undefined for an unknown id', () => {
    expect(find(sample(), 'nope')).toBeUndefined();
  });

  it('counts every node including the root', () => {
    expect(countNodes(sample())).toBe(6);
    expect(countNodes(n('only'))).toBe(1);
  });
});

describe('insert', () => {
  it('appends at the end by default', () => {
    const next = insert(sample(), { parentId: 'root', slot: 'main', node: n('new') });
    expect(childIds(next, 'root', 'main')).toEqual(['a', 'b', 'new']);
  });

  it('inserts at a given index', () => {
    const next = insert(sample(), { parentId: 'a', slot: 'body', index: 1, node: n('new') });
    expect(childIds(next, 'a', 'body')).toEqual(['a1', 'new', 'a2']);
  });

  it('clamps an index past the end to the end and a negative index to the start', () => {
    const atEnd = insert(sample(), { parentId: 'a', slot: 'body', index: 99, node: n('new') });
    expect(childIds(atEnd, 'a', 'body')).toEqual(['a1', 'a2', 'new']);
    const atStart = insert(sample(), { parentId: 'a', slot: 'body', index: -5, node: n('new') });
    expect(childIds(atStart, 'a', 'body')).toEqual(['new', 'a1', 'a2']);
  });

  it('creates a slot that did not exist yet', () => {
    const next = insert(sample(), { parentId: 'b', slot: 'content', node: n('new') });
    expect(childIds(next, 'b', 'content')).toEqual(['new']);
  });

  it('inserts a whole subtree', () => {
    const next = insert(sample(), { parentId: 'c', slot: 'x', node: n('s', { y: [n('s1'), n('s2')] }) });
    expect(countNodes(next)).toBe(9);
    expect(find(next, 's2')?.path).toBe('/root/slots/aside/0/slots/x/0/slots/y/1');
  });

  it('refuses an unknown parent', () => {
    expect(() => insert(sample(), { parentId: 'nope', slot: 'main', node: n('new') })).toThrow(TreeError);
    expect(() => insert(sample(), { parentId: 'nope', slot: 'main', node: n('new') })).toThrow('No node with id nope');
  });

  it('refuses a node whose id is already in the tree', () => {
    expect(() => insert(sample(), { parentId: 'root', slot: 'main', node: n('a1') })).toThrow('Duplicate node id a1');
  });

  it('refuses a subtree with an id already in the tree below its top', () => {
    const sub = n('fresh', { body: [n('c')] });
    expect(() => insert(sample(), { parentId: 'root', slot: 'main', node: sub })).toThrow('Duplicate node id c');
  });

  it('refuses a subtree that repeats an id within itself', () => {
    const sub = n('fresh', { body: [n('twin'), n('twin')] });
    expect(() => insert(sample(), { parentId: 'root', slot: 'main', node: sub })).toThrow('Duplicate node id twin');
  });

  it('does not change the input tree', () => {
    const root = sample();
    const before = structuredClone(root);
    insert(root, { parentId: 'a', slot: 'body', index: 0, node: n('new') });
    expect(root).toEqual(before);
  });

  it('shares untouched subtrees and slot lists with the input', () => {
    const root = sample();
    const next = insert(root, { parentId: 'a', slot: 'body', node: n('new') });
    expect(next).not.toBe(root);
    const oldA = root.slots.main![0]!;
    const newA = next.slots.main![0]!;
    expect(newA).not.toBe(oldA);
    // Path to the change is copied; everything beside it is the very same object.
    expect(next.slots.main![1]).toBe(root.slots.main![1]);
    expect(next.slots.aside).toBe(root.slots.aside);
    expect(newA.slots.body![0]).toBe(oldA.slots.body![0]);
    expect(newA.props).toBe(oldA.props);
  });
});

describe('remove', () => {
  it('removes a node with its subtree', () => {
    const next = remove(sample(), 'a');
    expect(ids(next)).toEqual(['root', 'b', 'c']);
  });

  it('removes a leaf and keeps its siblings in order', () => {
    const next = remove(sample(), 'a1');
    expect(childIds(next, 'a', 'body')).toEqual(['a2']);
  });

  it('refuses the root', () => {
    expect(() => remove(sample(), 'root')).toThrow(TreeError);
    expect(() => remove(sample(), 'root')).toThrow('The root node cannot be removed');
  });

  it('refuses an unknown id', () => {
    expect(() => remove(sample(), 'nope')).toThrow('No node with id nope');
  });

  it('shares untouched subtrees with the input', () => {
    const root = sample();
    const next = remove(root, 'c');
    expect(next.slots.main).toBe(root.slots.main);
    expect(next.slots.aside).toEqual([]);
    expect(root.slots.aside).toHaveLength(1);
  });
});

describe('move', () => {
  it('moves a node to another slot of another parent', () => {
    const next = move(sample(), { id: 'a2', parentId: 'b', slot: 'content' });
    expect(childIds(next, 'a', 'body')).toEqual(['a1']);
    expect(childIds(next, 'b', 'content')).toEqual(['a2']);
  });

  it('moves a node between slots of the same parent', () => {
    const next = move(sample(), { id: 'c', parentId: 'root', slot: 'main', index: 0 });
    expect(childIds(next, 'root', 'main')).toEqual(['c', 'a', 'b']);
    expect(childIds(next, 'root', 'aside')).toEqual([]);
  });

  it('reorders within a slot, the index counting after removal', () => {
    const root = n('root', { main: [n('x'), n('y'), n('z')] });
    expect(childIds(move(root, { id: 'x', parentId: 'root', slot: 'main', index: 2 }), 'root', 'main')).toEqual([
      'y',
      'z',
      'x',
    ]);
    expect(childIds(move(root, { id: 'z', parentId: 'root', slot: 'main', index: 0 }), 'root', 'main')).toEqual([
      'z',
      'x',
      'y',
    ]);
    expect(childIds(move(root, { id: 'x', parentId: 'root', slot: 'main', index: 1 }), 'root', 'main')).toEqual([
      'y',
      'x',
      'z',
    ]);
  });

  it('carries the subtree along', () => {
    const next = move(sample(), { id: 'a', parentId: 'c', slot: 'inner' });
    expect(find(next, 'a2')?.path).toBe('/root/slots/aside/0/slots/inner/0/slots/body/1');
    expect(countNodes(next)).toBe(6);
  });

  it('refuses moving a node into itself or its own descendant', () => {
    expect(() => move(sample(), { id: 'a', parentId: 'a', slot: 'body' })).toThrow('A node cannot be moved into itself');
    expect(() => move(sample(), { id: 'a', parentId: 'a1', slot: 'x' })).toThrow('A node cannot be moved into itself');
  });

  it('refuses moving the root, an unknown node or to an unknown parent', () => {
    expect(() => move(sample(), { id: 'root', parentId: 'a', slot: 'x' })).toThrow(TreeError);
    expect(() => move(sample(), { id: 'nope', parentId: 'a', slot: 'x' })).toThrow('No node with id nope');
    expect(() => move(sample(), { id: 'a1', parentId: 'nope', slot: 'x' })).toThrow('No node with id nope');
  });

  it('does not change the input tree', () => {
    const root = sample();
    const before = structuredClone(root);
    move(root, { id: 'a1', parentId: 'c', slot: 'x' });
    expect(root).toEqual(before);
  });
});

describe('cloneWithFreshIds', () => {
  it('gives every node of the copy a new UUID and keeps the shape', () => {
    const root = sample();
    const copy = cloneWithFreshIds(root);
    const oldIds = ids(root);
    const newIds = ids(copy);
    expect(newIds).toHaveLength(oldIds.length);
    expect(new Set(newIds).size).toBe(newIds.length);
    for (const id of newIds) {
      expect(isUuid(id)).toBe(true);
      expect(oldIds).not.toContain(id);
    }
    const shape = (node: Node): unknown => ({
      name: node.name,
      props: node.props,
      slots: Object.fromEntries(Object.entries(node.slots).map(([k, v]) => [k, v.map(shape)])),
    });
    expect(shape(copy)).toEqual(shape(root));
  });

  it('deep-copies props so editing the copy leaves the original alone', () => {
    const original = n('p', { main: [n('q', {}, { list: [{ label: 'one' }], nested: { deep: [1, 2] } })] });
    const copy = cloneWithFreshIds(original);
    const q = copy.slots.main![0]!;
    expect(q.props).toEqual(original.slots.main![0]!.props);
    expect(q.props).not.toBe(original.slots.main![0]!.props);
    (q.props.list as { label: string }[])[0]!.label = 'changed';
    (q.props.nested as { deep: number[] }).deep.push(3);
    expect(original.slots.main![0]!.props).toEqual({ list: [{ label: 'one' }], nested: { deep: [1, 2] } });
  });

  it('keeps the props version', () => {
    expect(cloneWithFreshIds({ ...n('v'), version: 3 }).version).toBe(3);
  });

  it('can be inserted next to its original', () => {
    const root = sample();
    const a = find(root, 'a')!.node;
    const next = insert(root, { parentId: 'root', slot: 'main', index: 1, node: cloneWithFreshIds(a) });
    expect(countNodes(next)).toBe(9);
  });
});

/** Random trees of 1-40 nodes with unique UUIDs and up to two slots per node. */
const treeArb = fc
  .array(fc.tuple(fc.nat(), fc.constantFrom('main', 'aside')), { minLength: 0, maxLength: 39 })
  .map((links) => {
    const nodes: Node[] = [{ id: newId(), name: 'box', props: {}, slots: {} }];
    for (const [pick, slot] of links) {
      const parent = nodes[pick % nodes.length]!;
      const child: Node = { id: newId(), name: 'box', props: {}, slots: {} };
      (parent.slots[slot] ??= []).push(child);
      nodes.push(child);
    }
    return nodes[0]!;
  });

describe('tree properties', () => {
  it('random valid moves keep the node count and the set of ids', () => {
    fc.assert(
      fc.property(
        treeArb,
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom('main', 'aside', 'other'), fc.integer({ min: -2, max: 50 })), {
          maxLength: 15,
        }),
        (root, moves) => {
          const before = new Set(ids(root));
          let tree = root;
          for (const [from, to, slot, index] of moves) {
            const all = ids(tree);
            const id = all[from % all.length]!;
            const parentId = all[to % all.length]!;
            const loc = find(tree, id)!;
            const invalid = loc.parent === null || find(loc.node, parentId) !== undefined;
            if (invalid) {
              expect(() => move(tree, { id, parentId, slot, index })).toThrow(TreeError);
              continue;
            }
            tree = move(tree, { id, parentId, slot, index });
            const moved = find(tree, id)!;
            expect(moved.parent?.id).toBe(parentId);
            expect(moved.slot).toBe(slot);
          }
          expect(countNodes(tree)).toBe(before.size);
          expect(new Set(ids(tree))).toEqual(before);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('insert then remove gives back an equal tree', () => {
    fc.assert(
      fc.property(treeArb, fc.nat(), fc.integer({ min: -3, max: 50 }), (root, pick, index) => {
        const all = ids(root);
        const parentId = all[pick % all.length]!;
        const added = n(newId());
        const grown = insert(root, { parentId, slot: 'main', index, node: added });
        expect(countNodes(grown)).toBe(all.length + 1);
        const back = remove(grown, added.id);
        // `main` may be newly created (empty) on a former leaf; compare without empty slots.
        const prune = (node: Node): Node => ({
          ...node,
          slots: Object.fromEntries(
            Object.entries(node.slots)
              .filter(([, v]) => v.length > 0)
              .map(([k, v]) => [k, v.map(prune)]),
          ),
        });
        expect(prune(back)).toEqual(prune(root));
      }),
      { numRuns: 200 },
    );
  });
});

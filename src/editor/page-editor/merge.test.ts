import { describe, expect, it } from 'vitest';
import type { Node } from '../../core/node';
import { find } from '../../core/tree';
import { switchLayout } from './layout';
import { mergeTrees } from './merge';

const n = (id: string, name: string, props: Record<string, unknown> = {}, slots: Record<string, Node[]> = {}): Node => ({ id, name, props, slots });

/** layout(main: [hero h, grid g(items: [card a, card b])]) */
function base(): Node {
  return n('root', 'page-layout', { skipLinkText: 'Skip' }, {
    main: [
      n('h', 'hero', { heading: 'Markets', box1Text: 'Trade' }),
      n('g', 'grid', { minWidth: 300 }, { items: [n('a', 'card', { title: 'A' }), n('b', 'card', { title: 'B' })] }),
    ],
  });
}

const ids = (tree: Node, id: string, slot: string) => find(tree, id)!.node.slots[slot]!.map((c) => c.id);
const props = (tree: Node, id: string) => find(tree, id)!.node.props;

describe('mergeTrees', () => {
  it('keeps edits of different props of one node from both sides', () => {
    const theirs = base();
    find(theirs, 'h')!.node.props.heading = 'Their heading';
    const ours = base();
    find(ours, 'h')!.node.props.box1Text = 'Our text';
    const { tree, conflicts } = mergeTrees({ base: base(), theirs, ours });
    expect(props(tree, 'h')).toEqual({ heading: 'Their heading', box1Text: 'Our text' });
    expect(conflicts).toEqual([]);
  });

  it('keeps our value and reports it when both changed the same prop', () => {
    const theirs = base();
    find(theirs, 'a')!.node.props.title = 'Theirs';
    const ours = base();
    find(ours, 'a')!.node.props.title = 'Ours';
    const { tree, conflicts } = mergeTrees({ base: base(), theirs, ours });
    expect(props(tree, 'a').title).toBe('Ours');
    expect(conflicts).toEqual([{ id: 'a', name: 'card', message: 'Both of you changed title; your values are kept.' }]);
  });

  it('keeps nodes added on both sides, ours after the sibling it followed', () => {
    const theirs = base();
    find(theirs, 'g')!.node.slots.items!.unshift(n('t', 'card', { title: 'T' }));
    const ours = base();
    find(ours, 'g')!.node.slots.items!.splice(1, 0, n('o', 'card', { title: 'O' }, { content: [n('o2', 'heading', { text: 'x' })] }));
    const { tree } = mergeTrees({ base: base(), theirs, ours });
    expect(ids(tree, 'g', 'items')).toEqual(['t', 'a', 'o', 'b']);
    expect(ids(tree, 'o', 'content')).toEqual(['o2']);
  });

  it('applies our moves and removals while keeping their additions elsewhere', () => {
    const theirs = base();
    theirs.slots.main!.push(n('x', 'heading', { text: 'Theirs' }));
    const ours = base();
    const grid = find(ours, 'g')!.node;
    const [a] = grid.slots.items!.splice(0, 1);
    ours.slots.main!.unshift(a!);
    ours.slots.main = ours.slots.main!.filter((c) => c.id !== 'h');
    const { tree, conflicts } = mergeTrees({ base: base(), theirs, ours });
    expect(ids(tree, 'root', 'main')).toEqual(['a', 'g', 'x']);
    expect(ids(tree, 'g', 'items')).toEqual(['b']);
    expect(conflicts).toEqual([]);
  });

  it('respects their removal of a node we left alone, keeps one we changed', () => {
    const theirs = base();
    find(theirs, 'g')!.node.slots.items = [];
    const ours = base();
    find(ours, 'b')!.node.props.title = 'B edited';
    const { tree, conflicts } = mergeTrees({ base: base(), theirs, ours });
    expect(ids(tree, 'g', 'items')).toEqual(['b']);
    expect(props(tree, 'b').title).toBe('B edited');
    expect(conflicts.map((c) => c.id)).toEqual(['b']);
  });

  it('reports their additions inside a node we removed', () => {
    const theirs = base();
    find(theirs, 'g')!.node.slots.items!.push(n('t', 'card'));
    const ours = base();
    ours.slots.main = ours.slots.main!.filter((c) => c.id !== 'g');
    const { tree, conflicts } = mergeTrees({ base: base(), theirs, ours });
    expect(find(tree, 'g')).toBeUndefined();
    expect(conflicts.map((c) => c.id)).toEqual(['g']);
  });

  it('merges root props like any node', () => {
    const theirs = base();
    theirs.props.skipLinkText = 'Jump';
    const { tree } = mergeTrees({ base: base(), theirs, ours: base() });
    expect(tree.props.skipLinkText).toBe('Jump');
  });

  describe('a layout change on one side (with or without a banner)', () => {
    const withBanner = () => n('root', 'page-layout', {}, { banner: [n('bh', 'hero', { heading: 'Banner' })], main: [n('c', 'card', { title: 'C' })] });

    it('keeps our switch to no banner and moves their new banner content to main', () => {
      const theirs = withBanner();
      theirs.slots.banner!.push(n('t', 'card', { title: 'Theirs' }));
      const ours = switchLayout(withBanner(), 'page-layout-no-banner');
      const { tree, conflicts } = mergeTrees({ base: withBanner(), theirs, ours });
      expect(tree.name).toBe('page-layout-no-banner');
      expect(Object.hasOwn(tree.slots, 'banner')).toBe(false);
      expect(ids(tree, 'root', 'main')).toEqual(['t', 'bh', 'c']);
      expect(conflicts).toEqual([]);
    });

    it('keeps their switch to no banner and moves what we added to the banner to main', () => {
      const theirs = switchLayout(withBanner(), 'page-layout-no-banner');
      const ours = withBanner();
      ours.slots.banner!.push(n('o', 'card', { title: 'Ours' }));
      const { tree } = mergeTrees({ base: withBanner(), theirs, ours });
      expect(tree.name).toBe('page-layout-no-banner');
      expect(Object.hasOwn(tree.slots, 'banner')).toBe(false);
      expect(ids(tree, 'root', 'main')).toEqual(['o', 'bh', 'c']);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { newId, type Node } from '../../core/node';
import { fromPuckData, toPuckData } from '../../core/puck';
import { validateTree } from '../../core/validate';
import { registry } from '../../components/registry';
import { offersLayoutChoice, switchLayout } from './layout';
import { rootKindsFor } from '../../content';
import type { SiteId } from '../../core/sites';

// Readable names for the nodes; the trees carry real uuids so they validate as stored pages.
const uuids = new Map<string, string>();
const uuid = (name: string) => uuids.get(name) ?? uuids.set(name, newId()).get(name)!;
const n = (id: string, name: string, props: Record<string, unknown> = {}, slots: Record<string, Node[]> = {}): Node => ({ id: uuid(id), name, props, slots });
const idsOf = (nodes: Node[] | undefined) => (nodes ?? []).map((c) => [...uuids].find(([, v]) => v === c.id)?.[0]);

function page(): Node {
  return n('root', 'page-layout', { skipLinkText: 'Skip' }, {
    alertContent: [n('al', 'alert', { intent: 'warn', heading: 'Notice' })],
    headerContent: [n('hd', 'include', { path: '/header' })],
    banner: [n('h1', 'hero', { heading: 'First' }), n('h2', 'hero', { heading: 'Second' })],
    main: [n('c', 'card', { title: 'Card' })],
    footerContent: [n('ft', 'include', { path: '/footer' })],
    accessCodeHeader: [n('ah', 'heading', { text: 'Members', level: 2 })],
    accessCodeFooter: [],
  });
}

describe('switchLayout', () => {
  it('without a banner: the banner content moves, in order, to the start of main and nothing else changes', () => {
    const before = page();
    const after = switchLayout(before, 'page-layout-no-banner');
    expect(after.name).toBe('page-layout-no-banner');
    expect(after.id).toBe(uuid('root'));
    expect(after.props).toEqual({ skipLinkText: 'Skip' });
    expect(Object.hasOwn(after.slots, 'banner')).toBe(false);
    expect(idsOf(after.slots.main)).toEqual(['h1', 'h2', 'c']);
    for (const slot of ['alertContent', 'headerContent', 'footerContent', 'accessCodeHeader', 'accessCodeFooter']) {
      expect(after.slots[slot]).toEqual(before.slots[slot]);
    }
    // The input is left as it was.
    expect(before).toEqual(page());
    // The result is a valid page for the editor and the server.
    expect(idsOf(fromPuckData(toPuckData(after, registry), registry).slots.main)).toEqual(['h1', 'h2', 'c']);
    expect(validateTree(after, { registry, rootKinds: ['page-layout-no-banner'] })).toMatchObject({ ok: true });
  });

  it('with a banner: an empty banner is added and main keeps everything', () => {
    const without = switchLayout(page(), 'page-layout-no-banner');
    const back = switchLayout(without, 'page-layout');
    expect(back.name).toBe('page-layout');
    expect(back.slots.banner).toEqual([]);
    expect(idsOf(back.slots.main)).toEqual(['h1', 'h2', 'c']);
    expect(validateTree(back, { registry, rootKinds: ['page-layout'] })).toMatchObject({ ok: true });
  });

  it('leaves a page already on that layout as it is and refuses a fragment', () => {
    expect(switchLayout(page(), 'page-layout')).toEqual(page());
    const without = switchLayout(page(), 'page-layout-no-banner');
    expect(switchLayout(without, 'page-layout-no-banner')).toEqual(without);
    expect(() => switchLayout(n('f', 'fragment', {}, { content: [] }), 'page-layout')).toThrow(/fragment has no layout/);
  });
});

describe('offersLayoutChoice', () => {
  it('is offered for pages of brands whose layout has a banner only', () => {
    // The sites as the API sends them: each with the page layouts the server allows.
    const site = (id: SiteId) => ({ pageLayouts: rootKindsFor(id, 'page') });
    expect(offersLayoutChoice({ site: site('nyse'), kind: 'page' })).toBe(true);
    expect(offersLayoutChoice({ site: site('nyse'), kind: 'partial' })).toBe(false);
    expect(offersLayoutChoice({ site: site('ctaplan'), kind: 'page' })).toBe(false);
    expect(offersLayoutChoice({ site: site('globalotc'), kind: 'page' })).toBe(false);
    expect(offersLayoutChoice({ site: undefined, kind: 'page' })).toBe(false);
  });
});

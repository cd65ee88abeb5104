import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRegistry, defineComponent } from '../../core/component';
import { node } from '../../core/node';
import { toPuckData } from '../../core/puck';
import { registry } from '../../components/registry';
import { collectProblems, describePath, normalizePath, ROOT_ID, type ProblemCache } from './validation';

describe('collectProblems', () => {
  it('finds invalid props at any depth, keyed by node id, with the schema’s message per prop path', () => {
    const card = node('card', { title: 'x'.repeat(300) });
    const grid = node('grid', { minWidth: 10 }, { items: [card, node('card', { title: 'Fine' })] });
    const tree = node('page-layout', { skipLinkText: 'Skip' }, { main: [grid] });
    const problems = collectProblems(toPuckData(tree, registry), registry, new WeakMap());
    expect([...problems.keys()].sort()).toEqual([card.id, grid.id].sort());
    expect(Object.keys(problems.get(card.id)!.errors)).toEqual(['title']);
    expect(problems.get(grid.id)!.errors.minWidth).toMatch(/100/);
    expect(problems.get(card.id)!.label).toBe('Card');
  });

  it('checks the root’s own props under the root id', () => {
    const tree = node('page-layout', { skipLinkText: '' }, {});
    const problems = collectProblems(toPuckData(tree, registry), registry, new WeakMap());
    expect([...problems.keys()]).toEqual([ROOT_ID]);
    expect(Object.keys(problems.get(ROOT_ID)!.errors)).toEqual(['skipLinkText']);
  });

  it('reports a slot holding more children than it allows', () => {
    const pair = defineComponent({
      name: 'pair',
      label: 'Pair',
      category: 'layout',
      props: z.strictObject({}),
      slots: { items: { label: 'Items', max: 2 } },
      defaults: {},
    });
    const small = createRegistry([...registry.all(), pair]);
    const tree = node('page-layout', {}, { main: [node('pair', {}, { items: [node('card'), node('card'), node('card')] })] });
    const problems = collectProblems(toPuckData(tree, small), small, new WeakMap());
    const [problem] = [...problems.values()];
    expect(problem!.errors.items).toBe('Items holds at most 2 components; remove 1.');
  });

  it('validates an unchanged props object only once', () => {
    const tree = node('page-layout', {}, { main: [node('card', { title: 'x'.repeat(300) })] });
    const data = toPuckData(tree, registry);
    const cache: ProblemCache = new WeakMap();
    const first = collectProblems(data, registry, cache);
    const second = collectProblems(data, registry, cache);
    const id = tree.slots.main![0]!.id;
    expect(second.get(id)!.errors).toBe(first.get(id)!.errors);
  });
});

describe('paths', () => {
  it('matches Puck field names to validation paths', () => {
    expect(normalizePath('ctaLinks[0].title')).toBe('ctaLinks.0.title');
    expect(normalizePath('menus[1].sections[2].links[0].href')).toBe('menus.1.sections.2.links.0.href');
    expect(normalizePath('heading')).toBe('heading');
  });

  it('describes a path for people, counting items from 1', () => {
    expect(describePath('ctaLinks.0.href')).toBe('CTA links › 1 › Href');
    expect(describePath('imageObjectPosition')).toBe('Image object position');
  });
});

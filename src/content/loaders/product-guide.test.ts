import { describe, expect, it } from 'vitest';
import { productGuide, ProductGuideDataSchema } from '../../components/product-guide/definition';
import { node } from '../../core/node';
import type { ContentContext } from '../context';
import { productGuideLoader } from './product-guide';

// The guide is static: the loader never touches the context.
const ctx = {} as ContentContext;

/** The guide's data, checked against the schema its definition declares. */
async function load(query: string, group = 'energy', micCode = 'all') {
  const data = await productGuideLoader(ctx, { site: 'ice', path: '/futures/energy', node: node('product-guide', { caption: 'Products', group, micCode }), query: new URLSearchParams(query) });
  expect(ProductGuideDataSchema.parse(data)).toEqual(data);
  return data;
}

describe('product-guide loader', () => {
  it('reads the filters from the address, else the preset group', async () => {
    expect(productGuide.data!.usesQuery).toBe(true);
    const preset = await load('');
    expect(preset.applied).toEqual({ group: 'energy', q: '' });
    expect(new Set(preset.products.map((p) => p.groupName))).toEqual(new Set(['Oil', 'Natural Gas', 'Power', 'Emissions']));
    const asked = await load('group=metals&q=gold');
    expect(asked.applied).toEqual({ group: 'metals', q: 'gold' });
    expect(asked.products.map((p) => p.specName)).toEqual(['Gold Futures (100 oz)', 'Kilo Gold Futures']);
    const all = await load('group=all');
    expect(all.products.length).toBeGreaterThan(preset.products.length);
  });

  it('keeps to the node’s venue whatever the address asks', async () => {
    const us = await load('group=all', 'all', 'IFUS');
    expect(us.products.length).toBeGreaterThan(20);
    expect(us.products.every((p) => p.micCode === 'IFUS')).toBe(true);
    expect((await load('group=agriculture&q=london', 'all', 'IFUS')).products).toEqual([]);
  });

  it('names a bad group or a too long search and leaves it out, keeping the other filter', async () => {
    const badGroup = await load('group=plastics&q=ttf');
    expect(badGroup.problems).toEqual({ group: 'Choose a group from the list' });
    expect(badGroup.applied).toEqual({ group: 'energy', q: 'ttf' });
    expect(badGroup.products.every((p) => p.specName.includes('TTF'))).toBe(true);
    const long = await load(`group=oil&q=${'a'.repeat(150)}`);
    expect(long.problems).toEqual({ q: 'Search for at most 100 characters' });
    expect(long.asked.q).toHaveLength(100);
    expect(long.applied).toEqual({ group: 'oil', q: '' });
    expect(long.products.length).toBeGreaterThan(5);
  });
});

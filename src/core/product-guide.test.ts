import { describe, expect, it } from 'vitest';
import { ProductGuideQuery, ProductGuideResponse } from './contracts/product-guide';
import { filterProducts, MIC_CODES, PRODUCT_GROUPS, PRODUCT_GUIDE } from './product-guide';

describe('the product guide', () => {
  it('lists about 80 products, every group and venue used, none twice', () => {
    expect(PRODUCT_GUIDE.length).toBeGreaterThanOrEqual(75);
    expect(new Set(PRODUCT_GUIDE.map((p) => `${p.micCode}/${p.specName}`)).size).toBe(PRODUCT_GUIDE.length);
    const leafNames = PRODUCT_GROUPS.flatMap((g) => (g.subgroups ? g.subgroups.map((s) => s.name) : [g.name]));
    expect(new Set(PRODUCT_GUIDE.map((p) => p.groupName))).toEqual(new Set(leafNames));
    expect(new Set(PRODUCT_GUIDE.map((p) => p.micCode))).toEqual(new Set(MIC_CODES));
    expect(ProductGuideResponse.safeParse(PRODUCT_GUIDE).success).toBe(true);
  });

  it('filters by group (a group covers its subgroups), venue and every search word, in any case', () => {
    const energy = filterProducts({ group: 'energy' });
    expect(new Set(energy.map((p) => p.groupName))).toEqual(new Set(['Oil', 'Natural Gas', 'Power', 'Emissions']));
    expect(filterProducts({ group: 'oil' }).every((p) => p.groupName === 'Oil')).toBe(true);
    expect(filterProducts({ group: 'energy', micCode: 'NDEX' }).map((p) => p.specName)).toContain('Dutch TTF Natural Gas Futures');
    expect(filterProducts({ micCode: 'IFAD' }).map((p) => p.specName)).toEqual(['Murban Crude Oil Futures', 'Murban Crude Oil Options']);
    expect(filterProducts({ q: 'BRENT futures' }).map((p) => p.specName)).toEqual(['Brent Crude Futures', 'Mini Brent Crude Futures']);
    expect(filterProducts({ q: '€str' }).map((p) => p.specName)).toEqual(['Three Month €STR Futures']);
    expect(filterProducts({ q: 'sonia' }).map((p) => p.specName)).toEqual(['Three Month SONIA Index Futures']);
    expect(filterProducts({ q: 'ifsg gold' }).map((p) => p.specName)).toEqual(['Kilo Gold Futures']);
    expect(filterProducts({ group: 'metals', q: 'brent' })).toEqual([]);
    expect(filterProducts({})).toEqual(PRODUCT_GUIDE);
  });

  it('keeps guide order: groups as listed, then spec names', () => {
    const groups = PRODUCT_GUIDE.map((p) => p.groupName).filter((g, i, all) => all.indexOf(g) === i);
    expect(groups).toEqual(['Agriculture', 'Credit', 'Oil', 'Natural Gas', 'Power', 'Emissions', 'Equity Derivatives', 'FX', 'Freight', 'Interest Rates', 'Metals']);
    const oil = filterProducts({ group: 'oil' }).map((p) => p.specName);
    expect(oil).toEqual([...oil].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('the product guide query contract', () => {
  it('takes a known group, a venue and up to 100 characters of search', () => {
    expect(ProductGuideQuery.parse({ group: 'natural-gas', q: '  ttf ', micCode: 'NDEX' })).toEqual({ group: 'natural-gas', q: 'ttf', micCode: 'NDEX' });
    expect(ProductGuideQuery.parse({})).toEqual({});
  });

  it.each([
    [{ group: 'plastics' }, 'group', 'group is one of agriculture, credit, energy, oil'],
    [{ q: 'x'.repeat(101) }, 'q', 'q is at most 100 characters'],
    [{ micCode: 'XNYS' }, 'micCode', 'micCode is one of IFEU, IFUS'],
    [{ page: '2' }, '', ''],
  ])('refuses %j naming %s', (query, name, message) => {
    const result = ProductGuideQuery.safeParse(query);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    if (name) expect(issue.path).toEqual([name]);
    expect(issue.message).toContain(message);
  });
});

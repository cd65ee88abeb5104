import { describe, expect, it } from 'vitest';
import { node } from '../../core/node';
import { filterProducts } from '../../core/product-guide';
import { issuesOf, renderHtml, valid } from '../test-render';
import type { ProductGuideData } from './data';

const loaded = (over: Partial<ProductGuideData> = {}): ProductGuideData => ({
  asked: { group: 'oil', q: 'brent' },
  applied: { group: 'oil', q: 'brent' },
  problems: {},
  products: filterProducts({ group: 'oil', q: 'brent' }),
  ...over,
});

/** Renders on `/futures/energy` with the given data loaded for the node; `null`: none loaded (the editor). */
function render(props: Record<string, unknown> = {}, data: ProductGuideData | null = loaded()) {
  const tree = node('product-guide', { caption: 'Energy products', group: 'energy', ...props });
  return { html: renderHtml(tree, { path: '/futures/energy', ...(data ? { data: new Map([[tree.id, data]]) } : {}) }), id: tree.id };
}

describe('product-guide', () => {
  it('renders the products as a captioned table with the specification’s columns and scoped headers', () => {
    const { html } = render();
    expect(html).toContain('<caption>Energy products: Energy: Oil products matching “brent”</caption>');
    expect(html).toContain('<thead><tr><th scope="col">Physical commodity</th><th scope="col">Product</th><th scope="col">Group</th><th scope="col">Venue (MIC)</th></tr></thead>');
    expect(html).toContain('<tr><td>Brent Crude</td><th scope="row">Brent Crude Futures</th><td>Oil</td><td>ICE Futures Europe (IFEU)</td></tr>');
    expect(html).toContain('<td>ICE Futures Singapore (IFSG)</td>');
    expect(html).toContain('<p class="t-product-guide__count">3 Energy: Oil products matching “brent”.</p>');
    expect(html.match(/<th scope="row">/g)).toHaveLength(3);
  });

  it('offers a GET form of labelled group select and search showing what the address asked for', () => {
    const { html, id } = render();
    expect(html).toContain('<form class="t-product-guide__filters" aria-label="Filter Energy products" action="/futures/energy" method="get">');
    expect(html).toContain(`<label class="t-field__label" for="tessera-${id}-group">Group</label><select id="tessera-${id}-group" name="group">`);
    expect(html).toContain('<option value="all">All groups</option><option value="agriculture">Agriculture</option>');
    expect(html).toContain('<option value="oil" selected="">Energy: Oil</option>');
    expect(html).toContain(`<label class="t-field__label" for="tessera-${id}-q">Search products</label><input id="tessera-${id}-q" type="search" maxLength="100" placeholder="Brent, TTF, gold" name="q" value="brent"/>`);
    expect(html).toContain('<button type="submit" class="t-button t-product-guide__submit">Show</button>');
    // Filters other than the preset can be cleared, back to the page's own address.
    expect(html).toContain('<a class="t-product-guide__reset" href="/futures/energy">Clear filters</a>');
  });

  it('shows the preset group without a clear link when nothing else was asked for', () => {
    const data = loaded({ asked: { group: 'energy', q: '' }, applied: { group: 'energy', q: '' }, products: filterProducts({ group: 'energy' }) });
    const { html } = render({}, data);
    expect(html).toContain('<option value="energy" selected="">Energy</option>');
    expect(html).toContain('<caption>Energy products</caption>');
    expect(html).not.toContain('Clear filters');
    expect(html).toContain('<td>Emissions</td>');
  });

  it('names a bad value beside its field, and says when nothing matches', () => {
    const { html, id } = render(
      {},
      loaded({ asked: { group: 'plastics', q: 'zinc' }, applied: { group: 'energy', q: 'zinc' }, problems: { group: 'Choose a group from the list' }, products: [] }),
    );
    expect(html).toContain(`<select id="tessera-${id}-group" name="group" aria-invalid="true" aria-describedby="tessera-${id}-group-error">`);
    expect(html).toContain('<option value="energy" selected="">Energy</option>');
    expect(html).toContain(`<p class="t-field__error" id="tessera-${id}-group-error">Choose a group from the list</p>`);
    expect(html).toContain('<p class="t-product-guide__count">No Energy products matching “zinc”.</p>');
    expect(html).not.toContain('<table');
  });

  it('says what will appear where nothing was loaded (the editor’s canvas)', () => {
    expect(render({}, null).html).toBe(
      '<div class="t-product-guide t-product-guide--placeholder"><p>The product guide lists Energy products here, with a group filter and a search.</p></div>',
    );
    expect(render({ group: 'all' }, null).html).toContain('lists every product here');
    expect(render({ group: 'all', micCode: 'IFUS' }, null).html).toContain('lists every product of ICE Futures U.S. here');
  });

  it('defaults to every group and rejects groups it does not know', () => {
    expect(valid(node('product-guide')).props).toEqual({ caption: 'Product guide', group: 'all', micCode: 'all' });
    expect(issuesOf(node('product-guide', { micCode: 'XNYS' }))[0]!.path).toBe('/root/props/micCode');
    expect(issuesOf(node('product-guide', { group: 'plastics' }))[0]!.path).toBe('/root/props/group');
    expect(issuesOf(node('product-guide', { caption: '' }))[0]!.path).toBe('/root/props/caption');
  });
});

import { describe, expect, it } from 'vitest';
import { node } from '../../core/node';
import { OPTION_PRODUCTS, STRIKES_EACH_SIDE, optionsReport } from '../../core/options-data';
import { issuesOf, renderHtml, valid } from '../test-render';

const DATE = '2026-02-27';
const cocoa = OPTION_PRODUCTS.find((p) => p.iceLogicalCommodity === 'CC')!;

function render(query: string, props: Record<string, unknown> = {}) {
  const tree = node('options-report', props);
  const products = valid(tree).props.products as typeof OPTION_PRODUCTS;
  const data = optionsReport({ products, query: new URLSearchParams(query), date: DATE });
  return { tree, data, html: renderHtml(tree, { data: new Map([[tree.id, data]]) }) };
}

describe('options-report', () => {
  it('says what will appear where nothing was loaded (the editor’s canvas)', () => {
    expect(renderHtml(node('options-report', {}))).toBe(
      '<div class="t-options-report t-options-report--placeholder"><p>On the published page visitors choose one of 7 products and a strip here, and see its calls and puts by strike price.</p></div>',
    );
  });

  it('offers the products and the strips of the chosen one in a GET form, the choice selected', () => {
    const { tree, html } = render(`product=${cocoa.mappingId}&strip=2026-07`);
    expect(html).toContain('<form class="t-options-report__form" aria-label="Choose the options" method="get">');
    expect(html).toContain(`<select id="tessera-${tree.id}-product" name="product"><option value="218">Brent Crude American-Style Options</option>`);
    expect(html).toContain('<option value="5" selected="">Cocoa Options</option>');
    const strips = html.slice(html.indexOf('name="strip"'), html.indexOf('</select>', html.indexOf('name="strip"')));
    expect([...strips.matchAll(/<option value="([\d-]+)"/g)].map((m) => m[1])).toEqual(['2026-03', '2026-05', '2026-07', '2026-09', '2026-12', '2027-03', '2027-05', '2027-07']);
    expect(strips).toContain('<option value="2026-07" selected="">Jul26</option>');
    expect(html).toContain('<dt>ICE product</dt><dd>Cocoa Futures</dd>');
    expect(html).toContain('<dt>Market (MIC)</dt><dd>IFUS</dd>');
    expect(html).toContain('<caption>Cocoa Options, Jul26: prices of February 27th, 2026</caption>');
  });

  it('lays the chain out as calls | strike | puts under grouped "Calls" and "Puts" headings', () => {
    const { html, data } = render('');
    expect(html).toContain(
      '<colgroup span="9"></colgroup><colgroup span="1"></colgroup><colgroup span="9"></colgroup><thead><tr>' +
        '<th scope="colgroup" colSpan="9" class="t-report-center__group">Calls</th><th scope="col" class="t-num" rowSpan="2">Strike</th>' +
        '<th scope="colgroup" colSpan="9" class="t-report-center__group">Puts</th></tr>',
    );
    const side = '<th scope="col" class="t-num">Bid</th><th scope="col" class="t-num">Ask</th><th scope="col" class="t-num">Last</th><th scope="col">Last trade</th>' +
      '<th scope="col" class="t-num">Settlement</th><th scope="col" class="t-num">Change</th><th scope="col" class="t-num">Volume</th>' +
      '<th scope="col" class="t-num">Open interest</th><th scope="col">Updated</th>';
    expect(html).toContain(`<tr>${side}${side}</tr></thead>`);
    const strikes = [...html.matchAll(/<th scope="row" class="t-num">([\d,.]+)<\/th>/g)].map((m) => m[1]);
    expect(strikes).toEqual(data.chain.rows.map((r) => r.strikePrice.toFixed(2)));
    expect(strikes).toHaveLength(2 * STRIKES_EACH_SIDE + 1);
    const first = data.chain.rows[0]!;
    expect(html).toContain(`<td class="t-num">${first.call.bidPrice.toFixed(2)}</td><td class="t-num">${first.call.askPrice.toFixed(2)}</td>`);
  });

  it('marks the strike nearest the underlying', () => {
    const { html, data } = render('');
    const marked = [...html.matchAll(/<tr class="t-options-report__atm">.*?<th scope="row" class="t-num">([\d.]+)<\/th>/g)].map((m) => Number(m[1]));
    expect(marked).toHaveLength(1);
    for (const row of data.chain.rows) expect(Math.abs(marked[0]! - data.chain.underlying)).toBeLessThanOrEqual(Math.abs(row.strikePrice - data.chain.underlying));
  });

  it('shows the first product and strip, with a note, for what the address gets wrong', () => {
    const { html } = render('product=abc&strip=1999-01');
    expect(html).toContain(
      '<div class="t-options-report__notes"><p>There is no options product “abc” here: showing Brent Crude American-Style Options.</p>' +
        '<p>There is no strip “1999-01” of Brent Crude American-Style Options: showing Mar26.</p></div>',
    );
    expect(html).toContain('<caption>Brent Crude American-Style Options, Mar26: prices of February 27th, 2026</caption>');
  });

  it('lists the demo catalogue by default and checks the products editors enter', () => {
    expect(valid(node('options-report')).props.products).toEqual(OPTION_PRODUCTS);
    expect(issuesOf(node('options-report', { products: [] }))[0]!.path).toBe('/root/props/products');
    const twice = issuesOf(node('options-report', { products: [cocoa, { ...cocoa, option: 'Cocoa Options (again)' }] }));
    expect(twice.map((i) => [i.path, i.message])).toEqual([['/root/props/products/1/mappingId', 'Mapping id 5 is listed twice']]);
    expect(issuesOf(node('options-report', { products: [{ ...cocoa, iceMic: 'ice us' }] }))[0]!.path).toBe('/root/props/products/0/iceMic');
    expect(issuesOf(node('options-report', { products: [{ ...cocoa, mappingId: 1.5 }] }))[0]!.path).toBe('/root/props/products/0/mappingId');
  });
});

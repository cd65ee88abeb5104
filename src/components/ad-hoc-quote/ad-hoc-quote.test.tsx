import { describe, expect, it } from 'vitest';
import { TickerSymbol } from '../../core/contracts/market-data';
import { node } from '../../core/node';
import { answer, quote } from '../ticker/fixtures.test-data';
import { issuesOf, renderHtml, valid } from '../test-render';
import { readSymbol, SYMBOL_MISSING, SYMBOL_PROBLEM, type AdHocQuoteData } from './data';

function render(loaded: AdHocQuoteData | null, props: Record<string, unknown> = {}) {
  const tree = node('ad-hoc-quote', props);
  return renderHtml(tree, { path: '/market-data', ...(loaded ? { data: new Map([[tree.id, loaded]]) } : {}) });
}

const tag = (html: string, name: string, attribute: string) => new RegExp(`<${name}\\b[^>]*${attribute}[^>]*>`).exec(html)?.[0] ?? '';

describe('ad-hoc-quote', () => {
  it('is a GET form to the page with a Symbol field', () => {
    const html = render({ asked: '', symbol: '' });
    expect(tag(html, 'form', 'class="t-ad-hoc-quote__form"')).toMatch(/(?=.* method="get")(?=.* action="\/market-data")(?=.* role="search")/);
    const input = tag(html, 'input', 'name="quote-symbol"');
    const id = / id="([^"]+)"/.exec(input)![1];
    expect(html).toContain(`<label class="t-field__label" for="${id}">Symbol</label>`);
    expect(html).toContain('<button type="submit" class="t-button t-button--primary">Get quote</button>');
  });

  it('shows the quote looked up with its figures formatted', () => {
    const html = render({ asked: 'hbln', symbol: 'HBLN', answer: answer([quote('HBLN', { name: 'Harborline Energy Corp.', last: 42.1, change: -0.35, changePercent: -0.8245 })]) });
    expect(tag(html, 'input', 'name="quote-symbol"')).toContain('value="hbln"');
    expect(html).toMatch(/<h3 class="t-ad-hoc-quote__name"><span class="t-ad-hoc-quote__symbol">HBLN<\/span> Harborline Energy Corp\.<\/h3>/);
    expect(html.replace(/<[^>]+>/g, '')).toContain('42.10 ▼ down −0.35 (−0.82%)');
    const figures = [...html.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((m) => `${m[1]}: ${m[2]}`);
    expect(figures).toEqual(['Open: 1,230.00', 'High: 1,240.75', 'Low: 1,228.10', 'Previous close: 1,232.25', 'Volume: 12,345,678', 'Last trade: 11:04:30 AM ET']);
    expect(html).toContain('Market data delayed by at least 15 minutes.');
  });

  it('says there is no quote for an unknown symbol, and names a bad symbol beside the field', () => {
    const unknown = render({ asked: 'XYZ', symbol: 'XYZ', answer: answer([]) });
    expect(unknown).toContain('No quote for XYZ.');
    // One live region only (issue 25 point 8: the message was read twice): the widget's own, empty until a lookup in the browser.
    expect(unknown.match(/aria-live=/g)).toHaveLength(1);
    expect(unknown).toContain('<p class="t-visually-hidden t-ad-hoc-quote__announce" role="status" aria-live="polite"></p>');
    expect(unknown.match(/No quote for XYZ\./g)).toHaveLength(1);
    const html = render({ asked: '$$$', symbol: '', problem: SYMBOL_PROBLEM });
    const input = tag(html, 'input', 'name="quote-symbol"');
    const id = / id="([^"]+)"/.exec(input)![1];
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain(`aria-describedby="${id}-error"`);
    expect(input).toContain('value="$$$"');
    expect(html).toContain(`<p class="t-field__error" id="${id}-error">${SYMBOL_PROBLEM}</p>`);
    expect(html).toContain('Market data delayed.');
  });

  it('always shows the data-delay notice: stale, unavailable, and in the editor', () => {
    expect(render({ asked: '', symbol: 'HBLN', answer: answer([quote('HBLN')], { stale: true }) })).toContain('Live updates are unavailable; these are the last figures received.');
    const unavailable = render({ asked: 'HBLN', symbol: 'HBLN', unavailable: true });
    expect(unavailable).toContain('Market data is unavailable right now.');
    expect(unavailable).not.toContain('Looking up');
    const editor = render(null, { symbol: 'kstr' });
    expect(editor).toContain('The quote of KSTR appears here until a visitor looks up another symbol.');
    expect(editor).toContain('Market data delayed.');
  });

  it('reads symbols as the market data API does', () => {
    for (const typed of ['hbln', ' BRK.B ', 'bf/a', 'A', 'ABCDEFGHIJ', '1ABC', 'ABCDEFGHIJK', 'A;DROP', '<b>', 'É']) {
      const parsed = TickerSymbol.safeParse(typed);
      expect(readSymbol(typed), typed).toEqual(parsed.success ? { symbol: parsed.data } : { problem: SYMBOL_PROBLEM });
    }
    expect(readSymbol('  ')).toEqual({ problem: SYMBOL_MISSING });
  });

  it('takes an optional symbol shown first', () => {
    expect(valid(node('ad-hoc-quote', { symbol: ' kstr ' })).props.symbol).toBe('KSTR');
    expect(valid(node('ad-hoc-quote', {})).props.symbol).toBe('');
    expect(issuesOf(node('ad-hoc-quote', { symbol: '1ABC' }))[0]?.message).toBe(SYMBOL_PROBLEM);
  });
});

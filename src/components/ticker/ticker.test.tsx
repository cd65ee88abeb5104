import { describe, expect, it } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import type { TickerData } from './data';
import { answer, quote } from './fixtures.test-data';

const sym = (...symbols: string[]) => symbols.map((symbol) => ({ symbol }));

function render(loaded: TickerData | null, props: Record<string, unknown> = { symbols: sym('HBLN', 'KSTR', 'QNTA') }) {
  const tree = node('ticker', props);
  return renderHtml(tree, { path: '/', ...(loaded ? { data: new Map([[tree.id, loaded]]) } : {}) });
}

const items = (html: string) => [...html.matchAll(/<li[^>]*data-symbol="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => [m[1], m[2]!.replace(/<[^>]+>/g, '')]);

describe('ticker', () => {
  it('shows symbol, last, change and % change, the direction as an arrow, a sign and a word', () => {
    const html = render({ answer: answer([quote('HBLN'), quote('KSTR', { last: 42.1, change: -0.4, changePercent: -0.941 }), quote('QNTA', { last: 9, change: 0, changePercent: 0 })]) });
    expect(html).toContain('aria-label="Prices"');
    expect(items(html)).toEqual([
      ['HBLN', 'HBLN 1,234.50 ▲ up +2.25 +0.18%'],
      ['KSTR', 'KSTR 42.10 ▼ down −0.40 −0.94%'],
      ['QNTA', 'QNTA 9.00 unchanged 0.00 0.00%'],
    ]);
    expect(html).toContain('<span aria-hidden="true">▼ </span><span class="t-visually-hidden">down </span>');
    expect(html).toContain('class="t-ticker__change t-ticker__change--down"');
  });

  it('always shows the data-delay notice: with its time, stale, unavailable, and with no props in the editor', () => {
    expect(render({ answer: answer([quote('HBLN')]) })).toMatch(/Market data delayed by at least 15 minutes\.<\/span> <span class="t-market-data__notice-as-of">As of <time dateTime="2026-11-24T16:05:00.000Z">Nov 24, 11:05 AM ET<\/time>/);
    expect(render({ answer: answer([quote('HBLN')], { stale: true }) })).toContain('Live updates are unavailable; these are the last figures received.');
    const unavailable = render({});
    expect(unavailable).toContain('Market data is unavailable right now.');
    expect(unavailable).not.toContain('<li');
    const editor = render(null, {});
    expect(editor).toContain('Market data delayed.');
    expect(editor).toContain('Prices of HBLN, KSTR, QNTA, BLCX appear here, updated every 5 seconds.');
  });

  it('says so when the feed knows none of the symbols', () => {
    expect(render({ answer: answer([]) })).toContain('No prices for HBLN, KSTR, QNTA.');
  });

  it('takes 1 to 20 distinct symbols, capitalised', () => {
    expect(valid(node('ticker', { symbols: sym(' hbln ', 'brk.b') })).props.symbols).toEqual(sym('HBLN', 'BRK.B'));
    expect(issuesOf(node('ticker', { symbols: [] }))[0]?.message).toBe('Add at least one symbol');
    expect(issuesOf(node('ticker', { symbols: sym(...Array.from({ length: 21 }, (_, i) => `S${i}`)) }))[0]?.message).toBe('At most 20 symbols');
    expect(issuesOf(node('ticker', { symbols: sym('HBLN', 'hbln') }))[0]?.message).toBe('List each symbol once');
    const bad = issuesOf(node('ticker', { symbols: sym('HBLN', '1ABC') }))[0];
    expect(bad?.message).toBe('A symbol is 1 to 10 letters, digits, dots or slashes, starting with a letter');
    expect(bad?.path).toMatch(/symbols\/1\/symbol$/);
  });
});

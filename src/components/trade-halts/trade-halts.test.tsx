import { describe, expect, it } from 'vitest';
import type { Halt } from '../../core/contracts/market-data';
import { node } from '../../core/node';
import { issuesOf, renderHtml } from '../test-render';
import { NO_HALT_FILTERS, haltsApiUrl, haltsHref, type TradeHaltsData } from './data';

const halt = (i: number, over: Partial<Halt> = {}): Halt => ({
  id: `2026-11-24-KSTR-${i}`,
  symbol: 'KSTR',
  name: 'Kestrel Aerospace Holdings Inc.',
  exchange: 'NYSE',
  reason: 'LULD Pause',
  haltDate: '2026-11-24',
  haltTime: `10:${String(10 + i).padStart(2, '0')}:00`,
  resumeDate: '2026-11-24',
  resumeTime: `10:${String(15 + i).padStart(2, '0')}:00`,
  ...over,
});

function data(over: Partial<TradeHaltsData> = {}, halts: Halt[] = [halt(1), halt(2, { symbol: 'ZPHR', name: 'Zephyr Genomics Inc.', exchange: 'Nasdaq', reason: 'News Pending', resumeDate: '', resumeTime: '' })]): TradeHaltsData {
  return {
    view: 'current',
    answer: { data: { halts, total: halts.length, page: 1, pageSize: 20 }, asOf: '2026-11-24T16:05:00.000Z', stale: false, delayMinutes: 15 },
    asked: NO_HALT_FILTERS,
    applied: NO_HALT_FILTERS,
    problems: {},
    defaultFrom: '2026-10-25',
    today: '2026-11-24',
    ...over,
  };
}

function render(loaded: TradeHaltsData | null = data(), props: Record<string, unknown> = {}) {
  const tree = node('trade-halts', props);
  return renderHtml(tree, { path: '/trade-halts', ...(loaded ? { data: new Map([[tree.id, loaded]]) } : {}) });
}

/** The opening tag of the first element with these attributes (in any order). */
function tag(html: string, name: string, ...attributes: string[]): string {
  const found = [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]).find((t) => attributes.every((a) => t.includes(` ${a}`)));
  if (!found) throw new Error(`No <${name}> with ${attributes.join(' ')}`);
  return found;
}

const cells = (html: string) => [...html.matchAll(/<tr[^>]*data-halt[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => c[1]!.replace(/<[^>]+>/g, '')));

describe('trade-halts', () => {
  it('lists today’s halts with the columns of the exchanges’ tables, an open halt shown as halted', () => {
    const html = render();
    expect(html).toContain('<caption>Current trade halts, 11/24/2026</caption>');
    expect([...html.matchAll(/<th scope="col">([^<]+)<\/th>/g)].map((m) => m[1])).toEqual(['Halt Date', 'Halt Time', 'Symbol', 'Name', 'Exchange', 'Reason', 'Resume Date', 'Resume Time']);
    expect(cells(html)).toEqual([
      ['11/24/2026', '10:11:00', 'KSTR', 'Kestrel Aerospace Holdings Inc.', 'NYSE', 'LULD Pause', '11/24/2026', '10:16:00'],
      ['11/24/2026', '10:12:00', 'ZPHR', 'Zephyr Genomics Inc.', 'Nasdaq', 'News Pending', '', 'Halted'],
    ]);
  });

  it('always shows the data-delay notice, with the time of the data, and says when it is stale', () => {
    expect(render()).toContain('Market data delayed by at least 15 minutes.');
    expect(render()).toMatch(/As of <time dateTime="2026-11-24T16:05:00.000Z">Nov 24, 11:05 AM ET<\/time>/);
    const stale = render(data({ answer: { ...data().answer!, stale: true } }));
    expect(stale).toContain('Live updates are unavailable; these are the last figures received.');
    expect(render(null)).toContain('Market data delayed.');
  });

  it('says so when there are no halts, or the feed is unavailable', () => {
    expect(render(data({}, []))).toContain('No trading halts so far today.');
    const { answer: _none, ...unavailable } = data();
    expect(render(unavailable)).toContain('Trade halts are unavailable right now.');
  });

  it('shows the history with its filters as a GET form, page links that keep them, and a CSV link of the same rows', () => {
    const applied = { ...NO_HALT_FILTERS, reason: 'LULD Pause' as const, from: '2026-10-01', to: '2026-10-31' };
    const html = render(
      data({ view: 'history', asked: applied, applied, answer: { data: { halts: [halt(1)], total: 45, page: 2, pageSize: 20 }, asOf: '2026-11-24T16:05:00.000Z', stale: false, delayMinutes: 15 } }),
    );
    expect(tag(html, 'form', 'class="t-trade-halts__filters"')).toMatch(/(?=.* action="\/trade-halts")(?=.* method="get")(?=.* role="search")/);
    expect(html).toContain('<input type="hidden" name="halts" value="history"/>');
    expect(html).toContain('45 halts between 10/1/2026 and 10/31/2026, page 2 of 3.');
    expect(html).toContain(`href="${haltsApiUrl('history', applied, { csv: true }).replace(/&/g, '&amp;')}"`);
    expect(html).toContain(`href="/trade-halts${haltsHref('history', applied, 3).replace(/&/g, '&amp;')}"`);
    expect(haltsHref('history', applied, 3)).toBe('?halts=history&halt-reason=LULD+Pause&halt-from=2026-10-01&halt-to=2026-10-31&halt-page=3');
    expect(html).toMatch(/<option value="LULD Pause" selected="">LULD Pause<\/option>|<option selected="">LULD Pause<\/option>/);
  });

  it('names a filter that was not applied beside its field', () => {
    const html = render(data({ view: 'history', asked: { ...NO_HALT_FILTERS, symbol: '$$$' }, problems: { symbol: 'A symbol is 1 to 10 letters or digits, like HBLN' } }));
    const input = tag(html, 'input', 'name="halt-symbol"');
    const id = / id="([^"]+)"/.exec(input)![1];
    expect(input).toContain(' aria-invalid="true"');
    expect(input).toContain(` aria-describedby="${id}-error"`);
    expect(input).toContain(' value="$$$"');
    expect(html).toContain(`<p class="t-field__error" id="${id}-error">`);
    expect(html).toContain('A symbol is 1 to 10 letters or digits, like HBLN</p>');
  });

  it('says what will appear in the editor, and refuses poll settings out of range', () => {
    expect(render(null)).toContain('Today’s trading halts appear here, updated every 5 seconds');
    expect(issuesOf(node('trade-halts', { pollInterval: 1 }))[0]?.message).toBe('At least every 2 seconds');
    expect(issuesOf(node('trade-halts', { pollTime: 24 }))[0]?.message).toBe('At most 12 hours');
  });
});

import { describe, expect, it } from 'vitest';
import { node } from '../../core/node';
import { answer, quote } from '../ticker/fixtures.test-data';
import { issuesOf, renderHtml } from '../test-render';
import { moversApiUrl, type MoversData } from './data';

const full: MoversData = {
  answers: {
    'most-active': answer([quote('HBLN', { volume: 48_200_000 }), quote('KSTR', { volume: 950 })]),
    gainers: answer([quote('PLXR', { last: 18.42, change: 1.37, changePercent: 8.0352 })]),
    losers: answer([quote('SLTN', { last: 7.05, change: -0.61, changePercent: -7.9634 })], { asOf: '2026-11-24T16:04:55.000Z' }),
  },
};

function render(loaded: MoversData | null, props: Record<string, unknown> = {}) {
  const tree = node('movers', props);
  return renderHtml(tree, { path: '/', ...(loaded ? { data: new Map([[tree.id, loaded]]) } : {}) });
}

const rows = (html: string, kind: string) => {
  const part = new RegExp(`data-movers="${kind}"[\\s\\S]*?</table>`).exec(html)?.[0] ?? '';
  return [...part.matchAll(/<tr[^>]*data-symbol[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => c[1]!.replace(/<[^>]+>/g, '')));
};

describe('movers', () => {
  it('shows every kind under its heading, with symbol, name, last, change, % change and volume', () => {
    const html = render(full);
    expect([...html.matchAll(/<h(\d) class="t-movers__(?:kind-)?heading"[^>]*>([^<]+)</g)].map((m) => `h${m[1]} ${m[2]}`)).toEqual(['h2 Market movers', 'h3 Most active', 'h3 Gainers', 'h3 Losers']);
    expect([...html.matchAll(/<th scope="col"[^>]*>([^<]+)<\/th>/g)].slice(0, 6).map((m) => m[1])).toEqual(['Symbol', 'Name', 'Last', 'Change', '% Change', 'Volume']);
    expect(rows(html, 'most-active')).toEqual([
      ['HBLN', 'HBLN Holdings Inc.', '1,234.50', '▲ up +2.25', '+0.18%', '48.20M'],
      ['KSTR', 'KSTR Holdings Inc.', '1,234.50', '▲ up +2.25', '+0.18%', '950'],
    ]);
    expect(rows(html, 'gainers')).toEqual([['PLXR', 'PLXR Holdings Inc.', '18.42', '▲ up +1.37', '+8.04%', '12.35M']]);
    expect(rows(html, 'losers')).toEqual([['SLTN', 'SLTN Holdings Inc.', '7.05', '▼ down −0.61', '−7.96%', '12.35M']]);
  });

  it('shows only the kinds chosen, in their order', () => {
    const html = render({ answers: { losers: full.answers.losers!, 'most-active': full.answers['most-active']! } }, { kinds: [{ kind: 'losers' }, { kind: 'most-active' }], limit: 5 });
    expect([...html.matchAll(/data-movers="([^"]+)"/g)].map((m) => m[1])).toEqual(['losers', 'most-active']);
  });

  it('has one data-delay notice for all lists, as of the oldest, stale if any is; unavailable and editor states', () => {
    const html = render(full);
    expect(html.match(/t-market-data__notice"/g)).toHaveLength(1);
    expect(html).toContain('dateTime="2026-11-24T16:04:55.000Z"');
    expect(html).not.toContain('Live updates are unavailable');
    expect(render({ answers: { ...full.answers, gainers: answer([], { stale: true }) } })).toContain('Live updates are unavailable; these are the last figures received.');
    expect(render({ answers: { ...full.answers, gainers: answer([]) } })).toContain('No stock is up so far today.');
    const unavailable = render({ answers: {} });
    expect(unavailable).toContain('Market data is unavailable right now.');
    expect(unavailable).not.toContain('<table');
    const editor = render(null);
    expect(editor).toContain('Most active, Gainers, Losers: the top 10 appear here, updated every 5 seconds.');
    expect(editor).toContain('Market data delayed.');
  });

  it('polls the API of each kind, and refuses limits and kinds out of range', () => {
    expect(moversApiUrl('gainers', 5)).toBe('/api/market-data/movers?kind=gainers&limit=5');
    expect(issuesOf(node('movers', { limit: 26 }))[0]?.message).toBe('At most 25 rows');
    expect(issuesOf(node('movers', { kinds: [] }))[0]?.message).toBe('Show at least one kind of movers');
    expect(issuesOf(node('movers', { kinds: [{ kind: 'gainers' }, { kind: 'gainers' }] }))[0]?.message).toBe('List each kind once');
    expect(issuesOf(node('movers', { kinds: [{ kind: 'biggest' }] }))[0]?.message).toBe('Choose from most-active, gainers, losers');
  });
});

import { describe, expect, it } from 'vitest';
import type { MarketStatistics } from '../../core/contracts/market-data';
import { node } from '../../core/node';
import { answer } from '../ticker/fixtures.test-data';
import { issuesOf, renderHtml } from '../test-render';
import type { MarketStatisticsData } from './data';

const tuesday: MarketStatistics = {
  day: '2026-11-23',
  set: 'tuesday',
  tables: [
    {
      metric: 'index-returns',
      label: 'Index returns',
      unit: '%',
      rows: [
        { universe: 'S&P 500', latest: 0.42, fiveDay: -1.1, oneMonth: 2.35, threeMonth: 0 },
        { universe: 'S&P 400', latest: -0.07, fiveDay: 0.5, oneMonth: 1, threeMonth: 3.21 },
      ],
    },
    { metric: 'close-percent-volume', label: 'Closing auction share of consolidated volume', unit: '%', rows: [{ universe: 'S&P 500', latest: 9.1, fiveDay: 8.7, oneMonth: 9, threeMonth: 8.95 }] },
  ],
};

function render(loaded: MarketStatisticsData | null, props: Record<string, unknown> = {}) {
  const tree = node('market-statistics', props);
  return renderHtml(tree, { path: '/', ...(loaded ? { data: new Map([[tree.id, loaded]]) } : {}) });
}

const table = (html: string, metric: string) => {
  const part = new RegExp(`data-metric="${metric}"[\\s\\S]*?</table>`).exec(html)![0];
  return [...part.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => c[1]!.replace(/<[^>]+>/g, '')));
};

describe('market-statistics', () => {
  it('names the day of the figures and the weekday’s set, with a table per metric', () => {
    const html = render({ answer: answer(tuesday) });
    expect(html).toMatch(/<h2 class="t-market-statistics__heading"[^>]*>Daily US equity market statistics for Monday, November 23, 2026<\/h2>/);
    // One day throughout (issue 25 point 8): the set is named from the figures' date, as the heading is.
    expect(html).toContain('Monday’s figures: index returns and the closing auction’s share of volume, for the latest trading day and over 5 days, 1 month and 3 months.');
    expect(html).not.toContain('Tuesday');
    expect(render({ answer: answer({ ...tuesday, day: '2026-11-27', set: 'weekend' }) })).toContain('Weekend figures, from Friday’s trading: index returns');
    expect(html).toContain('<caption>Index returns <span class="t-market-statistics__unit">(%)</span></caption>');
    expect(table(html, 'index-returns')).toEqual([
      ['Universe', 'Latest day, 11/23/2026', '5 days', '1 month', '3 months'],
      ['S&amp;P 500', '+0.42', '−1.10', '+2.35', '0.00'],
      ['S&amp;P 400', '−0.07', '+0.50', '+1.00', '+3.21'],
    ]);
    expect(table(html, 'close-percent-volume')[1]).toEqual(['S&amp;P 500', '9.10', '8.70', '9.00', '8.95']);
  });

  it('always shows the data-delay notice: stale, unavailable, and in the editor', () => {
    expect(render({ answer: answer(tuesday) })).toContain('Market data delayed by at least 15 minutes.');
    expect(render({ answer: answer(tuesday, { stale: true }) })).toContain('Live updates are unavailable; these are the last figures received.');
    const unavailable = render({});
    expect(unavailable).toContain('Market data is unavailable right now.');
    expect(unavailable).toMatch(/>Daily US equity market statistics<\/h2>/);
    const editor = render(null);
    expect(editor).toContain('The day’s statistics appear here');
    expect(editor).toContain('Market data delayed.');
  });

  it('needs a heading', () => {
    expect(issuesOf(node('market-statistics', { heading: ' ' }))[0]?.message).toBe('Enter the heading');
  });
});

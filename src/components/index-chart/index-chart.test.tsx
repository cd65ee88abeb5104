import { describe, expect, it } from 'vitest';
import type { IndexSeries } from '../../core/contracts/market-data';
import { node } from '../../core/node';
import { answer } from '../ticker/fixtures.test-data';
import { issuesOf, renderHtml } from '../test-render';
import type { IndexChartData } from './data';
import { chartGeometry, niceStep, summarize } from './geometry';

/** 9:30 a.m. ET on Nov 24, 2026 is 14:30 UTC; a point every half hour until noon. */
const series: IndexSeries = {
  symbol: 'NYA',
  name: 'NYSE Composite Index',
  previousClose: 19_700,
  points: [19_720, 19_680.5, 19_750.25, 19_810, 19_790.1, 19_842.17].map((value, i) => ({ time: new Date(Date.parse('2026-11-24T14:30:00Z') + i * 30 * 60_000).toISOString(), value })),
};

function render(loaded: IndexChartData | null, props: Record<string, unknown> = {}) {
  const tree = node('index-chart', props);
  return renderHtml(tree, { path: '/', ...(loaded ? { data: new Map([[tree.id, loaded]]) } : {}) });
}

describe('index-chart geometry', () => {
  it('steps the level axis on round numbers that cover the previous close, top to bottom', () => {
    expect(niceStep(19_680.5, 19_842.17, 4)).toBe(50);
    expect(niceStep(0, 1, 4)).toBe(0.5);
    expect(niceStep(0, 2, 4)).toBe(0.5);
    const g = chartGeometry(series);
    expect(g.yTicks).toEqual([
      { at: 0, label: '19,850' },
      { at: 25, label: '19,800' },
      { at: 50, label: '19,750' },
      { at: 75, label: '19,700' },
      { at: 100, label: '19,650' },
    ]);
    // The previous close, 19,700, sits on its tick.
    expect(g.previousCloseY).toBe(750);
  });

  it('spreads the session across the width, the hours labelled in New York time', () => {
    const g = chartGeometry(series);
    expect(g.xTicks.map((t) => [t.label, t.at, t.minor ?? false])).toEqual([
      ['10 AM', 7.69, false],
      ['11 AM', 23.08, true],
      ['12 PM', 38.46, false],
      ['1 PM', 53.85, true],
      ['2 PM', 69.23, false],
      ['3 PM', 84.62, true],
      ['4 PM', 100, false],
    ]);
    const points = g.line.split(' ').map((p) => p.split(',').map(Number));
    expect(points).toHaveLength(6);
    // Noon is 150 of the session's 390 minutes; the level 19,842.17 is near the top of 19,650..19,850.
    expect(points[0]).toEqual([0, 650]);
    expect(points[5]).toEqual([384.62, 39.15]);
  });

  it('summarizes open, last, high, low and the change on the previous close', () => {
    expect(summarize(series)).toEqual({ open: 19_720, last: 19_842.17, high: 19_842.17, low: 19_680.5, change: expect.closeTo(142.17, 6), changePercent: expect.closeTo(0.72168, 4) });
    expect(summarize({ ...series, points: [] })).toBeUndefined();
  });
});

describe('index-chart', () => {
  it('draws the line as SVG with a title and description, and gives the figures as text', () => {
    const html = render({ answer: answer(series) }, { symbol: 'NYA', height: 300 });
    expect(html).toMatch(/<h2 class="t-index-chart__heading"[^>]*>NYSE Composite Index<\/h2>/);
    expect(html).toContain('style="height:300px"');
    expect(html).toContain('viewBox="0 0 1000 1000" preserveAspectRatio="none"');
    expect(html).toMatch(/<div class="t-index-chart__axes" aria-hidden="true"><span class="t-index-chart__y-label" style="top:0%">19,850<\/span>/);
    expect(html).toContain('<span class="t-index-chart__x-label t-index-chart__x-label--minor" style="left:23.08%">11 AM</span>');
    expect(html).toMatch(/<svg [^>]*role="img"[^>]*aria-labelledby="([^"]+)"[^>]*aria-describedby="([^"]+)"/);
    expect(html).toMatch(/<title id="[^"]+">NYSE Composite Index today<\/title>/);
    expect(html).toContain('From 19,720.00 at the open to 19,842.17 at 12:00:00 PM ET, +0.72% on the previous close of 19,700.00; high 19,842.17, low 19,680.50.');
    expect(html).toContain('<polyline class="t-index-chart__line" points="0,650 76.92,');
    expect(html).toContain('class="t-index-chart__previous"');
    const figures = [...html.matchAll(/<dt>([^<]+)<\/dt><dd>([\s\S]*?)<\/dd>/g)].map((m) => [m[1], m[2]!.replace(/<[^>]+>/g, '')]);
    expect(figures).toEqual([
      ['Last', '19,842.17'],
      ['Change', '▲ up +142.17 (+0.72%)'],
      ['Open', '19,720.00'],
      ['High', '19,842.17'],
      ['Low', '19,680.50'],
      ['Previous close', '19,700.00'],
    ]);
  });

  it('takes the heading of its props, and says when there are no values yet', () => {
    expect(render({ answer: answer(series) }, { heading: 'The NYSE today' })).toContain('>The NYSE today</h2>');
    expect(render({ answer: answer({ ...series, points: [] }) })).toContain('No values of NYSE Composite Index yet today.');
  });

  it('always shows the data-delay notice: stale, unavailable, and in the editor', () => {
    expect(render({ answer: answer(series) })).toContain('Market data delayed by at least 15 minutes.');
    expect(render({ answer: answer(series, { stale: true }) })).toContain('Live updates are unavailable; these are the last figures received.');
    const unavailable = render({});
    expect(unavailable).toContain('Market data is unavailable right now.');
    expect(unavailable).not.toContain('<svg');
    const editor = render(null, { symbol: 'NYFANG' });
    expect(editor).toContain('The day’s line of the NYSE FANG+ Index (NYFANG) appears here, updated every 5 seconds.');
    expect(editor).toContain('Market data delayed.');
  });

  it('draws NYA or NYFANG, at a height from 120 to 600', () => {
    expect(issuesOf(node('index-chart', { symbol: 'HBLN' }))[0]?.message).toBe('Choose NYA or NYFANG');
    expect(issuesOf(node('index-chart', { height: 80 }))[0]?.message).toBe('At least 120 pixels');
  });
});

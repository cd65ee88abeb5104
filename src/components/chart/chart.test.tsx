import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { node } from '../../core/node';
import { registry } from '../registry';
import { issuesOf, renderHtml, TEST_SITE, valid } from '../test-render';
import { createTreeRenderer } from '../tree';
import { views } from '../views';
import { RenderContext } from '../view';
import ChartIsland from './chart.client';
import type { ChartData } from './data';
import ChartView, { type ChartProps } from './View';

const source = (seriesId: string, url = `/api/reports/history.csv?contract=${seriesId}`) => ({ seriesId, external: false, url, xCol: 'date', xType: 'date', yCol: 'settlement' });

const props = (over: Record<string, unknown> = {}) => ({
  baseConfig: { title: 'Crude oil settlement', type: 'line', height: 300 },
  dataSources: [source('B'), source('T')],
  series: [
    { id: 'B', label: 'Brent', color: '#0072b2' },
    { id: 'T', label: 'WTI', color: '#D55E00' },
  ],
  xAxis: { label: 'Trading day' },
  yAxis: { label: 'USD per barrel' },
  ...over,
});

const data: ChartData = {
  xType: 'date',
  columns: { x: 'date', y: 'settlement' },
  series: [
    { id: 'B', points: [['2026-03-02', 73.5], ['2026-03-03', 74.1], ['2026-03-04', 74.25]] },
    { id: 'T', points: [['2026-03-02', 70.05], ['2026-03-03', 70.6], ['2026-03-04', 71]] },
  ],
  sources: [
    { seriesId: 'B', skipped: 0, truncated: false },
    { seriesId: 'T', skipped: 2, truncated: false },
  ],
};

function render(loaded: ChartData | null, over: Record<string, unknown> = {}) {
  const tree = node('chart', props(over));
  return renderHtml(tree, loaded ? { data: new Map([[tree.id, loaded]]) } : {});
}

describe('chart', () => {
  it('draws the series as SVG in a captioned figure, in the props’ colours, with tick labels', () => {
    const html = render(data);
    expect(html).toMatch(/^<tessera-island data-island="0" data-kind="chart"><figure class="t-chart t-chart--line t-chart--legend-bottom"><figcaption class="t-chart__title">Crude oil settlement<\/figcaption>/);
    expect(html).toContain('<div class="t-chart__plot" style="height:300px"><svg class="t-chart__svg" viewBox="0 0 1000 1000" preserveAspectRatio="none" role="img"');
    expect(html).toMatch(/<title id="tessera-[^"]+-chart-title">Crude oil settlement<\/title>/);
    expect(html).toContain('Line chart of Brent, WTI: 6 values from Mar 2, 2026 to Mar 4, 2026, between 70.05 and 74.25. Every value is in the data table.');
    expect(html).toMatch(/<polyline class="t-chart__line" points="0,[\d.]+ 500,[\d.]+ 1000,[\d.]+" stroke="#0072b2"><\/polyline>/);
    // Colours are written as validated, lower-cased hex.
    expect(html).toContain('stroke="#d55e00"');
    expect(html).toContain('<div class="t-chart__y-title">USD per barrel</div>');
    expect(html).toContain('<div class="t-chart__x-title">Trading day</div>');
    expect(html).toContain('<span class="t-chart__x-tick" style="left:0%">Mar 2</span>');
    expect(html).toMatch(/<span class="t-chart__y-tick" style="top:0%">75<\/span>/);
  });

  it('gives every value in a data table per series, readable without scripts', () => {
    const html = render(data);
    const tables = html.slice(html.indexOf('<details class="t-chart__data">'));
    expect(tables).toContain('<summary>Data table</summary>');
    expect(tables).toContain('<table class="t-chart__table"><caption>Brent</caption><thead><tr><th scope="col">Trading day</th><th scope="col">USD per barrel</th></tr></thead>');
    expect(tables).toContain('<tr><th scope="row">Mar 3, 2026</th><td>74.1</td></tr>');
    expect(tables.match(/<table /g)).toHaveLength(2);
    // Without axis labels the columns are named after the source's columns.
    const plain = render(data, { xAxis: { label: '' }, yAxis: { label: '' } });
    expect(plain).toContain('<th scope="col">date</th><th scope="col">settlement</th>');
    expect(render(data)).toContain('<li>2 rows of “T” could not be read and are left out.</li>');
  });

  it('puts the legend below by default, and the site’s legend where the props say', () => {
    const legendAt = (html: string) => {
      const legend = html.indexOf('<ul class="t-chart__legend');
      return legend < html.indexOf('<div class="t-chart__frame"') ? 'before' : 'after';
    };
    const standard = render(data, { customLegendPosition: 'top' });
    expect(standard).toContain('t-chart--legend-bottom');
    expect(standard).toContain('<ul class="t-chart__legend" aria-label="Legend"><li><svg class="t-chart__key"');
    expect(legendAt(standard)).toBe('after');
    for (const [position, where] of [['top', 'before'], ['left', 'before'], ['bottom', 'after'], ['right', 'after']] as const) {
      const html = render(data, { useCustomLegend: true, customLegendPosition: position });
      expect(html).toContain(`t-chart--legend-${position}`);
      expect(html).toContain('<ul class="t-chart__legend t-chart__legend--custom" aria-label="Legend">');
      expect(legendAt(html)).toBe(where);
    }
    expect(standard).toContain('<rect width="12" height="12" rx="2" fill="#0072b2"></rect></svg><span>Brent</span>');
  });

  it('draws bars and areas', () => {
    const bars = render(data, { baseConfig: { title: 'Bars', type: 'bar', height: 200 } });
    expect(bars.match(/<rect class="t-chart__bar"/g)).toHaveLength(6);
    expect(bars).toContain('fill="#d55e00"');
    const area = render(data, { baseConfig: { title: 'Area', type: 'area', height: 200 } });
    expect(area.match(/<path class="t-chart__area" d="M0,1000L/g)).toHaveLength(2);
  });

  it('names a source that failed with its reason while the others still draw', () => {
    const html = render({ ...data, series: [data.series[0]!], sources: [data.sources[0]!, { seriesId: 'T', skipped: 0, truncated: false, problem: '404 Not Found: https://data.example.com/wti.csv' }] });
    expect(html).toContain('<p class="t-chart__problem">Data source “T” could not be loaded: 404 Not Found: https://data.example.com/wti.csv</p>');
    expect(html.match(/<polyline /g)).toHaveLength(1);
    const none = render({ ...data, series: [], sources: [{ seriesId: 'B', skipped: 0, truncated: false, problem: 'refused' }] });
    expect(none).toContain('<p class="t-chart__empty">No data to show.</p>');
    expect(none).not.toContain('<details');
  });

  it('says what will appear where nothing was loaded (the editor)', () => {
    const html = render(null);
    expect(html).toContain('<p class="t-chart__placeholder" style="min-height:300px">The chart is drawn here from 2 data sources when the page is viewed.</p>');
    expect(html).not.toContain('<svg class="t-chart__svg"');
  });

  it('hands the island its loaded data, and keeps the sources’ addresses out of it', () => {
    const tree = valid(node('chart', props()));
    const renderer = createTreeRenderer({ registry, views, data: new Map([[tree.id, data]]) });
    renderToStaticMarkup(createElement(RenderContext.Provider, { value: { site: TEST_SITE, path: '/', partials: new Map(), renderTree: renderer.render } }, renderer.render(tree)));
    expect(renderer.islands).toEqual([{ kind: 'chart', id: tree.id, props: expect.not.objectContaining({ dataSources: expect.anything() }), when: 'idle', data }]);
    expect(JSON.stringify(renderer.islands)).not.toContain('/api/reports/history.csv');
    expect(renderer.islands[0]!.props).toMatchObject({ baseConfig: { title: 'Crude oil settlement' }, series: [{ id: 'B' }, { id: 'T' }] });
  });

  it('hydrates as the server drew it: the island’s first render is the same HTML', () => {
    for (const over of [{}, { useCustomLegend: true, customLegendPosition: 'right' }, { baseConfig: { title: 'Bars', type: 'bar', height: 200 } }]) {
      const tree = valid(node('chart', props(over)));
      const context = { site: TEST_SITE, path: '/', partials: new Map(), renderTree: () => null, data: new Map([[tree.id, data]]) };
      const server = renderToStaticMarkup(createElement(RenderContext.Provider, { value: context }, createElement(ChartView, { id: tree.id, props: tree.props as ChartProps, slots: {} })));
      // The island's props are those of its island data: without the addresses of the sources.
      const { dataSources: _kept, ...islandProps } = tree.props;
      const client = renderToStaticMarkup(createElement(RenderContext.Provider, { value: context }, createElement(ChartIsland, { id: tree.id, props: islandProps as ChartProps, slots: {} })));
      expect(client).toBe(server);
    }
  });
});

describe('chart props', () => {
  it.each(['red;', 'url(#x)', 'url(javascript:alert(1))', '#fff', '#12345g', '#0072b2" onload="x', 'var(--t-color-primary)'])('refuses the colour %s', (color) => {
    const issues = issuesOf(node('chart', props({ series: [{ id: 'B', label: 'Brent', color }] })));
    expect(issues[0]).toMatchObject({ path: expect.stringMatching(/\/props\/series\/0\/color$/), message: 'Use a colour as #rrggbb, e.g. #0072b2' });
  });

  it.each([
    ['//evil.example.com/data.csv', false, 'A same-origin source is a path starting with / (not //)'],
    ['/api/../admin', false, 'A same-origin path may not contain ..'],
    ['/api/%2E%2E/admin', false, 'A same-origin path may not contain ..'],
    ['https://data.example.com/x.csv', false, 'A same-origin source is a path starting with /'],
    ['/api/reports/history.csv', true, 'An external source is an https address'],
    ['javascript:alert(1)', true, 'An external source is an https address'],
    ['file:///etc/passwd', true, 'An external source is an https address'],
  ])('refuses the source %s (external: %s)', (url, external, text) => {
    const issues = issuesOf(node('chart', props({ dataSources: [{ ...source('B'), url, external }] })));
    expect(issues[0]?.path).toMatch(/\/props\/dataSources\/0\/url$/);
    expect(issues[0]?.message).toContain(text);
  });

  it('takes unique source ids of one x type, and a y axis whose minimum is below its maximum', () => {
    expect(issuesOf(node('chart', props({ dataSources: [source('B'), source('B')] })))[0]?.message).toBe('Another data source is named B');
    expect(issuesOf(node('chart', props({ dataSources: [source('B'), { ...source('T'), xType: 'number' }] })))[0]?.message).toBe('Every source takes the x type of the first (date)');
    expect(issuesOf(node('chart', props({ yAxis: { label: '', min: 10, max: 5 } })))[0]?.message).toBe('The y axis minimum must be below its maximum');
    expect(valid(node('chart', props({ yAxis: { label: '', min: 0, max: 100 } }))).props.yAxis).toEqual({ label: '', min: 0, max: 100 });
    expect(issuesOf(node('chart', props({ customLegendPosition: 'middle' })))[0]?.message).toBe('Choose top, bottom, left, right');
  });
});

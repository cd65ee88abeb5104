// Issue 15 item 3: the platform's chart data route, and charts on the seeded futures pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthCode, listedMonths } from '../../src/core/market-model';
import { findContract, generateReport } from '../../src/core/report-data';
import { latestTradingDay, previousTradingDay } from '../../src/core/exchange-calendar';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
/** On a site's host: its public answers are shared under the site's keys (a CDN in front). */
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'ice.localhost' } });
const URL = '/api/reports/history.csv';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lines = (body: string) => body.trimEnd().split('\r\n');

describe('GET /api/reports/history.csv', () => {
  it('answers the settlement history of the front month as CSV, oldest first, publicly and cacheably', async () => {
    const res = await get(`${URL}?contract=B&days=20`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300, s-maxage=300, stale-while-revalidate=60');
    expect(res.headers['surrogate-key']).toBe('site-ice data-charts-ice');
    const [header, ...rows] = lines(res.body);
    expect(header).toBe('date,contract,settlement,volume,openInterest');
    expect(rows).toHaveLength(20);
    const days = rows.map((r) => r.split(',')[0]!);
    expect(days.at(-1)).toBe(latestTradingDay(new Date()));
    expect(days.at(-2)).toBe(previousTradingDay(days.at(-1)!));
    expect([...days].sort()).toEqual(days);
    for (const row of rows) expect(row).toMatch(/^\d{4}-\d{2}-\d{2},B [A-Z][a-z]{2}\d{2},\d+\.\d{2},\d+,\d+$/);
  });

  it('gives the end-of-day report’s figures of each day and month, so charts and the report center agree', async () => {
    const res = await get(`${URL}?contract=CC&months=3&days=5`);
    const rows = lines(res.body).slice(1).map((r) => r.split(','));
    expect(rows).toHaveLength(15);
    const [date, contract, settlement, volume, openInterest] = rows[4]!;
    const months = listedMonths({ day: date!, cycle: findContract('CC')!.cycle, count: 3 });
    expect(rows.slice(3, 6).map((r) => r[1])).toEqual(months.map((m) => `CC ${monthCode(m)}`));
    const report = generateReport({ type: 'end-of-day', contract: 'CC', kind: 'futures', date: date! });
    const reported = report.rows[1]!;
    expect(contract).toBe(`CC ${monthCode(months[1]!)}`);
    const figure = (heading: string) => reported[report.columns.findIndex((c) => c.heading === heading)]!.replace(/,/g, '');
    expect([settlement, volume, openInterest]).toEqual([figure('Settlement'), figure('Volume'), figure('Open interest')]);
  });

  it.each([
    [`${URL}`, 'contract'],
    [`${URL}?contract=XX`, 'contract'],
    [`${URL}?contract=B&months=0`, 'months'],
    [`${URL}?contract=B&months=7`, 'months'],
    [`${URL}?contract=B&months=two`, 'months'],
    [`${URL}?contract=B&days=4`, 'days'],
    [`${URL}?contract=B&days=261`, 'days'],
    [`${URL}?contract=B&contract=T`, 'contract'],
    [`${URL}?contract=B&months=1&months=2`, 'months'],
    [`${URL}?contract=B&from=2026-01-01`, 'from'],
  ])('%s → 400 naming %s', async (url, name) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('INVALID_BODY');
    expect(res.json().message).toContain(name);
  });

  it('is in the OpenAPI document', async () => {
    const spec = (await get('/api/openapi.json')).json();
    const operation = spec.paths[URL].get;
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['contract', 'days', 'months']);
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/csv']);
  });
});

describe('charts on the futures pages', () => {
  it('draws the history of the page’s contracts as SVG with a data table', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/futures/energy', headers: { host: 'ice.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<figure class="t-chart t-chart--line');
    expect(res.body).toContain('<svg class="t-chart__svg"');
    expect(res.body).toContain('<details class="t-chart__data"><summary>Data table</summary>');
    expect(res.body).not.toContain('t-chart__problem');
    // The island is handed the data the HTML was drawn from.
    const islands = JSON.parse(/<script type="application\/json" id="tessera-islands">([\s\S]*?)<\/script>/.exec(res.body)![1]!);
    const chart = islands.islands.find((i: { kind: string }) => i.kind === 'chart');
    expect(chart.data.series.length).toBeGreaterThan(0);
    expect(chart.data.series[0].points[0]).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), expect.any(Number)]);
  });
});

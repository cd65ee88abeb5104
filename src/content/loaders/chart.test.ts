import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChartData } from '../../components/chart/data';
import { CHART_CACHE_MS, ChartDataSchema } from '../../components/chart/definition';
import { node } from '../../core/node';
import type { ContentContext } from '../context';
import { loadNodeData } from '../loaders';
import { chartLoader, clearChartCache, formatOf, parseRows } from './chart';

const CSV = 'date,contract,settlement\r\n2026-03-03,B May26,74.10\r\n2026-03-02,B May26,73.50\r\n2026-03-02,T May26,70.05\r\nnot a day,B May26,1\r\n';
const JSON_ROWS = [
  { day: '2026-03-02', price: 73.5, desk: 'London' },
  { day: '2026-03-03', price: '74.1', desk: 'London' },
  { day: '2026-03-03', price: 'N/A', desk: 'London' },
  { day: '2026-03-03', price: 99, desk: 'Houston' },
];

let server: Server;
let hostPort: string;
let base: string;
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.set(req.url!, (hits.get(req.url!) ?? 0) + 1);
    switch (req.url) {
      case '/prices.csv':
        return res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
      case '/prices':
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(JSON_ROWS));
      case '/wrapped.json':
        return res.writeHead(200, { 'content-type': 'text/plain' }).end(JSON.stringify({ data: JSON_ROWS }));
      case '/to-metadata':
        return res.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data/' }).end();
      case '/to-metadata-http':
        return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/huge.csv':
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.write('date,settlement\n');
        // 3 MB, over the 2 MB a source may send.
        for (let i = 0; i < 3 * 1024; i++) res.write(`2026-03-02,${'1'.repeat(1010)}\n`);
        return res.end();
      case '/slow.csv':
        return setTimeout(() => res.end(CSV), 300);
      default:
        return res.writeHead(404, 'Not Found').end('no such data');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = `http://${hostPort}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  clearChartCache();
  hits.clear();
});

let now = new Date('2026-03-05T15:00:00Z');
/** The loader uses only the outbound policy and the clock of the context. */
const ctx = (allowHosts: string[] = [hostPort]) => ({ outbound: { allowHosts }, clock: { now: () => now } }) as unknown as ContentContext;

const external = (seriesId: string, path: string, over: Record<string, unknown> = {}) => ({ seriesId, external: true, url: `${base}${path}`, xCol: 'date', xType: 'date', yCol: 'settlement', ...over });

function chartNode(dataSources: Record<string, unknown>[]) {
  return node('chart', { baseConfig: { title: 'Prices', type: 'line', height: 300 }, dataSources });
}

/** The chart's data, checked against the schema its definition declares. */
async function load(dataSources: Record<string, unknown>[], context = ctx()): Promise<ChartData> {
  const data = await chartLoader(context, { site: 'ice', path: '/futures/energy', node: chartNode(dataSources), query: new URLSearchParams() });
  expect(ChartDataSchema.parse(data)).toEqual(data);
  return data;
}

describe('parsing sources', () => {
  it('reads CSV with a header row and JSON lists, by content type, extension or first character', () => {
    expect(parseRows('\uFEFFa, b\n1,2\n\n"x,y",3\n4\n', 'csv')).toEqual([{ a: '1', b: '2' }, { a: 'x,y', b: '3' }, { a: '4' }]);
    expect(parseRows('[{"a":1},2,null,["x"]]', 'json')).toEqual([{ a: 1 }, {}, {}, {}]);
    expect(parseRows('{"data":[{"a":1}]}', 'json')).toEqual([{ a: 1 }]);
    expect(() => parseRows('{"rows":[]}', 'json')).toThrow('neither a list of objects nor { "data": [...] }');
    expect(() => parseRows('<html>', 'json')).toThrow('not readable as JSON');
    expect(() => parseRows('a,b\n"open', 'csv')).toThrow(/not readable as CSV/);
    expect(formatOf({ contentType: 'application/json; charset=utf-8', url: '/x.csv', text: '' })).toBe('json');
    expect(formatOf({ contentType: 'text/csv', url: '/x.json', text: '[' })).toBe('csv');
    expect(formatOf({ contentType: 'text/plain', url: '/x.json?v=1', text: '' })).toBe('json');
    expect(formatOf({ url: '/x', text: '  [{"a":1}]' })).toBe('json');
    expect(formatOf({ url: '/x', text: 'a,b' })).toBe('csv');
  });
});

describe('chart loader against a real local server', () => {
  it('loads CSV, filters rows and splits series by the name column; bad rows are counted', async () => {
    const data = await load([external('crude', '/prices.csv', { nameCol: 'contract' }), external('brent', '/prices.csv', { filters: [{ column: 'contract', value: 'B May26' }] })]);
    expect(data.xType).toBe('date');
    expect(data.series).toEqual([
      { id: 'crude/B May26', name: 'B May26', points: [['2026-03-02', 73.5], ['2026-03-03', 74.1]] },
      { id: 'crude/T May26', name: 'T May26', points: [['2026-03-02', 70.05]] },
      { id: 'brent', points: [['2026-03-02', 73.5], ['2026-03-03', 74.1]] },
    ]);
    expect(data.sources).toEqual([
      { seriesId: 'crude', skipped: 1, truncated: false },
      { seriesId: 'brent', skipped: 1, truncated: false },
    ]);
    // One address, one request: both sources shared it.
    expect(hits.get('/prices.csv')).toBe(1);
  });

  it('loads JSON, a list or { data: [...] }, by content type or extension', async () => {
    const json = { xCol: 'day', yCol: 'price', filters: [{ column: 'desk', value: 'London' }] };
    const data = await load([external('list', '/prices', json), external('wrapped', '/wrapped.json', json)]);
    expect(data.series.map((s) => [s.id, s.points])).toEqual([
      ['list', [['2026-03-02', 73.5], ['2026-03-03', 74.1]]],
      ['wrapped', [['2026-03-02', 73.5], ['2026-03-03', 74.1]]],
    ]);
    expect(data.sources.map((s) => s.skipped)).toEqual([1, 1]);
  });

  it('refuses a host that is not on the allow-list, a redirect to the metadata address and an oversized answer; the others still load', async () => {
    const data = await load(
      [external('ok', '/prices.csv'), external('meta', '/to-metadata'), external('meta-http', '/to-metadata-http'), external('huge', '/huge.csv'), external('gone', '/gone.csv')],
    );
    const problems = Object.fromEntries(data.sources.map((s) => [s.seriesId, s.problem]));
    expect(problems.ok).toBeUndefined();
    expect(data.series.map((s) => s.id)).toEqual(['ok']);
    expect(problems.meta).toBe('refused: https://169.254.169.254/latest/meta-data/: 169.254.169.254 is not a public address');
    expect(problems['meta-http']).toBe('refused: http://169.254.169.254/latest/meta-data/: 169.254.169.254 is not a public address');
    expect(problems.huge).toBe(`refused: ${base}/huge.csv: the answer is larger than 2097152 bytes`);
    expect(problems.gone).toBe(`404 Not Found: ${base}/gone.csv`);

    // (Loaded rows are kept by address: forget them, as the policy changes here and never in a running server.)
    clearChartCache();
    const unlisted = await load([external('ok', '/prices.csv')], ctx([]));
    expect(unlisted.sources[0]!.problem).toBe(`refused: ${base}/prices.csv: 127.0.0.1 is not a public address`);
    expect(unlisted.series).toEqual([]);
    const loopback = await load([{ ...external('local', ''), url: 'https://127.0.0.1/prices.csv' }], ctx([]));
    expect(loopback.sources[0]!.problem).toBe('refused: https://127.0.0.1/prices.csv: 127.0.0.1 is not a public address');
  });

  it('keeps loaded rows for 10 minutes, sharing one request among loads at once; failures are not kept', async () => {
    await Promise.all([load([external('a', '/slow.csv')]), load([external('b', '/slow.csv')])]);
    expect(hits.get('/slow.csv')).toBe(1);
    await load([external('a', '/slow.csv')]);
    expect(hits.get('/slow.csv')).toBe(1);
    now = new Date(now.getTime() + CHART_CACHE_MS + 1000);
    await load([external('a', '/slow.csv')]);
    expect(hits.get('/slow.csv')).toBe(2);
    await load([external('gone', '/gone.csv')]);
    await load([external('gone', '/gone.csv')]);
    expect(hits.get('/gone.csv')).toBe(2);
  });

  it('reads this site’s data routes in-process, naming bad parameters and unknown routes', async () => {
    const own = (seriesId: string, url: string, over: Record<string, unknown> = {}) => ({ seriesId, external: false, url, xCol: 'date', xType: 'date', yCol: 'settlement', ...over });
    const data = await load([
      own('brent', '/api/reports/history.csv?contract=B&days=10'),
      own('curve', '/api/reports/history.csv?contract=CC&months=3&days=5', { nameCol: 'contract' }),
      own('nope', '/api/reports/history.csv?contract=ZZZ'),
      own('twice', '/api/reports/history.csv?contract=B&contract=T'),
      own('elsewhere', '/api/cms/users'),
    ]);
    expect(hits.size).toBe(0);
    const brent = data.series.find((s) => s.id === 'brent')!;
    expect(brent.points).toHaveLength(10);
    // The trading days up to the latest published one (the day before the clock's).
    expect(brent.points.at(-1)![0]).toBe('2026-03-04');
    expect(brent.points.every(([, y]) => y > 30 && y < 150)).toBe(true);
    expect(data.series.filter((s) => s.id.startsWith('curve/')).length).toBeGreaterThanOrEqual(3);
    const problems = Object.fromEntries(data.sources.map((s) => [s.seriesId, s.problem]));
    expect(problems.nope).toMatch(/^400 Bad Request: contract is one of B, T, /);
    expect(problems.twice).toBe('400 Bad Request: contract: give it once');
    expect(problems.elsewhere).toBe('404 Not Found: /api/cms/users is not a data route of this site');
  });

  it('lets a page with a chart be kept for 10 minutes', async () => {
    const tree = chartNode([external('ok', '/prices.csv')]);
    const loaded = await loadNodeData(ctx(), { site: 'ice', path: '/futures/energy', tree, partials: new Map() });
    expect(loaded.maxAgeMs).toBe(CHART_CACHE_MS);
    expect((loaded.data.get(tree.id) as ChartData).series).toHaveLength(1);
  });
});

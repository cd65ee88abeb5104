import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedProvider } from '../../src/services/market-data';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
/** On a site's host: its public answers are shared under the site's keys (a CDN in front). */
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'ice.localhost' } });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('market data APIs', () => {
  it('quotes symbols in the order asked, with when the data is from, whether it is stale, and the delay', async () => {
    const res = await get('/api/market-data/quotes?symbols=blcx,HBLN,NOPE');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((q: { symbol: string }) => q.symbol)).toEqual(['BLCX', 'HBLN']);
    expect(body).toMatchObject({ stale: false, delayMinutes: 15, asOf: expect.any(String) });
    expect(res.headers['cache-control']).toBe('public, max-age=5, s-maxage=5, stale-while-revalidate=5');
    expect(res.headers['surrogate-key']).toBe('site-ice data-market-ice');
  });

  it('serves 1,000 concurrent requests for one symbol with one provider call', async () => {
    const before = t.app.content.marketData.upstreamCalls;
    const answers = await Promise.all(Array.from({ length: 1000 }, () => get('/api/market-data/quotes?symbols=KSTR')));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(t.app.content.marketData.upstreamCalls - before).toBe(1);
  });

  it('ranks movers and pages the quote directory (funds by default, by ticker, 50 a page)', async () => {
    const gainers = (await get('/api/market-data/movers?kind=gainers&limit=5')).json().data;
    const changes = gainers.map((q: { changePercent: number }) => q.changePercent);
    expect(changes).toEqual([...changes].sort((a: number, b: number) => b - a));
    expect(changes.every((c: number) => c > 0)).toBe(true);
    const active = (await get('/api/market-data/movers')).json().data;
    expect(active).toHaveLength(10);
    expect(active[0].volume).toBeGreaterThanOrEqual(active[9].volume);

    const first = (await get('/api/market-data/instruments')).json().data;
    expect(first).toMatchObject({ total: 60, page: 1, pageSize: 50 });
    expect(first.instruments).toHaveLength(50);
    expect(new Set(first.instruments.map((i: { type: string }) => i.type))).toEqual(new Set(['exchange-traded-fund']));
    const tickers = first.instruments.map((i: { symbol: string }) => i.symbol);
    expect(tickers).toEqual([...tickers].sort());
    expect((await get('/api/market-data/instruments?page=2')).json().data.instruments).toHaveLength(10);
    expect((await get('/api/market-data/instruments?type=common-stock&q=harbor')).json().data.instruments.map((i: { symbol: string }) => i.symbol)).toEqual(['HBLN']);
  });

  it('gives index series and trade halts', async () => {
    const nya = await get('/api/market-data/indices/NYA');
    expect(nya.statusCode).toBe(200);
    expect(nya.json().data.name).toBe('NYSE Composite Index');
    const history = (await get('/api/market-data/halts?view=history&from=2026-10-01&to=2026-10-31')).json().data;
    expect(history.pageSize).toBe(20);
    expect(history.total).toBeGreaterThan(40);
    expect(history.halts.every((h: { haltDate: string }) => h.haltDate >= '2026-10-01' && h.haltDate <= '2026-10-31')).toBe(true);
    const luld = (await get('/api/market-data/halts?view=history&from=2026-10-01&to=2026-10-31&reason=LULD%20Pause')).json().data;
    expect(luld.total).toBeGreaterThan(0);
    expect(luld.halts.every((h: { reason: string }) => h.reason === 'LULD Pause')).toBe(true);
  });

  it.each([
    ['/api/market-data/quotes', 'symbols'],
    ['/api/market-data/quotes?symbols=', 'symbols'],
    ['/api/market-data/quotes?symbols=A%3BDROP', 'symbols'],
    [`/api/market-data/quotes?symbols=${Array.from({ length: 21 }, (_, i) => `S${i}`).join(',')}`, 'symbols'],
    ['/api/market-data/quotes?symbols=HBLN&symbols=KSTR', 'symbols'],
    ['/api/market-data/quotes?symbols=HBLN&extra=1', ''],
    ['/api/market-data/movers?kind=biggest', 'kind'],
    ['/api/market-data/movers?limit=26', 'limit'],
    ['/api/market-data/instruments?type=bond', 'type'],
    ['/api/market-data/instruments?page=0', 'page'],
    ['/api/market-data/halts?view=history&from=2026-13-01', 'from'],
    ['/api/market-data/halts?view=history&from=2026-10-05&to=2026-10-01', 'to'],
    ['/api/market-data/halts?view=history&from=2020-01-01&to=2026-10-01', 'from'],
    ['/api/market-data/halts?reason=Lunch', 'reason'],
    ['/api/market-data/halts?exchange=LSE', 'exchange'],
    ['/api/market-data/indices/%3Cscript%3E', 'symbol'],
  ])('%s → 400 naming %s', async (url, name) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    if (name) expect(res.body).toContain(name);
  });

  it('downloads the filtered halt history as CSV, every row, newest first', async () => {
    const json = (await get('/api/market-data/halts?view=history&from=2026-10-01&to=2026-10-31&exchange=NYSE')).json().data;
    const res = await get('/api/market-data/halts?view=history&from=2026-10-01&to=2026-10-31&exchange=NYSE&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="trade-halts-history.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Halt Date,Halt Time,Symbol,Name,Exchange,Reason,Resume Date,Resume Time');
    expect(lines).toHaveLength(json.total + 1);
    expect(lines.slice(1).every((line) => line.split(',')[4] === 'NYSE')).toBe(true);
    expect((await get('/api/market-data/halts?format=xlsx')).statusCode).toBe(400);
  });

  it('gives the weekday’s market statistics', async () => {
    const res = await get('/api/market-data/statistics');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tables.length).toBeGreaterThan(0);
    expect((await get('/api/market-data/statistics?day=2026-01-01')).statusCode).toBe(400);
  });

  it('answers 404 for an index it does not know', async () => {
    expect((await get('/api/market-data/indices/HBLN')).statusCode).toBe(404);
  });
});

describe('market data from a real feed that fails', () => {
  let feed: Server;
  let failing = false;
  let calls = 0;
  const simulated = new SimulatedProvider({ now: () => new Date() });

  beforeAll(async () => {
    feed = createServer(async (req, res) => {
      calls++;
      if (failing) {
        res.statusCode = 500;
        return res.end('upstream broke');
      }
      const symbols = new URL(req.url!, 'http://feed').searchParams.get('symbols')!.split(',');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ quotes: await simulated.quotes(symbols) }));
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => feed.close(() => resolve())));

  it('serves the last good quotes marked stale, and 502 where there never were any', async () => {
    const app = await createTestApp({ env: { MARKET_DATA_URL: `http://127.0.0.1:${(feed.address() as AddressInfo).port}`, OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${(feed.address() as AddressInfo).port}`, MARKET_DATA_INTERVAL_MS: '250' } });
    try {
      const good = (await app.app.inject({ url: '/api/market-data/quotes?symbols=HBLN' })).json();
      expect(good.stale).toBe(false);
      failing = true;
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stale = await app.app.inject({ url: '/api/market-data/quotes?symbols=HBLN' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual({ ...good, stale: true });
      const never = await app.app.inject({ url: '/api/market-data/quotes?symbols=KSTR' });
      expect(never.statusCode).toBe(502);
      expect(never.json().message).toBe('The market data feed is not answering right now. Try again in a few minutes.');
      expect(calls).toBe(3);
    } finally {
      failing = false;
      await app.close();
    }
  });
});

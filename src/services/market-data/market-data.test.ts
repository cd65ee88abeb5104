import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../clock';
import { newYorkInstant } from '../../core/time';
import { HttpProvider, MarketData, MarketDataUnavailable, SimulatedProvider, type MarketDataProvider } from '.';
import { FUNDS, STOCKS } from './universe';

/** A clock the test moves. */
function manualClock(start: Date): Clock & { set(date: Date): void; advance(ms: number): void } {
  let now = start.getTime();
  return { now: () => new Date(now), set: (date) => void (now = date.getTime()), advance: (ms) => void (now += ms) };
}

// Tuesday 2026-11-24, a trading day.
const TUESDAY = '2026-11-24';
const at = (day: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return newYorkInstant(day, h! * 3600 + m! * 60);
};

describe('the simulated provider', () => {
  const quoteAt = async (when: Date, symbol = 'HBLN') => (await new SimulatedProvider({ now: () => when }).quotes([symbol]))[0]!;

  it('gives the same figures for the same moment, in every process', async () => {
    expect(await quoteAt(at(TUESDAY, '11:07'))).toEqual(await quoteAt(at(TUESDAY, '11:07')));
    expect(await quoteAt(at(TUESDAY, '11:07'), 'BLCX')).toEqual(await quoteAt(at(TUESDAY, '11:07'), 'BLCX'));
  });

  it('moves prices through the trading day in New York time, and holds the close outside the session', async () => {
    const morning = await quoteAt(at(TUESDAY, '10:00'));
    const afternoon = await quoteAt(at(TUESDAY, '15:00'));
    expect(afternoon.last).not.toBe(morning.last);
    expect(afternoon.volume).toBeGreaterThan(morning.volume);
    expect(morning.time).toBe(at(TUESDAY, '10:00').toISOString());
    // After the close and before the next open, the day's closing price stays.
    const close = await quoteAt(at(TUESDAY, '16:00'));
    expect(await quoteAt(at(TUESDAY, '19:30'))).toEqual(close);
    expect(await quoteAt(at('2026-11-25', '08:00'))).toEqual(close);
    // The next day starts from that close.
    expect((await quoteAt(at('2026-11-25', '10:00'))).previousClose).toBe(close.last);
    // Thanksgiving (2026-11-26) and the weekend show the last trading day's close.
    const friday = await quoteAt(at('2026-11-27', '16:30'));
    expect(await quoteAt(at('2026-11-28', '12:00'))).toEqual(friday);
  });

  it('gives plausible, consistent figures for every stock and fund', async () => {
    const provider = new SimulatedProvider({ now: () => at(TUESDAY, '13:45') });
    const quotes = await provider.quotes([...STOCKS, ...FUNDS].map((i) => i.symbol));
    expect(quotes).toHaveLength(STOCKS.length + FUNDS.length);
    for (const q of quotes) {
      expect(q.low, q.symbol).toBeLessThanOrEqual(q.last);
      expect(q.high, q.symbol).toBeGreaterThanOrEqual(q.last);
      expect(Math.abs(q.changePercent), q.symbol).toBeLessThan(15);
      expect(q.volume, q.symbol).toBeGreaterThan(0);
      expect(q.change).toBeCloseTo(q.last - q.previousClose, 1);
    }
    expect(await provider.quotes(['NOPE'])).toEqual([]);
  });

  it('lets halts appear as the day goes on, each resuming only once its time has come', async () => {
    const early = await new SimulatedProvider({ now: () => at(TUESDAY, '09:31') }).halts({ from: TUESDAY, to: TUESDAY });
    const late = await new SimulatedProvider({ now: () => at(TUESDAY, '17:00') }).halts({ from: TUESDAY, to: TUESDAY });
    expect(early).toEqual([]);
    expect(late.length).toBeGreaterThanOrEqual(3);
    for (const halt of late) {
      expect(halt.haltDate).toBe(TUESDAY);
      if (halt.reason === 'LULD Pause') expect(halt.resumeTime).not.toBe('');
      if (halt.reason === 'Regulatory Concern') expect(halt.resumeTime).toBe('');
    }
    const middle = late[Math.floor(late.length / 2)]!;
    const [h, m] = middle.haltTime.split(':').map(Number);
    const during = await new SimulatedProvider({ now: () => newYorkInstant(TUESDAY, h! * 3600 + m! * 60 + 60) }).halts({ from: TUESDAY, to: TUESDAY });
    expect(during.find((x) => x.id === middle.id)).toMatchObject({ resumeDate: '', resumeTime: '' });
    expect(during.length).toBeLessThan(late.length + 1);
  });

  it('gives the NYSE Composite and NYSE FANG+ a five-minute series, and nothing for other symbols', async () => {
    const provider = new SimulatedProvider({ now: () => at(TUESDAY, '10:30') });
    const nya = (await provider.indexSeries('NYA'))!;
    expect(nya.name).toBe('NYSE Composite Index');
    expect(nya.points).toHaveLength(1 + 12);
    expect(nya.points[0]!.value).toBeGreaterThan(15_000);
    expect(await provider.indexSeries('HBLN')).toBeUndefined();
  });
});

describe('daily market statistics', () => {
  it.each([
    // The set is the weekday of the figures' day (issue 25 point 8: "for Wednesday", then "Friday figures").
    ['2026-11-23', 'friday', ['quote-volatility', 'spreads'], '2026-11-20'],
    ['2026-11-24', 'monday', ['cadv', 'notional'], '2026-11-23'],
    ['2026-11-25', 'tuesday', ['index-returns', 'close-percent-volume'], '2026-11-24'],
    ['2026-11-26', 'wednesday', ['market-liquidity-index'], '2026-11-25'],
    // After Thanksgiving: Wednesday's figures, under Wednesday's set.
    ['2026-11-27', 'wednesday', ['market-liquidity-index'], '2026-11-25'],
    ['2026-11-30', 'friday', ['quote-volatility', 'spreads'], '2026-11-27'],
    ['2026-11-28', 'weekend', ['index-returns', 'close-percent-volume'], '2026-11-27'],
    ['2026-11-29', 'weekend', ['index-returns', 'close-percent-volume'], '2026-11-27'],
  ])('on %s shows the %s set %j, for the trading day before (%s)', async (today, set, metrics, day) => {
    const stats = await new SimulatedProvider({ now: () => at(today, '12:00') }).statistics();
    expect(stats.set).toBe(set);
    expect(stats.tables.map((t) => t.metric)).toEqual(metrics);
    expect(stats.day).toBe(day);
    for (const table of stats.tables) expect(table.rows.map((r) => r.universe).slice(0, 3)).toEqual(['S&P 500', 'S&P 400', 'S&P 600']);
  });

  it('keeps the closing auction near 8–10% of volume and liquidity metrics with an ETF universe', async () => {
    const tuesday = await new SimulatedProvider({ now: () => at('2026-11-25', '12:00') }).statistics();
    for (const row of tuesday.tables[1]!.rows) {
      expect(row.latest).toBeGreaterThan(7.5);
      expect(row.latest).toBeLessThan(10.5);
    }
    const wednesday = await new SimulatedProvider({ now: () => at('2026-11-26', '12:00') }).statistics();
    expect(wednesday.tables[0]!.rows.map((r) => r.universe)).toContain('Top 100 ETFs');
  });
});

/** A provider that counts its calls and can be told to fail. */
function countingProvider(clock: Clock): MarketDataProvider & { calls: number; failing: boolean } {
  const inner = new SimulatedProvider(clock);
  const provider = {
    calls: 0,
    failing: false,
    instruments: () => inner.instruments(),
    indexSeries: (s: string) => inner.indexSeries(s),
    halts: (r: { from: string; to: string }) => inner.halts(r),
    statistics: () => inner.statistics(),
    async quotes(symbols: readonly string[]) {
      provider.calls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (provider.failing) throw new Error('upstream down');
      return inner.quotes(symbols);
    },
  };
  return provider;
}

describe('MarketData, in front of a provider', () => {
  it('serves 1,000 concurrent requests for one symbol with one provider call per interval', async () => {
    const clock = manualClock(at(TUESDAY, '11:00'));
    const provider = countingProvider(clock);
    const data = new MarketData(provider, { clock, intervalMs: 5_000 });
    const answers = await Promise.all(Array.from({ length: 1000 }, () => data.quotes(['HBLN'])));
    expect(provider.calls).toBe(1);
    expect(new Set(answers.map((a) => a.data[0]!.last)).size).toBe(1);
    clock.advance(4_999);
    await data.quotes(['HBLN']);
    expect(provider.calls).toBe(1);
    clock.advance(1);
    await Promise.all(Array.from({ length: 1000 }, () => data.quotes(['HBLN'])));
    expect(provider.calls).toBe(2);
  });

  it('keeps the last good data, marked stale with its time, while the provider fails; then opens the breaker', async () => {
    const clock = manualClock(at(TUESDAY, '11:00'));
    const provider = countingProvider(clock);
    const data = new MarketData(provider, { clock, intervalMs: 5_000, failureThreshold: 3, cooldownMs: 60_000 });
    const good = await data.quotes(['HBLN']);
    expect(good.stale).toBe(false);
    provider.failing = true;
    for (let i = 0; i < 3; i++) {
      clock.advance(5_000);
      const answer = await data.quotes(['HBLN']);
      expect(answer).toEqual({ data: good.data, asOf: good.asOf, stale: true });
    }
    expect(provider.calls).toBe(4);
    expect(data.breakerOpen).toBe(true);
    clock.advance(30_000);
    expect((await data.quotes(['HBLN'])).stale).toBe(true);
    expect(provider.calls).toBe(4);
    // After the cool-down one trial call goes through; a success closes the breaker.
    provider.failing = false;
    clock.advance(30_000);
    const again = await data.quotes(['HBLN']);
    expect(again.stale).toBe(false);
    expect(provider.calls).toBe(5);
    expect(data.breakerOpen).toBe(false);
  });

  it('says market data is unavailable when nothing good was ever fetched', async () => {
    const clock = manualClock(at(TUESDAY, '11:00'));
    const provider = countingProvider(clock);
    provider.failing = true;
    await expect(new MarketData(provider, { clock }).quotes(['HBLN'])).rejects.toBeInstanceOf(MarketDataUnavailable);
  });
});

/** A feed on loopback that answers well until told to misbehave. */
type Mode = 'ok' | 'error' | 'html' | 'not-available' | 'nan' | 'negative-volume' | 'slow' | 'truncated' | 'huge';
let mode: Mode = 'ok';
let feed: Server;
let feedUrl: string;
const simulated = new SimulatedProvider({ now: () => at(TUESDAY, '12:00') });

beforeAll(async () => {
  feed = createServer(async (req, res) => {
    const json = (body: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const quotes = await simulated.quotes(['HBLN', 'BLCX']);
    switch (mode) {
      case 'ok':
        return json({ quotes });
      case 'error':
        res.statusCode = 502;
        return res.end('Bad Gateway');
      case 'html':
        res.setHeader('content-type', 'text/html');
        return res.end('<html><body>Maintenance</body></html>');
      case 'not-available':
        return json({ quotes: quotes.map((q) => ({ ...q, last: 'N/A' })) });
      case 'nan':
        return json(JSON.stringify({ quotes }).replace(/"last":[0-9.]+/, '"last":NaN'));
      case 'negative-volume':
        return json({ quotes: quotes.map((q) => ({ ...q, volume: -100 })) });
      case 'slow':
        setTimeout(() => json({ quotes }), 5_000).unref();
        return;
      case 'truncated':
        return json(JSON.stringify({ quotes }).slice(0, 50));
      case 'huge':
        res.setHeader('content-type', 'application/json');
        res.write('{"quotes":[');
        return res.end(`"${'x'.repeat(200_000)}"]}`);
    }
    void req;
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => feed.close(() => resolve())));

describe('the HTTP provider against a real feed that misbehaves', () => {
  it.each<Mode>(['error', 'html', 'not-available', 'nan', 'negative-volume', 'slow', 'truncated', 'huge'])('%s: the last good prices, marked stale, never a wrong number', async (bad) => {
    const clock = manualClock(at(TUESDAY, '12:00'));
    const failures: string[] = [];
    // A time-out far above a loaded machine's delays (the first good answer once took over 300 ms), far below the slow mode's.
    const data = new MarketData(new HttpProvider({ baseUrl: feedUrl, timeoutMs: 2_000, maxBytes: 100_000 }), { clock, onFailure: (error) => failures.push(String(error)) });
    mode = 'ok';
    const good = await data.quotes(['HBLN', 'BLCX']);
    expect(good.data.map((q) => q.symbol)).toEqual(['HBLN', 'BLCX']);
    mode = bad;
    clock.advance(5_000);
    const answer = await data.quotes(['HBLN', 'BLCX']);
    expect(answer).toEqual({ data: good.data, asOf: good.asOf, stale: true });
    expect(failures).toHaveLength(1);
    mode = 'ok';
  });
});

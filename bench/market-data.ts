import { MarketData, SimulatedProvider } from '../src/services/market-data';
import { systemClock } from '../src/services/clock';
import { startServer } from '../test/support/server';

export interface MarketDataFigures {
  pollers: number;
  seconds: number;
  intervals: number;
  upstreamCalls: number;
  /** Sequential requests to the quotes endpoint over loopback HTTP, served from the cache. */
  endpoint: { median: number; p99: number; requests: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Issue 15: 1,000 pollers of one symbol, each every 200–600 ms for a few seconds, against a
 * cache with a 1 s interval in front of a provider taking 30 ms an answer; then the widget
 * endpoint's latency from the cache.
 */
export async function marketDataBench({ pollers = 1000, seconds = 5 } = {}): Promise<MarketDataFigures> {
  const inner = new SimulatedProvider(systemClock);
  let upstreamCalls = 0;
  const provider = Object.assign(Object.create(inner) as SimulatedProvider, {
    async quotes(symbols: readonly string[]) {
      upstreamCalls++;
      await sleep(30);
      return inner.quotes(symbols);
    },
  });
  const intervalMs = 1000;
  const data = new MarketData(provider, { clock: systemClock, intervalMs });
  const end = Date.now() + seconds * 1000;
  const poll = async () => {
    while (Date.now() < end) {
      await data.quotes(['HBLN']);
      await sleep(200 + Math.random() * 400);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: pollers }, poll));
  const intervals = Math.ceil((Date.now() - started) / intervalMs);

  const server = await startServer({ adminPassword: 'bench admin password' });
  try {
    const url = `http://127.0.0.1:${server.port}/api/market-data/quotes?symbols=HBLN,KSTR`;
    for (let i = 0; i < 200; i++) await (await fetch(url)).arrayBuffer();
    const times: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const t0 = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`quotes answered ${response.status}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { pollers, seconds, intervals, upstreamCalls, endpoint: { median: percentile(times, 50), p99: percentile(times, 99), requests: times.length } };
  } finally {
    await server.close();
  }
}

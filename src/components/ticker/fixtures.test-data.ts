// Test data of the market data widgets' tests (quotes and answers as the feed gives them).
import type { MarketAnswer, Quote } from '../../core/contracts/market-data';

export const quote = (symbol: string, over: Partial<Quote> = {}): Quote => ({
  symbol,
  name: `${symbol} Holdings Inc.`,
  exchange: 'NYSE',
  type: 'common-stock',
  last: 1234.5,
  change: 2.25,
  changePercent: 0.1826,
  open: 1230,
  high: 1240.75,
  low: 1228.1,
  previousClose: 1232.25,
  volume: 12_345_678,
  time: '2026-11-24T16:04:30.000Z',
  ...over,
});

export const answer = <T>(data: T, over: Partial<MarketAnswer<T>> = {}): MarketAnswer<T> => ({ data, asOf: '2026-11-24T16:05:00.000Z', stale: false, delayMinutes: 15, ...over });

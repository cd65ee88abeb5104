import type { Halt, IndexSeries, Instrument, MarketStatistics, Quote } from '../../core/contracts/market-data';

/**
 * Where market data comes from: the simulated provider by default, a real feed over HTTP in
 * production. Providers may fail or answer nonsense; `MarketData` (the cache in front of them)
 * checks every answer and falls back to the last good one.
 */
export interface MarketDataProvider {
  /** Every instrument quoted (stocks, funds, indices). */
  instruments(): Promise<Instrument[]>;
  /** Quotes of these symbols; unknown symbols are left out. */
  quotes(symbols: readonly string[]): Promise<Quote[]>;
  /** An index's intraday series; undefined when the symbol is no index. */
  indexSeries(symbol: string): Promise<IndexSeries | undefined>;
  /** Halts that began on the days `from` to `to` (`yyyy-MM-dd`, New York), newest first. */
  halts(range: { from: string; to: string }): Promise<Halt[]>;
  /** The day's market statistics: the metric set of the weekday `now` falls on, for the latest trading day. */
  statistics(): Promise<MarketStatistics>;
}

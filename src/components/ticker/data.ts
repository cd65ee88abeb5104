import type { MarketAnswer, Quote } from '../../core/contracts/market-data';

/** What the server loads for a ticker (src/content/loaders/market-widgets.ts) and the island starts from. */
export interface TickerData {
  /** The quotes, in the order of the props' symbols; absent when the feed is unavailable. */
  answer?: MarketAnswer<Quote[]>;
}

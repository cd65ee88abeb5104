import type { IndexSeries, MarketAnswer } from '../../core/contracts/market-data';

/** What the server loads for an index chart (src/content/loaders/market-widgets.ts); no answer when the feed is unavailable. */
export interface IndexChartData {
  answer?: MarketAnswer<IndexSeries>;
}

/** The indices the chart draws (DOMAIN-NOTES "Quotes, movers, indices"). */
export const CHART_INDICES = ['NYA', 'NYFANG'] as const;
export const INDEX_NAMES: Record<(typeof CHART_INDICES)[number], string> = { NYA: 'NYSE Composite Index', NYFANG: 'NYSE FANG+ Index' };

export const indexApiUrl = (symbol: string): string => `/api/market-data/indices/${encodeURIComponent(symbol)}`;

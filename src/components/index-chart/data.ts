import type { z } from 'zod';
import type { IndexChartDataSchema } from './definition';

export type IndexChartData = z.infer<typeof IndexChartDataSchema>;

/** The indices the chart draws (DOMAIN-NOTES "Quotes, movers, indices"). */
export const CHART_INDICES = ['NYA', 'NYFANG'] as const;
export const INDEX_NAMES: Record<(typeof CHART_INDICES)[number], string> = { NYA: 'NYSE Composite Index', NYFANG: 'NYSE FANG+ Index' };

export const indexApiUrl = (symbol: string): string => `/api/market-data/indices/${encodeURIComponent(symbol)}`;

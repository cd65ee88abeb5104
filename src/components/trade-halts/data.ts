import type { z } from 'zod';
import type { HaltFiltersSchema, TradeHaltsDataSchema } from './definition';

/**
 * The filters of the halt history as they travel in the page's address. Prefixed, so a page
 * may also hold a quote lookup or a notice list with filters of their own.
 */
export const HALT_PARAMS = {
  view: 'halts',
  symbol: 'halt-symbol',
  reason: 'halt-reason',
  exchange: 'halt-exchange',
  from: 'halt-from',
  to: 'halt-to',
  page: 'halt-page',
} as const;

export type HaltFilters = z.infer<typeof HaltFiltersSchema>;
export type HaltFilterName = keyof HaltFilters;

export const NO_HALT_FILTERS: HaltFilters = { symbol: '', reason: '', exchange: '', from: '', to: '' };

export type TradeHaltsData = z.infer<typeof TradeHaltsDataSchema>;

/** The page's address for a view, filters and page (empty values and page 1 left out). */
export function haltsHref(view: 'current' | 'history', filters: HaltFilters = NO_HALT_FILTERS, page = 1): string {
  const params = new URLSearchParams();
  if (view === 'history') params.set(HALT_PARAMS.view, 'history');
  for (const name of ['symbol', 'reason', 'exchange', 'from', 'to'] as const) if (view === 'history' && filters[name]) params.set(HALT_PARAMS[name], filters[name]);
  if (page > 1) params.set(HALT_PARAMS.page, String(page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}

/** The API address of the same halts: JSON for the island, or every matching row as CSV. */
export function haltsApiUrl(view: 'current' | 'history', filters: HaltFilters, { csv = false, page = 1 } = {}): string {
  const params = new URLSearchParams({ view });
  for (const name of ['symbol', 'reason', 'exchange', 'from', 'to'] as const) if (view === 'history' && filters[name]) params.set(name, filters[name]);
  if (page > 1) params.set('page', String(page));
  if (csv) params.set('format', 'csv');
  return `/api/market-data/halts?${params}`;
}

import type { Halt, HaltReason, MarketAnswer } from '../../core/contracts/market-data';

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

export type HaltFilterName = 'symbol' | 'reason' | 'exchange' | 'from' | 'to';

export interface HaltFilters {
  symbol: string;
  reason: HaltReason | '';
  exchange: string;
  /** `yyyy-MM-dd` */
  from: string;
  to: string;
}

export const NO_HALT_FILTERS: HaltFilters = { symbol: '', reason: '', exchange: '', from: '', to: '' };

/** What the server loads for trade halts (src/content/loaders/trade-halts.ts) and the island starts from. */
export interface TradeHaltsData {
  view: 'current' | 'history';
  /** The halts, or undefined when the feed is unavailable and nothing was fetched before. */
  answer?: MarketAnswer<{ halts: Halt[]; total: number; page: number; pageSize: number }>;
  /** What the address asked for, as typed (the form shows it back). */
  asked: HaltFilters;
  /** What the list applies: the page links and the CSV link keep these. */
  applied: HaltFilters;
  /** Why a value was not applied, by filter (`page`: a page that does not exist). */
  problems: Partial<Record<HaltFilterName | 'page', string>>;
  /** The history's period when none is asked for: the last 30 days up to today (New York). */
  defaultFrom: string;
  today: string;
}

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

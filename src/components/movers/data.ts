import type { MarketAnswer, MoverKind, Quote } from '../../core/contracts/market-data';

/** What the server loads for movers (src/content/loaders/market-widgets.ts): one answer per kind shown; none when the feed is unavailable. */
export interface MoversData {
  answers: Partial<Record<MoverKind, MarketAnswer<Quote[]>>>;
}

export const MOVER_LABELS: Record<MoverKind, string> = { 'most-active': 'Most active', gainers: 'Gainers', losers: 'Losers' };

/** The API address of one kind of movers. */
export const moversApiUrl = (kind: MoverKind, limit: number): string => `/api/market-data/movers?kind=${kind}&limit=${limit}`;

import { INSTRUMENT_TYPE_LABELS, type Instrument, type InstrumentType, type MarketAnswer } from '../../core/contracts/market-data';

/**
 * The directory's filters as they travel in the page's address (`?dir-type=common-stock&dir-q=bank&dir-page=2`).
 * Prefixed, so a page may also hold a quote lookup (`quote-symbol`) or trade halts (`halt-…`).
 */
export const DIRECTORY_PARAMS = { type: 'dir-type', q: 'dir-q', page: 'dir-page' } as const;

/** The types a visitor may list (DOMAIN-NOTES: instrument types common stock and exchange traded fund). */
export const DIRECTORY_TYPES = ['exchange-traded-fund', 'common-stock'] as const satisfies readonly InstrumentType[];
export type DirectoryType = (typeof DIRECTORY_TYPES)[number];

export const TYPE_PLURALS: Record<DirectoryType, [one: string, many: string]> = {
  'exchange-traded-fund': ['exchange traded fund', 'exchange traded funds'],
  'common-stock': ['common stock', 'common stocks'],
};

export const typeLabel = (type: InstrumentType): string => INSTRUMENT_TYPE_LABELS[type];

export const MAX_DIRECTORY_QUERY = 40;

export interface DirectoryFilters {
  type: DirectoryType;
  /** Ticker prefix or words of the name; `''` for all. */
  q: string;
}

/** What the server loads for the directory (src/content/loaders/market-widgets.ts). */
export interface QuoteDirectoryData {
  /** What the address asked for, as typed (the form shows it back). */
  asked: { type: string; q: string };
  /** What the list applies: the page links keep these. */
  applied: DirectoryFilters;
  /** Why a value was not applied (`page`: a page that does not exist). */
  problems: Partial<Record<'type' | 'q' | 'page', string>>;
  /** The page of instruments; absent when the feed is unavailable. */
  answer?: MarketAnswer<{ instruments: Instrument[]; total: number; page: number; pageSize: number }>;
}

/** The page's query string for these filters and page (page 1 left out). */
export function directoryHref(filters: DirectoryFilters, page = 1): string {
  const params = new URLSearchParams({ [DIRECTORY_PARAMS.type]: filters.type });
  if (filters.q) params.set(DIRECTORY_PARAMS.q, filters.q);
  if (page > 1) params.set(DIRECTORY_PARAMS.page, String(page));
  return `?${params}`;
}

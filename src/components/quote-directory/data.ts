import type { z } from 'zod';
import { INSTRUMENT_TYPE_LABELS, type InstrumentType } from '../../core/contracts/market-data';
import type { DirectoryFiltersSchema, QuoteDirectoryDataSchema } from './definition';

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

export type DirectoryFilters = z.infer<typeof DirectoryFiltersSchema>;
export type QuoteDirectoryData = z.infer<typeof QuoteDirectoryDataSchema>;

/** The page's query string for these filters and page (page 1 left out). */
export function directoryHref(filters: DirectoryFilters, page = 1): string {
  const params = new URLSearchParams({ [DIRECTORY_PARAMS.type]: filters.type });
  if (filters.q) params.set(DIRECTORY_PARAMS.q, filters.q);
  if (page > 1) params.set(DIRECTORY_PARAMS.page, String(page));
  return `?${params}`;
}

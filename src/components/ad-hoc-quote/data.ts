import type { z } from 'zod';
import type { AdHocQuoteDataSchema } from './definition';

/**
 * The symbol asked for, as it travels in the page's address: `?quote-symbol=HBLN`. Prefixed, so
 * a page may also hold a quote directory (`dir-…`) or trade halts (`halt-…`) with filters of
 * their own.
 */
export const QUOTE_PARAM = 'quote-symbol';

/** TickerSymbol of the market data contract, without zod, for the island: checked after trimming and capitalising. */
const SYMBOL = /^[A-Z][A-Z0-9./]{0,9}$/;

export const SYMBOL_MISSING = 'Enter a symbol, like HBLN';
export const SYMBOL_PROBLEM = 'A symbol is 1 to 10 letters, digits, dots or slashes, starting with a letter, like HBLN';

/** A symbol as typed: the ticker to look up, or what is wrong with it. */
export function readSymbol(typed: string): { symbol: string } | { problem: string } {
  const symbol = typed.trim().toUpperCase();
  if (!symbol) return { problem: SYMBOL_MISSING };
  return SYMBOL.test(symbol) ? { symbol } : { problem: SYMBOL_PROBLEM };
}

export type AdHocQuoteData = z.infer<typeof AdHocQuoteDataSchema>;

import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { SECOND } from '../../core/constants';
import { marketDataEnvelope, Quote, TickerSymbol } from '../../core/contracts/market-data';
import { headingLevel } from '../../core/schemas';
import { SYMBOL_PROBLEM } from './data';

/** What the server loads for a quote lookup (src/content/loaders/market-widgets.ts) and the island starts from. */
export const AdHocQuoteDataSchema = z.object({
  /** What the address asked for, as typed (the field shows it back). */
  asked: z.string(),
  /** The symbol looked up: the one asked for, else the props' symbol; `''` for none. */
  symbol: z.string(),
  /** Why the symbol asked for was not looked up. */
  problem: z.string().optional(),
  /** The quote (an empty list: no such symbol); absent when nothing was looked up or the feed is unavailable. */
  answer: marketDataEnvelope(z.array(Quote)).optional(),
  unavailable: z.boolean().optional(),
});

/**
 * A quote lookup (issue 15): a GET form with a Symbol field, so the server renders the quote of
 * `?quote-symbol=` without JavaScript; with it, the island looks symbols up without reloading
 * and keeps the quote shown current every 5 seconds for an hour.
 */
export const adHocQuote = defineComponent({
  name: 'ad-hoc-quote',
  label: 'Quote lookup',
  category: 'market-data',
  icon: 'quote',
  description: 'A symbol field that shows the quote of any listed stock or fund: last, change, open, high, low and volume.',
  props: z.strictObject({
    heading: z
      .string()
      .trim()
      .min(1, 'Enter the heading')
      .max(80, 'The heading is at most 80 characters')
      .meta({ description: 'Shown above the symbol field. Up to 80 characters.' })
      .default('Look up a quote'),
    headingLevel: headingLevel()
      .meta({ description: 'The heading’s level in the page outline: 2 under the page title, 3 inside a level-2 section, and so on.' })
      .default(2),
    symbol: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || TickerSymbol.safeParse(v).success, SYMBOL_PROBLEM)
      .meta({
        title: 'Symbol shown first',
        description: 'The ticker symbol whose quote shows before a visitor looks one up, such as HBLN. Empty: no quote until they search.',
      })
      .default(''),
  }),
  defaults: { heading: 'Look up a quote', headingLevel: 2, symbol: 'HBLN' },
  interactive: true,
  hydrate: 'idle',
  // Live prices: a page showing them is kept rendered for 5 seconds at most.
  data: serverData({ schema: AdHocQuoteDataSchema, usesQuery: true, maxAgeMs: 5 * SECOND }),
});

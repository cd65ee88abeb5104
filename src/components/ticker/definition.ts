import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { SECOND } from '../../core/constants';
import { marketDataEnvelope, Quote, TickerSymbol } from '../../core/contracts/market-data';

export const MAX_TICKER_SYMBOLS = 20;

/** What the server loads for a ticker (src/content/loaders/market-widgets.ts) and the island starts from. */
export const TickerDataSchema = z.object({
  /** The quotes, in the order of the props' symbols; absent when the feed is unavailable. */
  answer: marketDataEnvelope(z.array(Quote)).optional(),
});

/**
 * A ticker (issue 15): last price, change and percent change of up to 20 symbols in a row that
 * wraps (no scrolling marquee, so nothing moves for visitors who prefer reduced motion), kept
 * current every 5 seconds for an hour while the page is open.
 */
export const ticker = defineComponent({
  name: 'ticker',
  label: 'Ticker',
  category: 'market-data',
  icon: 'ticker',
  description: 'A row of prices — last, change and percent change — of up to 20 symbols, updated while the page is open.',
  props: z.strictObject({
    label: z
      .string()
      .trim()
      .min(1, 'Enter a label')
      .max(80, 'The label is at most 80 characters')
      .meta({ title: 'Name for screen readers', description: 'Names the row of prices for screen readers, e.g. NYSE prices. Up to 80 characters.' })
      .default('Prices'),
    symbols: z
      .array(
        z.strictObject({
          symbol: TickerSymbol.meta({ description: 'The ticker as the exchange writes it, e.g. HBLN: 1 to 10 letters, digits, dots or slashes.' }),
        }),
      )
      .min(1, 'Add at least one symbol')
      .max(MAX_TICKER_SYMBOLS, `At most ${MAX_TICKER_SYMBOLS} symbols`)
      .refine((list) => new Set(list.map((s) => s.symbol)).size === list.length, 'List each symbol once')
      .meta({ description: `The stocks shown, in order, each once. From 1 to ${MAX_TICKER_SYMBOLS}.` })
      .default(['HBLN', 'KSTR', 'QNTA', 'BLCX'].map((symbol) => ({ symbol }))),
  }),
  defaults: { label: 'Latest prices', symbols: ['HBLN', 'KSTR', 'QNTA', 'RVSD', 'BLCX', 'MSTX'].map((symbol) => ({ symbol })) },
  interactive: true,
  hydrate: 'idle',
  // Live prices: a page showing them is kept rendered for 5 seconds at most.
  data: serverData({ schema: TickerDataSchema, usesQuery: false, maxAgeMs: 5 * SECOND }),
});

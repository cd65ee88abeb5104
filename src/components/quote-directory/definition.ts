import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { MINUTE } from '../../core/constants';
import { InstrumentPage, marketDataEnvelope } from '../../core/contracts/market-data';
import { headingLevel } from '../../core/schemas';
import { DIRECTORY_TYPES } from './data';

export const DirectoryFiltersSchema = z.object({
  type: z.enum(DIRECTORY_TYPES),
  /** Ticker prefix or words of the name; `''` for all. */
  q: z.string(),
});

/** What the server loads for the directory (src/content/loaders/market-widgets.ts). */
export const QuoteDirectoryDataSchema = z.object({
  /** What the address asked for, as typed (the form shows it back). */
  asked: z.object({ type: z.string(), q: z.string() }),
  /** What the list applies: the page links keep these. */
  applied: DirectoryFiltersSchema,
  /** Why a value was not applied (`page`: a page that does not exist). */
  problems: z.partialRecord(z.enum(['type', 'q', 'page']), z.string()),
  /** The page of instruments; absent when the feed is unavailable. */
  answer: marketDataEnvelope(InstrumentPage).optional(),
});

/**
 * The quote directory (issue 15; specification §9: 50 per page, instrument type exchange traded
 * fund): listed instruments sorted by ticker — ticker, name, exchange, MIC and type — filtered
 * by type and by text through a GET form, paged with links. Server-rendered; no script.
 */
export const quoteDirectory = defineComponent({
  name: 'quote-directory',
  label: 'Quote directory',
  category: 'market-data',
  icon: 'list',
  description: 'Every listed stock or exchange traded fund by ticker, 50 a page, with a type filter and a search.',
  props: z.strictObject({
    heading: z
      .string()
      .trim()
      .min(1, 'Enter the heading')
      .max(80, 'The heading is at most 80 characters')
      .meta({ description: 'Shown above the directory. Up to 80 characters.' })
      .default('Quote directory'),
    headingLevel: headingLevel()
      .meta({ description: 'The heading’s place in the page outline, from 1 (the page title) to 6; 2 suits a section.' })
      .default(2),
    instrumentType: z
      .enum(DIRECTORY_TYPES, { message: `Choose ${DIRECTORY_TYPES.join(' or ')}` })
      .meta({ title: 'Preset type', description: 'The kind of instrument listed until a visitor chooses another.' })
      .default('exchange-traded-fund'),
  }),
  defaults: { heading: 'Quote directory', headingLevel: 2, instrumentType: 'exchange-traded-fund' },
  data: serverData({ schema: QuoteDirectoryDataSchema, usesQuery: true, maxAgeMs: 60 * MINUTE }),
});

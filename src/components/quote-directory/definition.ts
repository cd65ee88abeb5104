import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { headingLevel } from '../../core/schemas';
import { DIRECTORY_TYPES } from './data';

/**
 * The quote directory (issue 15; specification §9: 50 per page, instrument type exchange traded
 * fund): listed instruments sorted by ticker — ticker, name, exchange, MIC and type — filtered
 * by type and by text through a GET form, paged with links. Server-rendered; no script.
 */
export const quoteDirectory = defineComponent({
  name: 'quote-directory',
  label: 'Quote directory',
  category: 'market-data',
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
});

import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { SECOND } from '../../core/constants';
import { marketDataEnvelope, MOVER_KINDS, Quote } from '../../core/contracts/market-data';
import { headingLevel } from '../../core/schemas';

/** What the server loads for movers (src/content/loaders/market-widgets.ts): one answer per kind shown; none when the feed is unavailable. */
export const MoversDataSchema = z.object({
  answers: z.partialRecord(z.enum(MOVER_KINDS), marketDataEnvelope(z.array(Quote))),
});

/**
 * Market movers (issue 15; DOMAIN-NOTES "Quotes, movers, indices"): the most active stocks and
 * the biggest gainers and losers — symbol, name, last, change, % change and volume — each kind
 * under its own heading, kept current every 5 seconds for an hour while the page is open.
 */
export const movers = defineComponent({
  name: 'movers',
  label: 'Market movers',
  category: 'market-data',
  icon: 'movers',
  description: 'The most active stocks and the biggest gainers and losers of the day, updated while the page is open.',
  props: z.strictObject({
    heading: z
      .string()
      .trim()
      .min(1, 'Enter the heading')
      .max(80, 'The heading is at most 80 characters')
      .meta({ description: 'Shown above the lists. Up to 80 characters.' })
      .default('Market movers'),
    headingLevel: headingLevel()
      .meta({ description: 'The heading’s place in the page outline, from 1 (the page title) to 6; 2 suits a section.' })
      .default(2),
    kinds: z
      .array(
        z.strictObject({
          kind: z
            .enum(MOVER_KINDS, { message: `Choose from ${MOVER_KINDS.join(', ')}` })
            .meta({ title: 'List', description: 'Most active: by volume traded. Gainers: the biggest rises. Losers: the biggest falls.' }),
        }),
      )
      .min(1, 'Show at least one kind of movers')
      .refine((list) => new Set(list.map((k) => k.kind)).size === list.length, 'List each kind once')
      .meta({ title: 'Lists', description: 'Which lists to show, in this order; each at most once.' })
      .default(MOVER_KINDS.map((kind) => ({ kind }))),
    limit: z
      .number()
      .int('A whole number')
      .min(1, 'At least 1 row')
      .max(25, 'At most 25 rows')
      .meta({ title: 'Rows per list', description: 'How many stocks each list shows: 1 to 25.' })
      .default(10),
  }),
  defaults: { heading: 'Market movers', headingLevel: 2, kinds: MOVER_KINDS.map((kind) => ({ kind })), limit: 10 },
  interactive: true,
  hydrate: 'idle',
  // Live prices: a page showing them is kept rendered for 5 seconds at most.
  data: serverData({ schema: MoversDataSchema, usesQuery: false, maxAgeMs: 5 * SECOND }),
});

import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { MINUTE } from '../../core/constants';
import { MarketStatistics, marketDataEnvelope } from '../../core/contracts/market-data';
import { headingLevel } from '../../core/schemas';

/** What the server loads for the statistics (src/content/loaders/market-widgets.ts); no answer when the feed is unavailable. */
export const MarketStatisticsDataSchema = z.object({ answer: marketDataEnvelope(MarketStatistics).optional() });

/**
 * Daily US equity market statistics (specification §2: a summary with weekday metric sets —
 * Monday CADV and notional; Tuesday and weekends index returns and close percent volume;
 * Wednesday market liquidity index; Thursday liquidity coverage; Friday quote volatility and
 * spreads). Each metric per universe for the latest day, 5 days, 1 month and 3 months, as
 * server-rendered tables: the figures change once a day, so no script.
 */
export const marketStatistics = defineComponent({
  name: 'market-statistics',
  label: 'Market statistics',
  category: 'market-data',
  icon: 'bar-chart',
  description: 'The day’s US equity market statistics (volumes, auctions, liquidity or spreads) by universe and period.',
  props: z.strictObject({
    heading: z
      .string()
      .trim()
      .min(1, 'Enter the heading')
      .max(80, 'The heading is at most 80 characters')
      .meta({ description: 'Shown above the statistics tables. Up to 80 characters.' })
      .default('Daily US equity market statistics'),
    headingLevel: headingLevel()
      .meta({ description: 'The heading’s place in the page outline, from 1 (the page title) to 6; 2 suits a section.' })
      .default(2),
  }),
  defaults: { heading: 'Daily US equity market statistics', headingLevel: 2 },
  // The figures change once a trading day; the feed keeps them 5 minutes, and so may the page.
  data: serverData({ schema: MarketStatisticsDataSchema, usesQuery: false, maxAgeMs: 5 * MINUTE }),
});

import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { MARKET_GROUP_IDS } from '../../core/market-sessions';

/**
 * Trading hours (issue 15 item 7; DOMAIN-NOTES "Trading hours (Eastern Time)"): pre-open, early,
 * core and late sessions of the chosen market groups as a table rendered on the server. With
 * `showStatus`, an island adds whether each market is open now, from the visitor's clock in New
 * York time, so the page itself stays the same for everyone and can be cached.
 */
export const tradingHours = defineComponent({
  name: 'trading-hours',
  label: 'Trading hours',
  category: 'market-data',
  icon: 'clock',
  description: 'Pre-open and session times of each market in Eastern Time, optionally with whether it is open now.',
  props: z.strictObject({
    caption: z
      .string()
      .trim()
      .min(1, 'Enter the caption of the table')
      .max(120, 'The caption is at most 120 characters')
      .meta({ description: 'The title of the table of sessions. Up to 120 characters.' })
      .default('Trading sessions by market, Eastern Time'),
    markets: z
      .array(
        z.strictObject({
          market: z
            .enum(MARKET_GROUP_IDS, { message: `Choose one of ${MARKET_GROUP_IDS.join(', ')}` })
            .meta({ description: 'A market, or Options for the options markets of NYSE Arca and NYSE American.' }),
        }),
      )
      .min(1, 'Choose at least one market')
      .max(MARKET_GROUP_IDS.length)
      .refine((list) => new Set(list.map((m) => m.market)).size === list.length, 'Each market once')
      .meta({ description: 'The markets shown, in this order, each once.' })
      .default(MARKET_GROUP_IDS.map((market) => ({ market }))),
    showStatus: z
      .boolean()
      .meta({ title: 'Show open or closed', description: 'Yes: each market shows whether it is open now (worked out in the visitor’s browser).' })
      .default(true),
  }),
  defaults: {
    caption: 'Trading sessions by market, Eastern Time',
    markets: MARKET_GROUP_IDS.map((market) => ({ market })),
    showStatus: true,
  },
  interactive: true,
  hydrate: 'idle',
  islandWhen: (props) => props.showStatus,
});

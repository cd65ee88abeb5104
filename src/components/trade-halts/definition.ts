import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { SECOND, TRADE_HALTS_POLL } from '../../core/constants';
import { HALT_REASONS, HaltPage, marketDataEnvelope } from '../../core/contracts/market-data';
import { headingLevel } from '../../core/schemas';

/** The filters of the halt history (each as its address parameter of `HALT_PARAMS` gives it). */
export const HaltFiltersSchema = z.object({
  symbol: z.string(),
  reason: z.union([z.enum(HALT_REASONS), z.literal('')]),
  exchange: z.string(),
  /** `yyyy-MM-dd` */
  from: z.string(),
  to: z.string(),
});

/** What the server loads for trade halts (src/content/loaders/trade-halts.ts) and the island starts from. */
export const TradeHaltsDataSchema = z.object({
  view: z.enum(['current', 'history']),
  /** The halts; absent when the feed is unavailable and nothing was fetched before. */
  answer: marketDataEnvelope(HaltPage).optional(),
  /** What the address asked for, as typed (the form shows it back). */
  asked: HaltFiltersSchema,
  /** What the list applies: the page links and the CSV link keep these. */
  applied: HaltFiltersSchema,
  /** Why a value was not applied, by filter (`page`: a page that does not exist; `range`: dates given the wrong way round, swapped). */
  problems: z.partialRecord(z.enum(['symbol', 'reason', 'exchange', 'from', 'to', 'page', 'range']), z.string()),
  /** The history's period when none is asked for: the last 30 days up to today (New York). */
  defaultFrom: z.iso.date(),
  today: z.iso.date(),
});

/**
 * Trade halts (issue 15; DOMAIN-NOTES "Trade halts"): today's halts of every US exchange, kept
 * current by polling (specification §9: poll interval 5 — seconds — and poll time 1 — hour, after
 * which polling stops and the visitor may reload), and a history view with filters (symbol,
 * reason, exchange, halt dates), 20 a page and a CSV download. Both views render on the server;
 * the history's filters are a GET form.
 */
export const tradeHalts = defineComponent({
  name: 'trade-halts',
  label: 'Trade halts',
  category: 'market-data',
  icon: 'pause',
  description: 'Current trading halts on US exchanges, updated live, with a searchable history and a CSV download.',
  props: z.strictObject({
    heading: z
      .string()
      .trim()
      .min(1, 'Enter the heading')
      .max(80, 'The heading is at most 80 characters')
      .meta({ description: 'Shown above the halts. Up to 80 characters.' })
      .default('Trade halts'),
    headingLevel: headingLevel()
      .meta({ description: 'The heading’s place in the page outline, from 1 (the page title) to 6; 2 suits a section.' })
      .default(2),
    pollInterval: z
      .number()
      .int('Whole seconds')
      .min(2, 'At least every 2 seconds')
      .max(300, 'At most every 300 seconds')
      .meta({ title: 'Update every (seconds)', description: 'Seconds between updates of the current halts while the page is open: 2 to 300.' })
      .default(TRADE_HALTS_POLL.interval),
    pollTime: z
      .number()
      .min(0.25, 'At least a quarter of an hour')
      .max(12, 'At most 12 hours')
      .meta({ title: 'Keep updating (hours)', description: 'Hours the page keeps updating after it was opened, from 0.25 to 12; then visitors reload for news.' })
      .default(TRADE_HALTS_POLL.pollTime),
  }),
  defaults: { heading: 'Trade halts', headingLevel: 2, pollInterval: TRADE_HALTS_POLL.interval, pollTime: TRADE_HALTS_POLL.pollTime },
  interactive: true,
  // Live data: a page showing it is kept rendered for 5 seconds at most.
  data: serverData({ schema: TradeHaltsDataSchema, usesQuery: true, maxAgeMs: 5 * SECOND }),
});

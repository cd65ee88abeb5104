import { z } from 'zod';
import { HALT_EXCHANGES, HALT_REASONS } from '../halts';

export { HALT_COLUMNS, HALT_EXCHANGES, HALT_REASONS, type HaltReason } from '../halts';

/**
 * Market data as visitors get it (issue 15): instruments, quotes, index series, trade halts.
 * Every answer says when its data is from (`asOf`) and whether it is `stale` (the upstream
 * failed and this is the last good data), and carries the data-delay notice.
 */
export const INSTRUMENT_TYPES = ['common-stock', 'exchange-traded-fund', 'index'] as const;
export const INSTRUMENT_TYPE_LABELS: Record<(typeof INSTRUMENT_TYPES)[number], string> = {
  'common-stock': 'Common stock',
  'exchange-traded-fund': 'Exchange traded fund',
  index: 'Index',
};
export const InstrumentType = z.enum(INSTRUMENT_TYPES, { message: `Unknown instrument type; use ${INSTRUMENT_TYPES.join(', ')}` });

/** A ticker as exchanges write it: capitals, digits, a dot or slash for share classes. */
export const TickerSymbol = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9./]{0,9}$/, 'A symbol is 1 to 10 letters, digits, dots or slashes, starting with a letter');

const Price = z.number().finite().positive();
const Volume = z.number().int().nonnegative();

export const Instrument = z.object({
  symbol: z.string(),
  name: z.string(),
  /** ISO 10383 market identifier (XNYS, ARCX, XASE, ...). */
  mic: z.string(),
  exchange: z.string(),
  type: InstrumentType,
});

export const Quote = z.object({
  symbol: z.string(),
  name: z.string(),
  exchange: z.string(),
  type: InstrumentType,
  last: Price,
  change: z.number().finite(),
  changePercent: z.number().finite(),
  open: Price,
  high: Price,
  low: Price,
  previousClose: Price,
  volume: Volume,
  /** When this price was struck (ISO instant). */
  time: z.iso.datetime({ offset: true }),
});

export const IndexPoint = z.object({ time: z.iso.datetime({ offset: true }), value: Price });
export const IndexSeries = z.object({ symbol: z.string(), name: z.string(), previousClose: Price, points: z.array(IndexPoint) });



export const Halt = z.object({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  exchange: z.string(),
  reason: z.enum(HALT_REASONS),
  haltDate: z.iso.date(),
  haltTime: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
  /** Empty while the halt is open. */
  resumeDate: z.union([z.iso.date(), z.literal('')]),
  resumeTime: z.union([z.string().regex(/^\d{2}:\d{2}:\d{2}$/), z.literal('')]),
});

/** The envelope of every market data answer. */
export const marketDataEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    data,
    asOf: z.iso.datetime({ offset: true }).describe('When the data was fetched from the provider'),
    stale: z.boolean().describe('True when the provider failed and this is the last good data'),
    delayMinutes: z.number().int().describe('How late the prices are (the data-delay notice)'),
  });

export const QuotesQuery = z
  .object({
    symbols: z
      .string()
      .trim()
      .min(1, 'symbols names at least one symbol')
      .max(200, 'symbols is at most 200 characters')
      .transform((v, ctx) => {
        const list = [...new Set(v.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean))];
        if (list.length > 20) ctx.addIssue({ code: 'custom', message: 'At most 20 symbols' });
        for (const s of list) if (!TickerSymbol.safeParse(s).success) ctx.addIssue({ code: 'custom', message: `"${s.slice(0, 12)}" is not a symbol` });
        return list;
      }),
  })
  .strict();

export const MOVER_KINDS = ['most-active', 'gainers', 'losers'] as const;
export const MoversQuery = z.object({ kind: z.enum(MOVER_KINDS, { message: `kind is one of ${MOVER_KINDS.join(', ')}` }).default('most-active'), limit: z.coerce.number().int().min(1).max(25).default(10) }).strict();

export const INSTRUMENTS_PAGE_SIZE = 50;
export const InstrumentsQuery = z
  .object({
    type: InstrumentType.default('exchange-traded-fund'),
    q: z.string().trim().max(40, 'q is at most 40 characters').optional(),
    page: z.coerce.number().int().min(1, 'page starts at 1').max(10_000).default(1),
  })
  .strict();
export const InstrumentPage = z.object({ instruments: z.array(Instrument), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const IndexParams = z.object({ symbol: TickerSymbol });

export const HALTS_PAGE_SIZE = 20;
export const HaltsQuery = z
  .object({
    /** Current halts (today's) or the history with its filters. */
    view: z.enum(['current', 'history']).default('current'),
    symbol: TickerSymbol.optional(),
    reason: z.enum(HALT_REASONS, { message: `reason is one of ${HALT_REASONS.join(', ')}` }).optional(),
    exchange: z.enum(HALT_EXCHANGES, { message: `exchange is one of ${HALT_EXCHANGES.join(', ')}` }).optional(),
    from: z.iso.date('from is a date, YYYY-MM-DD').optional(),
    to: z.iso.date('to is a date, YYYY-MM-DD').optional(),
    page: z.coerce.number().int().min(1, 'page starts at 1').max(10_000).default(1),
    /** `csv`: every matching halt (no pages), as a spreadsheet file. */
    format: z.enum(['json', 'csv'], { message: 'format is json or csv' }).default('json'),
  })
  .strict()
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'to is on or after from' });
export const HaltPage = z.object({ halts: z.array(Halt), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** The envelope as a type: the data, when it is from, whether it is stale, and the delay. */
export interface MarketAnswer<T> {
  data: T;
  asOf: string;
  stale: boolean;
  delayMinutes: number;
}

export type Instrument = z.infer<typeof Instrument>;
export type InstrumentType = z.infer<typeof InstrumentType>;
export type Quote = z.infer<typeof Quote>;
export type IndexSeries = z.infer<typeof IndexSeries>;
export type IndexPoint = z.infer<typeof IndexPoint>;
export type Halt = z.infer<typeof Halt>;
export type MoverKind = (typeof MOVER_KINDS)[number];
export type HaltsQuery = z.infer<typeof HaltsQuery>;

/**
 * Daily US equity market statistics (specification §2: a metric set per weekday; DOMAIN-NOTES:
 * each metric for the latest day, 5 days, 1 month and 3 months, per universe).
 */
export const STATISTICS_METRICS = ['cadv', 'notional', 'index-returns', 'close-percent-volume', 'market-liquidity-index', 'liquidity-coverage', 'quote-volatility', 'spreads'] as const;
export const StatisticsMetric = z.enum(STATISTICS_METRICS);
export const StatisticsRow = z.object({
  universe: z.string(),
  latest: z.number().finite(),
  fiveDay: z.number().finite(),
  oneMonth: z.number().finite(),
  threeMonth: z.number().finite(),
});
export const StatisticsTable = z.object({ metric: StatisticsMetric, label: z.string(), unit: z.string(), rows: z.array(StatisticsRow).min(1) });
export const MarketStatistics = z.object({
  /** The trading day the figures are for (`yyyy-MM-dd`, New York). */
  day: z.iso.date(),
  /** The weekday whose metric set is shown (`monday` … `friday`, `weekend`). */
  set: z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'weekend']),
  tables: z.array(StatisticsTable).min(1),
});
export const StatisticsQuery = z.object({}).strict();

export type StatisticsMetric = z.infer<typeof StatisticsMetric>;
export type MarketStatistics = z.infer<typeof MarketStatistics>;
export type StatisticsSet = MarketStatistics['set'];

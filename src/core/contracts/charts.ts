import { z } from 'zod';
import { CONTRACTS } from '../report-data';

/** The platform's own chart data route: a chart's same-origin source may name it (issue 15 item 3). */
export const SETTLEMENT_HISTORY_PATH = '/api/reports/history.csv';

/** The columns of the settlement history, in order. */
export const SETTLEMENT_HISTORY_COLUMNS = ['date', 'contract', 'settlement', 'volume', 'openInterest'] as const;

export const HISTORY_MONTHS = { min: 1, max: 6, default: 1 } as const;
export const HISTORY_DAYS = { min: 5, max: 260, default: 65 } as const;

const CONTRACT_CODES = CONTRACTS.map((c) => c.code) as [string, ...string[]];

/**
 * `GET /api/reports/history.csv`: the settlement history of a contract's front months
 * (`months`: how many, from the front) over its last `days` trading days.
 */
export const SettlementHistoryQuery = z
  .object({
    contract: z.enum(CONTRACT_CODES, { message: `contract is one of ${CONTRACT_CODES.join(', ')}` }),
    months: z.coerce
      .number({ message: 'months is a whole number' })
      .int('months is a whole number')
      .min(HISTORY_MONTHS.min, `months is at least ${HISTORY_MONTHS.min}`)
      .max(HISTORY_MONTHS.max, `months is at most ${HISTORY_MONTHS.max}`)
      .default(HISTORY_MONTHS.default),
    days: z.coerce
      .number({ message: 'days is a whole number' })
      .int('days is a whole number')
      .min(HISTORY_DAYS.min, `days is at least ${HISTORY_DAYS.min}`)
      .max(HISTORY_DAYS.max, `days is at most ${HISTORY_DAYS.max}`)
      .default(HISTORY_DAYS.default),
  })
  .strict();

export type SettlementHistoryQuery = z.infer<typeof SettlementHistoryQuery>;

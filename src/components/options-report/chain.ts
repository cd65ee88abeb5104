import { formatChange, formatNumber } from '../../core/market-model';
import type { OptionChain, OptionSide } from '../../core/options-data';
import type { ReportColumn } from '../../core/report-data';

/** The columns of each side, in the specification's fields: prices first, then activity. */
const SIDE: { field: keyof OptionSide; heading: string; type: ReportColumn['type'] }[] = [
  { field: 'bidPrice', heading: 'Bid', type: 'number' },
  { field: 'askPrice', heading: 'Ask', type: 'number' },
  { field: 'lastPrice', heading: 'Last', type: 'number' },
  { field: 'lastTime', heading: 'Last trade', type: 'text' },
  { field: 'settlementPrice', heading: 'Settlement', type: 'number' },
  { field: 'change', heading: 'Change', type: 'number' },
  { field: 'volume', heading: 'Volume', type: 'number' },
  { field: 'openInt', heading: 'Open interest', type: 'number' },
  { field: 'lastUpdateTimeText', heading: 'Updated', type: 'text' },
];

/** Calls | strike | puts: the strike heads each row, the sides are grouped under "Calls" and "Puts". */
export const CHAIN_COLUMNS: ReportColumn[] = [
  ...SIDE.map(({ heading, type }) => ({ heading, type, parent: 'Calls' })),
  { heading: 'Strike', type: 'number' },
  ...SIDE.map(({ heading, type }) => ({ heading, type, parent: 'Puts' })),
];
export const STRIKE_COLUMN = SIDE.length;

function cell(side: OptionSide, field: keyof OptionSide, decimals: number): string {
  const value = side[field];
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (field === 'change') return formatChange(value, decimals);
  return field === 'volume' || field === 'openInt' ? formatNumber(value) : formatNumber(value, decimals);
}

/** The chain's rows as table cells. */
export function chainRows(chain: OptionChain): string[][] {
  return chain.rows.map((row) => [
    ...SIDE.map(({ field }) => cell(row.call, field, chain.decimals)),
    formatNumber(row.strikePrice, chain.decimals),
    ...SIDE.map(({ field }) => cell(row.put, field, chain.decimals)),
  ]);
}

/** The row whose strike is nearest the underlying (at the money), or -1 without rows. */
export function atTheMoney(chain: OptionChain): number {
  let best = -1;
  chain.rows.forEach((row, i) => {
    if (best < 0 || Math.abs(row.strikePrice - chain.underlying) < Math.abs(chain.rows[best]!.strikePrice - chain.underlying)) best = i;
  });
  return best;
}

import type { SettlementHistoryQuery } from '../../core/contracts/charts';
import { SETTLEMENT_HISTORY_COLUMNS } from '../../core/contracts/charts';
import { toCsv } from '../../core/csv';
import { listedMonths, monthCode } from '../../core/market-model';
import { findContract, generateReport } from '../../core/report-data';
import { latestTradingDay, previousTradingDay } from '../../core/exchange-calendar';
import type { ContentContext } from '../context';

/** `74,210.5` (a report's formatted figure) → 74210.5. */
const figure = (text: string) => Number(text.replace(/,/g, ''));

/**
 * The settlement history of a contract's front months (`GET /api/reports/history.csv`): one row
 * per trading day and month, oldest first, up to the latest published trading day. The figures
 * are the end-of-day report's for the same day and month, so charts and the report center agree.
 */
export function settlementHistoryCsv(ctx: ContentContext, { contract: code, months, days }: SettlementHistoryQuery): string {
  const contract = findContract(code);
  if (!contract) throw new RangeError(`Unknown contract ${code}`);
  const dates = [latestTradingDay(ctx.clock.now())];
  while (dates.length < days) dates.push(previousTradingDay(dates.at(-1)!));
  dates.reverse();
  const rows: (string | number)[][] = [];
  for (const date of dates) {
    const report = generateReport({ type: 'end-of-day', contract: code, kind: 'futures', date });
    const column = (heading: string) => report.columns.findIndex((c) => c.heading === heading);
    const [settlement, volume, openInterest] = [column('Settlement'), column('Volume'), column('Open interest')];
    // The report lists the same months, in the same order (from the month after the trading day's).
    const listed = listedMonths({ day: date, cycle: contract.cycle, count: months });
    listed.forEach((month, i) => {
      const row = report.rows[i]!;
      rows.push([date, `${code} ${monthCode(month)}`, figure(row[settlement]!).toFixed(contract.decimals), figure(row[volume]!), figure(row[openInterest]!)]);
    });
  }
  return toCsv(SETTLEMENT_HISTORY_COLUMNS, rows);
}

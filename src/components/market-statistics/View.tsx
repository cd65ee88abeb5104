import type { PropsOf } from '../../core/component';
import type { MarketStatistics } from '../../core/contracts/market-data';
import { formatDate, PLATFORM_FORMATS, weekdayName } from '../../core/time';
import { headingLevel } from '../../core/heading';
import { platformId } from '../../core/ids';
import { DelayNotice } from '../market-data/DelayNotice';
import { useRenderContext, type ViewProps } from '../view';
import { SET_CONTENTS, type MarketStatisticsData } from './data';
import type { marketStatistics } from './definition';

type Props = PropsOf<typeof marketStatistics>;
type Table = MarketStatistics['tables'][number];

const PERIODS = [
  ['latest', 'Latest day'],
  ['fiveDay', '5 days'],
  ['oneMonth', '1 month'],
  ['threeMonth', '3 months'],
] as const;

/** The figures of a table with as many decimals as its most precise value (at most 2); returns with their sign. */
function formatter(table: Table): (value: number) => string {
  const values = table.rows.flatMap((r) => PERIODS.map(([key]) => r[key]));
  const decimals = Math.min(2, Math.max(...values.map((v) => (String(v).split('.')[1] ?? '').length)));
  const number = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  if (table.metric !== 'index-returns') return (v) => number.format(v);
  return (v) => (v > 0 ? `+${number.format(v)}` : v < 0 ? `−${number.format(-v)}` : number.format(0));
}

function StatisticsTable({ table, day }: { table: Table; day: string }) {
  const format = formatter(table);
  return (
    <div className="t-table-scroll" tabIndex={0} role="region" aria-label={table.label}>
      <table className="t-market-statistics__table" data-metric={table.metric}>
        <caption>
          {table.label} <span className="t-market-statistics__unit">{`(${table.unit})`}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Universe</th>
            {PERIODS.map(([key, label]) => (
              <th key={key} scope="col" className="t-num">
                {key === 'latest' ? `${label}, ${formatDate(day, 'short')}` : label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.universe}>
              <th scope="row">{row.universe}</th>
              {PERIODS.map(([key]) => (
                <td key={key} className="t-num">
                  {format(row[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The set's name from the figures' own date (a New York calendar day), as the heading names it:
 * never another weekday than the heading's, whatever set a feed sends.
 */
function setName(stats: MarketStatistics): string {
  const weekday = weekdayName(stats.day);
  return stats.set === 'weekend' ? `Weekend figures, from ${weekday}’s trading` : `${weekday}’s figures`;
}

/**
 * The day's statistics as the server loaded them (`RenderContext.data`): the heading names the
 * trading day the figures are for. Where nothing was loaded (the editor's canvas) it says what
 * will appear.
 */
export default function MarketStatisticsView({ id, props }: ViewProps<Props>) {
  const data = useRenderContext().data?.get(id) as MarketStatisticsData | undefined;
  const stats = data?.answer?.data;
  const text = stats ? `${props.heading} for ${formatDate(stats.day, PLATFORM_FORMATS.weekdayDate)}` : props.heading;
  const Heading = `h${headingLevel(props.heading, props.headingLevel)}` as const;
  const headingId = platformId(id, 'heading');
  return (
    <section className="t-market-statistics" aria-labelledby={headingId}>
      <Heading className="t-market-statistics__heading" id={headingId}>
        {text}
      </Heading>
      {!data ? (
        <p className="t-market-statistics__placeholder">The day’s statistics appear here: each weekday’s set of metrics by universe, for the latest day, 5 days, 1 month and 3 months.</p>
      ) : stats ? (
        <>
          <p className="t-market-statistics__set">{`${setName(stats)}: ${SET_CONTENTS[stats.set]}, for the latest trading day and over 5 days, 1 month and 3 months.`}</p>
          {stats.tables.map((table) => (
            <StatisticsTable key={table.metric} table={table} day={stats.day} />
          ))}
        </>
      ) : null}
      <DelayNotice answer={data?.answer} error={data && !data.answer ? 'unavailable' : null} />
    </section>
  );
}

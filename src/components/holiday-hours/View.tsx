import type { PropsOf } from '../../core/component';
import { EARLY_CLOSE, marketCalendar, type CalendarEntry } from '../../core/exchange-calendar';
import { addDays, formatClockTime, formatDate, newYorkClock, PLATFORM_FORMATS } from '../../core/time';
import { useRenderContext, type ViewProps } from '../view';
import type { HolidayHoursData } from './data';
import type { holidayHours } from './definition';

type Props = PropsOf<typeof holidayHours>;

/** `Friday, July 3, 2026`. */
export function longDay(day: string): string {
  return formatDate(day, PLATFORM_FORMATS.weekdayDate);
}

function marketsText(entry: CalendarEntry): string {
  switch (entry.status) {
    case 'closed':
      return entry.holidayDate ? `Closed; the holiday falls on ${longDay(entry.holidayDate).replace(/, \d+$/, '')}` : 'Closed';
    case 'early-close':
      return `Early close at ${formatClockTime(EARLY_CLOSE.close)} (eligible options ${formatClockTime(EARLY_CLOSE.optionsClose)})`;
    case 'open':
      return `Not observed: it falls on a Saturday, and ${longDay(addDays(entry.date, -1))} is a full trading day`;
  }
}

function YearTable({ year, props }: { year: number; props: Props }) {
  const caption = `${props.caption}, ${year}`;
  const entries = marketCalendar(year).filter((e) => props.showEarlyCloses || e.status !== 'early-close');
  return (
    <div className="t-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="t-holiday-hours__table" data-year={year}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Holiday</th>
            <th scope="col">Date</th>
            <th scope="col">Markets</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={`${e.date}-${e.name}`} className={`t-holiday-hours__${e.status}`}>
              <th scope="row">{e.name}</th>
              <td>
                <time dateTime={e.date}>{longDay(e.date)}</time>
              </td>
              <td>{marketsText(e)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The tables of `props.years` years from `firstYear`. */
export function HolidayTables({ props, firstYear }: { props: Props; firstYear: number }) {
  const years = Array.from({ length: props.years }, (_, i) => firstYear + i);
  return (
    <div className="t-holiday-hours">
      {years.map((year) => (
        <YearTable key={year} year={year} props={props} />
      ))}
      <p className="t-holiday-hours__note">
        All NYSE equity and options markets observe these days. Times are Eastern Time. Unscheduled closings are announced in exchange notices.
      </p>
    </div>
  );
}

/**
 * Server view: from the year it is in New York, as the server loaded it (its loader renders the
 * page again hourly, so the new year appears after New Year); the editor's canvas uses its own clock.
 */
export default function HolidayHoursView({ id, props }: ViewProps<Props>) {
  const loaded = useRenderContext().data?.get(id) as HolidayHoursData | undefined;
  return <HolidayTables props={props} firstYear={loaded?.year ?? newYorkClock(new Date()).year} />;
}

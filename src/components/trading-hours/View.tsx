import type { PropsOf } from '../../core/component';
import { EARLY_CLOSE } from '../../core/exchange-calendar';
import { MARKET_GROUPS, type GroupStatus, type MarketGroupId, type Session } from '../../core/market-sessions';
import { formatClockTime } from '../../core/time';
import type { ViewProps } from '../view';
import type { tradingHours } from './definition';

export type TradingHoursProps = PropsOf<typeof tradingHours>;

/** Whether markets are open now, by group, and the New York time it was worked out for (`null`: not yet known). */
export interface LiveStatus {
  statuses: ReadonlyMap<MarketGroupId, GroupStatus>;
  /** `HH:mm`, New York. */
  at: string;
}

function Time({ at }: { at: string }) {
  return <time dateTime={at}>{formatClockTime(at)}</time>;
}

function SessionCell({ session }: { session: Session | undefined }) {
  if (!session) return <td>None</td>;
  return (
    <td>
      <Time at={session.start} /> to <Time at={session.end} />
    </td>
  );
}

const PHASE_WORDS = { 'pre-open': 'Pre-open', early: 'Early session', core: 'Open', late: 'Late session' } as const;

/** `Open until 4:00 p.m.`, `Closed`: short enough to keep the column's width. */
export function statusText(status: GroupStatus): string {
  if (status.phase === 'closed') return 'Closed';
  return `${PHASE_WORDS[status.phase]} until ${formatClockTime(status.until!)}`;
}

function StatusCell({ status }: { status: GroupStatus | undefined }) {
  if (!status) {
    return (
      <td className="t-trading-hours__now">
        <span aria-hidden="true">—</span>
        <span className="t-visually-hidden">Shown when scripts run</span>
      </td>
    );
  }
  return (
    <td className={`t-trading-hours__now t-trading-hours__now--${status.phase === 'closed' ? 'closed' : 'open'}`}>{statusText(status)}</td>
  );
}

/** Why markets are closed or closing early today, for the line under the table. */
function dayNote(statuses: ReadonlyMap<MarketGroupId, GroupStatus>): string {
  const any = [...statuses.values()][0];
  if (any?.holiday) return ` Markets are closed today for ${any.holiday}.`;
  if (any?.earlyClose) return ' Today is an early-close day.';
  return '';
}

/**
 * The sessions of the chosen market groups, a row each. The "Now" column is there from the
 * server on (so nothing moves when the island fills it), empty until the browser knows the time.
 */
export function TradingHoursTable({ props, live }: { props: TradingHoursProps; live: LiveStatus | null }) {
  const groups = props.markets.map((m) => MARKET_GROUPS[m.market]);
  const imbalance = groups.some((g) => g.closingImbalance);
  return (
    <div className="t-trading-hours">
      <div className="t-table-scroll" tabIndex={0} role="region" aria-label={props.caption}>
        <table className="t-trading-hours__table">
          <caption>{props.caption}</caption>
          <thead>
            <tr>
              <th scope="col">Market</th>
              <th scope="col">Pre-open</th>
              <th scope="col">Early session</th>
              <th scope="col">Core session</th>
              <th scope="col">Late session</th>
              {imbalance ? <th scope="col">Closing imbalance</th> : null}
              {props.showStatus ? (
                <th scope="col" className="t-trading-hours__now">
                  Now
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <tr key={g.id} data-market={g.id}>
                <th scope="row">{g.name}</th>
                <td>
                  <Time at={g.preOpen} />
                </td>
                <SessionCell session={g.early} />
                <SessionCell session={g.core} />
                <SessionCell session={g.late} />
                {imbalance ? (
                  <td>
                    {g.closingImbalance ? (
                      <>
                        From <Time at={g.closingImbalance} />
                      </>
                    ) : (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="t-visually-hidden">Not listed</span>
                      </>
                    )}
                  </td>
                ) : null}
                {props.showStatus ? <StatusCell status={live?.statuses.get(g.id)} /> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="t-trading-hours__note">
        Times are Eastern Time. On early-close days the core session ends at {formatClockTime(EARLY_CLOSE.close)} (eligible options{' '}
        {formatClockTime(EARLY_CLOSE.optionsClose)}) and late sessions at {formatClockTime(EARLY_CLOSE.lateSessionClose)}.
      </p>
      {props.showStatus ? (
        <p className="t-trading-hours__as-of">
          {live ? (
            <>
              “Now” is as of <Time at={live.at} /> in New York.{dayNote(live.statuses)}
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** Server view: the sessions; whether markets are open now is left to the browser (published pages are cached). */
export default function TradingHoursView({ props }: ViewProps<TradingHoursProps>) {
  return <TradingHoursTable props={props} live={null} />;
}

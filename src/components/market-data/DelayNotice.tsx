import type { MarketAnswer } from '../../core/contracts/market-data';
import { dateTimeET } from './format';

/**
 * The data-delay notice every market data widget shows (issue 15: editors cannot remove it, so
 * it is no prop): how late the prices are, when the data is from, and — when the feed is failing
 * — that these are the last figures received.
 */
export function DelayNotice({
  answer,
  error,
  live = true,
}: {
  answer: Pick<MarketAnswer<unknown>, 'asOf' | 'stale' | 'delayMinutes'> | undefined;
  error?: string | null;
  /** A live region; false where the widget has its own, which says what matters once (issue 25 point 8). */
  live?: boolean;
}) {
  return (
    <p className="t-market-data__notice" {...(live ? { role: 'status', 'aria-live': 'polite', 'aria-atomic': true } : {})}>
      <span className="t-market-data__notice-delay">
        {answer && answer.delayMinutes > 0 ? `Market data delayed by at least ${answer.delayMinutes} minutes.` : 'Market data delayed.'}
      </span>{' '}
      {answer && (
        <span className="t-market-data__notice-as-of">
          As of <time dateTime={answer.asOf}>{dateTimeET(answer.asOf)}</time>.
        </span>
      )}
      {(answer?.stale || error) && (
        <strong className="t-market-data__notice-stale">
          {' '}
          {answer ? 'Live updates are unavailable; these are the last figures received.' : 'Market data is unavailable right now.'}
        </strong>
      )}
    </p>
  );
}

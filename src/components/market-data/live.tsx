import { HOUR, SECOND } from '../../core/constants';
import { direction, formatChange } from './format';

/**
 * Shared by the live quote widgets (ticker, movers, index-chart, ad-hoc-quote): how often they
 * poll and for how long — the specification's trade halts settings (poll interval 5 seconds,
 * poll time 1 hour), so a page left open all day does not poll all day.
 */
export const LIVE_POLL = { intervalMs: 5 * SECOND, stopAfterMs: HOUR } as const;

/** The API address of the quotes of these symbols, in this order. */
export const quotesApiUrl = (symbols: readonly string[]): string => `/api/market-data/quotes?symbols=${symbols.map(encodeURIComponent).join(',')}`;

const ARROW = { up: '▲', down: '▼', flat: '' } as const;
const WORD = { up: 'up', down: 'down', flat: 'unchanged' } as const;

/**
 * A change with its direction as an arrow, a sign and (for screen readers) a word, never by
 * colour alone: `▲ +1.25`, read as "up +1.25".
 */
export function Change({ block, value }: { block: string; value: number }) {
  const way = direction(value);
  return (
    <span className={`${block}__change ${block}__change--${way}`}>
      {ARROW[way] ? <span aria-hidden="true">{`${ARROW[way]} `}</span> : null}
      <span className="t-visually-hidden">{`${WORD[way]} `}</span>
      {formatChange(value)}
    </span>
  );
}

/** What a live widget says once it stopped polling. */
export function Paused({ block, what }: { block: string; what: string }) {
  return <p className={`${block}__paused`}>{`Updates stopped after an hour; reload the page for current ${what}.`}</p>;
}

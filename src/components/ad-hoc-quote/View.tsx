import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PropsOf } from '../../core/component';
import type { MarketAnswer, Quote } from '../../core/contracts/market-data';
import { headingLevel } from '../../core/heading';
import { platformId } from '../../core/ids';
import { DelayNotice } from '../market-data/DelayNotice';
import { formatPercent, formatPrice, timeET } from '../market-data/format';
import { usePolling } from '../market-data/polling';
import { Change, LIVE_POLL, Paused, quotesApiUrl } from '../market-data/live';
import { useRenderContext, type ViewProps } from '../view';
import { QUOTE_PARAM, readSymbol, type AdHocQuoteData } from './data';
import type { adHocQuote } from './definition';

type Props = PropsOf<typeof adHocQuote>;
type Level = 1 | 2 | 3 | 4 | 5 | 6;

const SHARES = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function QuoteCard({ quote, level }: { quote: Quote; level: Level }) {
  const Heading = `h${level}` as const;
  const figures: [string, string][] = [
    ['Open', formatPrice(quote.open)],
    ['High', formatPrice(quote.high)],
    ['Low', formatPrice(quote.low)],
    ['Previous close', formatPrice(quote.previousClose)],
    ['Volume', SHARES.format(quote.volume)],
    ['Last trade', timeET(quote.time)],
  ];
  return (
    <div className="t-ad-hoc-quote__quote" data-symbol={quote.symbol}>
      <Heading className="t-ad-hoc-quote__name">
        <span className="t-ad-hoc-quote__symbol">{quote.symbol}</span> {quote.name}
      </Heading>
      <p className="t-ad-hoc-quote__exchange">{quote.exchange}</p>
      <p className="t-ad-hoc-quote__price">
        <span className="t-ad-hoc-quote__last">{formatPrice(quote.last)}</span> <Change block="t-ad-hoc-quote" value={quote.change} />{' '}
        <span className="t-ad-hoc-quote__percent">{`(${formatPercent(quote.changePercent)})`}</span>
      </p>
      <dl className="t-ad-hoc-quote__figures">
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The quote of one symbol, kept current. Mounted afresh for each symbol looked up, so what it
 * shows is always that symbol's; `onOutcome` (a lookup in the browser) hands the outcome to the
 * widget's one live region, which says it aloud once.
 */
function LiveQuote({
  symbol,
  initial,
  unavailable,
  onOutcome,
  level,
}: {
  symbol: string;
  initial: MarketAnswer<Quote[]> | undefined;
  unavailable: boolean;
  onOutcome?: ((text: string) => void) | undefined;
  level: Level;
}) {
  const polled = usePolling<Quote[]>(quotesApiUrl([symbol]), { initial, ...LIVE_POLL });
  const quote = polled.answer?.data.find((q) => q.symbol === symbol);
  const failed = !polled.answer && (unavailable || polled.error !== null);
  const outcome = !polled.answer ? (failed ? 'Market data is unavailable right now.' : '') : quote ? `Quote for ${symbol}, ${quote.name}, shown.` : `No quote for ${symbol}.`;
  useEffect(() => {
    if (outcome) onOutcome?.(outcome);
  }, [outcome, onOutcome]);
  return (
    <>
      {/* One height for every state (looking up, none, failed, the quote): an answer never moves what follows. */}
      <div className="t-ad-hoc-quote__result">
        {polled.answer ? (
          quote ? (
            <QuoteCard quote={quote} level={level} />
          ) : (
            <p className="t-ad-hoc-quote__none">{`No quote for ${symbol}.`}</p>
          )
        ) : failed ? null : (
          <p className="t-ad-hoc-quote__loading">{`Looking up ${symbol}…`}</p>
        )}
      </div>
      {polled.paused ? <Paused block="t-ad-hoc-quote" what="prices" /> : null}
      <DelayNotice answer={polled.answer} error={failed ? (polled.error ?? 'unavailable') : polled.error} live={false} />
    </>
  );
}

/**
 * A quote lookup: without JavaScript a GET form whose answer the server renders (the symbol in
 * the address); with it, lookups go to the API without reloading and the address follows.
 */
export default function AdHocQuoteView({ id, props }: ViewProps<Props>) {
  const { data: loaded, path } = useRenderContext();
  const data = loaded?.get(id) as AdHocQuoteData | undefined;
  const [state, setState] = useState({ asked: data?.asked ?? '', symbol: data?.symbol ?? '', problem: data?.problem ?? '', lookups: 0 });
  // The widget's one live region: what a lookup in the browser found, said once (never also by a second region).
  const [said, setSaid] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const level = headingLevel(props.heading, props.headingLevel);
  const Heading = `h${level}` as const;
  const headingId = platformId(id, 'heading');
  const fieldId = platformId(id, 'symbol');
  const errorId = platformId(id, 'symbol-error');

  const lookUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = input.current?.value ?? '';
    const read = readSymbol(typed);
    if ('problem' in read) {
      setState((s) => ({ ...s, asked: typed, problem: read.problem }));
      input.current?.focus();
      return;
    }
    setSaid('');
    setState((s) => ({ asked: typed, symbol: read.symbol, problem: '', lookups: s.lookups + 1 }));
    const address = new URL(window.location.href);
    address.searchParams.set(QUOTE_PARAM, read.symbol);
    window.history.replaceState(window.history.state, '', address);
  };

  return (
    <section className="t-ad-hoc-quote" aria-labelledby={headingId}>
      <Heading className="t-ad-hoc-quote__heading" id={headingId}>
        {props.heading}
      </Heading>
      <form className="t-ad-hoc-quote__form" method="get" action={path} role="search" aria-label={props.heading} onSubmit={lookUp}>
        <div className="t-field">
          <label className="t-field__label" htmlFor={fieldId}>
            Symbol
          </label>
          <input
            ref={input}
            id={fieldId}
            name={QUOTE_PARAM}
            defaultValue={state.asked || state.symbol}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={state.problem ? true : undefined}
            aria-describedby={state.problem ? errorId : undefined}
          />
          {state.problem ? (
            <p className="t-field__error" id={errorId}>
              {state.problem}
            </p>
          ) : null}
        </div>
        <button type="submit" className="t-button t-button--primary">
          Get quote
        </button>
      </form>
      {!data ? (
        <>
          <p className="t-ad-hoc-quote__placeholder">
            {props.symbol ? `The quote of ${props.symbol} appears here until a visitor looks up another symbol.` : 'The quote of the symbol a visitor enters appears here.'}
          </p>
          <DelayNotice answer={undefined} />
        </>
      ) : state.symbol ? (
        <LiveQuote
          key={`${state.symbol}-${state.lookups}`}
          symbol={state.symbol}
          initial={state.lookups === 0 ? data.answer : undefined}
          unavailable={state.lookups === 0 && data.unavailable === true}
          onOutcome={state.lookups > 0 ? setSaid : undefined}
          level={Math.min(level + 1, 6) as Level}
        />
      ) : (
        <DelayNotice answer={undefined} error={data.unavailable ? 'unavailable' : null} live={false} />
      )}
      <p className="t-visually-hidden t-ad-hoc-quote__announce" role="status" aria-live="polite">
        {said}
      </p>
    </section>
  );
}

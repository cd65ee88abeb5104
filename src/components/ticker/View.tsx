import type { PropsOf } from '../../core/component';
import type { Quote } from '../../core/contracts/market-data';
import { DelayNotice } from '../market-data/DelayNotice';
import { formatPercent, formatPrice } from '../market-data/format';
import { usePolling } from '../market-data/polling';
import { useRenderContext, type ViewProps } from '../view';
import type { TickerData } from './data';
import type { ticker } from './definition';
import { Change, LIVE_POLL, Paused, quotesApiUrl } from '../market-data/live';

type Props = PropsOf<typeof ticker>;

/**
 * The ticker as the server loaded it (`RenderContext.data`), kept current by the island. Where
 * nothing was loaded (the editor's canvas) it names the symbols it will show.
 */
export default function TickerView({ id, props }: ViewProps<Props>) {
  const data = useRenderContext().data?.get(id) as TickerData | undefined;
  const polled = usePolling<Quote[]>(data ? quotesApiUrl(props.symbols.map((s) => s.symbol)) : null, { initial: data?.answer, ...LIVE_POLL });
  const quotes = polled.answer?.data;
  return (
    <section className="t-ticker" aria-label={props.label}>
      {!data ? (
        <p className="t-ticker__placeholder">{`Prices of ${props.symbols.map((s) => s.symbol).join(', ')} appear here, updated every 5 seconds.`}</p>
      ) : quotes && quotes.length > 0 ? (
        <ul className="t-ticker__list" role="list">
          {quotes.map((q) => (
            <li key={q.symbol} className="t-ticker__item" data-symbol={q.symbol}>
              <span className="t-ticker__symbol">{q.symbol}</span> <span className="t-ticker__last">{formatPrice(q.last)}</span> <Change block="t-ticker" value={q.change} />{' '}
              <span className="t-ticker__percent">{formatPercent(q.changePercent)}</span>
            </li>
          ))}
        </ul>
      ) : quotes ? (
        <p className="t-ticker__empty">{`No prices for ${props.symbols.map((s) => s.symbol).join(', ')}.`}</p>
      ) : null}
      {polled.paused ? <Paused block="t-ticker" what="prices" /> : null}
      <DelayNotice answer={polled.answer} error={data && !polled.answer ? (polled.error ?? 'unavailable') : polled.error} />
    </section>
  );
}

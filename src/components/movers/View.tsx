import type { PropsOf } from '../../core/component';
import type { MarketAnswer, MoverKind, Quote } from '../../core/contracts/market-data';
import { headingLevel } from '../../core/heading';
import { platformId } from '../../core/ids';
import { DelayNotice } from '../market-data/DelayNotice';
import { formatPercent, formatPrice, formatVolume } from '../market-data/format';
import { usePolling, type Polled } from '../market-data/polling';
import { Change, LIVE_POLL, Paused } from '../market-data/live';
import { useRenderContext, type ViewProps } from '../view';
import { MOVER_LABELS, moversApiUrl, type MoversData } from './data';
import type { movers } from './definition';

type Props = PropsOf<typeof movers>;
type Level = 1 | 2 | 3 | 4 | 5 | 6;

const EMPTY: Record<MoverKind, string> = {
  'most-active': 'No trades so far today.',
  gainers: 'No stock is up so far today.',
  losers: 'No stock is down so far today.',
};

function MoversTable({ id, kind, answer, level }: { id: string; kind: MoverKind; answer: MarketAnswer<Quote[]> | undefined; level: Level }) {
  const Heading = `h${level}` as const;
  const headingId = platformId(id, kind);
  const quotes = answer?.data;
  return (
    <div className="t-movers__kind" data-movers={kind}>
      <Heading className="t-movers__kind-heading" id={headingId}>
        {MOVER_LABELS[kind]}
      </Heading>
      {!quotes ? null : quotes.length === 0 ? (
        <p className="t-movers__empty">{EMPTY[kind]}</p>
      ) : (
        <div className="t-table-scroll" tabIndex={0} role="region" aria-labelledby={headingId}>
          <table className="t-movers__table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">Symbol</th>
                <th scope="col">Name</th>
                <th scope="col" className="t-num">
                  Last
                </th>
                <th scope="col" className="t-num">
                  Change
                </th>
                <th scope="col" className="t-num">
                  % Change
                </th>
                <th scope="col" className="t-num">
                  Volume
                </th>
              </tr>
            </thead>
            <tbody>
              {quotes.map((q) => (
                <tr key={q.symbol} data-symbol={q.symbol}>
                  <th scope="row">{q.symbol}</th>
                  <td>{q.name}</td>
                  <td className="t-num">{formatPrice(q.last)}</td>
                  <td className="t-num">
                    <Change block="t-movers" value={q.change} />
                  </td>
                  <td className="t-num">{formatPercent(q.changePercent)}</td>
                  <td className="t-num">{formatVolume(q.volume)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** One notice for every list: the oldest data shown, stale if any list is. */
function combined(polls: Polled<Quote[]>[]): { answer: MarketAnswer<unknown> | undefined; error: string | null } {
  const answers = polls.flatMap((p) => (p.answer ? [p.answer] : []));
  const oldest = answers.reduce<MarketAnswer<unknown> | undefined>((a, b) => (!a || b.asOf < a.asOf ? b : a), undefined);
  const answer = oldest && { ...oldest, stale: answers.some((a) => a.stale) };
  return { answer, error: polls.find((p) => p.error)?.error ?? null };
}

/**
 * Movers as the server loaded them (`RenderContext.data`), every kind under its heading, kept
 * current by the island. Where nothing was loaded (the editor's canvas) it says what will appear.
 */
export default function MoversView({ id, props }: ViewProps<Props>) {
  const data = useRenderContext().data?.get(id) as MoversData | undefined;
  const shown = (kind: MoverKind) => (data && props.kinds.some((k) => k.kind === kind) ? moversApiUrl(kind, props.limit) : null);
  // One hook per kind, always in the same order, whether or not the kind is shown.
  const polls: Record<MoverKind, Polled<Quote[]>> = {
    'most-active': usePolling<Quote[]>(shown('most-active'), { initial: data?.answers['most-active'], ...LIVE_POLL }),
    gainers: usePolling<Quote[]>(shown('gainers'), { initial: data?.answers.gainers, ...LIVE_POLL }),
    losers: usePolling<Quote[]>(shown('losers'), { initial: data?.answers.losers, ...LIVE_POLL }),
  };
  const level = headingLevel(props.heading, props.headingLevel);
  const Heading = `h${level}` as const;
  const headingId = platformId(id, 'heading');
  const notice = combined(props.kinds.map((k) => polls[k.kind]));
  return (
    <section className="t-movers" aria-labelledby={headingId}>
      <Heading className="t-movers__heading" id={headingId}>
        {props.heading}
      </Heading>
      {!data ? (
        <p className="t-movers__placeholder">{`${props.kinds.map((k) => MOVER_LABELS[k.kind]).join(', ')}: the top ${props.limit} appear here, updated every 5 seconds.`}</p>
      ) : (
        <div className="t-movers__kinds">
          {props.kinds.map(({ kind }) => (
            <MoversTable key={kind} id={id} kind={kind} answer={polls[kind].answer} level={Math.min(level + 1, 6) as Level} />
          ))}
        </div>
      )}
      {props.kinds.some((k) => polls[k.kind].paused) ? <Paused block="t-movers" what="movers" /> : null}
      <DelayNotice answer={notice.answer} error={data && !notice.answer ? (notice.error ?? 'unavailable') : notice.error} />
    </section>
  );
}

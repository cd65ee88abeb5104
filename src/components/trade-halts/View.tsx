import { useRef } from 'react';
import type { PropsOf } from '../../core/component';
import type { Halt } from '../../core/contracts/market-data';
import { HALT_COLUMNS, HALT_EXCHANGES, HALT_REASONS } from '../../core/halts';
import { HOUR, SECOND } from '../../core/constants';
import { headingLevel } from '../../core/heading';
import { platformId } from '../../core/ids';
import { DelayNotice } from '../market-data/DelayNotice';
import { usePolling } from '../market-data/polling';
import { Pager } from '../notice-list/pager';
import { useRenderContext, type ViewProps } from '../view';
import { HALT_PARAMS, haltsApiUrl, haltsHref, type HaltFilterName, type TradeHaltsData } from './data';
import type { tradeHalts } from './definition';

type Props = PropsOf<typeof tradeHalts>;
type HaltPage = NonNullable<TradeHaltsData['answer']>['data'];


/** `11/24/2026` for `2026-11-24`: the day as US exchanges write it. */
function usDate(day: string): string {
  const [y, m, d] = day.split('-');
  return day ? `${Number(m)}/${Number(d)}/${y}` : '';
}

function HaltRows({ halts, fresh }: { halts: Halt[]; fresh: ReadonlySet<string> }) {
  return (
    <tbody>
      {halts.map((halt) => (
        <tr key={halt.id} data-halt={halt.id} className={fresh.has(halt.id) ? 't-trade-halts__new' : undefined}>
          <td>{usDate(halt.haltDate)}</td>
          <td>{halt.haltTime}</td>
          <th scope="row">{halt.symbol}</th>
          <td>{halt.name}</td>
          <td>{halt.exchange}</td>
          <td>{halt.reason}</td>
          <td>{usDate(halt.resumeDate)}</td>
          <td>{halt.resumeTime || (halt.resumeDate ? '' : <span className="t-trade-halts__open">Halted</span>)}</td>
        </tr>
      ))}
    </tbody>
  );
}

function Table({ caption, halts, fresh = new Set() }: { caption: string; halts: Halt[]; fresh?: ReadonlySet<string> }) {
  return (
    // A named, focusable region: keyboard users scroll it with the arrow keys; its edges shade where columns are hidden.
    <div className="t-table-scroll t-trade-halts__scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="t-trade-halts__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {HALT_COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <HaltRows halts={halts} fresh={fresh} />
      </table>
    </div>
  );
}

/** The table with, on narrow screens, a word that more columns are to the side. */
function ScrollingTable(props: { caption: string; halts: Halt[]; fresh?: ReadonlySet<string> }) {
  return (
    <>
      <p className="t-trade-halts__scroll-hint">Scroll the table sideways to see every column.</p>
      <Table {...props} />
    </>
  );
}

/** Today's halts, kept current: new ones are marked and announced. */
function Current({ data, props }: { data: TradeHaltsData; props: Props }) {
  const polled = usePolling<HaltPage>(haltsApiUrl('current', data.applied), {
    initial: data.answer,
    intervalMs: props.pollInterval * SECOND,
    stopAfterMs: props.pollTime * HOUR,
  });
  // Halts seen when the page was rendered are not new; what appears later is.
  const seen = useRef<Set<string> | null>(null);
  seen.current ??= new Set(data.answer?.data.halts.map((h) => h.id) ?? []);
  const halts = polled.answer?.data.halts ?? [];
  const fresh = new Set(halts.filter((h) => !seen.current!.has(h.id)).map((h) => h.id));
  const newest = halts.find((h) => fresh.has(h.id));
  return (
    <>
      {polled.answer && halts.length === 0 ? (
        <p className="t-trade-halts__empty">No trading halts so far today.</p>
      ) : polled.answer ? (
        <ScrollingTable caption={`Current trade halts, ${usDate(data.today)}`} halts={halts} fresh={fresh} />
      ) : (
        <p className="t-trade-halts__empty">Trade halts are unavailable right now. Try again in a few minutes.</p>
      )}
      <p className="t-visually-hidden t-trade-halts__announce" aria-live="polite">
        {newest ? `${fresh.size === 1 ? 'New halt' : `${fresh.size} new halts`}: ${newest.symbol}, ${newest.reason}, at ${newest.haltTime}.` : ''}
      </p>
      {polled.paused ? <p className="t-trade-halts__paused">Updates stopped after {props.pollTime === 1 ? 'an hour' : `${props.pollTime} hours`}; reload the page for current halts.</p> : null}
      <DelayNotice answer={polled.answer} error={polled.error} />
    </>
  );
}

function Filters({ id, data, path }: { id: string; data: TradeHaltsData; path: string }) {
  const field = (name: string) => platformId(id, name);
  const problem = (name: HaltFilterName) => data.problems[name];
  const described = (name: HaltFilterName) => (problem(name) ? field(`${name}-error`) : undefined);
  // Swapped dates: both fields show the range applied, and both are described by the note saying so.
  const swapped = data.problems.range;
  const dateDescribed = (name: 'from' | 'to') => [described(name), swapped ? field('range-note') : undefined].filter(Boolean).join(' ') || undefined;
  const message = (name: HaltFilterName) =>
    problem(name) ? (
      <p className="t-field__error" id={field(`${name}-error`)}>
        {problem(name)}
      </p>
    ) : null;
  return (
    <form className="t-trade-halts__filters" method="get" action={path} role="search" aria-label="Filter the halt history">
      <input type="hidden" name={HALT_PARAMS.view} value="history" />
      <div className="t-field">
        <label className="t-field__label" htmlFor={field('symbol')}>
          Symbol
        </label>
        <input id={field('symbol')} name={HALT_PARAMS.symbol} defaultValue={data.asked.symbol} maxLength={10} autoCapitalize="characters" aria-invalid={problem('symbol') ? true : undefined} aria-describedby={described('symbol')} />
        {message('symbol')}
      </div>
      <div className="t-field">
        <label className="t-field__label" htmlFor={field('reason')}>
          Reason
        </label>
        <select id={field('reason')} name={HALT_PARAMS.reason} defaultValue={data.applied.reason} aria-invalid={problem('reason') ? true : undefined} aria-describedby={described('reason')}>
          <option value="">All reasons</option>
          {HALT_REASONS.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
        {message('reason')}
      </div>
      <div className="t-field">
        <label className="t-field__label" htmlFor={field('exchange')}>
          Exchange
        </label>
        <select id={field('exchange')} name={HALT_PARAMS.exchange} defaultValue={data.applied.exchange} aria-invalid={problem('exchange') ? true : undefined} aria-describedby={described('exchange')}>
          <option value="">All exchanges</option>
          {HALT_EXCHANGES.map((e) => (
            <option key={e}>{e}</option>
          ))}
        </select>
        {message('exchange')}
      </div>
      <fieldset className="t-trade-halts__dates">
        <legend>Halted between</legend>
        <div className="t-field">
          <label className="t-field__label" htmlFor={field('from')}>
            From
          </label>
          <input type="date" id={field('from')} name={HALT_PARAMS.from} defaultValue={(swapped ? data.applied.from : data.asked.from) || data.defaultFrom} max={data.today} aria-invalid={problem('from') ? true : undefined} aria-describedby={dateDescribed('from')} />
          {message('from')}
        </div>
        <div className="t-field">
          <label className="t-field__label" htmlFor={field('to')}>
            To
          </label>
          <input type="date" id={field('to')} name={HALT_PARAMS.to} defaultValue={(swapped ? data.applied.to : data.asked.to) || data.today} max={data.today} aria-invalid={problem('to') ? true : undefined} aria-describedby={dateDescribed('to')} />
          {message('to')}
        </div>
        {swapped ? (
          <p className="t-trade-halts__range-note" id={field('range-note')}>
            {swapped}
          </p>
        ) : null}
      </fieldset>
      <div className="t-trade-halts__actions">
        <button type="submit" className="t-button t-button--primary">
          Show halts
        </button>
      </div>
    </form>
  );
}

function History({ id, data, path }: { id: string; data: TradeHaltsData; path: string }) {
  const answer = data.answer;
  const pageCount = answer ? Math.max(1, Math.ceil(answer.data.total / answer.data.pageSize)) : 1;
  const from = data.applied.from || data.defaultFrom;
  const to = data.applied.to || data.today;
  return (
    <>
      <Filters id={id} data={data} path={path} />
      {data.problems.page ? <p className="t-trade-halts__notice">{data.problems.page}</p> : null}
      {!answer ? (
        <p className="t-trade-halts__empty">The halt history is unavailable right now. Try again in a few minutes.</p>
      ) : answer.data.total === 0 ? (
        <p className="t-trade-halts__empty">{`No halts match these filters between ${usDate(from)} and ${usDate(to)}.`}</p>
      ) : (
        <>
          <p className="t-trade-halts__count">
            {`${answer.data.total} ${answer.data.total === 1 ? 'halt' : 'halts'} between ${usDate(from)} and ${usDate(to)}${pageCount > 1 ? `, page ${answer.data.page} of ${pageCount}` : ''}. `}
            <a href={haltsApiUrl('history', data.applied, { csv: true })} download>
              Download CSV
            </a>
          </p>
          <ScrollingTable caption={`Trade halt history, page ${answer.data.page} of ${pageCount}`} halts={answer.data.halts} />
          <Pager label="Halt history pages" page={answer.data.page} pageCount={pageCount} hrefFor={(p) => `${path}${haltsHref('history', data.applied, p)}`} />
        </>
      )}
      <DelayNotice answer={answer} />
    </>
  );
}

/**
 * Trade halts as the server loaded them (`RenderContext.data`): today's halts, which the island
 * keeps current, or the history the address asks for. Where nothing was loaded (the editor's
 * canvas) it says what will appear.
 */
export default function TradeHaltsView({ id, props }: ViewProps<Props>) {
  const { data: loaded, path } = useRenderContext();
  const data = loaded?.get(id) as TradeHaltsData | undefined;
  const Heading = `h${headingLevel(props.heading, props.headingLevel)}` as const;
  const headingId = platformId(id, 'heading');
  const heading = (
    <Heading className="t-trade-halts__heading" id={headingId}>
      {props.heading}
    </Heading>
  );
  if (!data) {
    return (
      <section className="t-trade-halts t-trade-halts--placeholder" aria-labelledby={headingId}>
        {heading}
        <p>Today’s trading halts appear here, updated every {props.pollInterval} seconds, with a history to filter and download.</p>
        <DelayNotice answer={undefined} />
      </section>
    );
  }
  return (
    <section className="t-trade-halts" aria-labelledby={headingId}>
      {heading}
      <nav className="t-trade-halts__views" aria-label="Trade halt views">
        <a href={`${path}${haltsHref('current')}`} aria-current={data.view === 'current' ? 'page' : undefined}>
          Current halts
        </a>
        <a href={`${path}${haltsHref('history')}`} aria-current={data.view === 'history' ? 'page' : undefined}>
          Halt history
        </a>
      </nav>
      {data.view === 'current' ? <Current data={data} props={props} /> : <History id={id} data={data} path={path} />}
    </section>
  );
}

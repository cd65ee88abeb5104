import type { PropsOf } from '../../core/component';
import type { IndexSeries } from '../../core/contracts/market-data';
import { headingLevel } from '../../core/heading';
import { platformId } from '../../core/ids';
import { DelayNotice } from '../market-data/DelayNotice';
import { formatPercent, formatPrice, timeET } from '../market-data/format';
import { usePolling } from '../market-data/polling';
import { Change, LIVE_POLL, Paused } from '../market-data/live';
import { useRenderContext, type ViewProps } from '../view';
import { INDEX_NAMES, indexApiUrl, type IndexChartData } from './data';
import type { indexChart } from './definition';
import { chartGeometry, summarize, VIEW } from './geometry';

type Props = PropsOf<typeof indexChart>;

function Chart({ id, series, height }: { id: string; series: IndexSeries; height: number }) {
  const g = chartGeometry(series);
  const s = summarize(series)!;
  const titleId = platformId(id, 'chart-title');
  const descId = platformId(id, 'chart-desc');
  const lastTime = series.points.at(-1)!.time;
  return (
    <div className="t-index-chart__plot" style={{ height: `${height}px` }}>
      <svg className="t-index-chart__svg" viewBox={`0 0 ${VIEW} ${VIEW}`} preserveAspectRatio="none" role="img" aria-labelledby={titleId} aria-describedby={descId}>
        <title id={titleId}>{`${series.name} today`}</title>
        <desc id={descId}>
          {`From ${formatPrice(s.open)} at the open to ${formatPrice(s.last)} at ${timeET(lastTime)}, ${formatPercent(s.changePercent)} on the previous close of ${formatPrice(series.previousClose)}; high ${formatPrice(s.high)}, low ${formatPrice(s.low)}.`}
        </desc>
        <g className="t-index-chart__grid">
          {g.yTicks.map((t) => (
            <line key={t.label} x1={0} x2={VIEW} y1={t.at * 10} y2={t.at * 10} />
          ))}
        </g>
        <line className="t-index-chart__previous" x1={0} x2={VIEW} y1={g.previousCloseY} y2={g.previousCloseY} />
        <polyline className="t-index-chart__line" points={g.line} />
      </svg>
      {/* The axes repeat what the description and the figures say. */}
      <div className="t-index-chart__axes" aria-hidden="true">
        {g.yTicks.map((t) => (
          <span key={t.label} className="t-index-chart__y-label" style={{ top: `${t.at}%` }}>
            {t.label}
          </span>
        ))}
        {g.xTicks.map((t) => (
          <span key={t.label} className={`t-index-chart__x-label${t.minor ? ' t-index-chart__x-label--minor' : ''}`} style={{ left: `${t.at}%` }}>
            {t.label}
          </span>
        ))}
      </div>
    </div>
  );
}

function Figures({ series }: { series: IndexSeries }) {
  const s = summarize(series)!;
  return (
    <dl className="t-index-chart__figures">
      <div>
        <dt>Last</dt>
        <dd>{formatPrice(s.last)}</dd>
      </div>
      <div>
        <dt>Change</dt>
        <dd>
          <Change block="t-index-chart" value={s.change} /> {`(${formatPercent(s.changePercent)})`}
        </dd>
      </div>
      <div>
        <dt>Open</dt>
        <dd>{formatPrice(s.open)}</dd>
      </div>
      <div>
        <dt>High</dt>
        <dd>{formatPrice(s.high)}</dd>
      </div>
      <div>
        <dt>Low</dt>
        <dd>{formatPrice(s.low)}</dd>
      </div>
      <div>
        <dt>Previous close</dt>
        <dd>{formatPrice(series.previousClose)}</dd>
      </div>
    </dl>
  );
}

/**
 * The index's day as the server loaded it (`RenderContext.data`): its figures in text and the
 * line as SVG, redrawn by the island. Where nothing was loaded (the editor's canvas) it says
 * what will appear, at the chart's height.
 */
export default function IndexChartView({ id, props }: ViewProps<Props>) {
  const data = useRenderContext().data?.get(id) as IndexChartData | undefined;
  const polled = usePolling<IndexSeries>(data ? indexApiUrl(props.symbol) : null, { initial: data?.answer, ...LIVE_POLL });
  const series = polled.answer?.data;
  const text = props.heading || series?.name || INDEX_NAMES[props.symbol];
  const Heading = `h${headingLevel(text, props.headingLevel)}` as const;
  const headingId = platformId(id, 'heading');
  return (
    <section className="t-index-chart" aria-labelledby={headingId}>
      <Heading className="t-index-chart__heading" id={headingId}>
        {text}
      </Heading>
      {!data ? (
        <p className="t-index-chart__placeholder" style={{ minHeight: `${props.height}px` }}>
          {`The day’s line of the ${INDEX_NAMES[props.symbol]} (${props.symbol}) appears here, updated every 5 seconds.`}
        </p>
      ) : series && series.points.length > 0 ? (
        <div className="t-index-chart__body">
          <Figures series={series} />
          <Chart id={id} series={series} height={props.height} />
          <p className="t-index-chart__legend">
            <span className="t-index-chart__key t-index-chart__key--line" aria-hidden="true" /> {series.symbol}{' '}
            <span className="t-index-chart__key t-index-chart__key--previous" aria-hidden="true" /> {`Previous close ${formatPrice(series.previousClose)}`}
          </p>
        </div>
      ) : series ? (
        <p className="t-index-chart__empty">{`No values of ${series.name} yet today.`}</p>
      ) : null}
      {polled.paused ? <Paused block="t-index-chart" what="values" /> : null}
      <DelayNotice answer={polled.answer} error={data && !polled.answer ? (polled.error ?? 'unavailable') : polled.error} />
    </section>
  );
}

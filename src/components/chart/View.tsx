import type { Ref } from 'react';
import type { PropsOf } from '../../core/component';
import { platformId } from '../../core/ids';
import { useRenderContext, type ViewProps } from '../view';
import { MAX_POINTS_PER_SOURCE, type ChartData, type LegendPosition } from './data';
import type { chart } from './definition';
import { formatValue, formatX } from './format';
import { chartGeometry, VIEW } from './geometry';
import { displaySeries, xDomain, type DisplaySeries } from './series';

export type ChartProps = PropsOf<typeof chart>;

/** What the island adds once the interactive chart is drawn (chart.client.tsx). */
export interface LiveChart {
  /** Where the interactive chart goes. */
  mount: Ref<HTMLDivElement>;
  /** Drawn: the SVG gives way to it. */
  on: boolean;
  /** Per series: shown or toggled off in the legend. */
  shown: readonly boolean[];
  /** The x at the cursor, and per series its value there. */
  at: string | undefined;
  values: readonly (string | undefined)[];
  toggle(index: number): void;
}

const TYPE_NAMES = { line: 'Line', bar: 'Bar', area: 'Area' } as const;

/** The legend's place: the site's legend where the props put it, the chart's own below it. */
export function legendPosition(props: ChartProps): LegendPosition {
  return props.useCustomLegend ? props.customLegendPosition : 'bottom';
}

function Key({ color }: { color: string }) {
  return (
    <svg className="t-chart__key" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <rect width="12" height="12" rx="2" fill={color} />
    </svg>
  );
}

function Legend({ series, custom, live }: { series: readonly DisplaySeries[]; custom: boolean; live: LiveChart | undefined }) {
  const interactive = live?.on && custom;
  return (
    <ul className={`t-chart__legend${custom ? ' t-chart__legend--custom' : ''}`} aria-label="Legend">
      {interactive ? <li className="t-chart__at">{live.at ?? ''}</li> : null}
      {series.map((s, i) =>
        interactive ? (
          <li key={s.id}>
            <button type="button" className="t-chart__toggle" aria-pressed={live.shown[i] ?? true} onClick={() => live.toggle(i)}>
              <Key color={s.color} />
              <span>{s.label}</span>
              <span className="t-chart__value">{live.values[i] ?? ''}</span>
            </button>
          </li>
        ) : (
          <li key={s.id}>
            <Key color={s.color} />
            <span>{s.label}</span>
          </li>
        ),
      )}
    </ul>
  );
}

/** The title and description of the drawing, in words: what the figure shows at a glance. */
function describe(props: ChartProps, data: ChartData, series: readonly DisplaySeries[]): string {
  const domain = xDomain(series, data.xType);
  const values = series.flatMap((s) => s.points.map((p) => p[1]));
  const count = values.length;
  const from = formatX(domain[0]!, data.xType);
  const to = formatX(domain.at(-1)!, data.xType);
  const range = data.xType === 'category' ? `${domain.length} categories from ${from} to ${to}` : `from ${from} to ${to}`;
  return (
    `${TYPE_NAMES[props.baseConfig.type]} chart of ${series.map((s) => s.label).join(', ')}: ${formatValue(count)} ${count === 1 ? 'value' : 'values'} ${range}, ` +
    `between ${formatValue(Math.min(...values))} and ${formatValue(Math.max(...values))}. Every value is in the data table.`
  );
}

function Drawing({ id, props, data, series }: { id: string; props: ChartProps; data: ChartData; series: readonly DisplaySeries[] }) {
  const g = chartGeometry({ series, xType: data.xType, type: props.baseConfig.type, yMin: props.yAxis.min, yMax: props.yAxis.max });
  const titleId = platformId(id, 'chart-title');
  const descId = platformId(id, 'chart-desc');
  return (
    <div className="t-chart__plot" style={{ height: `${props.baseConfig.height}px` }}>
      <svg className="t-chart__svg" viewBox={`0 0 ${VIEW} ${VIEW}`} preserveAspectRatio="none" role="img" aria-labelledby={titleId} aria-describedby={descId} focusable="false">
        <title id={titleId}>{props.baseConfig.title}</title>
        <desc id={descId}>{describe(props, data, series)}</desc>
        <g className="t-chart__grid">
          {g.yTicks.map((t) => (
            <line key={t.label} x1={0} x2={VIEW} y1={t.at * 10} y2={t.at * 10} />
          ))}
        </g>
        {g.shapes.map((s) => (
          <g key={s.id} className="t-chart__series" data-series={s.id}>
            {s.area ? <path className="t-chart__area" d={s.area} fill={s.color} /> : null}
            {s.line ? <polyline className="t-chart__line" points={s.line} stroke={s.color} /> : null}
            {s.bars?.map((b, i) => <rect key={i} className="t-chart__bar" x={b.x} y={b.y} width={b.width} height={b.height} fill={s.color} />)}
          </g>
        ))}
        <g className="t-chart__axis">
          <line x1={0} x2={0} y1={0} y2={VIEW} />
          <line x1={0} x2={VIEW} y1={VIEW} y2={VIEW} />
        </g>
      </svg>
      {/* The tick labels repeat what the data table says. */}
      <div className="t-chart__ticks" aria-hidden="true">
        {g.yTicks.map((t) => (
          <span key={t.label} className="t-chart__y-tick" style={{ top: `${t.at}%` }}>
            {t.label}
          </span>
        ))}
        {g.xTicks.map((t) => (
          <span key={`${t.at}-${t.label}`} className={`t-chart__x-tick${t.minor ? ' t-chart__x-tick--minor' : ''}`} style={{ left: `${t.at}%` }}>
            {t.label}
          </span>
        ))}
      </div>
    </div>
  );
}

function DataTables({ props, data, series }: { props: ChartProps; data: ChartData; series: readonly DisplaySeries[] }) {
  const xHead = props.xAxis.label || data.columns.x;
  const yHead = props.yAxis.label || data.columns.y;
  return (
    <details className="t-chart__data">
      <summary>Data table</summary>
      {series.map((s) => (
        <table key={s.id} className="t-chart__table">
          <caption>{s.label}</caption>
          <thead>
            <tr>
              <th scope="col">{xHead}</th>
              <th scope="col">{yHead}</th>
            </tr>
          </thead>
          <tbody>
            {s.points.map(([x, y], i) => (
              <tr key={i}>
                <th scope="row">{formatX(x, data.xType)}</th>
                <td>{formatValue(y)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </details>
  );
}

/** What went wrong with sources, one line each: failed ones by name with the reason, rows left out, points cut. */
function sourceNotes(data: ChartData): { problems: string[]; notes: string[] } {
  const problems: string[] = [];
  const notes: string[] = [];
  for (const s of data.sources) {
    if (s.problem) problems.push(`Data source “${s.seriesId}” could not be loaded: ${s.problem}`);
    if (s.skipped > 0) notes.push(`${formatValue(s.skipped)} ${s.skipped === 1 ? 'row' : 'rows'} of “${s.seriesId}” could not be read and ${s.skipped === 1 ? 'is' : 'are'} left out.`);
    if (s.truncated) notes.push(`“${s.seriesId}” has more than ${formatValue(MAX_POINTS_PER_SOURCE)} points: the first ${formatValue(MAX_POINTS_PER_SOURCE)} are shown.`);
  }
  return { problems, notes };
}

/** Where nothing was loaded (the editor's canvas); islands never get here, and never get the sources (`serverProps`). */
function placeholderText(props: ChartProps): string {
  const count = props.dataSources?.length ?? 0;
  return `The chart is drawn here from ${count} data ${count === 1 ? 'source' : 'sources'} when the page is viewed.`;
}

/**
 * The chart as the server draws it: a figure with its caption, the series as SVG with tick
 * labels and a legend, and every value in a data table; a source that failed is named with its
 * reason while the others still draw. The island (`live`) swaps the drawing for uPlot's.
 */
export function ChartFigure({ id, props, data, live }: { id: string; props: ChartProps; data: ChartData | undefined; live?: LiveChart }) {
  const position = legendPosition(props);
  const series = data ? displaySeries(data.series, props.series) : [];
  const { problems, notes } = data ? sourceNotes(data) : { problems: [], notes: [] };
  const drawn = data !== undefined && series.length > 0;
  const legend = drawn && !(live?.on && !props.useCustomLegend) ? <Legend series={series} custom={props.useCustomLegend} live={live} /> : null;
  const before = position === 'top' || position === 'left';
  return (
    <figure className={`t-chart t-chart--${props.baseConfig.type} t-chart--legend-${position}${live?.on ? ' t-chart--live' : ''}`}>
      <figcaption className="t-chart__title">{props.baseConfig.title}</figcaption>
      {problems.map((text) => (
        <p key={text} className="t-chart__problem">
          {text}
        </p>
      ))}
      {!data ? (
        <p className="t-chart__placeholder" style={{ minHeight: `${props.baseConfig.height}px` }}>
          {placeholderText(props)}
        </p>
      ) : !drawn ? (
        <p className="t-chart__empty">No data to show.</p>
      ) : (
        <div className="t-chart__body">
          {before ? legend : null}
          <div className="t-chart__frame" hidden={live?.on}>
            {props.yAxis.label ? <div className="t-chart__y-title">{props.yAxis.label}</div> : null}
            <Drawing id={id} props={props} data={data} series={series} />
            {props.xAxis.label ? <div className="t-chart__x-title">{props.xAxis.label}</div> : null}
          </div>
          <div className="t-chart__live" ref={live?.mount} hidden={!live?.on} role="img" aria-label={`${props.baseConfig.title} (interactive)`} aria-describedby={platformId(id, 'chart-desc')} />
          {before ? null : legend}
        </div>
      )}
      {notes.length > 0 ? (
        <ul className="t-chart__notes">
          {notes.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {drawn ? <DataTables props={props} data={data} series={series} /> : null}
    </figure>
  );
}

/** The chart of the data the server loaded (`RenderContext.data`); in the editor's canvas, what will appear. */
export default function ChartView({ id, props }: ViewProps<ChartProps>) {
  const data = useRenderContext().data?.get(id) as ChartData | undefined;
  return <ChartFigure id={id} props={props} data={data} />;
}

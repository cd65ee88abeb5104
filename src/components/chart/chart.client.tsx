// Island entry: the server's SVG first (hydration matches it), then uPlot's interactive chart in its place.
import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import { useRenderContext, type ViewProps } from '../view';
import type { ChartData, XType } from './data';
import { formatDay, formatValue } from './format';
import { valueScale } from './geometry';
import { alignForPlot, displaySeries, type DisplaySeries } from './series';
import { ChartFigure, type ChartProps, type LiveChart } from './View';

type Aligned = ReturnType<typeof alignForPlot>;

/** Room uPlot needs below the plot for the x axis, beyond the props' plot height. */
const AXIS_ROOM = 56;

const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

function xLabel(value: number, xType: XType, categories: readonly string[], style: 'full' | 'short' | 'month' = 'full'): string {
  if (xType === 'date') return formatDay(isoDay(value), style);
  if (xType === 'category') return categories[value] ?? '';
  return formatValue(value);
}

/** The smallest gap between neighbouring x values (1 when there is one): a bar group's room. */
function smallestStep(xs: readonly number[]): number {
  let step = Infinity;
  for (let i = 1; i < xs.length; i++) step = Math.min(step, xs[i]! - xs[i - 1]!);
  return Number.isFinite(step) && step > 0 ? step : 1;
}

function options({ props, data, series, aligned, width, theme }: { props: ChartProps; data: ChartData; series: readonly DisplaySeries[]; aligned: Aligned; width: number; theme: CSSStyleDeclaration }): uPlot.Options {
  const { type } = props.baseConfig;
  const { xs, ys, categories } = aligned;
  const text = theme.color;
  const grid = theme.getPropertyValue('--t-color-border').trim() || text;
  const font = `12px ${theme.fontFamily}`;
  const span = xs.length > 1 ? xs.at(-1)! - xs[0]! : 0;
  const { bottom, top } = valueScale(
    ys.flat().filter((v): v is number => v !== null),
    { type, min: props.yAxis.min, max: props.yAxis.max },
  );
  const step = smallestStep(xs);
  const banded = type === 'bar' || data.xType === 'category';
  const group = step * 0.8;
  const barWidth = group / series.length;
  const bars = (k: number) =>
    uPlot.paths.bars!({
      disp: {
        x0: { unit: 1, values: (u) => (u.data[0] as number[]).map((x) => x - group / 2 + k * barWidth) },
        size: { unit: 1, values: () => [barWidth] },
      },
    });
  return {
    width,
    height: props.baseConfig.height + AXIS_ROOM,
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    scales: {
      x: { time: data.xType === 'date', ...(banded ? { range: [xs[0]! - step / 2, xs.at(-1)! + step / 2] as uPlot.Range.MinMax } : {}) },
      y: { range: [bottom, top] },
    },
    axes: [
      {
        stroke: text,
        font,
        labelFont: font,
        grid: { stroke: grid, width: 1 },
        ticks: { stroke: grid, width: 1 },
        ...(props.xAxis.label ? { label: props.xAxis.label } : {}),
        ...(data.xType === 'category' ? { splits: () => xs.filter((_, i) => i % Math.ceil(xs.length / 12) === 0) } : {}),
        values: (_u, splits) => splits.map((v) => xLabel(v, data.xType, categories, span > 190 * 86_400 ? 'month' : 'short')),
      },
      {
        stroke: text,
        font,
        labelFont: font,
        size: 64,
        grid: { stroke: grid, width: 1 },
        ticks: { stroke: grid, width: 1 },
        ...(props.yAxis.label ? { label: props.yAxis.label } : {}),
        values: (_u, splits) => splits.map((v) => formatValue(v)),
      },
    ],
    series: [
      { label: props.xAxis.label || data.columns.x, value: (_u, v) => (v === null ? '–' : xLabel(v, data.xType, categories)) },
      ...series.map(
        (s, k): uPlot.Series => ({
          label: s.label,
          stroke: s.color,
          width: type === 'bar' ? 0 : 2,
          ...(type === 'area' ? { fill: `${s.color}2e` } : type === 'bar' ? { fill: s.color, paths: bars(k) } : {}),
          points: { show: false },
          spanGaps: true,
          value: (_u, v) => (v === null ? '–' : formatValue(v)),
        }),
      ),
    ],
    legend: { show: !props.useCustomLegend, live: true },
    cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 8 } },
  };
}

export default function ChartIsland({ id, props }: ViewProps<ChartProps>) {
  const data = useRenderContext().data?.get(id) as ChartData | undefined;
  const series = useMemo(() => (data ? displaySeries(data.series, props.series) : []), [data, props.series]);
  const aligned = useMemo(() => (data ? alignForPlot(data.series, data.xType) : undefined), [data]);
  const mount = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [on, setOn] = useState(false);
  const [shown, setShown] = useState<boolean[]>([]);
  const [cursor, setCursor] = useState<number | null>(null);

  useEffect(() => {
    const el = mount.current;
    if (!data || !aligned || !el || series.length === 0) return;
    const body = el.parentElement!;
    const frame = body.querySelector<HTMLElement>('.t-chart__frame');
    const width = Math.max(frame?.clientWidth || body.clientWidth, 200);
    const opts = options({ props, data, series, aligned, width, theme: getComputedStyle(body) });
    opts.hooks = { setCursor: [(u) => setCursor(u.cursor.idx ?? null)] };
    const u = new uPlot(opts, [aligned.xs, ...aligned.ys] as uPlot.AlignedData, el);
    plot.current = u;
    setShown(series.map(() => true));
    setOn(true);
    const observer = new ResizeObserver(() => {
      if (el.clientWidth > 0 && el.clientWidth !== u.width) u.setSize({ width: el.clientWidth, height: opts.height });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      u.destroy();
      plot.current = null;
    };
    // Drawn once: the data and props of an island do not change after hydration.
  }, []);

  const x = cursor === null ? undefined : aligned?.xs[cursor];
  const live: LiveChart = {
    mount,
    on,
    shown,
    at: x === undefined || !data || !aligned ? undefined : xLabel(x, data.xType, aligned.categories),
    values: series.map((_, i) => {
      const v = cursor === null ? undefined : aligned?.ys[i]?.[cursor];
      return v === undefined ? undefined : v === null ? '–' : formatValue(v);
    }),
    toggle(index) {
      const next = !(shown[index] ?? true);
      plot.current?.setSeries(index + 1, { show: next });
      setShown((before) => before.map((s, i) => (i === index ? next : s)));
    },
  };
  return <ChartFigure id={id} props={props} data={data} live={live} />;
}

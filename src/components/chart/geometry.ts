import { dayNumber } from '../../core/time';
import type { ChartType, XType, XValue } from './data';
import { formatDay, formatValue } from './format';
import { xDomain, type DisplaySeries } from './series';

/**
 * The drawing's coordinates: 0..VIEW each way, stretched to the plot (strokes keep their width),
 * so axis labels can be HTML placed in percent and stay legible at any width.
 */
export const VIEW = 1000;

export interface Tick {
  /** Percent of the plot's width (from the left) or height (from the top). */
  at: number;
  label: string;
  /** Every other x tick but the last: left out where the chart is narrow. */
  minor?: boolean;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One series' shapes, in VIEW units: a polyline's points, an area's path, or bars. */
export interface Shape {
  id: string;
  color: string;
  line?: string;
  area?: string;
  bars?: Bar[];
}

export interface Geometry {
  xTicks: Tick[];
  yTicks: Tick[];
  shapes: Shape[];
}

const round = (v: number) => Math.round(v * 100) / 100;

/** About `count` round steps (1, 2 or 5 × 10ⁿ) covering lo..hi. */
export function niceStep(lo: number, hi: number, count: number): number {
  const raw = (hi - lo) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw * (1 - 1e-9)) ?? 10 * magnitude;
}

/** Decimals that show a step: 0 for whole steps, 1 for 0.5, 2 for 0.25 or 0.05. */
function decimalsOf(step: number): number {
  for (let d = 0; d < 8; d++) if (Math.abs(step * 10 ** d - Math.round(step * 10 ** d)) < 1e-9) return d;
  return 8;
}

/**
 * The value axis: round steps from below the lowest value to above the highest; bars and areas
 * stand on 0, so it is included; the props' min and max, when given, win.
 */
export function valueScale(values: readonly number[], { type, min, max }: { type: ChartType; min?: number | undefined; max?: number | undefined }): { bottom: number; top: number; step: number } {
  let lo = Math.min(...values, ...(type === 'line' ? [] : [0]));
  let hi = Math.max(...values, ...(type === 'line' ? [] : [0]));
  if (min !== undefined) lo = min;
  if (max !== undefined) hi = max;
  if (hi - lo < 1e-9) [lo, hi] = hi === 0 ? [-1, 1] : [lo - Math.abs(lo) * 0.1, hi + Math.abs(hi) * 0.1];
  const step = niceStep(lo, hi, 5);
  const bottom = min ?? Math.floor(lo / step + 1e-9) * step;
  const top = max ?? Math.ceil(hi / step - 1e-9) * step;
  return { bottom, top, step };
}


/** At most `count` of the items, evenly spread, first and last included. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const picked = new Set<number>();
  for (let i = 0; i < count; i++) picked.add(Math.round((i * (items.length - 1)) / (count - 1)));
  return [...picked].map((i) => items[i]!);
}

/**
 * Where everything goes. Across: categories and bars get a band each (in order); dates and
 * numbers of lines and areas are placed by value. Up: the value scale.
 */
export function chartGeometry({
  series,
  xType,
  type,
  yMin,
  yMax,
}: {
  series: readonly DisplaySeries[];
  xType: XType;
  type: ChartType;
  yMin?: number | undefined;
  yMax?: number | undefined;
}): Geometry {
  const domain = xDomain(series, xType);
  const banded = type === 'bar' || xType === 'category';
  let xOf: (x: XValue) => number;
  if (banded) {
    const index = new Map(domain.map((x, i) => [x, i]));
    xOf = (x) => ((index.get(x)! + 0.5) / domain.length) * VIEW;
  } else {
    const num = (x: XValue) => (xType === 'date' ? dayNumber(x as string) : (x as number));
    const lo = num(domain[0]!);
    const hi = num(domain.at(-1)!);
    xOf = (x) => (hi === lo ? VIEW / 2 : ((num(x) - lo) / (hi - lo)) * VIEW);
  }

  const values = series.flatMap((s) => s.points.map((p) => p[1]));
  const { bottom, top, step } = valueScale(values, { type, min: yMin, max: yMax });
  const yOf = (v: number) => (1 - (v - bottom) / (top - bottom)) * VIEW;
  const base = round(yOf(Math.min(Math.max(0, bottom), top)));

  const decimals = decimalsOf(step);
  const yTicks: Tick[] = [];
  for (let i = Math.round((top - bottom) / step); i >= 0; i--) {
    const v = bottom + i * step;
    if (v > top + 1e-9) continue;
    yTicks.push({ at: round(yOf(v) / 10), label: formatValue(v, decimals) });
  }

  let xTicks: Tick[];
  if (xType === 'number' && !banded) {
    const lo = domain[0] as number;
    const hi = domain.at(-1) as number;
    const xStep = hi > lo ? niceStep(lo, hi, 5) : 1;
    const d = decimalsOf(xStep);
    xTicks = [];
    for (let v = Math.ceil(lo / xStep - 1e-9) * xStep; v <= hi + 1e-9; v += xStep) xTicks.push({ at: round(xOf(v) / 10), label: formatValue(v, d) });
  } else {
    const span = xType === 'date' && domain.length > 1 ? dayNumber(domain.at(-1) as string) - dayNumber(domain[0] as string) : 0;
    const label = (x: XValue) => (xType === 'date' ? formatDay(x as string, span > 190 ? 'month' : 'short') : xType === 'number' ? formatValue(x as number) : String(x));
    xTicks = spread(domain, banded && xType === 'category' ? 12 : 6).map((x) => ({ at: round(xOf(x) / 10), label: label(x) }));
  }

  const band = VIEW / Math.max(domain.length, 1);
  const group = band * 0.8;
  const shapes = series.map((s, k): Shape => {
    const pts = s.points.map(([x, y]) => [round(xOf(x)), round(yOf(y))] as const);
    if (type === 'bar') {
      const width = round(group / series.length);
      return {
        id: s.id,
        color: s.color,
        bars: s.points.map(([x, y]) => {
          const left = round(xOf(x) - group / 2 + k * (group / series.length));
          const at = round(yOf(y));
          return { x: left, y: Math.min(at, base), width, height: round(Math.abs(base - at)) };
        }),
      };
    }
    const line = pts.map(([x, y]) => `${x},${y}`).join(' ');
    if (type === 'line' || pts.length === 0) return { id: s.id, color: s.color, line };
    return { id: s.id, color: s.color, line, area: `M${pts[0]![0]},${base}L${line.replaceAll(' ', 'L')}L${pts.at(-1)![0]},${base}Z` };
  });
  return { xTicks: xTicks.map((t, i) => (i % 2 === 1 && i !== xTicks.length - 1 ? { ...t, minor: true } : t)), yTicks, shapes };
}

import type { IndexSeries } from '../../core/contracts/market-data';
import { formatDate, NEW_YORK, PLATFORM_FORMATS } from '../../core/time';

/**
 * The drawing's coordinates: 0..1000 each way, stretched to the plot area (the line keeps its
 * stroke width), so the axis labels can be HTML, positioned in percent, and stay legible at any
 * width.
 */
export const VIEW = 1000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A regular session, 9:30 a.m. to 4 p.m.: the line fills the day as it goes on. */
const SESSION_MS = 390 * MINUTE;

export interface Tick {
  /** Percent of the plot's height (from the top) or width (from the left). */
  at: number;
  label: string;
  /** Every other hour: left out where the chart is narrow. */
  minor?: boolean;
}

export interface ChartGeometry {
  /** The `points` of the polyline, in VIEW units. */
  line: string;
  /** The previous close, in VIEW units from the top. */
  previousCloseY: number;
  yTicks: Tick[];
  xTicks: Tick[];
}

export interface Summary {
  open: number;
  last: number;
  high: number;
  low: number;
  change: number;
  changePercent: number;
}

const LEVEL = (decimals: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
const round = (v: number) => Math.round(v * 100) / 100;

/** About `count` round steps (1, 2 or 5 × 10ⁿ) covering lo..hi. */
export function niceStep(lo: number, hi: number, count: number): number {
  const raw = (hi - lo) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw * (1 - 1e-9)) ?? 10 * magnitude;
}

/** Open, last, high and low of the day, and the change from the previous close. */
export function summarize(series: IndexSeries): Summary | undefined {
  const values = series.points.map((p) => p.value);
  if (values.length === 0) return undefined;
  const last = values.at(-1)!;
  const change = last - series.previousClose;
  return { open: values[0]!, last, high: Math.max(...values), low: Math.min(...values), change, changePercent: (change / series.previousClose) * 100 };
}

/**
 * Where the intraday line, the previous close and the axis labels go: time across (the session
 * from the first point), the level up, on round steps that include the previous close.
 */
export function chartGeometry(series: IndexSeries): ChartGeometry {
  const times = series.points.map((p) => Date.parse(p.time));
  const values = series.points.map((p) => p.value);
  const start = times[0] ?? 0;
  const end = Math.max(start + SESSION_MS, times.at(-1) ?? 0);
  let lo = Math.min(series.previousClose, ...values);
  let hi = Math.max(series.previousClose, ...values);
  if (hi - lo < 1e-9) [lo, hi] = [lo - 1, hi + 1];
  const step = niceStep(lo, hi, 4);
  const bottom = Math.floor(lo / step) * step;
  const top = Math.ceil(hi / step) * step;
  const x = (t: number) => round(((t - start) / (end - start)) * VIEW);
  const y = (v: number) => round((1 - (v - bottom) / (top - bottom)) * VIEW);
  const level = LEVEL(step < 1 ? 2 : 0);
  const yTicks: Tick[] = [];
  for (let i = Math.round((top - bottom) / step); i >= 0; i--) yTicks.push({ at: round(y(bottom + i * step) / 10), label: level.format(bottom + i * step) });
  const xTicks: Tick[] = [];
  for (let t = Math.ceil(start / HOUR) * HOUR, i = 0; t <= end; t += HOUR, i++) xTicks.push({ at: round(x(t) / 10), label: formatDate(t, PLATFORM_FORMATS.hour, { timeZone: NEW_YORK }), ...(i % 2 === 1 ? { minor: true } : {}) });
  return {
    line: series.points.map((p, i) => `${x(times[i]!)},${y(p.value)}`).join(' '),
    previousCloseY: y(series.previousClose),
    yTicks,
    xTicks,
  };
}

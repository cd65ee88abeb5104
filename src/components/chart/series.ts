import { isIsoDay } from '../../core/time';
import { MAX_POINTS_PER_SOURCE, MAX_SPLIT_SERIES, PALETTE, type LoadedSeries, type XType, type XValue } from './data';

/** A row of a source: a CSV line by its header, or a JSON object. */
export type Row = Record<string, unknown>;

export interface SourceSpec {
  seriesId: string;
  filters: readonly { column: string; value: string }[];
  /** Empty: one series. */
  nameCol: string;
  xCol: string;
  xType: XType;
  yCol: string;
}

/** A cell as text for comparing and reading: numbers and booleans as JSON writes them; anything else has none. */
export function cellText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Whether a row has each filter's value in its column (every filter must match; none: every row). */
export function matchesFilters(row: Row, filters: SourceSpec['filters']): boolean {
  return filters.every((f) => Object.hasOwn(row, f.column) && cellText(row[f.column])?.trim() === f.value.trim());
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** A finite number from a number or decimal text (`1234.5`, `-2e3`); thousands separators and `N/A` are not numbers. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !DECIMAL.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : undefined;
}

const MAX_CATEGORY = 100;

/** An x value of its type: an ISO day (`yyyy-mm-dd`, a real one), a finite number, or non-empty text. */
export function readX(value: unknown, type: XType): XValue | undefined {
  if (type === 'number') return readNumber(value);
  const text = cellText(value)?.trim();
  if (!text) return undefined;
  if (type === 'date') return isIsoDay(text) ? text : undefined;
  return text.length > MAX_CATEGORY ? `${text.slice(0, MAX_CATEGORY - 1)}…` : text;
}

export interface BuiltSource {
  series: LoadedSeries[];
  /** Rows the filters kept whose x, y or name could not be read (or whose name made one series too many). */
  skipped: number;
  /** Points beyond `maxPoints` were left out. */
  truncated: boolean;
}

/**
 * A source's series from its rows: the rows every filter matches, each read as (x, y) of the
 * source's types, split into one series per value of the name column when it has one. Rows with
 * a value that cannot be read are counted, not drawn; at most `maxPoints` points are kept. Dates
 * and numbers are put in order; categories keep the order they came in.
 */
export function buildSeries({ rows, source, maxPoints = MAX_POINTS_PER_SOURCE }: { rows: readonly Row[]; source: SourceSpec; maxPoints?: number }): BuiltSource {
  const byName = new Map<string, LoadedSeries>();
  let skipped = 0;
  let kept = 0;
  let truncated = false;
  for (const row of rows) {
    if (!matchesFilters(row, source.filters)) continue;
    const x = readX(row[source.xCol], source.xType);
    const y = readNumber(row[source.yCol]);
    const name = source.nameCol ? cellText(row[source.nameCol])?.trim() : '';
    if (x === undefined || y === undefined || name === undefined || (source.nameCol && !name)) {
      skipped++;
      continue;
    }
    let series = byName.get(name);
    if (!series) {
      if (byName.size >= MAX_SPLIT_SERIES) {
        skipped++;
        continue;
      }
      series = source.nameCol ? { id: `${source.seriesId}/${name}`, name, points: [] } : { id: source.seriesId, points: [] };
      byName.set(name, series);
    }
    if (kept >= maxPoints) {
      truncated = true;
      break;
    }
    series.points.push([x, y]);
    kept++;
  }
  const series = [...byName.values()];
  if (source.xType !== 'category') for (const s of series) s.points.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { series, skipped, truncated };
}

/** A series as drawn: with its label and colour. */
export interface DisplaySeries extends LoadedSeries {
  label: string;
  color: string;
}

/**
 * Labels and colours from the props' `series` by id; a series without an entry (or with an
 * empty label) is labelled by its name column's value or id, and coloured from the palette.
 */
export function displaySeries(loaded: readonly LoadedSeries[], props: readonly { id: string; label: string; color: string }[]): DisplaySeries[] {
  let unassigned = 0;
  return loaded.map((s) => {
    const own = props.find((p) => p.id === s.id);
    const color = own?.color.toLowerCase() ?? PALETTE[unassigned++ % PALETTE.length]!;
    return { ...s, label: own?.label || s.name || s.id, color };
  });
}

/** Every x of the series once, in the order of the axis (categories: as they first came). */
export function xDomain(series: readonly LoadedSeries[], xType: XType): XValue[] {
  const seen = new Set<XValue>();
  for (const s of series) for (const [x] of s.points) seen.add(x);
  const all = [...seen];
  return xType === 'category' ? all : all.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** An x as a number on the axis: a date in seconds since 1970 (uPlot's time), a category by its place. */
export function xNumber(x: XValue, xType: XType, categories: readonly XValue[] = []): number {
  if (xType === 'date') return Date.parse(`${x as string}T00:00:00Z`) / 1000;
  if (xType === 'category') return categories.indexOf(x);
  return x as number;
}

/**
 * The series on one shared x (what uPlot draws): every x once, in order, and each series' y at
 * it or null where it has none.
 */
export function alignForPlot(series: readonly LoadedSeries[], xType: XType): { xs: number[]; ys: (number | null)[][]; categories: string[] } {
  const domain = xDomain(series, xType);
  const categories = xType === 'category' ? (domain as string[]) : [];
  const xs = domain.map((x) => xNumber(x, xType, categories));
  const at = new Map(domain.map((x, i) => [x, i]));
  const ys = series.map((s) => {
    const column: (number | null)[] = xs.map(() => null);
    for (const [x, y] of s.points) column[at.get(x)!] = y;
    return column;
  });
  return { xs, ys, categories };
}

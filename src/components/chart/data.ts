/** What a chart may draw and how (definition.ts), and what its loader hands the view. */
export const CHART_TYPES = ['line', 'bar', 'area'] as const;
export const X_TYPES = ['date', 'number', 'category'] as const;
export const Y_TYPES = ['number'] as const;
export const LEGEND_POSITIONS = ['top', 'bottom', 'left', 'right'] as const;
export const MAX_SOURCES = 8;
export const MAX_SERIES = 24;

export type ChartType = (typeof CHART_TYPES)[number];
export type XType = (typeof X_TYPES)[number];
export type LegendPosition = (typeof LEGEND_POSITIONS)[number];

/** Limits of one source: points kept, bytes read, series made by splitting on the name column. */
export const MAX_POINTS_PER_SOURCE = 5000;
export const MAX_SOURCE_BYTES = 2 * 1024 * 1024;
export const MAX_SPLIT_SERIES = 12;

/**
 * Series colours when the props give none: the Okabe–Ito palette (told apart with the common
 * colour vision deficiencies), without its yellow, which is unreadable on white.
 */
export const PALETTE = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9', '#000000'] as const;

/** An x value: an ISO day (`date`), a number, or a category's text. */
export type XValue = string | number;

/** One series as loaded: its id (`seriesId`, or `seriesId/value` when split by the name column) and points in x order. */
export interface LoadedSeries {
  id: string;
  /** The name column's value this series was split by. */
  name?: string;
  points: [XValue, number][];
}

/** How a source fared: why it failed, how many rows were left out, whether it was cut at the point limit. */
export interface SourceReport {
  seriesId: string;
  problem?: string;
  skipped: number;
  truncated: boolean;
}

/** What the chart's node loader (src/content/loaders/chart.ts) hands the view and the island. */
export interface ChartData {
  xType: XType;
  /** The first source's x and y columns: the data table's headings when the axes have no label. */
  columns: { x: string; y: string };
  series: LoadedSeries[];
  sources: SourceReport[];
}

import type { z } from 'zod';
import type { ChartDataSchema, LoadedSeriesSchema, SourceReportSchema, XValueSchema } from './definition';

/** What a chart may draw and how, and what its loader hands the view (its schemas are in definition.ts). */
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

export type XValue = z.infer<typeof XValueSchema>;
export type LoadedSeries = z.infer<typeof LoadedSeriesSchema>;
export type SourceReport = z.infer<typeof SourceReportSchema>;
export type ChartData = z.infer<typeof ChartDataSchema>;

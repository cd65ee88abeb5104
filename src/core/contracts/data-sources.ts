import { z } from 'zod';
import { MAX_URL_LENGTH } from '../schemas';

/**
 * The data a chart may draw, offered to editors (issue 24 item 4): the media library's CSV and
 * JSON files and the platform's report data, each with its columns and first rows.
 */

/** What a column holds, as a chart reads it: ISO days, numbers, or anything else (categories). */
export const DATA_COLUMN_TYPES = ['date', 'number', 'category'] as const;
/** Rows a preview shows, and rows read to tell a column's type. */
export const DATA_PREVIEW_ROWS = 5;
export const DATA_TYPE_SAMPLE_ROWS = 1000;
/** Columns listed at most (a wider file lists its first ones). */
export const MAX_DATA_COLUMNS = 64;

export const DataSource = z.object({
  /** What a chart's source stores as its address (`/media/{hash}.csv`, `/api/reports/history.csv?contract=B`). */
  url: z.string(),
  label: z.string(),
  kind: z.enum(['media', 'report']).describe('A file of the media library, or the platform’s report data'),
  format: z.enum(['csv', 'json']),
  /** A line about it: the file's size and upload, or what the report holds. */
  detail: z.string(),
});

export const DataSourceListResponse = z.object({ sources: z.array(DataSource) });

export const DataSourcePreviewQuery = z
  .object({
    url: z.string().trim().min(1, 'Give the url of the data').max(MAX_URL_LENGTH, `url is at most ${MAX_URL_LENGTH} characters`),
    external: z.enum(['true', 'false'], { message: 'external is true or false' }).default('false'),
  })
  .strict();

export const DataColumn = z.object({ name: z.string(), type: z.enum(DATA_COLUMN_TYPES) });

export const DataSourcePreview = z.object({
  url: z.string(),
  columns: z.array(DataColumn),
  /** The first rows, each cell as text (`''` when empty or not text). */
  rows: z.array(z.record(z.string(), z.string())),
  /** Rows in the source. */
  rowCount: z.number().int(),
});

/** A chart's sources as its props hold them (checked by the chart's own schema). */
export const ChartPreviewBody = z.object({ dataSources: z.array(z.unknown()).max(8, 'At most 8 data sources') }).strict();

/** What a chart draws: the chart loader's data (`ChartDataSchema` in components/chart). */
export const ChartPreview = z.object({
  xType: z.enum(DATA_COLUMN_TYPES),
  columns: z.object({ x: z.string(), y: z.string() }),
  series: z.array(z.object({ id: z.string(), name: z.string().optional(), points: z.array(z.tuple([z.union([z.string(), z.number()]), z.number()])) })),
  sources: z.array(z.object({ seriesId: z.string(), problem: z.string().optional(), skipped: z.number().int(), truncated: z.boolean() })),
});

export type DataSource = z.infer<typeof DataSource>;
export type DataColumn = z.infer<typeof DataColumn>;
export type DataSourcePreview = z.infer<typeof DataSourcePreview>;
export type ChartPreview = z.infer<typeof ChartPreview>;

/** JSON Schema keyword marking a chart source's address: the editor offers the data sources beside it. */
export const DATA_SOURCE_PICKER = 'x-tessera-data-source';
/** JSON Schema keyword marking a chart source's `x` or `y` column: the editor lists the data's columns. */
export const DATA_COLUMN_PICKER = 'x-tessera-data-column';

import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { fetchedUrl } from '../../core/fetched-url';
import { MINUTE } from '../../core/constants';
import { SETTLEMENT_HISTORY_PATH } from '../../core/contracts/charts';
import { DATA_COLUMN_PICKER, DATA_SOURCE_PICKER } from '../../core/contracts/data-sources';
import { MAX_URL_LENGTH } from '../../core/schemas';
import { CHART_TYPES, LEGEND_POSITIONS, MAX_SERIES, MAX_SOURCES, X_TYPES, Y_TYPES } from './data';

/** A column of the loaded rows (CSV header or JSON key). */
const column = (what: string) => z.string().trim().min(1, `Enter the ${what} column`).max(64, 'A column name is at most 64 characters');

/** Ids of sources and series: they name what failed to load and pair series with their colour. */
const SERIES_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;
const seriesId = () => z.string().trim().regex(SERIES_ID, 'Use up to 40 letters, digits, -, _ and . starting with a letter or digit');

/** `#rrggbb` only: colours are written into SVG attributes and the canvas, so nothing else may pass. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Why a same-origin source path is not one, or undefined. */
export function sameOriginProblem(url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return 'A same-origin source is a path starting with / (not //), e.g. ' + `${SETTLEMENT_HISTORY_PATH}?contract=B`;
  if (url.includes('..') || /%2e/i.test(url.split(/[?#]/)[0]!)) return 'A same-origin path may not contain ..';
  return undefined;
}

const filter = z.strictObject({
  column: column('filter').meta({ description: 'The column to check, by its name in the data (the CSV header or JSON key).' }),
  value: z
    .string()
    .max(200, 'A filter value is at most 200 characters')
    .meta({ description: 'Only rows whose column holds exactly this value are kept. Up to 200 characters.' })
    .default(''),
});

const dataSource = z
  .strictObject({
    seriesId: seriesId()
      .meta({
        title: 'Source name',
        description: 'Names this source in messages and its series in the chart, such as brent. Up to 40 letters, digits, -, _ and .',
      })
      .default('series-1'),
    external: z
      .boolean()
      .meta({ title: 'From another site', description: 'Yes: the data comes from an https address on the site’s allow-list; no: from a data address of this site.' })
      .default(false),
    // An external source is fetched by the server: checked by the outbound policy when saved (fetchedUrl).
    url: fetchedUrl(
      z
        .string()
        .trim()
        .min(1, 'Enter the address of the data')
        .max(MAX_URL_LENGTH, `An address is at most ${MAX_URL_LENGTH} characters`),
    )
      .meta({
        [DATA_SOURCE_PICKER]: true,
        title: 'Data address',
        description: `Where the CSV or JSON data is: a path of this site such as ${SETTLEMENT_HISTORY_PATH}?contract=B, or an https address for data from another site.`,
      })
      .default(`${SETTLEMENT_HISTORY_PATH}?contract=B`),
    filters: z
      .array(filter)
      .max(10, 'At most 10 filters')
      .meta({ description: 'Keep only the rows that match every filter. Up to 10.' })
      .default([]),
    nameCol: z
      .string()
      .trim()
      .max(64, 'A column name is at most 64 characters')
      .meta({
        title: 'Split by column',
        description: 'Make one series per value of this column (such as a contract month). Empty: the source is one series.',
      })
      .default(''),
    xCol: column('x')
      .meta({ [DATA_COLUMN_PICKER]: 'x', title: 'X column', description: 'The column read along the bottom axis, such as date.' })
      .default('date'),
    xType: z
      .enum(X_TYPES, { message: `Choose ${X_TYPES.join(', ')}` })
      .meta({ title: 'X values', description: 'What the x column holds: dates (year-month-day), numbers, or names of categories.' })
      .default('date'),
    yCol: column('y')
      .meta({ [DATA_COLUMN_PICKER]: 'y', title: 'Y column', description: 'The column of the values drawn up the side axis, such as settlement.' })
      .default('settlement'),
    yType: z
      .enum(Y_TYPES, { message: 'Choose number' })
      .meta({ title: 'Y values', description: 'What the y column holds: numbers.' })
      .default('number'),
  })
  .superRefine((source, ctx) => {
    if (source.external) {
      let url: URL | undefined;
      try {
        url = new URL(source.url);
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) ctx.addIssue({ code: 'custom', path: ['url'], message: 'An external source is an https address, e.g. https://data.example.com/prices.csv' });
      return;
    }
    const problem = sameOriginProblem(source.url);
    if (problem) ctx.addIssue({ code: 'custom', path: ['url'], message: problem });
  });

const series = z.strictObject({
  id: seriesId()
    .meta({
      title: 'Series',
      description: 'Which series this is for: a source name, or source name/value for a source split by a column (such as brent/Jan).',
    })
    .default('series-1'),
  label: z
    .string()
    .trim()
    .max(80, 'A label is at most 80 characters')
    .meta({ description: 'The series’ name in the legend and table. Empty: the source name or the column’s value. Up to 80 characters.' })
    .default(''),
  color: z
    .string()
    .trim()
    .regex(HEX_COLOR, 'Use a colour as #rrggbb, e.g. #0072b2')
    .meta({ title: 'Colour', description: 'The series’ colour as #rrggbb, such as #0072b2.' })
    .default('#0072b2'),
});

/** How long loaded rows, and a page drawn from them, are kept: the data of charts changes daily at most. */
export const CHART_CACHE_MS = 10 * MINUTE;

/** An x value: an ISO day (`date`), a number, or a category's text. */
export const XValueSchema = z.union([z.string(), z.number()]);

/** One series as loaded: its id (`seriesId`, or `seriesId/value` when split by the name column) and points in x order. */
export const LoadedSeriesSchema = z.object({
  id: z.string(),
  /** The name column's value this series was split by. */
  name: z.string().optional(),
  points: z.array(z.tuple([XValueSchema, z.number()])),
});

/** How a source fared: why it failed, how many rows were left out, whether it was cut at the point limit. */
export const SourceReportSchema = z.object({
  seriesId: z.string(),
  problem: z.string().optional(),
  skipped: z.number().int(),
  truncated: z.boolean(),
});

/** What the chart's node loader (src/content/loaders/chart.ts) hands the view and the island. */
export const ChartDataSchema = z.object({
  xType: z.enum(X_TYPES),
  /** The first source's x and y columns: the data table's headings when the axes have no label. */
  columns: z.object({ x: z.string(), y: z.string() }),
  series: z.array(LoadedSeriesSchema),
  sources: z.array(SourceReportSchema),
});

/**
 * A chart of CSV or JSON data (specification "Chart", issue 15 item 3): the server loads each
 * source (a data route of this site, or an allow-listed https address through the outbound
 * service), keeps the rows its filters match and draws the series as SVG with a data table;
 * the browser then swaps in an interactive chart (uPlot) with cursor values and legend toggles.
 */
export const chart = defineComponent({
  name: 'chart',
  label: 'Chart',
  category: 'content',
  icon: 'chart',
  description: 'A line, bar or area chart of a CSV or JSON data file, with the same data as a table.',
  props: z.strictObject({
    baseConfig: z
      .strictObject({
        title: z
          .string()
          .trim()
          .min(1, 'Enter the title of the chart')
          .max(120, 'The title is at most 120 characters')
          .meta({ description: 'Shown above the chart and names it for screen readers. Up to 120 characters.' })
          .default('Chart'),
        type: z
          .enum(CHART_TYPES, { message: `Choose ${CHART_TYPES.join(', ')}` })
          .meta({ title: 'Chart type', description: 'Lines, bars, or lines with the area below them filled.' })
          .default('line'),
        height: z
          .number()
          .int('Whole pixels')
          .min(160, 'At least 160 pixels')
          .max(800, 'At most 800 pixels')
          .meta({ title: 'Height (px)', description: 'The height of the drawing in pixels, from 160 to 800.' })
          .default(320),
      })
      .meta({ title: 'Chart', description: 'The chart’s title, type and height.' })
      .default({ title: 'Chart', type: 'line', height: 320 }),
    dataSources: z
      .array(dataSource)
      .max(MAX_SOURCES, `At most ${MAX_SOURCES} data sources`)
      .default([])
      .superRefine((sources, ctx) => {
        const seen = new Set<string>();
        sources.forEach((s, i) => {
          if (seen.has(s.seriesId)) ctx.addIssue({ code: 'custom', path: [i, 'seriesId'], message: `Another data source is named ${s.seriesId}` });
          seen.add(s.seriesId);
          if (i > 0 && s.xType !== sources[0]!.xType) ctx.addIssue({ code: 'custom', path: [i, 'xType'], message: `Every source takes the x type of the first (${sources[0]!.xType})` });
        });
      })
      .meta({ description: `Where the data comes from: each source gives one series, or one per value of a column. Up to ${MAX_SOURCES}.` }),
    useCustomLegend: z
      .boolean()
      .meta({ title: 'Place the legend', description: 'Yes: the legend goes where “Legend position” says; no: the chart’s own legend below it.' })
      .default(false),
    customLegendPosition: z
      .enum(LEGEND_POSITIONS, { message: `Choose ${LEGEND_POSITIONS.join(', ')}` })
      .meta({ title: 'Legend position', description: 'Where the legend goes when “Place the legend” is on.' })
      .default('bottom'),
    series: z
      .array(series)
      .max(MAX_SERIES, `At most ${MAX_SERIES} series`)
      .meta({ title: 'Series names and colours', description: `Names and colours for the chart’s series; series not listed get the standard colours. Up to ${MAX_SERIES}.` })
      .default([]),
    xAxis: z
      .strictObject({
        label: z
          .string()
          .trim()
          .max(80, 'An axis label is at most 80 characters')
          .meta({ description: 'Shown along the bottom axis, such as Trading day. Optional, up to 80 characters.' })
          .default(''),
      })
      .meta({ title: 'X axis', description: 'The bottom axis.' })
      .default({ label: '' }),
    yAxis: z
      .strictObject({
        label: z
          .string()
          .trim()
          .max(80, 'An axis label is at most 80 characters')
          .meta({ description: 'Shown along the side axis, such as USD per barrel. Optional, up to 80 characters.' })
          .default(''),
        min: z.number().finite().meta({ title: 'Lowest value', description: 'Where the side axis starts. Empty: from the data.' }).optional(),
        max: z.number().finite().meta({ title: 'Highest value', description: 'Where the side axis ends; above the lowest value. Empty: from the data.' }).optional(),
      })
      .refine((axis) => axis.min === undefined || axis.max === undefined || axis.min < axis.max, { message: 'The y axis minimum must be below its maximum', path: ['max'] })
      .meta({ title: 'Y axis', description: 'The side axis: its label and range.' })
      .default({ label: '' }),
  }),
  defaults: {
    baseConfig: { title: 'Brent Crude settlement', type: 'line', height: 320 },
    dataSources: [
      { seriesId: 'brent', external: false, url: `${SETTLEMENT_HISTORY_PATH}?contract=B`, filters: [], nameCol: '', xCol: 'date', xType: 'date', yCol: 'settlement', yType: 'number' },
    ],
    useCustomLegend: false,
    customLegendPosition: 'bottom',
    series: [{ id: 'brent', label: 'Brent Crude, front month', color: '#0072b2' }],
    xAxis: { label: 'Trading day' },
    yAxis: { label: 'USD per barrel' },
  },
  interactive: true,
  hydrate: 'idle',
  // Addresses stay on the server (an allow-listed internal host is nobody's business); the island draws from the loaded data.
  serverProps: ['dataSources'],
  data: serverData({ schema: ChartDataSchema, usesQuery: false, maxAgeMs: CHART_CACHE_MS }),
});

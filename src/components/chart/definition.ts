import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { SETTLEMENT_HISTORY_PATH } from '../../core/contracts/charts';
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
  column: column('filter'),
  value: z.string().max(200, 'A filter value is at most 200 characters').default(''),
});

const dataSource = z
  .strictObject({
    seriesId: seriesId().default('series-1').describe('Names the source (in messages) and its series'),
    external: z.boolean().default(false).describe('Yes: an https address on the allow-list; no: a data route of this site'),
    url: z.string().trim().min(1, 'Enter the address of the data').max(MAX_URL_LENGTH, `An address is at most ${MAX_URL_LENGTH} characters`).default(`${SETTLEMENT_HISTORY_PATH}?contract=B`),
    filters: z.array(filter).max(10, 'At most 10 filters').default([]).describe('Only rows whose column has this value (every filter must match)'),
    nameCol: z.string().trim().max(64, 'A column name is at most 64 characters').default('').describe('Empty: one series; else one series per value of this column'),
    xCol: column('x').default('date'),
    xType: z.enum(X_TYPES, { message: `Choose ${X_TYPES.join(', ')}` }).default('date'),
    yCol: column('y').default('settlement'),
    yType: z.enum(Y_TYPES, { message: 'Choose number' }).default('number'),
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
  id: seriesId().default('series-1').describe('A source’s seriesId, or seriesId/value for a source split by its name column'),
  label: z.string().trim().max(80, 'A label is at most 80 characters').default('').describe('Empty: the id or the name column’s value'),
  color: z.string().trim().regex(HEX_COLOR, 'Use a colour as #rrggbb, e.g. #0072b2').default('#0072b2'),
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
  description: 'A line, bar or area chart of CSV or JSON data from this site’s data routes or allow-listed https addresses, with a data table.',
  props: z.strictObject({
    baseConfig: z
      .strictObject({
        title: z.string().trim().min(1, 'Enter the title of the chart').max(120, 'The title is at most 120 characters').default('Chart'),
        type: z.enum(CHART_TYPES, { message: `Choose ${CHART_TYPES.join(', ')}` }).default('line'),
        height: z.number().int('Whole pixels').min(160, 'At least 160 pixels').max(800, 'At most 800 pixels').default(320).describe('Height of the plot in pixels'),
      })
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
      }),
    useCustomLegend: z.boolean().default(false).describe('Yes: this site’s legend at the chosen position; no: the chart’s own legend below it'),
    customLegendPosition: z.enum(LEGEND_POSITIONS, { message: `Choose ${LEGEND_POSITIONS.join(', ')}` }).default('bottom'),
    series: z.array(series).max(MAX_SERIES, `At most ${MAX_SERIES} series`).default([]).describe('Labels and colours of series by id; others get the palette'),
    xAxis: z.strictObject({ label: z.string().trim().max(80, 'An axis label is at most 80 characters').default('') }).default({ label: '' }),
    yAxis: z
      .strictObject({
        label: z.string().trim().max(80, 'An axis label is at most 80 characters').default(''),
        min: z.number().finite().optional().describe('Empty: from the data'),
        max: z.number().finite().optional().describe('Empty: from the data'),
      })
      .refine((axis) => axis.min === undefined || axis.max === undefined || axis.min < axis.max, { message: 'The y axis minimum must be below its maximum', path: ['max'] })
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
});

import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { SECOND } from '../../core/constants';
import { IndexSeries, marketDataEnvelope } from '../../core/contracts/market-data';
import { headingLevel } from '../../core/schemas';
import { CHART_INDICES } from './data';

/** What the server loads for an index chart (src/content/loaders/market-widgets.ts); no answer when the feed is unavailable. */
export const IndexChartDataSchema = z.object({ answer: marketDataEnvelope(IndexSeries).optional() });

/**
 * An index's day as a line (issue 15): the NYSE Composite or the NYSE FANG+ from the open, with
 * the previous close for reference, drawn as SVG on the server (no charting library) with its
 * figures in text beside it, and redrawn every 5 seconds for an hour while the page is open.
 */
export const indexChart = defineComponent({
  name: 'index-chart',
  label: 'Index chart',
  category: 'market-data',
  icon: 'line-chart',
  description: 'The day’s line of the NYSE Composite or NYSE FANG+ index with its open, high, low and last, updated live.',
  props: z.strictObject({
    symbol: z
      .enum(CHART_INDICES, { message: `Choose ${CHART_INDICES.join(' or ')}` })
      .meta({ title: 'Index', description: 'NYA is the NYSE Composite Index; NYFANG the NYSE FANG+ Index.' })
      .default('NYA'),
    heading: z
      .string()
      .trim()
      .max(80, 'The heading is at most 80 characters')
      .meta({ description: 'Shown above the chart. Empty: the index’s name. Up to 80 characters.' })
      .default(''),
    headingLevel: headingLevel()
      .meta({ description: 'The heading’s place in the page outline, from 1 (the page title) to 6; 2 suits a section.' })
      .default(2),
    height: z
      .number()
      .int('Whole pixels')
      .min(120, 'At least 120 pixels')
      .max(600, 'At most 600 pixels')
      .meta({ description: 'How tall the chart is drawn, in pixels: 120 to 600.' })
      .default(240),
  }),
  defaults: { symbol: 'NYA', heading: '', headingLevel: 2, height: 240 },
  interactive: true,
  hydrate: 'idle',
  // Live prices: a page showing them is kept rendered for 5 seconds at most.
  data: serverData({ schema: IndexChartDataSchema, usesQuery: false, maxAgeMs: 5 * SECOND }),
});

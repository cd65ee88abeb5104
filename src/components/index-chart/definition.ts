import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { headingLevel } from '../../core/schemas';
import { CHART_INDICES } from './data';

/**
 * An index's day as a line (issue 15): the NYSE Composite or the NYSE FANG+ from the open, with
 * the previous close for reference, drawn as SVG on the server (no charting library) with its
 * figures in text beside it, and redrawn every 5 seconds for an hour while the page is open.
 */
export const indexChart = defineComponent({
  name: 'index-chart',
  label: 'Index chart',
  category: 'market-data',
  description: 'The day’s line of the NYSE Composite or NYSE FANG+ index with its open, high, low and last, updated while the page is open.',
  props: z.strictObject({
    symbol: z.enum(CHART_INDICES, { message: `Choose ${CHART_INDICES.join(' or ')}` }).default('NYA'),
    heading: z.string().trim().max(80, 'The heading is at most 80 characters').default('').describe('Empty: the index’s name'),
    headingLevel: headingLevel().default(2),
    height: z.number().int('Whole pixels').min(120, 'At least 120 pixels').max(600, 'At most 600 pixels').default(240).describe('Height of the drawing in pixels'),
  }),
  defaults: { symbol: 'NYA', heading: '', headingLevel: 2, height: 240 },
  interactive: true,
  hydrate: 'idle',
});

import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { GRID_2024_DEMO } from '../../core/constants';
import { spacing } from '../../core/schemas';

const span = z.number().int().min(1).max(12);

/** Specification §3 "Grid-2024: gapX, gapY, numCols, numRows, rowsAndColumns" (§9: demo 3 × 1, gaps 4 and 0). */
export const grid2024 = defineComponent({
  name: 'grid-2024',
  label: 'Grid (fixed columns)',
  category: 'layout',
  icon: 'grid',
  description: 'A grid with a fixed number of columns and rows; each item can span several columns or rows.',
  props: z.strictObject({
    gapX: spacing()
      .meta({ title: 'Space between columns', description: 'In steps of a quarter of the theme’s spacing: 0 is none, 4 is one full space, at most 16.' })
      .default(GRID_2024_DEMO.gapX),
    gapY: spacing()
      .meta({ title: 'Space between rows', description: 'In steps of a quarter of the theme’s spacing: 0 is none, 4 is one full space, at most 16.' })
      .default(GRID_2024_DEMO.gapY),
    numCols: z
      .number()
      .int()
      .min(1)
      .max(12)
      .meta({ title: 'Columns', description: 'How many columns the grid has, from 1 to 12.' })
      .default(GRID_2024_DEMO.numCols),
    numRows: z
      .number()
      .int()
      .min(1)
      .max(12)
      .meta({ title: 'Rows', description: 'How many rows the grid has, from 1 to 12.' })
      .default(GRID_2024_DEMO.numRows),
    /** Entry n sets how many columns and rows item n spans. */
    rowsAndColumns: z
      .array(
        z.strictObject({
          colSpan: span.meta({ title: 'Columns spanned', description: 'How many columns this item takes, from 1 to 12.' }).default(1),
          rowSpan: span.meta({ title: 'Rows spanned', description: 'How many rows this item takes, from 1 to 12.' }).default(1),
        }),
      )
      .max(144)
      .meta({ title: 'Item sizes', description: 'The size of each item, in order: the first entry sizes the first item, and so on. Items without an entry take one cell.' })
      .default([]),
  }),
  slots: { items: { label: 'Items' } },
  defaults: { ...GRID_2024_DEMO, rowsAndColumns: [] },
});

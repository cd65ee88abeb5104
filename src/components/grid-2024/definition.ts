import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { GRID_2024_DEMO } from '../../core/constants';
import { spacing } from '../../core/schemas';

const span = z.number().int().min(1).max(12).default(1);

/** Specification §3 "Grid-2024: gapX, gapY, numCols, numRows, rowsAndColumns" (§9: demo 3 × 1, gaps 4 and 0). */
export const grid2024 = defineComponent({
  name: 'grid-2024',
  label: 'Grid (fixed columns)',
  category: 'layout',
  description: 'A grid with a fixed number of columns and rows; each item can span several columns or rows.',
  props: z.strictObject({
    gapX: spacing().default(GRID_2024_DEMO.gapX),
    gapY: spacing().default(GRID_2024_DEMO.gapY),
    numCols: z.number().int().min(1).max(12).default(GRID_2024_DEMO.numCols),
    numRows: z.number().int().min(1).max(12).default(GRID_2024_DEMO.numRows),
    /** Entry n sets how many columns and rows item n spans. */
    rowsAndColumns: z.array(z.strictObject({ colSpan: span, rowSpan: span })).max(144).default([]),
  }),
  slots: { items: { label: 'Items' } },
  defaults: { ...GRID_2024_DEMO, rowsAndColumns: [] },
});

import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { alignItems, cssLength, justifyContent, spacing } from '../../core/schemas';

/** Layout of the nth column of the row (specification §3 "rowCols"). */
const rowCol = z.strictObject({
  /** Gap between the column's own children, in spacing steps. */
  gap: spacing().default(0),
  /** Flex grow factor; 0 keeps the column at its basis. */
  flex: z.number().int().min(0).max(12).default(1),
  items: alignItems().default('stretch'),
  justify: justifyContent().default('start'),
  /** Advanced: the column's starting width. */
  basis: cssLength().default('auto'),
});

/**
 * Specification §3 "Flex row: gap, wrap, items, justify, rowCols". `items` is the spec's
 * align-items prop, so the children go in the slot `columns`.
 */
export const flexRow = defineComponent({
  name: 'flex-row',
  label: 'Flex row',
  category: 'layout',
  description: 'Places its columns side by side; each column can have its own width and alignment.',
  props: z.strictObject({
    gap: spacing().default(4),
    wrap: z.boolean().default(true),
    items: alignItems().default('stretch'),
    justify: justifyContent().default('start'),
    rowCols: z.array(rowCol).max(12).default([]),
  }),
  slots: { columns: { label: 'Columns' } },
  defaults: { gap: 4, wrap: true, items: 'stretch', justify: 'start', rowCols: [] },
});

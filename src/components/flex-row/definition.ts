import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { alignItems, cssLength, justifyContent, spacing } from '../../core/schemas';

/** Layout of the nth column of the row (specification §3 "rowCols"). */
const rowCol = z.strictObject({
  /** Gap between the column's own children, in spacing steps. */
  gap: spacing()
    .meta({ description: 'The space between the column’s own items, in quarter steps of the theme’s spacing: 4 is one step. From 0 to 16.' })
    .default(0),
  /** Flex grow factor; 0 keeps the column at its basis. */
  flex: z
    .number()
    .int()
    .min(0)
    .max(12)
    .meta({
      title: 'Share of spare width',
      description: 'How much of the row’s spare width this column takes, compared with the others: 2 takes twice what 1 does, 0 none. From 0 to 12.',
    })
    .default(1),
  items: alignItems()
    .meta({
      title: 'Align items',
      description: 'How the column’s items line up across it: at the left (start), centre or right (end), stretched to full width, or on their text’s baseline.',
    })
    .default('stretch'),
  justify: justifyContent()
    .meta({
      title: 'Spread items',
      description: 'Where the column’s items go from top to bottom when it is taller than they are: at the top, centre or bottom, or with even space between or around them.',
    })
    .default('start'),
  /** Advanced: the column's starting width. */
  basis: cssLength()
    .meta({ title: 'Starting width', description: 'Advanced: the column’s width before spare width is shared, such as 33% or 20rem; auto: its content’s width.' })
    .default('auto'),
});

/**
 * Specification §3 "Flex row: gap, wrap, items, justify, rowCols". `items` is the spec's
 * align-items prop, so the children go in the slot `columns`.
 */
export const flexRow = defineComponent({
  name: 'flex-row',
  label: 'Flex row',
  category: 'layout',
  icon: 'columns',
  description: 'Places its columns side by side; each column can have its own width and alignment.',
  props: z.strictObject({
    gap: spacing()
      .meta({ description: 'The space between the columns, in quarter steps of the theme’s spacing: 4 is one step, 0 none. From 0 to 16.' })
      .default(4),
    wrap: z
      .boolean()
      .meta({ title: 'Wrap onto new lines', description: 'Yes: columns that do not fit move to a new line; no: they stay on one line.' })
      .default(true),
    items: alignItems()
      .meta({
        title: 'Align columns',
        description: 'How the columns line up from top to bottom: at the top (start), centre or bottom (end), stretched to equal height, or on their first line’s baseline.',
      })
      .default('stretch'),
    justify: justifyContent()
      .meta({
        title: 'Spread columns',
        description: 'Where the columns go along the row when there is room left: at the start, centre or end, or with even space between or around them.',
      })
      .default('start'),
    rowCols: z
      .array(rowCol)
      .max(12)
      .meta({ title: 'Column settings', description: 'Width and alignment of each column: the first entry is for the first column, and so on. Up to 12.' })
      .default([]),
  }),
  slots: { columns: { label: 'Columns' } },
  defaults: { gap: 4, wrap: true, items: 'stretch', justify: 'start', rowCols: [] },
});

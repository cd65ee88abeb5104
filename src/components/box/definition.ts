import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { alignItems, cssLength, justifyContent, spacing } from '../../core/schemas';

export const BOX_PRESETS = ['plain', 'card', 'shaded', 'outlined', 'primary', 'accent'] as const;
export const BOX_FLEX_DIRECTIONS = ['none', 'row', 'column'] as const;

/** No flex layout: the content stacks as blocks. */
export const BOX_NO_FLEX = { direction: 'none', gap: 4, wrap: true, height: 'auto', items: 'stretch', justify: 'start' } as const;
/** What `flex: true` of version 1 drew: a wrapping row, top-aligned, a gap of one space step. */
export const BOX_V1_FLEX = { direction: 'row', gap: 4, wrap: true, height: 'auto', items: 'start', justify: 'start' } as const;

/**
 * Specification §3 "Box: presets, flex", with the options of "Flex column: gap, height, items,
 * justify" and "Flex row: gap, wrap, items, justify": `wrap` applies to rows, `height` to
 * columns. `items` is align-items, so the children go in the slot `content`.
 */
const flex = z.strictObject({
  direction: z
    .enum(BOX_FLEX_DIRECTIONS)
    .meta({ description: 'None: the content stacks as usual. Row: side by side. Column: one below the other, with the gap and alignment below.' })
    .default('none'),
  gap: spacing()
    .meta({ description: 'The space between the items, in quarter steps of the theme’s spacing: 4 is one step, 0 none. From 0 to 16.' })
    .default(4),
  wrap: z.boolean().meta({ title: 'Wrap onto new lines', description: 'Rows only. Yes: items that do not fit move to a new line; no: they stay on one line.' }).default(true),
  height: cssLength()
    .meta({ description: 'Columns only: a fixed height such as 20rem or 480px, or auto to fit the content.' })
    .default('auto'),
  items: alignItems()
    .meta({
      title: 'Align items',
      description: 'How the items line up across the layout: at the start, centre or end, stretched to fill, or on their text’s baseline.',
    })
    .default('stretch'),
  justify: justifyContent()
    .meta({
      title: 'Spread items',
      description: 'Where the items go along the layout when there is room left: at the start, centre or end, or with even space between or around them.',
    })
    .default('start'),
});

export const box = defineComponent({
  name: 'box',
  label: 'Box',
  category: 'layout',
  icon: 'box',
  description: 'A container with a preset look; its content can be laid out as a flex row or column.',
  props: z.strictObject({
    presets: z
      .enum(BOX_PRESETS)
      .meta({ title: 'Look', description: 'Plain: no frame. Card, shaded and outlined: a panel with padding. Primary and accent: the theme’s colours.' })
      .default('plain'),
    flex: flex
      .meta({ title: 'Content layout', description: 'Lay the content out as a row or a column, with a gap and alignment.' })
      .default({ ...BOX_NO_FLEX }),
  }),
  slots: { content: { label: 'Content' } },
  defaults: { presets: 'card', flex: { ...BOX_NO_FLEX } },
  version: 2,
  migrations: [
    {
      // Version 1 had `flex: boolean`. A value of another shape is left for validation to report.
      from: 1,
      up: ({ flex, ...rest }) => {
        if (flex === undefined || flex === false) return { ...rest, flex: { ...BOX_NO_FLEX } };
        if (flex === true) return { ...rest, flex: { ...BOX_V1_FLEX } };
        return { ...rest, flex };
      },
    },
  ],
});

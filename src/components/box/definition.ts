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
  direction: z.enum(BOX_FLEX_DIRECTIONS).default('none'),
  gap: spacing().default(4),
  wrap: z.boolean().default(true),
  height: cssLength().default('auto'),
  items: alignItems().default('stretch'),
  justify: justifyContent().default('start'),
});

export const box = defineComponent({
  name: 'box',
  label: 'Box',
  category: 'layout',
  description: 'A container with a preset look; its content can be laid out as a flex row or column.',
  props: z.strictObject({
    presets: z.enum(BOX_PRESETS).default('plain'),
    flex: flex.default({ ...BOX_NO_FLEX }),
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

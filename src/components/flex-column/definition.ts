import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { alignItems, cssLength, justifyContent, spacing } from '../../core/schemas';

/**
 * Specification §3 "Flex column: gap, height, items, justify". `items` is the spec's
 * align-items prop, so the children go in the slot `content`.
 */
export const flexColumn = defineComponent({
  name: 'flex-column',
  label: 'Flex column',
  category: 'layout',
  icon: 'rows',
  description: 'Stacks its content vertically with a gap; a fixed height lets justify spread the content.',
  props: z.strictObject({
    gap: spacing()
      .meta({ description: 'The space between the items, in quarter steps of the theme’s spacing: 4 is one step, 0 none. From 0 to 16.' })
      .default(4),
    height: cssLength()
      .meta({ description: 'A fixed height such as 20rem or 480px, so the items can be spread down it; auto fits the content.' })
      .default('auto'),
    items: alignItems()
      .meta({
        title: 'Align items',
        description: 'How the items line up across the column: at the left (start), centre or right (end), stretched to full width, or on their text’s baseline.',
      })
      .default('stretch'),
    justify: justifyContent()
      .meta({
        title: 'Spread items',
        description: 'Where the items go down a column with a fixed height: at the top (start), centre or bottom (end), or with even space between or around them.',
      })
      .default('start'),
  }),
  slots: { content: { label: 'Content' } },
  defaults: { gap: 4, height: 'auto', items: 'stretch', justify: 'start' },
});

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
  description: 'Stacks its content vertically with a gap; a fixed height lets justify spread the content.',
  props: z.strictObject({
    gap: spacing().default(4),
    height: cssLength().default('auto'),
    items: alignItems().default('stretch'),
    justify: justifyContent().default('start'),
  }),
  slots: { content: { label: 'Content' } },
  defaults: { gap: 4, height: 'auto', items: 'stretch', justify: 'start' },
});

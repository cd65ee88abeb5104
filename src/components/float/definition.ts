import { z } from 'zod';
import { defineComponent } from '../../core/component';

/** Share of the text column the floated item takes on wide screens. */
export const FLOAT_WIDTHS = ['25%', '33%', '40%', '50%'] as const;

/**
 * Content floated beside text: the item sits at the left or right and the text wraps around
 * it; where the column is narrow, the item stacks above the text at full width.
 */
export const float = defineComponent({
  name: 'float',
  label: 'Float',
  category: 'layout',
  icon: 'float',
  description: 'An image, callout or other content floated left or right, with text wrapping around it.',
  props: z.strictObject({
    side: z.enum(['left', 'right']).meta({ description: 'Which side the floated content sits on; the text wraps around the other side.' }).default('right'),
    width: z
      .enum(FLOAT_WIDTHS)
      .meta({ description: 'The share of the text column the floated content takes on wide screens; on narrow ones it takes the full width.' })
      .default('33%'),
  }),
  slots: {
    item: { label: 'Floated content', max: 1 },
    text: { label: 'Text' },
  },
  defaults: { side: 'right', width: '33%' },
});

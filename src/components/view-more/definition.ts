import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { VIEW_MORE_MAX_HEIGHT } from '../../core/constants';

export const viewMore = defineComponent({
  name: 'view-more',
  label: 'View more',
  category: 'content',
  icon: 'more',
  description: `Long content cut short at ${VIEW_MORE_MAX_HEIGHT} px, with a button that shows the rest.`,
  props: z.strictObject({
    moreLabel: z
      .string()
      .trim()
      .min(1, 'Enter the label of the button that shows more')
      .max(40)
      .meta({ title: 'Show more button', description: 'The words on the button that shows the rest of the content. Up to 40 characters.' })
      .default('View more'),
    lessLabel: z
      .string()
      .trim()
      .min(1, 'Enter the label of the button that shows less')
      .max(40)
      .meta({ title: 'Show less button', description: 'The words on the button that cuts the content short again. Up to 40 characters.' })
      .default('View less'),
  }),
  slots: { content: { label: 'Content' } },
  defaults: { moreLabel: 'View more', lessLabel: 'View less' },
  interactive: true,
});

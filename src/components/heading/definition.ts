import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { headingLevel } from '../../core/schemas';

export const heading = defineComponent({
  name: 'heading',
  label: 'Heading',
  category: 'content',
  description: 'A section heading; text longer than its level allows renders one level smaller.',
  props: z.strictObject({
    text: z.string().trim().min(1, 'Enter the heading text').max(300),
    level: headingLevel().default(2),
  }),
  defaults: { text: 'Section heading', level: 2 },
});

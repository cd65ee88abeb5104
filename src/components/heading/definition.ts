import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { headingLevel } from '../../core/schemas';

export const heading = defineComponent({
  name: 'heading',
  label: 'Heading',
  category: 'content',
  icon: 'heading',
  description: 'A section heading; text longer than its level allows renders one level smaller.',
  props: z.strictObject({
    text: z.string().trim().min(1, 'Enter the heading text').max(300).meta({ description: 'The words of the heading. Up to 300 characters.' }),
    level: headingLevel()
      .meta({
        title: 'Heading level',
        description: 'The heading’s place in the page outline: 1 is the page title, 2 a section, 3 a subsection, down to 6. A text too long for its level is shown one level smaller.',
      })
      .default(2),
  }),
  defaults: { text: 'Section heading', level: 2 },
});

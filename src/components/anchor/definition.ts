import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { elementId } from '../../core/schemas';

export const anchor = defineComponent({
  name: 'anchor',
  label: 'Anchor',
  category: 'utility',
  icon: 'anchor',
  description: 'A named place in the page that links can jump to, e.g. #end-of-day.',
  props: z.strictObject({
    anchorId: elementId().meta({
      title: 'Anchor name',
      description: 'The name links use to jump here: with end-of-day, a link to #end-of-day lands at this point. Letters, digits, - and _, starting with a letter.',
    }),
  }),
  defaults: { anchorId: 'section' },
});

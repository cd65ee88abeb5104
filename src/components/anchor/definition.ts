import { z } from 'zod';
import { defineComponent } from '../../core/component';

/** `main` is the page layout's own target for the skip link. */
const RESERVED_IDS = new Set(['main']);

export const anchor = defineComponent({
  name: 'anchor',
  label: 'Anchor',
  category: 'utility',
  description: 'A named place in the page that links can jump to, e.g. #end-of-day.',
  props: z.strictObject({
    anchorId: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,99}$/, 'Use letters, digits, - and _ starting with a letter, e.g. end-of-day')
      .refine((value) => !RESERVED_IDS.has(value.toLowerCase()), 'This anchor name is reserved by the page layout'),
  }),
  defaults: { anchorId: 'section' },
});

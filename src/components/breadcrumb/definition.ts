import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href } from '../../core/schemas';

export const breadcrumb = defineComponent({
  name: 'breadcrumb',
  label: 'Breadcrumb',
  category: 'navigation',
  description: 'The trail of pages leading to this one; the last link is the current page.',
  props: z.strictObject({
    links: z
      .array(z.strictObject({ title: z.string().trim().min(1, 'Enter a title').max(80), href: href() }))
      .min(1, 'Add at least one link')
      .max(10),
  }),
  defaults: {
    links: [
      { title: 'Home', href: '/' },
      { title: 'Solutions', href: '/solutions' },
    ],
  },
});

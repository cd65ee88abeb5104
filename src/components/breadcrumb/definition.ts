import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href } from '../../core/schemas';

export const breadcrumb = defineComponent({
  name: 'breadcrumb',
  label: 'Breadcrumb',
  category: 'navigation',
  icon: 'breadcrumb',
  description: 'The trail of pages leading to this one; the last link is the current page.',
  props: z.strictObject({
    links: z
      .array(
        z.strictObject({
          title: z
            .string()
            .trim()
            .min(1, 'Enter a title')
            .max(80)
            .meta({ title: 'Text', description: 'The name of the page, as the trail shows it. Up to 80 characters.' }),
          href: href().meta({ title: 'Link', description: 'The page’s address: a path such as /solutions, or a full https address.' }),
        }),
      )
      .min(1, 'Add at least one link')
      .max(10)
      .meta({ description: 'The pages from the home page down to this one, in order; the last is the current page. From 1 to 10.' }),
  }),
  defaults: {
    links: [
      { title: 'Home', href: '/' },
      { title: 'Solutions', href: '/solutions' },
    ],
  },
});

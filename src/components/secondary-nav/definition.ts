import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href } from '../../core/schemas';

const title = z.string().trim().min(1, 'Enter a title').max(80);

/** Specification §3 "Secondary nav": parentUrl, parentName, links. */
export const secondaryNav = defineComponent({
  name: 'secondary-nav',
  label: 'Secondary nav',
  category: 'navigation',
  icon: 'section-nav',
  description: 'The pages of one section beside each other, under a link to the section; the current page is marked.',
  props: z.strictObject({
    parentUrl: href().meta({ title: 'Section link', description: 'The section’s own page: a path such as /solutions, or a full https address.' }),
    parentName: title.meta({ title: 'Section name', description: 'The section’s name, shown first and naming the navigation for screen readers. Up to 80 characters.' }),
    links: z
      .array(
        z.strictObject({
          title: title.meta({ title: 'Text', description: 'The words of the link, usually the page’s title. Up to 80 characters.' }),
          href: href().meta({ title: 'Link', description: 'The page: a path such as /solutions/real-estate, or a full https address.' }),
        }),
      )
      .min(1, 'Add at least one link')
      .max(20)
      .meta({ title: 'Pages', description: 'The pages of the section, in order; the one being viewed is marked. From 1 to 20.' }),
  }),
  defaults: {
    parentUrl: '/solutions',
    parentName: 'Solutions',
    links: [
      { title: 'Real estate', href: '/solutions/real-estate' },
      { title: 'Mortgage servicing', href: '/solutions/mortgage-servicing' },
    ],
  },
});

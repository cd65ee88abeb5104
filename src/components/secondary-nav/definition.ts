import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href } from '../../core/schemas';

const title = z.string().trim().min(1, 'Enter a title').max(80);

/** Specification §3 "Secondary nav": parentUrl, parentName, links. */
export const secondaryNav = defineComponent({
  name: 'secondary-nav',
  label: 'Secondary nav',
  category: 'navigation',
  description: 'The pages of one section beside each other, under a link to the section; the current page is marked.',
  props: z.strictObject({
    parentUrl: href(),
    parentName: title,
    links: z.array(z.strictObject({ title, href: href() })).min(1, 'Add at least one link').max(20),
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

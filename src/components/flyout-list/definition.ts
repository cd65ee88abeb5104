import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href } from '../../core/schemas';

const item = z.strictObject({
  title: z.string().trim().min(1, 'Enter a title').max(80).meta({ description: 'The words of the link. Up to 80 characters.' }),
  href: href().meta({ title: 'Link', description: 'Where the link goes: a page path such as /report-center, or a full https address.' }),
  description: z.string().trim().max(200).meta({ description: 'A line under the link saying what is there. Optional, up to 200 characters.' }).default(''),
});

export const flyoutList = defineComponent({
  name: 'flyout-list',
  label: 'Flyout list',
  category: 'navigation',
  icon: 'list',
  description: 'A short titled list of destinations with a line each, sized for flyouts and side panels.',
  props: z.strictObject({
    title: z.string().trim().max(80).meta({ description: 'Shown above the list, such as Sign in to. Optional, up to 80 characters.' }).default(''),
    items: z
      .array(item)
      .min(1, 'Add at least one item')
      .max(12)
      .meta({ title: 'Links', description: 'The destinations, in order. From 1 to 12.' }),
  }),
  defaults: {
    title: 'Sign in to',
    items: [
      { title: 'Report Center', href: '/report-center', description: 'Settlement prices, volumes and deliveries' },
      { title: 'Alert subscriptions', href: '/alerts', description: 'E-mail, SMS and voice notices' },
    ],
  },
});

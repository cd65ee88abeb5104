import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href } from '../../core/schemas';

const item = z.strictObject({
  title: z.string().trim().min(1, 'Enter a title').max(80),
  href: href(),
  description: z.string().trim().max(200).default(''),
});

export const flyoutList = defineComponent({
  name: 'flyout-list',
  label: 'Flyout list',
  category: 'navigation',
  description: 'A short titled list of destinations with a line each, sized for flyouts and side panels.',
  props: z.strictObject({
    title: z.string().trim().max(80).default(''),
    items: z.array(item).min(1, 'Add at least one item').max(12),
  }),
  defaults: {
    title: 'Sign in to',
    items: [
      { title: 'Report Center', href: '/report-center', description: 'Settlement prices, volumes and deliveries' },
      { title: 'Alert subscriptions', href: '/alerts', description: 'E-mail, SMS and voice notices' },
    ],
  },
});

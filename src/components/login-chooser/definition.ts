import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { headingLevel, href } from '../../core/schemas';

const destination = z.strictObject({
  label: z.string().trim().min(1, 'Enter the destination name').max(80),
  description: z.string().trim().max(200).default(''),
  href: href(),
});

/** Specification §6: "A logout button and login chooser exist"; the chooser lists the site's sign-in destinations. */
export const loginChooser = defineComponent({
  name: 'login-chooser',
  label: 'Login chooser',
  category: 'navigation',
  description: 'The places a visitor can sign in to on this site, each with a short description.',
  props: z.strictObject({
    heading: z.string().trim().max(80).default('Sign in'),
    headingLevel: headingLevel().default(2),
    destinations: z.array(destination).min(1, 'Add at least one sign-in destination').max(12),
  }),
  defaults: {
    heading: 'Sign in',
    headingLevel: 2,
    destinations: [
      { label: 'Report Center', description: 'Settlement prices, volumes and delivery reports.', href: '/report-center' },
      { label: 'Alert subscriptions', description: 'E-mail, SMS and voice notices.', href: '/alerts' },
    ],
  },
});

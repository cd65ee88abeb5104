import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { headingLevel, href } from '../../core/schemas';

const destination = z.strictObject({
  label: z.string().trim().min(1, 'Enter the destination name').max(80),
  description: z.string().trim().max(200).default(''),
  href: href(),
});

/**
 * Specification §6: "A logout button and login chooser exist". The chooser offers the site's
 * ways to sign in, which come back to the page it is on, and lists where to go.
 */
export const loginChooser = defineComponent({
  name: 'login-chooser',
  label: 'Login chooser',
  category: 'navigation',
  description:
    "The ways to sign in on this site (e-mail and password, and the site's identity provider when it has one) and the places a visitor can go once signed in.",
  props: z.strictObject({
    heading: z.string().trim().max(80).default('Sign in'),
    headingLevel: headingLevel().default(2),
    destinations: z.array(destination).min(1, 'Add at least one sign-in destination').max(12),
    offerSignIn: z.boolean().default(true).describe("Offer the site's ways to sign in (e-mail and password, its identity provider) above the destinations"),
  }),
  defaults: {
    heading: 'Sign in',
    headingLevel: 2,
    offerSignIn: true,
    destinations: [
      { label: 'Report Center', description: 'Settlement prices, volumes and delivery reports.', href: '/report-center' },
      { label: 'Alert subscriptions', description: 'E-mail, SMS and voice notices.', href: '/alerts' },
    ],
  },
});

import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { headingLevel, href } from '../../core/schemas';

const destination = z.strictObject({
  label: z.string().trim().min(1, 'Enter the destination name').max(80).meta({ title: 'Name', description: 'The name of the place, e.g. Report Center. Up to 80 characters.' }),
  description: z.string().trim().max(200).meta({ description: 'A short line saying what is there. Optional, up to 200 characters.' }).default(''),
  href: href().meta({ title: 'Link', description: 'Where it goes: a page path such as /report-center, or a full https address.' }),
});

/**
 * Specification §6: "A logout button and login chooser exist". The chooser offers the site's
 * ways to sign in, which come back to the page it is on, and lists where to go.
 */
export const loginChooser = defineComponent({
  name: 'login-chooser',
  label: 'Login chooser',
  category: 'navigation',
  icon: 'sign-in',
  chrome: true,
  description: 'The ways to sign in on this site, and the places a visitor can go once signed in.',
  props: z.strictObject({
    heading: z.string().trim().max(80).meta({ description: 'Shown above the ways to sign in. Up to 80 characters.' }).default('Sign in'),
    headingLevel: headingLevel()
      .meta({ description: 'The heading’s place in the page outline, from 1 (the page title) to 6; 2 suits a section.' })
      .default(2),
    destinations: z
      .array(destination)
      .min(1, 'Add at least one sign-in destination')
      .max(12)
      .meta({ description: 'The places a visitor can go once signed in, in order. From 1 to 12.' }),
    offerSignIn: z
      .boolean()
      .meta({ title: 'Show sign-in options', description: "Yes: the site's ways to sign in (e-mail and password, its identity provider) are shown above the destinations." })
      .default(true),
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

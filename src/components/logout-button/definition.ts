import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href } from '../../core/schemas';

/** Specification §6: "A logout button ... exist[s]". Signing out changes state, so it is a POST, never a link. */
export const logoutButton = defineComponent({
  name: 'logout-button',
  label: 'Logout button',
  category: 'navigation',
  icon: 'sign-out',
  chrome: true,
  description: 'A sign-out button that posts to the sign-out address.',
  props: z.strictObject({
    label: z
      .string()
      .trim()
      .min(1, 'Enter the button label')
      .max(40)
      .meta({ title: 'Button label', description: 'The words on the button. Up to 40 characters.' })
      .default('Sign out'),
    action: href()
      .refine((value) => value.startsWith('/') || value.startsWith('https://'), {
        message: 'Use a path on this site, like /logout, or an https address',
      })
      .meta({ title: 'Sign-out address', description: 'Where the button sends the sign-out request: a path on this site such as /logout, or an https address.' }),
  }),
  defaults: { label: 'Sign out', action: '/logout' },
});

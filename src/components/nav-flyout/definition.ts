import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href } from '../../core/schemas';

/** Specification §2: the nav flyout's button items are of two kinds. */
export const BUTTON_TYPES = ['launch', 'login'] as const;

const text = z.string().trim().min(1, 'Enter a label').max(60);

/** Specification §2: menu items, button items (launch, login) and a scroll-to-top option. */
export const navFlyout = defineComponent({
  name: 'nav-flyout',
  label: 'Nav flyout',
  category: 'navigation',
  icon: 'flyout',
  description: 'A tab at the edge of the window that opens a panel of menu links and launch and sign-in buttons.',
  props: z.strictObject({
    label: text.meta({ title: 'Tab label', description: 'The words on the tab at the window’s edge that opens the panel. Up to 60 characters.' }).default('Log in'),
    menuItems: z
      .array(
        z.strictObject({
          title: text.meta({ title: 'Text', description: 'The words of the link. Up to 60 characters.' }),
          href: href().meta({ title: 'Link', description: 'Where the link goes: a page path such as /report-center, or a full https address.' }),
        }),
      )
      .max(12)
      .meta({ title: 'Menu links', description: 'Links listed at the top of the panel. Up to 12.' })
      .default([]),
    buttonItems: z
      .array(
        z.strictObject({
          type: z.enum(BUTTON_TYPES).meta({ title: 'Kind', description: 'Login is drawn in the primary colour, Launch in the accent colour.' }),
          label: text.meta({ description: 'The words on the button. Up to 60 characters.' }),
          href: href().meta({ title: 'Link', description: 'Where the button goes: a page path such as /login, or a full https address.' }),
        }),
      )
      .max(4)
      .meta({ title: 'Buttons', description: 'Log-in and launch buttons under the menu links. Up to 4.' })
      .default([]),
    scrollToTop: z.boolean().meta({ title: 'Back to top link', description: 'Yes: a "Back to top" link is shown with the tab.' }).default(true),
  }),
  slots: { content: { label: 'Content' } },
  defaults: {
    label: 'Log in',
    menuItems: [{ title: 'Report Center', href: '/report-center' }],
    buttonItems: [
      { type: 'login', label: 'Log in', href: '/login' },
      { type: 'launch', label: 'Launch', href: '/launch' },
    ],
    scrollToTop: true,
  },
  interactive: true,
});

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
  description: 'A tab fixed to the edge of the window that flies out with menu links, launch and login buttons, and a way back to the top.',
  props: z.strictObject({
    label: text.default('Log in'),
    menuItems: z.array(z.strictObject({ title: text, href: href() })).max(12).default([]),
    buttonItems: z.array(z.strictObject({ type: z.enum(BUTTON_TYPES), label: text, href: href() })).max(4).default([]),
    scrollToTop: z.boolean().default(true),
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

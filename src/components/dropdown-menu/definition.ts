import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href } from '../../core/schemas';

/** Specification §3 "Dropdown menu": buttonLabel, links (href, text). */
export const dropdownMenu = defineComponent({
  name: 'dropdown-menu',
  label: 'Dropdown menu',
  category: 'navigation',
  icon: 'menu',
  description: 'A button that opens a list of links; a long list scrolls inside the menu.',
  props: z.strictObject({
    buttonLabel: z
      .string()
      .trim()
      .min(1, 'Enter a button label')
      .max(60)
      .meta({ description: 'The words on the button that opens the menu. Up to 60 characters.' }),
    links: z
      .array(
        z.strictObject({
          href: href().meta({ title: 'Link', description: 'Where the link goes: a page path such as /fees, an #anchor on this page, or a full https address.' }),
          text: z
            .string()
            .trim()
            .min(1, 'Enter the link text')
            .max(120)
            .meta({ description: 'The words of the link in the menu. Up to 120 characters.' }),
        }),
      )
      .min(1, 'Add at least one link')
      .max(100)
      .meta({ description: 'The menu’s links, in order. From 1 to 100.' }),
  }),
  defaults: {
    buttonLabel: 'Jump to a report',
    links: [
      { href: '#end-of-day', text: 'End-of-day reports' },
      { href: '#volumes-and-oi', text: 'Volumes and open interest' },
    ],
  },
  interactive: true,
  hydrate: 'idle',
});

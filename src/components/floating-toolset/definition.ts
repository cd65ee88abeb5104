import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href, imageSrc, elementId } from '../../core/schemas';

/** Theme colour pairs the toolset can take (background with its contrasting text). */
export const TOOLSET_COLORS = ['primary', 'accent', 'header', 'footer', 'surface'] as const;

const link = z.strictObject({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use lower-case letters, digits and -, e.g. contact-sales'),
  label: z.string().trim().min(1, 'Enter a label').max(40),
  iconUrl: imageSrc({ allowEmpty: true }).default(''),
  /** Empty when the label beside the icon says it all. */
  iconAlt: z.string().trim().max(120).default(''),
  url: href(),
});

/** Specification §3 "Floating toolset": links, includeSocialLinks, elementId, color. */
export const floatingToolset = defineComponent({
  name: 'floating-toolset',
  label: 'Floating toolset',
  category: 'navigation',
  description: 'Shortcut links floating at the edge of the window, with optional links to share the page.',
  props: z.strictObject({
    links: z
      .array(link)
      .max(8)
      .default([])
      .superRefine((links, ctx) => {
        const seen = new Set<string>();
        links.forEach((l, i) => {
          if (seen.has(l.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `Another link already has the id "${l.id}"` });
          seen.add(l.id);
        });
      }),
    includeSocialLinks: z.boolean().default(false),
    /** HTML id of the toolset, so that links elsewhere can point at it. */
    elementId: elementId({ allowEmpty: true }).default(''),
    color: z.enum(TOOLSET_COLORS).default('primary'),
  }),
  defaults: {
    links: [{ id: 'contact', label: 'Contact', iconUrl: '/static/img/toolset-phone.svg', iconAlt: '', url: '/support#contact' }],
    includeSocialLinks: true,
    elementId: 'page-tools',
    color: 'primary',
  },
  interactive: true,
  hydrate: 'idle',
});

import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href, imageSrc, elementId } from '../../core/schemas';

/** Theme colour pairs the toolset can take (background with its contrasting text). */
export const TOOLSET_COLORS = ['primary', 'accent', 'header', 'footer', 'surface'] as const;

const link = z.strictObject({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use lower-case letters, digits and -, e.g. contact-sales')
    .meta({ title: 'Key', description: 'A short name that tells this link apart, such as contact-sales; never shown. Lower-case letters, digits and -.' }),
  label: z.string().trim().min(1, 'Enter a label').max(40).meta({ description: 'The words shown with the link’s icon. Up to 40 characters.' }),
  iconUrl: imageSrc({ allowEmpty: true })
    .meta({ title: 'Icon', description: 'A small picture for the link, from the media library or an https address. Optional.' })
    .default(''),
  /** Empty when the label beside the icon says it all. */
  iconAlt: z
    .string()
    .trim()
    .max(120)
    .meta({ title: 'Icon description', description: 'What the icon shows, for people who cannot see it. Empty when the label says it all. Up to 120 characters.' })
    .default(''),
  url: href().meta({ title: 'Link', description: 'Where the link goes: a page path such as /support#contact, or a full https address.' }),
});

/** Specification §3 "Floating toolset": links, includeSocialLinks, elementId, color. */
export const floatingToolset = defineComponent({
  name: 'floating-toolset',
  label: 'Floating toolset',
  category: 'navigation',
  icon: 'toolbox',
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
      })
      .meta({ description: 'The shortcut links, in order. Up to 8.' }),
    includeSocialLinks: z
      .boolean()
      .meta({ title: 'Show share links', description: 'Yes: links to share the page on LinkedIn, X, Facebook or by e-mail follow the shortcuts.' })
      .default(false),
    /** HTML id of the toolset, so that links elsewhere can point at it. */
    elementId: elementId({ allowEmpty: true })
      .meta({
        title: 'Anchor name',
        description: 'A name links can jump to, such as page-tools for #page-tools. Optional; letters, digits, - and _, starting with a letter.',
      })
      .default(''),
    color: z.enum(TOOLSET_COLORS).meta({ title: 'Colour', description: 'The theme colour of the toolset; its text colour comes with it.' }).default('primary'),
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

import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { CUSTOM_LINKS_MAX } from '../../core/constants';
import { catalogue } from '../../core/errors';
import { href } from '../../core/schemas';

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use lower-case letters, digits and -, e.g. end-of-day');
const title = z.string().trim().min(1, 'Enter a title').max(80);

const page = z.strictObject({ id: slug, title, url: href(), isDefault: z.boolean().default(false) });

/**
 * The maximum message as stored: the catalogue's template, whose `{max}` shows the limit this
 * component sets (specification §5 "Maximum: 6 links" at the ceiling of 6).
 */
export const MAXIMUM_MESSAGE = catalogue.MAX_LINKS.message;
/** What version 1 stored by default: the message at the ceiling, whatever maxPages said. */
const V1_DEFAULT_MESSAGE = 'Maximum: 6 links';

/** Specification §3 "Custom links"; §5 and §9: at most 6 pages, message 'Maximum: {max} links'. */
export const customLinks = defineComponent({
  name: 'custom-links',
  label: 'Custom links',
  category: 'navigation',
  description: 'Links a visitor picks for themselves from groups of pages, remembered in their browser.',
  props: z.strictObject({
    label: title,
    /** Shown when a visitor picks one page too many; `{max}` stands for maxPages. */
    maximumMessage: z.string().trim().min(1).max(200).default(MAXIMUM_MESSAGE),
    maxPages: z
      .number()
      .int('Enter a whole number')
      .min(1, 'Allow at least 1 link')
      .max(CUSTOM_LINKS_MAX, `A visitor may pick at most ${CUSTOM_LINKS_MAX} links`)
      .default(CUSTOM_LINKS_MAX),
    groups: z
      .array(z.strictObject({ id: slug, name: title, pages: z.array(page).min(1, 'Add at least one page').max(30) }))
      .min(1, 'Add at least one group')
      .max(12)
      .superRefine((groups, ctx) => {
        // Choices are stored by page id, so an id names one page across all groups.
        const seen = new Set<string>();
        let defaults = 0;
        groups.forEach((group, g) =>
          group.pages.forEach((p, i) => {
            if (seen.has(p.id)) ctx.addIssue({ code: 'custom', path: [g, 'pages', i, 'id'], message: `Another page already has the id "${p.id}"` });
            seen.add(p.id);
            if (p.isDefault && ++defaults > CUSTOM_LINKS_MAX) {
              ctx.addIssue({ code: 'custom', path: [g, 'pages', i, 'isDefault'], message: `At most ${CUSTOM_LINKS_MAX} pages can be chosen by default` });
            }
          }),
        );
      }),
  }),
  defaults: {
    label: 'My reports',
    maximumMessage: MAXIMUM_MESSAGE,
    maxPages: CUSTOM_LINKS_MAX,
    groups: [
      {
        id: 'daily',
        name: 'Daily reports',
        pages: [
          { id: 'end-of-day', title: 'End-of-day reports', url: '/report-center#end-of-day', isDefault: true },
          { id: 'volumes', title: 'Volumes and open interest', url: '/report-center#volumes-and-oi', isDefault: false },
        ],
      },
    ],
  },
  interactive: true,
  hydrate: 'idle',
  version: 2,
  migrations: [
    {
      // Version 1 stored the default message with the ceiling written out; it now follows maxPages.
      from: 1,
      up: (props) => (props.maximumMessage === V1_DEFAULT_MESSAGE ? { ...props, maximumMessage: MAXIMUM_MESSAGE } : props),
    },
  ],
});

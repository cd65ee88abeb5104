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

const page = z.strictObject({
  id: slug.meta({
    title: 'Page key',
    description: 'A short name visitors’ choices are remembered by, unique across all groups, such as end-of-day. Changing it forgets those choices.',
  }),
  title: title.meta({ title: 'Text', description: 'The words of the link, in the list and beside its checkbox. Up to 80 characters.' }),
  url: href().meta({ title: 'Link', description: 'Where the link goes: a page path such as /report-center#end-of-day, or a full https address.' }),
  isDefault: z
    .boolean()
    .meta({ title: 'Chosen at first', description: 'Yes: the link shows for visitors who have not chosen their own yet.' })
    .default(false),
});

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
  icon: 'bookmark',
  description: 'Links a visitor picks for themselves from groups of pages, remembered in their browser.',
  props: z.strictObject({
    label: title.meta({ title: 'Heading', description: 'Shown above the visitor’s links, such as My reports. Up to 80 characters.' }),
    /** Shown when a visitor picks one page too many; `{max}` stands for maxPages. */
    maximumMessage: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .meta({
        title: 'Too many links message',
        description: 'Shown when a visitor picks one link too many; {max} stands for the link limit. Up to 200 characters.',
      })
      .default(MAXIMUM_MESSAGE),
    maxPages: z
      .number()
      .int('Enter a whole number')
      .min(1, 'Allow at least 1 link')
      .max(CUSTOM_LINKS_MAX, `A visitor may pick at most ${CUSTOM_LINKS_MAX} links`)
      .meta({ title: 'Link limit', description: `How many links a visitor may pick, from 1 to ${CUSTOM_LINKS_MAX}.` })
      .default(CUSTOM_LINKS_MAX),
    groups: z
      .array(
        z.strictObject({
          id: slug.meta({ title: 'Group key', description: 'A short name that tells this group apart, such as daily; never shown. Lower-case letters, digits and -.' }),
          name: title.meta({ description: 'The group’s heading in the list visitors pick from, such as Daily reports. Up to 80 characters.' }),
          pages: z
            .array(page)
            .min(1, 'Add at least one page')
            .max(30)
            .meta({ title: 'Links', description: 'The links of this group visitors can pick. From 1 to 30.' }),
        }),
      )
      .min(1, 'Add at least one group')
      .max(12)
      .meta({ description: 'The links visitors pick from, in groups under their own headings. From 1 to 12 groups.' })
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

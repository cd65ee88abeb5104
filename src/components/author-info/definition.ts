import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { parseIsoDate } from '../../core/time';
import { href, imageSrc } from '../../core/schemas';

export const AUTHOR_SOCIAL_NETWORKS = ['linkedin', 'x', 'facebook', 'youtube', 'instagram', 'email', 'website'] as const;
export type AuthorSocialNetwork = (typeof AUTHOR_SOCIAL_NETWORKS)[number];

const author = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Enter the author\u2019s name')
    .max(100)
    .meta({ description: 'The author’s full name. Up to 100 characters.' }),
  company: z.string().trim().max(120).meta({ description: 'Shown under the name. Optional, up to 120 characters.' }).default(''),
  imageUrl: imageSrc({ allowEmpty: true })
    .meta({ title: 'Portrait', description: 'A photo of the author, from the media library or an https address. Optional.' })
    .default(''),
  /** A square portrait (rounded corners) rather than a round one. */
  squareImage: z
    .boolean()
    .meta({ title: 'Square portrait', description: 'Yes: the portrait is square with rounded corners; no: it is round.' })
    .default(false),
  /** When the author wrote or last reviewed the piece, `yyyy-MM-dd`; shown in the long format. */
  date: z
    .string()
    .trim()
    .refine((value) => value === '' || parseIsoDate(value) !== undefined, { message: 'Enter a date as yyyy-MM-dd, e.g. 2026-03-02' })
    // `format: date` gives it the editor's date picker.
    .meta({ format: 'date', description: 'When the author wrote or last reviewed the piece, as year-month-day such as 2026-03-02. Optional.' })
    .default(''),
  socials: z
    .array(
      z
        .strictObject({
          network: z.enum(AUTHOR_SOCIAL_NETWORKS).meta({ description: 'Where the link goes; its icon is shown.' }),
          url: href().meta({
            title: 'Link',
            description: 'The full https address of the profile or website, or mailto: and an address for e-mail.',
          }),
        })
        .superRefine(({ network, url }, ctx) => {
          const mail = url.toLowerCase().startsWith('mailto:');
          if (network === 'email' && !mail) ctx.addIssue({ code: 'custom', path: ['url'], message: 'Use a mailto: address, e.g. mailto:press@example.com' });
          if (network !== 'email' && !/^https?:\/\//i.test(url)) {
            ctx.addIssue({ code: 'custom', path: ['url'], message: 'Use the https address of the profile or website' });
          }
        }),
    )
    .max(AUTHOR_SOCIAL_NETWORKS.length)
    .meta({ title: 'Profile links', description: 'Icons linking to the author’s profiles, website or e-mail, one per network.' })
    .default([]),
});

/** Specification §3 "Author info: authors (imageUrl, squareImage, date, name, company, socials)". */
export const authorInfo = defineComponent({
  name: 'author-info',
  label: 'Author info',
  category: 'content',
  icon: 'person',
  description: 'Who wrote a page: portrait, name, company, date and links to their profiles.',
  props: z.strictObject({
    authors: z
      .array(author)
      .min(1, 'Add at least one author')
      .max(12)
      .meta({ description: 'The people who wrote the page, in the order shown. From 1 to 12.' }),
  }),
  defaults: {
    authors: [
      {
        name: 'Dana Whitfield',
        company: '',
        imageUrl: '/static/img/author-dana-whitfield.svg',
        squareImage: false,
        date: '2026-02-16',
        socials: [{ network: 'linkedin', url: 'https://www.linkedin.com/in/dana-whitfield' }],
      },
    ],
  },
});

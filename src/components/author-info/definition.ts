import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { parseIsoDate } from '../../core/dates';
import { href, imageSrc } from '../../core/schemas';

export const AUTHOR_SOCIAL_NETWORKS = ['linkedin', 'x', 'facebook', 'youtube', 'instagram', 'email', 'website'] as const;
export type AuthorSocialNetwork = (typeof AUTHOR_SOCIAL_NETWORKS)[number];

const author = z.strictObject({
  name: z.string().trim().min(1, 'Enter the author\u2019s name').max(100),
  company: z.string().trim().max(120).default(''),
  imageUrl: imageSrc({ allowEmpty: true }).default(''),
  /** A square portrait (rounded corners) rather than a round one. */
  squareImage: z.boolean().default(false),
  /** When the author wrote or last reviewed the piece, `yyyy-MM-dd`; shown in the long format. */
  date: z
    .string()
    .trim()
    .refine((value) => value === '' || parseIsoDate(value) !== undefined, { message: 'Enter a date as yyyy-MM-dd, e.g. 2026-03-02' })
    .default(''),
  socials: z
    .array(
      z.strictObject({ network: z.enum(AUTHOR_SOCIAL_NETWORKS), url: href() }).superRefine(({ network, url }, ctx) => {
        const mail = url.toLowerCase().startsWith('mailto:');
        if (network === 'email' && !mail) ctx.addIssue({ code: 'custom', path: ['url'], message: 'Use a mailto: address, e.g. mailto:press@example.com' });
        if (network !== 'email' && !/^https?:\/\//i.test(url)) {
          ctx.addIssue({ code: 'custom', path: ['url'], message: 'Use the https address of the profile or website' });
        }
      }),
    )
    .max(AUTHOR_SOCIAL_NETWORKS.length)
    .default([]),
});

/** Specification §3 "Author info: authors (imageUrl, squareImage, date, name, company, socials)". */
export const authorInfo = defineComponent({
  name: 'author-info',
  label: 'Author info',
  category: 'content',
  description: 'Who wrote a page: portrait, name, company, date and links to their profiles.',
  props: z.strictObject({
    authors: z.array(author).min(1, 'Add at least one author').max(12),
  }),
  defaults: {
    authors: [
      {
        name: 'Dana Whitfield',
        company: 'MERSCORP Holdings',
        imageUrl: '/static/img/author-dana-whitfield.svg',
        squareImage: false,
        date: '2026-02-16',
        socials: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/mers' }],
      },
    ],
  },
});

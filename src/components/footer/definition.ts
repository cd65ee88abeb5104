import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href } from '../../core/schemas';

export const SOCIAL_NETWORKS = ['linkedin', 'x', 'facebook', 'youtube', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const title = z.string().trim().min(1, 'Enter a title').max(80);

const sectionLink = z.strictObject({
  /** Stable key of the link across edits (not rendered). */
  id: z.string().trim().max(64).default(''),
  href: href(),
  title,
  showOnMobile: z.boolean().default(true),
});

/** Specification §3 "Footer". */
export const footer = defineComponent({
  name: 'footer',
  label: 'Footer',
  category: 'navigation',
  description: 'The site footer: link sections, social media links and legal links.',
  props: z.strictObject({
    siteName: z.string().trim().max(100).default(''),
    sectionRows: z.number().int().min(1).max(4).default(1),
    sections: z
      .array(z.strictObject({ title: z.string().trim().max(80).default(''), links: z.array(sectionLink).max(20).default([]) }))
      .max(12)
      .default([]),
    socials: z.array(z.strictObject({ network: z.enum(SOCIAL_NETWORKS), href: href() })).max(SOCIAL_NETWORKS.length).default([]),
    bottomLinks: z.array(z.strictObject({ title, href: href() })).max(10).default([]),
  }),
  defaults: {
    siteName: '',
    sectionRows: 1,
    sections: [
      {
        title: 'Markets',
        links: [
          { id: 'fees', href: '/fees', title: 'Fees', showOnMobile: true },
          { id: 'holiday-hours', href: '/holiday-hours', title: 'Holiday hours', showOnMobile: false },
        ],
      },
      { title: 'Company', links: [{ id: 'support', href: '/support', title: 'Support', showOnMobile: true }] },
    ],
    socials: [],
    bottomLinks: [{ title: 'Privacy policy', href: '/privacy-policy' }],
  },
});

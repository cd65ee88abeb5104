import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href } from '../../core/schemas';

export const SOCIAL_NETWORKS = ['linkedin', 'x', 'facebook', 'youtube', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const title = z.string().trim().min(1, 'Enter a title').max(80);

const sectionLink = z.strictObject({
  /** Stable key of the link across edits (not rendered). */
  id: z
    .string()
    .trim()
    .max(64)
    .meta({ title: 'Key', description: 'A name that keeps this link recognisable across edits; never shown. Optional, up to 64 characters.' })
    .default(''),
  href: href().meta({ title: 'Link', description: 'Where the link goes: a page path such as /fees, or a full https address.' }),
  title: title.meta({ title: 'Text', description: 'The words of the link. Up to 80 characters.' }),
  showOnMobile: z.boolean().meta({ title: 'Show on phones', description: 'No: the link is hidden on narrow screens to keep the footer short.' }).default(true),
});

/** Specification §3 "Footer". */
export const footer = defineComponent({
  name: 'footer',
  label: 'Footer',
  category: 'navigation',
  icon: 'footer',
  chrome: true,
  oncePerPage: true,
  description: 'The site footer: link sections, social media links and legal links.',
  props: z.strictObject({
    siteName: z
      .string()
      .trim()
      .max(100)
      .meta({ description: 'Shown at the top of the footer. Empty uses the site’s own name. Up to 100 characters.' })
      .default(''),
    sectionRows: z
      .number()
      .int()
      .min(1)
      .max(4)
      .meta({ title: 'Rows of sections', description: 'How many rows the link sections are spread over, from 1 to 4 (at most 6 sections side by side).' })
      .default(1),
    sections: z
      .array(
        z.strictObject({
          title: z.string().trim().max(80).meta({ title: 'Heading', description: 'Shown above the section’s links. Optional, up to 80 characters.' }).default(''),
          links: z.array(sectionLink).max(20).meta({ description: 'The links of this section, in order. Up to 20.' }).default([]),
        }),
      )
      .max(12)
      .meta({ title: 'Link sections', description: 'Groups of links, each under its own heading. Up to 12.' })
      .default([]),
    socials: z
      .array(
        z.strictObject({
          network: z.enum(SOCIAL_NETWORKS).meta({ description: 'The social network; its icon is shown.' }),
          href: href().meta({ title: 'Link', description: 'The full https address of the site’s page on that network.' }),
        }),
      )
      .max(SOCIAL_NETWORKS.length)
      .meta({ title: 'Social media links', description: 'Icons linking to the site’s social media pages, one per network.' })
      .default([]),
    bottomLinks: z
      .array(
        z.strictObject({
          title: title.meta({ title: 'Text', description: 'The words of the link. Up to 80 characters.' }),
          href: href().meta({ title: 'Link', description: 'Where the link goes: a page path such as /privacy-policy, or a full https address.' }),
        }),
      )
      .max(10)
      .meta({ title: 'Legal links', description: 'Small links on the footer’s last line, such as the privacy policy. Up to 10.' })
      .default([]),
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

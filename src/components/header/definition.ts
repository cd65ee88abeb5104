import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href, imageSrc } from '../../core/schemas';

const title = z.string().trim().min(1, 'Enter a title').max(80);

const ctaLink = z.strictObject({
  href: href(),
  title,
  isButton: z.boolean().default(false),
  hideOnMobile: z.boolean().default(false),
});

const menuLink = z.strictObject({
  title,
  href: href(),
  description: z.string().trim().max(200).default(''),
  iconPath: imageSrc({ allowEmpty: true }).default(''),
});

const menuSection = z.strictObject({
  title: z.string().trim().max(80).default(''),
  links: z.array(menuLink).max(20).default([]),
});

const menu = z.strictObject({
  title,
  isFeatured: z.boolean().default(false),
  sections: z.array(menuSection).max(6).default([]),
});

/** Specification §3 "Header" (search fields come with the search component). */
export const header = defineComponent({
  name: 'header',
  label: 'Header',
  category: 'navigation',
  description: 'The site header: logo linking home, menus that open as disclosures, and call-to-action links.',
  props: z.strictObject({
    customLogoUrl: imageSrc({ allowEmpty: true }).default(''),
    customLogoRedirectUrl: href({ allowEmpty: true }).default(''),
    ctaLinks: z.array(ctaLink).max(4).default([]),
    menus: z.array(menu).max(8).default([]),
  }),
  defaults: {
    customLogoUrl: '',
    customLogoRedirectUrl: '',
    ctaLinks: [{ href: '/support', title: 'Contact us', isButton: true, hideOnMobile: false }],
    menus: [
      {
        title: 'Markets',
        isFeatured: false,
        sections: [
          {
            title: 'Trading',
            links: [
              { title: 'Fees', href: '/fees', description: 'Fee schedules by market', iconPath: '' },
              { title: 'Holiday hours', href: '/holiday-hours', description: 'Closures and early closes', iconPath: '' },
            ],
          },
        ],
      },
    ],
  },
});

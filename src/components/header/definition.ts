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

/** Comma-separated names of the search collections the header's search box looks in. */
const searchCollections = z
  .string()
  .trim()
  .max(200)
  .regex(/^$|^[a-z0-9][a-z0-9_-]*(,[a-z0-9][a-z0-9_-]*)*$/, 'Use collection names of lower-case letters, digits, - and _, separated by commas');

/** Specification §3 "Header". */
export const header = defineComponent({
  name: 'header',
  label: 'Header',
  category: 'navigation',
  description: 'The site header: logo linking home, mega-menus, a search box submitting to /search, and call-to-action links.',
  props: z.strictObject({
    searchCollections: searchCollections.default(''),
    placeholder: z.string().trim().max(80).default('Search'),
    customLogoUrl: imageSrc({ allowEmpty: true }).default(''),
    customLogoRedirectUrl: href({ allowEmpty: true }).default(''),
    ctaLinks: z.array(ctaLink).max(4).default([]),
    menus: z.array(menu).max(8).default([]),
  }),
  defaults: {
    searchCollections: '',
    placeholder: 'Search',
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
  interactive: true,
});

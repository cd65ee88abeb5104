import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href, imageSrc } from '../../core/schemas';

const title = z.string().trim().min(1, 'Enter a title').max(80);

const ctaLink = z.strictObject({
  href: href().meta({ title: 'Link', description: 'Where it goes: a page path such as /support, or a full https address.' }),
  title: title.meta({ title: 'Text', description: 'The words of the link or button. Up to 80 characters.' }),
  isButton: z.boolean().meta({ title: 'Show as a button', description: 'Yes: drawn as a filled button; No: a plain link.' }).default(false),
  hideOnMobile: z.boolean().meta({ title: 'Hide on phones', description: 'Yes: not shown on narrow screens.' }).default(false),
});

const menuLink = z.strictObject({
  title: title.meta({ title: 'Text', description: 'The words of the link. Up to 80 characters.' }),
  href: href().meta({ title: 'Link', description: 'Where the link goes: a page path such as /fees, or a full https address.' }),
  description: z.string().trim().max(200).meta({ description: 'A short line under the link, e.g. "Fee schedules by market". Optional, up to 200 characters.' }).default(''),
  iconPath: imageSrc({ allowEmpty: true }).meta({ title: 'Icon', description: 'A small image beside the link, from the media library or a path such as /static/img/icon.svg. Optional.' }).default(''),
});

const menuSection = z.strictObject({
  title: z.string().trim().max(80).meta({ title: 'Heading', description: 'Shown above the section’s links. Optional, up to 80 characters.' }).default(''),
  links: z.array(menuLink).max(20).meta({ description: 'The links of this section, in order. Up to 20.' }).default([]),
});

const menu = z.strictObject({
  title: title.meta({ title: 'Menu name', description: 'The words in the header bar that open this menu. Up to 80 characters.' }),
  isFeatured: z.boolean().meta({ title: 'Highlight', description: 'Yes: the menu name is shown in the accent colour to stand out.' }).default(false),
  sections: z.array(menuSection).max(6).meta({ description: 'Groups of links shown side by side when the menu opens. Up to 6.' }).default([]),
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
  icon: 'header',
  chrome: true,
  oncePerPage: true,
  description: 'The site header: logo linking home, mega-menus, a search box submitting to /search, and call-to-action links.',
  props: z.strictObject({
    searchCollections: searchCollections
      .meta({
        description:
          'Collection names the search box sends with each search, separated by commas, e.g. exchange-circulars,rule-book. Optional: this site’s search looks in all collections.',
      })
      .default(''),
    placeholder: z
      .string()
      .trim()
      .max(80)
      .meta({ title: 'Search box hint', description: 'The grey words inside the empty search box, e.g. Search. Up to 80 characters.' })
      .default('Search'),
    customLogoUrl: imageSrc({ allowEmpty: true })
      .meta({ title: 'Logo', description: 'An image to show in place of the site’s logo. Empty: the site’s own logo.' })
      .default(''),
    customLogoRedirectUrl: href({ allowEmpty: true })
      .meta({ title: 'Logo link', description: 'Where the logo goes when clicked: a page path or a full https address. Empty: the home page.' })
      .default(''),
    ctaLinks: z.array(ctaLink).max(4).meta({ title: 'Action links', description: 'Links or buttons at the right of the header, such as Contact us. Up to 4.' }).default([]),
    menus: z.array(menu).max(8).meta({ description: 'The drop-down menus of the header bar, in order. Up to 8.' }).default([]),
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

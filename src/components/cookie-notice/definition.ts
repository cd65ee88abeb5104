import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { THIRD_PARTY_COOKIE_CATEGORY } from '../../core/constants';
import { href } from '../../core/schemas';

import { CATEGORY_ID, NECESSARY_CATEGORY, THIRD_PARTY_CATEGORY_NAME } from './categories';

export { CATEGORY_ID, NECESSARY_CATEGORY, THIRD_PARTY_CATEGORY_NAME };

export const DEFAULT_CATEGORIES = [
  {
    categoryId: NECESSARY_CATEGORY,
    name: 'Strictly necessary',
    description: 'Keep you signed in, protect forms and remember the choices you make here. Always on.',
  },
  { categoryId: 'C0002', name: 'Performance', description: 'Count visits and measure which pages load slowly, without identifying you.' },
  { categoryId: 'C0003', name: 'Functional', description: 'Remember preferences such as your market and the links you pin.' },
  { categoryId: 'C0004', name: 'Targeting', description: 'Let our advertising partners show you relevant notices on other sites.' },
  {
    categoryId: THIRD_PARTY_COOKIE_CATEGORY,
    name: THIRD_PARTY_CATEGORY_NAME,
    description: 'Load videos, maps and posts from other sites, which may set their own cookies.',
  },
];

const category = z.strictObject({
  categoryId: z
    .string()
    .trim()
    .regex(CATEGORY_ID, 'Use a category id like C0002')
    .meta({
      title: 'Category code',
      description: `The code the site’s scripts know the category by, such as C0002. ${NECESSARY_CATEGORY} is always on; ${THIRD_PARTY_COOKIE_CATEGORY} lets videos, maps and posts from other sites load.`,
    }),
  name: z
    .string()
    .trim()
    .min(1, 'Enter the category name')
    .max(80)
    .meta({ description: 'The category’s name beside its checkbox, such as Performance. Up to 80 characters.' }),
  description: z
    .string()
    .trim()
    .max(300)
    .meta({ description: 'What these cookies do, in a sentence under the name. Optional, up to 300 characters.' })
    .default(''),
});

const text = (max: number) => z.string().trim().min(1, 'Enter the text').max(max);

export const cookieNotice = defineComponent({
  name: 'cookie-notice',
  label: 'Cookie notice',
  category: 'utility',
  icon: 'cookie',
  chrome: true,
  oncePerPage: true,
  description: 'Asks visitors which cookies they accept and leaves a “Cookie settings” button to change the choice.',
  props: z.strictObject({
    heading: text(80).meta({ description: 'The notice’s heading. Up to 80 characters.' }).default('Cookies on this site'),
    messageText: text(600)
      .meta({ title: 'Message', description: 'Tells visitors which cookies the site uses and why. Up to 600 characters.' })
      .default(
      'We use strictly necessary cookies to run this site. With your consent we also use cookies to measure its use, remember your preferences, tailor advertising and show content from other sites, such as videos and maps.',
    ),
    policyHref: href({ allowEmpty: true })
      .meta({ title: 'Policy link', description: 'The page that explains the cookies, such as /privacy-policy#cookies. Empty: no link.' })
      .default('/privacy-policy#cookies'),
    policyLinkText: text(80).meta({ description: 'The words of the link to the policy page. Up to 80 characters.' }).default('How we use cookies'),
    categories: z
      .array(category)
      .min(1, 'Add at least one category')
      .max(10)
      .superRefine((list, ctx) => {
        list.forEach((c, i) => {
          if (list.findIndex((other) => other.categoryId === c.categoryId) !== i) {
            ctx.addIssue({ code: 'custom', path: [i, 'categoryId'], message: `Category ${c.categoryId} is listed twice` });
          }
        });
      })
      .meta({ title: 'Cookie categories', description: 'The kinds of cookies visitors can accept or refuse, each with a checkbox. From 1 to 10.' })
      .default(DEFAULT_CATEGORIES),
    acceptAllText: text(40)
      .meta({ title: 'Accept all button', description: 'The words on the button that accepts every category. Up to 40 characters.' })
      .default('Accept all'),
    rejectAllText: text(40)
      .meta({ title: 'Reject all button', description: 'The words on the button that refuses all but the strictly necessary cookies. Up to 40 characters.' })
      .default('Reject all'),
    chooseText: text(40)
      .meta({ title: 'Choose button', description: 'The words that open the list of categories to tick one by one. Up to 40 characters.' })
      .default('Choose categories'),
    saveText: text(40)
      .meta({ title: 'Save button', description: 'The words on the button that saves the ticked categories. Up to 40 characters.' })
      .default('Save choices'),
    settingsText: text(40)
      .meta({ title: 'Settings button', description: 'The words on the button that stays on the page to change the choice later. Up to 40 characters.' })
      .default('Cookie settings'),
  }),
  defaults: { heading: 'Cookies on this site', categories: DEFAULT_CATEGORIES },
  interactive: true,
  hydrate: 'idle',
});

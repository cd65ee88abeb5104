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
  categoryId: z.string().trim().regex(CATEGORY_ID, 'Use a category id like C0002'),
  name: z.string().trim().min(1, 'Enter the category name').max(80),
  description: z.string().trim().max(300).default(''),
});

const text = (max: number) => z.string().trim().min(1, 'Enter the text').max(max);

export const cookieNotice = defineComponent({
  name: 'cookie-notice',
  label: 'Cookie notice',
  category: 'utility',
  description:
    'Asks visitors which cookie categories they accept, stores the choice in the tessera_consent cookie and leaves a "Cookie settings" button to change it. Third-party embeds wait for category C0005.',
  props: z.strictObject({
    heading: text(80).default('Cookies on this site'),
    messageText: text(600).default(
      'We use strictly necessary cookies to run this site. With your consent we also use cookies to measure its use, remember your preferences, tailor advertising and show content from other sites, such as videos and maps.',
    ),
    policyHref: href({ allowEmpty: true }).default('/privacy-policy#cookies'),
    policyLinkText: text(80).default('How we use cookies'),
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
      .default(DEFAULT_CATEGORIES),
    acceptAllText: text(40).default('Accept all'),
    rejectAllText: text(40).default('Reject all'),
    chooseText: text(40).default('Choose categories'),
    saveText: text(40).default('Save choices'),
    settingsText: text(40).default('Cookie settings'),
  }),
  defaults: { heading: 'Cookies on this site', categories: DEFAULT_CATEGORIES },
  interactive: true,
  hydrate: 'idle',
});

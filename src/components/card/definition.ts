import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { headingLevel, href, imageSrc } from '../../core/schemas';

export const card = defineComponent({
  name: 'card',
  label: 'Card',
  category: 'content',
  description: 'A teaser with an optional image, title, text and link, usually placed in a grid.',
  props: z.strictObject({
    title: z.string().trim().max(200).default(''),
    headingLevel: headingLevel().default(3),
    text: z.string().trim().max(1000).default(''),
    href: href({ allowEmpty: true }).default(''),
    linkText: z.string().trim().max(80).default(''),
    imageSrc: imageSrc({ allowEmpty: true }).default(''),
    imageAlt: z.string().trim().max(300).default(''),
  }),
  slots: { content: { label: 'Content' } },
  defaults: {
    title: 'Holiday hours',
    headingLevel: 3,
    text: 'Market closures and early closes for the year.',
    href: '/holiday-hours',
    linkText: 'See the calendar',
    imageSrc: '',
    imageAlt: '',
  },
});

import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { headingLevel, href, imageSrc } from '../../core/schemas';

export const card = defineComponent({
  name: 'card',
  label: 'Card',
  category: 'content',
  icon: 'card',
  description: 'A teaser with an optional image, title, text and link, usually placed in a grid.',
  props: z.strictObject({
    title: z.string().trim().max(200).meta({ description: 'The card’s heading. Optional, up to 200 characters.' }).default(''),
    headingLevel: headingLevel()
      .meta({ description: 'The title’s level in the page outline: one below the heading of the section the card is in, usually 3.' })
      .default(3),
    text: z.string().trim().max(1000).meta({ description: 'A line or two under the title. Optional, up to 1000 characters.' }).default(''),
    href: href({ allowEmpty: true })
      .meta({ title: 'Link', description: 'Where the card leads: a page path such as /fees, or a full https address. Optional.' })
      .default(''),
    linkText: z
      .string()
      .trim()
      .max(80)
      .meta({ description: 'The words of the link at the bottom of the card. Empty: the title itself is the link. Up to 80 characters.' })
      .default(''),
    imageSrc: imageSrc({ allowEmpty: true })
      .meta({ title: 'Image', description: 'A picture at the top of the card, from the media library or an https address. Optional.' })
      .default(''),
    imageAlt: z
      .string()
      .trim()
      .max(300)
      .meta({ title: 'Image description', description: 'What the image shows, for people who cannot see it. Empty if it is only decoration. Up to 300 characters.' })
      .default(''),
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

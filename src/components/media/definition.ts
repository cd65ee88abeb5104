import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { headingLevel, href, imageSrc } from '../../core/schemas';

/** Specification §3 "Media". Video media comes with the video player; only images so far. */
export const MEDIA_TYPES = ['image'] as const;

export const media = defineComponent({
  name: 'media',
  label: 'Media and text',
  category: 'media',
  description: 'An image beside a heading, text and an optional link; the image can sit left or right.',
  props: z.strictObject({
    type: z.enum(MEDIA_TYPES).default('image'),
    imageUrl: imageSrc({ allowEmpty: true }).default(''),
    altText: z.string().trim().max(300).default(''),
    mediaSide: z.enum(['left', 'right']).default('left'),
    heading: z.string().trim().max(200).default(''),
    headingLevel: headingLevel().default(2),
    linkUrl: href({ allowEmpty: true }).default(''),
    linkText: z.string().trim().max(80).default(''),
    hasTransition: z.boolean().default(false),
  }),
  slots: { content: { label: 'Text' } },
  defaults: {
    type: 'image',
    imageUrl: '',
    altText: '',
    mediaSide: 'left',
    heading: 'Servicing made simple',
    headingLevel: 2,
    linkUrl: '/solutions',
    linkText: 'Explore solutions',
    hasTransition: false,
  },
});

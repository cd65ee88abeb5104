import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { GALLERY_INTERVAL, MINUTE, SECOND } from '../../core/constants';
import { imageSrc } from '../../core/schemas';
import { MAX_GALLERY_IMAGES } from './images';

/** Specification §3 "Gallery" image; the thumbnail falls back to the image itself. */
const image = z.strictObject({
  thumbnailUrl: imageSrc({ allowEmpty: true }).default(''),
  imageUrl: imageSrc(),
  heading: z.string().trim().max(120).default(''),
  subheading: z.string().trim().max(160).default(''),
  description: z.string().trim().max(600).default(''),
  altText: z.string().trim().min(1, 'Describe the image for visitors who cannot see it').max(300),
});

/**
 * Specification §3 "Gallery": the images turn every `interval` ms (0: only by hand; 4000 in
 * the specification's demo), with the same pause rules as the carousel. `label` names the region.
 */
export const gallery = defineComponent({
  name: 'gallery',
  label: 'Gallery',
  category: 'media',
  description: 'A large image with its caption, thumbnails to choose another, previous/next buttons and a slide show that can be paused.',
  props: z.strictObject({
    label: z.string().trim().min(1, 'Name the gallery for screen readers, e.g. Inside the exchange').max(80).default('Photo gallery'),
    interval: z
      .number()
      .int('The interval is a whole number of milliseconds')
      .min(0, 'The interval is 0 (no slide show) or at least 1000 ms')
      .max(MINUTE, `The interval is at most ${MINUTE} ms`)
      .refine((ms) => ms === 0 || ms >= SECOND, 'The interval is 0 (no slide show) or at least 1000 ms')
      .default(GALLERY_INTERVAL),
    images: z
      .array(image)
      .min(1, 'Add at least one image')
      .max(MAX_GALLERY_IMAGES, `A gallery holds at most ${MAX_GALLERY_IMAGES} images`)
      .default([
        {
          thumbnailUrl: '',
          imageUrl: '/static/img/hero-markets.svg',
          heading: '',
          subheading: '',
          description: '',
          altText: 'Rising price lines across a blue market chart',
        },
      ]),
  }),
  defaults: {
    label: 'Inside the exchange',
    interval: GALLERY_INTERVAL,
    images: [
      {
        thumbnailUrl: '',
        imageUrl: '/static/img/gallery-trading-floor.svg',
        heading: 'The trading floor',
        subheading: '11 Wall Street',
        description: 'Floor brokers and designated market makers work the opening and closing auctions in person.',
        altText: 'Trading posts with overhead screens on the exchange floor',
      },
      {
        thumbnailUrl: '',
        imageUrl: '/static/img/gallery-closing-bell.svg',
        heading: 'The closing bell',
        subheading: '4:00 p.m. ET',
        description: 'The bell marks the end of the core session and the start of the closing auction.',
        altText: 'A brass bell on the balcony above the trading floor',
      },
    ],
  },
  interactive: true,
});

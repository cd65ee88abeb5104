import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { GALLERY_INTERVAL, MINUTE, SECOND } from '../../core/constants';
import { imageSrc } from '../../core/schemas';
import { MAX_GALLERY_IMAGES } from './images';

/** Specification §3 "Gallery" image; the thumbnail falls back to the image itself. */
const image = z.strictObject({
  thumbnailUrl: imageSrc({ allowEmpty: true })
    .meta({ title: 'Thumbnail', description: 'A small version for the row of thumbnails. Empty: the image itself is shown small.' })
    .default(''),
  imageUrl: imageSrc().meta({ title: 'Image', description: 'Choose from the media library, or enter a path such as /static/img/floor.svg or an https address.' }),
  heading: z.string().trim().max(120).meta({ description: 'The caption’s title. Optional, up to 120 characters.' }).default(''),
  subheading: z.string().trim().max(160).meta({ description: 'A line under the heading, e.g. a place or time. Optional, up to 160 characters.' }).default(''),
  description: z.string().trim().max(600).meta({ description: 'The caption’s text. Optional, up to 600 characters.' }).default(''),
  altText: z
    .string()
    .trim()
    .min(1, 'Describe the image for visitors who cannot see it')
    .max(300)
    .meta({ title: 'Alt text', description: 'Describes the image for people who cannot see it. Required, up to 300 characters.' }),
});

/**
 * Specification §3 "Gallery": the images turn every `interval` ms (0: only by hand; 4000 in
 * the specification's demo), with the same pause rules as the carousel. `label` names the region.
 */
export const gallery = defineComponent({
  name: 'gallery',
  label: 'Gallery',
  category: 'media',
  icon: 'gallery',
  description: 'A large image with its caption and thumbnails to choose the next one, as a slide show.',
  props: z.strictObject({
    label: z
      .string()
      .trim()
      .min(1, 'Name the gallery for screen readers, e.g. Inside the exchange')
      .max(80)
      .meta({ title: 'Name for screen readers', description: 'Names the gallery for screen readers, e.g. Inside the exchange. Up to 80 characters.' })
      .default('Photo gallery'),
    interval: z
      .number()
      .int('The interval is a whole number of milliseconds')
      .min(0, 'The interval is 0 (no slide show) or at least 1000 ms')
      .max(MINUTE, `The interval is at most ${MINUTE} ms`)
      .refine((ms) => ms === 0 || ms >= SECOND, 'The interval is 0 (no slide show) or at least 1000 ms')
      .meta({
        title: 'Time per image (ms)',
        description: `Milliseconds each image shows before the next, e.g. ${GALLERY_INTERVAL} for 4 seconds; 1000 to ${MINUTE}, or 0 for no slide show.`,
      })
      .default(GALLERY_INTERVAL),
    images: z
      .array(image)
      .min(1, 'Add at least one image')
      .max(MAX_GALLERY_IMAGES, `A gallery holds at most ${MAX_GALLERY_IMAGES} images`)
      .meta({ description: `The images, in order. From 1 to ${MAX_GALLERY_IMAGES}.` })
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
        subheading: 'New York',
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

import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { HERO_IMAGE_HEIGHTS } from '../../core/constants';
import { headingLevel, imageSrc, isSafeImageSrc, MAX_URL_LENGTH } from '../../core/schemas';
import { HERO_VARIANTS } from './variants';

export { HERO_VARIANTS };
/** Theme colour pairs a hero box may use (each with its contrasting text colour). */
export const HERO_BACKGROUNDS = ['primary', 'accent', 'surface', 'bg', 'header', 'footer'] as const;
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'none', 'scale-down'] as const;
export const OBJECT_POSITIONS = [
  'center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right',
] as const;

const boxText = z.string().trim().max(500);

const VIDEO_HINT = 'a same-origin path like /static/video/trading-floor.mp4 or an https URL';

/** A video file's address, by the image rule: a same-origin path or an https URL. */
const videoSrc = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH, `Addresses are at most ${MAX_URL_LENGTH} characters`)
  .superRefine((value, ctx) => {
    if (value !== '' && !isSafeImageSrc(value)) ctx.addIssue({ code: 'custom', message: `Use ${VIDEO_HINT}` });
  });

/**
 * Specification §3 "Hero", plus the heading shown in the first box and, for `multi-box-video`,
 * the video (`videoSrc`; `imageSrc` is its poster). Variants:
 * - `standard`: the image with the heading box and an optional second box on it or beside it;
 * - `multi-box`: two boxes side by side, over or beside the image;
 * - `multi-box-video`: the same over a muted, looping video that plays inline, with a pause control;
 * - `mini-carousel`: the boxes beside the carousel placed in the `carousel` slot;
 * - `image-only`: the image alone (its alt text is then required); a heading is kept for screen readers.
 */
export const hero = defineComponent({
  name: 'hero',
  label: 'Hero',
  category: 'media',
  icon: 'hero',
  description: 'A large image, video or small carousel at the top of a page, with up to two coloured text boxes.',
  props: z
    .strictObject({
      variant: z
        .enum(HERO_VARIANTS)
        .meta({
          title: 'Layout',
          description:
            'Standard: image with a heading box. Multi box: two boxes side by side. Multi box video: the boxes over a looping video. Mini carousel: the boxes beside a small carousel. Image only: just the image.',
        })
        .default('standard'),
      heading: z
        .string()
        .trim()
        .max(120)
        .meta({ description: 'Shown in the first box, above its text; with Image only, read by screen readers only. Up to 120 characters.' })
        .default(''),
      headingLevel: headingLevel()
        .meta({ description: 'The heading’s place in the page outline: 1 for the page title (usual for a hero), 2 to 6 below it. A text too long for its level is shown one level smaller.' })
        .default(1),
      imageSrc: imageSrc({ allowEmpty: true })
        .meta({ title: 'Image', description: 'Choose from the media library, or enter a path such as /static/img/hero.svg or an https address. With a video, shown until it plays.' })
        .default(''),
      imageAlt: z
        .string()
        .trim()
        .max(300)
        .meta({ title: 'Alt text', description: 'Describes the image for people who cannot see it; leave empty if it is decoration only. Required with Image only. Up to 300 characters.' })
        .default(''),
      videoSrc: videoSrc
        .meta({ title: 'Video address', description: 'For Multi box video: the video file, as a path such as /static/video/floor.mp4 or an https address. It plays muted, in a loop.' })
        .default(''),
      imageHeight: z
        .literal(HERO_IMAGE_HEIGHTS)
        .meta({ description: 'How tall the image or video is, in pixels: 250 or 400.' })
        .default(400),
      imageFit: z
        .enum(IMAGE_FITS)
        .meta({ description: 'Cover fills the area and may crop; Contain shows the whole image; Fill stretches it; None keeps its size; Scale down shrinks it only if needed.' })
        .default('cover'),
      imageObjectPosition: z
        .enum(OBJECT_POSITIONS)
        .meta({ title: 'Image position', description: 'Which part of the image stays in view when it is cropped, e.g. Top keeps the top edge.' })
        .default('center'),
      imageWidth: z
        .enum(['full', 'half'])
        .meta({ description: 'Full: the boxes sit over the image. Half: the image takes half the width and the boxes the other half (always so with Mini carousel).' })
        .default('full'),
      alignBoxes: z
        .enum(['left', 'center', 'right'])
        .meta({ title: 'Box alignment', description: 'Where the boxes sit across the hero; with a half-width image, Left puts the boxes left of the image.' })
        .default('left'),
      box1bg: z
        .enum(HERO_BACKGROUNDS)
        .meta({ title: 'Box 1 background', description: 'The colour of the first box, from the site’s theme (Bg is the page background); its text colour follows.' })
        .default('primary'),
      box2bg: z
        .enum(HERO_BACKGROUNDS)
        .meta({ title: 'Box 2 background', description: 'The colour of the second box, from the site’s theme (Bg is the page background); its text colour follows.' })
        .default('surface'),
      box1Text: boxText
        .meta({ title: 'Box 1 text', description: 'Shown in the first box, below the heading. Up to 500 characters.' })
        .default(''),
      box2Text: boxText
        .meta({ title: 'Box 2 text', description: 'Shown in a second box; empty: no second box. Up to 500 characters.' })
        .default(''),
    })
    .superRefine((props, ctx) => {
      if (props.variant === 'image-only') {
        if (!props.imageSrc) ctx.addIssue({ code: 'custom', path: ['imageSrc'], message: 'An image-only hero needs an image' });
        if (!props.imageAlt) {
          ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: 'An image-only hero shows nothing but its image: describe it in the alt text' });
        }
      }
      if (props.variant === 'multi-box-video' && !props.videoSrc) {
        ctx.addIssue({ code: 'custom', path: ['videoSrc'], message: `Enter the address of the video: ${VIDEO_HINT}` });
      }
    }),
  slots: {
    content: { label: 'Box content' },
    carousel: { label: 'Mini carousel', allow: ['carousel', 'carousel-2022'], max: 1 },
  },
  defaults: {
    variant: 'standard',
    heading: 'Markets that move the world',
    headingLevel: 1,
    imageSrc: '/static/img/hero-markets.svg',
    imageAlt: 'Rising price lines across a blue market chart',
    videoSrc: '',
    imageHeight: 400,
    imageFit: 'cover',
    imageObjectPosition: 'center',
    imageWidth: 'full',
    alignBoxes: 'left',
    box1bg: 'primary',
    box2bg: 'surface',
    box1Text: 'Trade, clear and manage risk across asset classes.',
    box2Text: '',
  },
  interactive: true,
  hydrate: 'idle',
});

import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { HERO_IMAGE_HEIGHTS } from '../../core/constants';
import { headingLevel, imageSrc } from '../../core/schemas';

/** Specification §3 lists five variants; only `standard` exists so far. */
export const HERO_VARIANTS = ['standard'] as const;
/** Theme colour pairs a hero box may use (each with its contrasting text colour). */
export const HERO_BACKGROUNDS = ['primary', 'accent', 'surface', 'bg', 'header', 'footer'] as const;
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'none', 'scale-down'] as const;
export const OBJECT_POSITIONS = [
  'center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right',
] as const;

const boxText = z.string().trim().max(500).default('');

/** Specification §3 "Hero", plus the heading shown in the first box. */
export const hero = defineComponent({
  name: 'hero',
  label: 'Hero',
  category: 'media',
  description: 'A large image with up to two coloured text boxes; the first box holds the heading and any content.',
  props: z.strictObject({
    variant: z.enum(HERO_VARIANTS).default('standard'),
    heading: z.string().trim().max(120).default(''),
    headingLevel: headingLevel().default(1),
    imageSrc: imageSrc({ allowEmpty: true }).default(''),
    imageAlt: z.string().trim().max(300).default(''),
    imageHeight: z.literal(HERO_IMAGE_HEIGHTS).default(400),
    imageFit: z.enum(IMAGE_FITS).default('cover'),
    imageObjectPosition: z.enum(OBJECT_POSITIONS).default('center'),
    imageWidth: z.enum(['full', 'half']).default('full'),
    alignBoxes: z.enum(['left', 'center', 'right']).default('left'),
    box1bg: z.enum(HERO_BACKGROUNDS).default('primary'),
    box2bg: z.enum(HERO_BACKGROUNDS).default('surface'),
    box1Text: boxText,
    box2Text: boxText,
  }),
  slots: { content: { label: 'Box content' } },
  defaults: {
    variant: 'standard',
    heading: 'Markets that move the world',
    headingLevel: 1,
    imageSrc: '',
    imageAlt: '',
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
});

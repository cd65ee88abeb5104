import { z } from 'zod';
import { defineComponent, type SlotSpec } from '../../core/component';
import { CAROUSEL_INTERVAL, MINUTE, SECOND } from '../../core/constants';
import { elementId, imageSrc } from '../../core/schemas';
import { MAX_SLIDE_CLASSES, MAX_SLIDES, RESERVED_CLASS, SLIDE_CLASS, SLIDE_LOOKS, slideSlot } from './slides';

/** Specification §3: a slide's id (an element id, so a link can point at it), look and background image. */
const slide = z.strictObject({
  id: elementId({ allowEmpty: true })
    .meta({
      title: 'Slide name',
      description: 'A name links can use to show this slide, such as energy for #energy. Optional; letters, digits, - and _, starting with a letter.',
    })
    .default(''),
  className: z
    .string()
    .trim()
    .max(200, 'Class names are at most 200 characters in all')
    .superRefine((value, ctx) => {
      const names = value.split(/\s+/).filter(Boolean);
      const bad = names.find((name) => !SLIDE_CLASS.test(name));
      if (bad) ctx.addIssue({ code: 'custom', message: `"${bad}" is not a class name: use letters, digits, - and _, starting with a letter or _` });
      else if (names.some((name) => RESERVED_CLASS.test(name))) ctx.addIssue({ code: 'custom', message: 'Class names starting with t- or tessera- are reserved for the platform' });
      else if (names.length > MAX_SLIDE_CLASSES) ctx.addIssue({ code: 'custom', message: `At most ${MAX_SLIDE_CLASSES} class names` });
    })
    .meta({
      title: 'Class names',
      description: `Class names for the slide, separated by spaces. ${SLIDE_LOOKS.join(', ')} give it that theme colour with its text colour; other names are for the site’s style sheet. Empty: the page’s own colours.`,
    })
    .default(''),
  bgImage: imageSrc({ allowEmpty: true })
    .meta({ title: 'Background image', description: 'An image behind the slide’s content, from the media library or an https address. Optional.' })
    .default(''),
});

const EMPTY_SLIDE = { id: '', className: '', bgImage: '' } as const;

/** The slides list shared by `carousel` and `carousel-2022`: 1 to 10, ids unique within it. */
export function slidesSchema() {
  return z
    .array(slide)
    .min(1, 'Add at least one slide')
    .max(MAX_SLIDES, `A carousel holds at most ${MAX_SLIDES} slides`)
    .superRefine((slides, ctx) => {
      const seen = new Set<string>();
      slides.forEach(({ id }, i) => {
        if (!id) return;
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `Slide id "${id}" is used twice` });
        seen.add(id);
      });
    })
    .meta({ description: `The slides in order, from 1 to ${MAX_SLIDES}; the content of each goes in its own area (Slide 1, Slide 2, …).` })
    .default([EMPTY_SLIDE]);
}

/** One slot per slide: `slide1` … `slide10` (see slides.ts). */
export function slideSlots(): Record<string, SlotSpec> {
  return Object.fromEntries(Array.from({ length: MAX_SLIDES }, (_, i) => [slideSlot(i), { label: `Slide ${i + 1}` }]));
}

/** The name screen readers announce for the carousel region. */
export function carouselLabel() {
  return z.string().trim().min(1, 'Name the carousel for screen readers, e.g. Market highlights').max(80);
}

/** Specification §3 "Carousel"; `label` names the region (WAI-ARIA carousel pattern). */
export const carousel = defineComponent({
  name: 'carousel',
  label: 'Carousel',
  category: 'media',
  icon: 'slides',
  supersededBy: 'carousel-2022',
  description: 'Slides shown one at a time with previous and next buttons, optionally turning by themselves.',
  props: z
    .strictObject({
      label: carouselLabel()
        .meta({ title: 'Name for screen readers', description: 'Names the carousel for screen-reader users, such as Market highlights; not shown. Up to 80 characters.' })
        .default('Highlights'),
      interval: z
        .number()
        .int('The interval is a whole number of milliseconds')
        .min(SECOND, `The interval is at least ${SECOND} ms`)
        .max(MINUTE, `The interval is at most ${MINUTE} ms`)
        .meta({
          title: 'Time per slide (ms)',
          description: `How long each slide shows when the slides turn by themselves, in milliseconds (5000 is 5 seconds). From ${SECOND} to ${MINUTE}.`,
        })
        .default(CAROUSEL_INTERVAL),
      repeat: z.boolean().meta({ title: 'Start over at the end', description: 'Yes: after the last slide comes the first again.' }).default(true),
      showIndicators: z
        .boolean()
        .meta({ title: 'Show slide buttons', description: 'Yes: a row of small buttons, one per slide, shows where the visitor is and jumps to a slide.' })
        .default(true),
      showControls: z
        .boolean()
        .meta({ title: 'Show previous and next', description: 'Yes: previous and next buttons beside the slides. Keep these or the slide buttons.' })
        .default(true),
      pauseOnHover: z.boolean().meta({ description: 'Yes: the slides stop turning while the pointer is over the carousel.' }).default(true),
      autoplay: z
        .boolean()
        .meta({ title: 'Turn by themselves', description: 'Yes: the slides turn on their own; a pause button is always shown.' })
        .default(true),
      slides: slidesSchema(),
    })
    .superRefine((props, ctx) => {
      if (!props.showControls && !props.showIndicators) {
        ctx.addIssue({
          code: 'custom',
          path: ['showControls'],
          message: 'Show the previous/next buttons, the indicators or both, so visitors can reach every slide',
        });
      }
    }),
  slots: slideSlots(),
  defaults: {
    label: 'Market highlights',
    interval: CAROUSEL_INTERVAL,
    repeat: true,
    showIndicators: true,
    showControls: true,
    pauseOnHover: true,
    autoplay: true,
    slides: [
      { id: 'energy', className: 'primary', bgImage: '' },
      { id: 'agriculture', className: 'surface', bgImage: '' },
      { id: 'clearing', className: 'accent', bgImage: '' },
    ],
  },
  interactive: true,
});

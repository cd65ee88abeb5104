import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { cssLength } from '../../core/schemas';
import { carouselLabel, slideSlots, slidesSchema } from '../carousel/definition';

/**
 * Specification §3 "Carousel-2022": the newer, full-width carousel. Its height lies between
 * `minHeight` and `maxHeight` (`auto`: no bound); it always shows its controls and indicators
 * and pauses on hover. `label` names the region.
 */
export const carousel2022 = defineComponent({
  name: 'carousel-2022',
  label: 'Carousel (2022)',
  category: 'media',
  icon: 'slides',
  description: 'A full-width carousel of slides that can turn by themselves, between a minimum and a maximum height.',
  props: z.strictObject({
    label: carouselLabel()
      .meta({ title: 'Name for screen readers', description: 'Names the carousel for screen-reader users, such as Listings news; not shown. Up to 80 characters.' })
      .default('Highlights'),
    minHeight: cssLength()
      .meta({ title: 'Minimum height', description: 'The least height of the carousel, such as 16rem or 320px; auto: as tall as the content.' })
      .default('16rem'),
    maxHeight: cssLength()
      .meta({ title: 'Maximum height', description: 'The most height of the carousel, such as 30rem; auto: no limit.' })
      .default('auto'),
    loop: z.boolean().meta({ title: 'Start over at the end', description: 'Yes: after the last slide comes the first again.' }).default(true),
    autoplay: z
      .boolean()
      .meta({ title: 'Turn by themselves', description: 'Yes: the slides turn on their own, pausing while the pointer is over them; a pause button is always shown.' })
      .default(false),
    slides: slidesSchema(),
  }),
  slots: slideSlots(),
  defaults: {
    label: 'Listings news',
    minHeight: '16rem',
    maxHeight: 'auto',
    loop: true,
    autoplay: true,
    slides: [
      { id: 'new-listings', className: 'primary', bgImage: '' },
      { id: 'closing-auction', className: 'surface', bgImage: '' },
    ],
  },
  interactive: true,
});

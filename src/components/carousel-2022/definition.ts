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
  description: 'A full-width carousel between a minimum and a maximum height; slides turn by themselves when autoplay is on. Each slide is a slot.',
  props: z.strictObject({
    label: carouselLabel().default('Highlights'),
    minHeight: cssLength().default('16rem'),
    maxHeight: cssLength().default('auto'),
    loop: z.boolean().default(true),
    autoplay: z.boolean().default(false),
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

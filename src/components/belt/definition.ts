import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { imageSrc } from '../../core/schemas';

/** Theme colour pairs a belt may use (as hero's HERO_BACKGROUNDS): each comes with its contrasting text colour. */
export const BELT_BACKGROUNDS = ['primary', 'accent', 'surface', 'bg', 'header', 'footer'] as const;
export const BELT_PADDINGS = ['small', 'medium', 'large'] as const;

/**
 * A band across the whole width of the page behind its content: a theme colour pair, or an
 * image under an overlay of that pair's colour so the text keeps the pair's contrast.
 */
export const belt = defineComponent({
  name: 'belt',
  label: 'Belt',
  category: 'layout',
  icon: 'band',
  description: 'A full-width band of content on a theme colour or a background image.',
  props: z.strictObject({
    background: z
      .enum(BELT_BACKGROUNDS)
      .meta({ title: 'Background colour', description: 'The theme colour of the band; its text colour comes with it. Over an image, this colour is laid over it.' })
      .default('primary'),
    imageUrl: imageSrc({ allowEmpty: true })
      .meta({ title: 'Background image', description: 'An image behind the band’s content, from the media library or an https address. Optional.' })
      .default(''),
    align: z.enum(['left', 'center']).meta({ title: 'Alignment', description: 'Whether the content sits at the left or in the centre.' }).default('left'),
    padding: z.enum(BELT_PADDINGS).meta({ description: 'The space above and below the content.' }).default('medium'),
  }),
  slots: { content: { label: 'Content' } },
  defaults: { background: 'primary', imageUrl: '', align: 'left', padding: 'medium' },
});

import { z } from 'zod';
import { defineComponent } from '../../core/component';
import type { Intent } from '../alert/definition';

/** A subset of the alert's intents (specification §8): the four meanings and the two brand colours. */
export const CALLOUT_INTENTS = ['info', 'good', 'warn', 'bad', 'primary', 'accent'] as const satisfies readonly Intent[];

export const callout = defineComponent({
  name: 'callout',
  label: 'Callout',
  category: 'content',
  icon: 'callout',
  description: 'Sets a note apart from the text around it, marked by the colour of its intent.',
  props: z.strictObject({
    heading: z.string().trim().max(200).meta({ description: 'Shown in bold at the top of the callout. Optional, up to 200 characters.' }).default(''),
    intent: z
      .enum(CALLOUT_INTENTS)
      .meta({ title: 'Colour', description: 'The callout’s colour and what it signals: information, good news, a warning, a problem, or a brand colour.' })
      .default('info'),
    text: z
      .string()
      .trim()
      .max(2000)
      .meta({ description: 'A short note shown under the heading; more content can go in the callout’s content area. Up to 2000 characters.' })
      .default(''),
  }),
  slots: { content: { label: 'Content' } },
  defaults: { heading: 'Note', intent: 'info', text: 'Fee changes take effect on the first trading day of the month.' },
});

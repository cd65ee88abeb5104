import { z } from 'zod';
import { defineComponent } from '../../core/component';
import type { Intent } from '../alert/definition';

/** A subset of the alert's intents (specification §8): the four meanings and the two brand colours. */
export const CALLOUT_INTENTS = ['info', 'good', 'warn', 'bad', 'primary', 'accent'] as const satisfies readonly Intent[];

export const callout = defineComponent({
  name: 'callout',
  label: 'Callout',
  category: 'content',
  description: 'Sets a note apart from the text around it, marked by the colour of its intent.',
  props: z.strictObject({
    heading: z.string().trim().max(200).default(''),
    intent: z.enum(CALLOUT_INTENTS).default('info'),
    text: z.string().trim().max(2000).default(''),
  }),
  slots: { content: { label: 'Content' } },
  defaults: { heading: 'Note', intent: 'info', text: 'Fee changes take effect on the first trading day of the month.' },
});

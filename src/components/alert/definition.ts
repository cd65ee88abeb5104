import { z } from 'zod';
import { defineComponent } from '../../core/component';

/** Specification §8: the twelve intents; anything else throws 'Unknown intent'. */
export const INTENTS = [
  'good', 'bad', 'warn', 'info', 'default', 'secondary',
  'primary', 'black', 'accent', 'transparent', 'assimilate', 'white',
] as const;
export type Intent = (typeof INTENTS)[number];

export const alert = defineComponent({
  name: 'alert',
  label: 'Alert',
  category: 'content',
  description: 'A coloured notice with an optional heading; dismissable alerts can be closed by the visitor.',
  props: z.strictObject({
    intent: z.enum(INTENTS).default('info'),
    heading: z.string().max(200).default(''),
    dismissable: z.boolean().default(false),
  }),
  slots: { content: { label: 'Content' } },
  defaults: { intent: 'info', heading: 'Heads up', dismissable: false },
  interactive: true,
});

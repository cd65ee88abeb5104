import { z } from 'zod';
import { defineComponent } from '../../core/component';

import { INTENTS, type Intent } from './intent';

export { INTENTS, type Intent };

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
  hydrate: 'idle',
});

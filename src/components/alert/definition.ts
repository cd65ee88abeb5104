import { z } from 'zod';
import { defineComponent } from '../../core/component';

import { INTENTS, type Intent } from './intent';

export { INTENTS, type Intent };

export const alert = defineComponent({
  name: 'alert',
  label: 'Alert',
  category: 'content',
  icon: 'alert',
  description: 'A coloured notice with an optional heading; dismissable alerts can be closed by the visitor.',
  props: z.strictObject({
    intent: z
      .enum(INTENTS)
      .meta({ title: 'Colour', description: 'The alert’s colour and what it signals: information, good news, a warning, a problem, or a neutral or brand colour.' })
      .default('info'),
    heading: z.string().max(200).meta({ description: 'Shown in bold above the alert’s content. Optional, up to 200 characters.' }).default(''),
    dismissable: z
      .boolean()
      .meta({ title: 'Can be closed', description: 'Yes: visitors see a close button and can hide the alert.' })
      .default(false),
  }),
  slots: { content: { label: 'Content' } },
  defaults: { intent: 'info', heading: 'Heads up', dismissable: false },
  interactive: true,
  hydrate: 'idle',
});

import { z } from 'zod';
import { defineComponent } from '../../core/component';

export const BOX_PRESETS = ['plain', 'card', 'shaded', 'outlined', 'primary', 'accent'] as const;

/** Specification §3 "Box: presets, flex". */
export const box = defineComponent({
  name: 'box',
  label: 'Box',
  category: 'layout',
  description: 'A container with a preset look; with flex, its content sits side by side and wraps.',
  props: z.strictObject({
    presets: z.enum(BOX_PRESETS).default('plain'),
    flex: z.boolean().default(false),
  }),
  slots: { content: { label: 'Content' } },
  defaults: { presets: 'card', flex: false },
});

import { z } from 'zod';
import { defineComponent } from '../../core/component';

/** The root of a partial (`/footer`, `/login/footer-content`, `/flyout/login`), embedded by `include`. */
export const fragment = defineComponent({
  name: 'fragment',
  label: 'Fragment',
  category: 'layout',
  icon: 'partial',
  description: 'The root of a partial: content that include components embed in many pages.',
  props: z.strictObject({}),
  slots: { content: { label: 'Content' } },
  defaults: {},
  rootOnly: true,
});

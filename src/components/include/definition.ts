import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { DOCUMENT_PATH } from '../../core/sites';

export const include = defineComponent({
  name: 'include',
  label: 'Include partial',
  category: 'utility',
  icon: 'include',
  description: 'Embeds a partial of the same site by its path, e.g. /footer, so one copy serves every page.',
  props: z.strictObject({
    path: z
      .string()
      .trim()
      .regex(DOCUMENT_PATH, 'Use the path of a partial such as /footer or /login/footer-content')
      .meta({ title: 'Partial', description: 'The path of the partial to show here, such as /footer or /login/footer-content; it must exist in this site.' })
      .default('/footer'),
  }),
  defaults: { path: '/footer' },
});

import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { GRID_MIN_WIDTH } from '../../core/constants';

/** Specification §3 "Grid: minWidth" (§9: grid min width 300). */
export const grid = defineComponent({
  name: 'grid',
  label: 'Grid',
  category: 'layout',
  icon: 'grid',
  description: 'Fills each row with as many items as fit at the minimum width, then wraps.',
  props: z.strictObject({
    minWidth: z
      .number()
      .int()
      .min(100)
      .max(1200)
      .meta({ title: 'Minimum item width', description: 'The narrowest an item may get, in pixels (100 to 1200): a row holds as many items as fit at this width.' })
      .default(GRID_MIN_WIDTH),
  }),
  slots: { items: { label: 'Items' } },
  defaults: { minWidth: GRID_MIN_WIDTH },
});

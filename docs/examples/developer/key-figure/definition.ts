// In the project: src/components/key-figure/definition.ts. No React here: the server and the
// editor import definitions; only the view renders.
import { z } from 'zod';
import { defineComponent } from '../../../../src/core/component';
import { href } from '../../../../src/core/schemas';

/** A figure that matters, what it counts, and where it comes from. */
export const keyFigure = defineComponent({
  name: 'key-figure',
  label: 'Key figure',
  category: 'content',
  icon: 'bar-chart',
  description: 'One number in large type, with what it counts and where it comes from.',
  props: z.strictObject({
    value: z
      .string()
      .trim()
      .min(1, 'Enter the figure')
      .max(40)
      .meta({ description: 'The figure as readers see it, e.g. 2.4 billion or 99.98%. Up to 40 characters.' }),
    label: z
      .string()
      .trim()
      .min(1, 'Say what the figure counts')
      .max(200)
      .meta({ description: 'What the figure counts, e.g. contracts traded last year. Up to 200 characters.' }),
    source: z.string().trim().max(200).meta({ description: 'Where the figure comes from. Optional, up to 200 characters.' }).default(''),
    sourceHref: href({ allowEmpty: true })
      .meta({ title: 'Source link', description: 'A page path such as /statistics, or a full https address. Optional.' })
      .default(''),
  }),
  defaults: { value: '2.4 billion', label: 'contracts traded last year', source: 'Exchange statistics', sourceHref: '/statistics' },
});

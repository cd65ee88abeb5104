import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { headingLevel } from '../../core/schemas';
import { DURATION_UNITS } from './units';

/** Specification §3 "Countdown timer: date, durationUnit, headerLevel, timeUp slot". */
export const countdownTimer = defineComponent({
  name: 'countdown-timer',
  label: 'Countdown timer',
  category: 'content',
  icon: 'timer',
  description: 'Counts down to a date and time, then shows other content once it has come.',
  props: z.strictObject({
    /** The moment the time is up, with its offset from UTC so it means the same everywhere. */
    date: z.iso.datetime({ offset: true, error: 'Use a date and time with its offset, like 2026-12-24T13:00:00-05:00' }).meta({
      title: 'Ends at',
      description: 'When the time is up, as a date and time in New York (kept with its offset from UTC, such as 2026-12-24T13:00:00-05:00 for 1 p.m.).',
    }),
    /** The smallest unit the counter shows; it changes once per unit. */
    durationUnit: z
      .enum(DURATION_UNITS)
      .meta({ title: 'Smallest unit', description: 'The smallest unit the counter shows, such as minutes; it changes once per unit.' })
      .default('seconds'),
    headerLevel: headingLevel()
      .meta({ title: 'Heading level', description: 'The heading’s level in the page outline: 2 under the page title, 3 inside a level-2 section, and so on.' })
      .default(2),
    /** Words before the counter in the heading, e.g. "Registration closes in". */
    header: z
      .string()
      .trim()
      .max(120)
      .meta({ title: 'Heading text', description: 'Words before the counter in the heading, such as Registration closes in. Up to 120 characters.' })
      .default(''),
  }),
  slots: { timeUp: { label: 'Time up' } },
  defaults: { date: '2026-12-31T17:00:00-05:00', durationUnit: 'seconds', headerLevel: 2, header: 'Year-end offer ends in' },
  interactive: true,
  hydrate: 'idle',
});

import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { HOUR } from '../../core/constants';

/** At most this many years, from the current one. */
export const MAX_HOLIDAY_YEARS = 3;

/** What the server loads for the tables: the year it is in New York, by the platform's clock. */
export const HolidayHoursDataSchema = z.object({ year: z.number().int() });

/**
 * Holidays and early closes (issue 15 item 7; DOMAIN-NOTES "Trading hours (Eastern Time)"),
 * computed for the current year in New York and the years after it by the rules of
 * `core/exchange-calendar.ts`, never typed in: a table per year of each holiday as observed and
 * each early close.
 */
export const holidayHours = defineComponent({
  name: 'holiday-hours',
  label: 'Holidays and early closes',
  category: 'market-data',
  icon: 'calendar',
  description: 'Market holidays and early closes of this year and the next, a table per year.',
  props: z.strictObject({
    caption: z
      .string()
      .trim()
      .min(1, 'Enter the caption of the tables')
      .max(100, 'The caption is at most 100 characters')
      .meta({ description: 'The title above the tables, followed by each year. Up to 100 characters.' })
      .default('Market holidays and early closes'),
    years: z
      .number()
      .int('A whole number of years')
      .min(1, 'Show at least one year')
      .max(MAX_HOLIDAY_YEARS, `Show at most ${MAX_HOLIDAY_YEARS} years`)
      .meta({ description: `How many years are shown, starting with the current one: 1 to ${MAX_HOLIDAY_YEARS}.` })
      .default(2),
    showEarlyCloses: z.boolean().meta({ description: 'Also list the days markets close early.' }).default(true),
  }),
  defaults: { caption: 'Market holidays and early closes', years: 2, showEarlyCloses: true },
  // Rendered again hourly, so after New Year the page starts with the new year without being published again.
  data: serverData({ schema: HolidayHoursDataSchema, usesQuery: false, maxAgeMs: HOUR }),
});

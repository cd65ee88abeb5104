import { describe, expect, it } from 'vitest';
import { holidayHours, HolidayHoursDataSchema } from '../../components/holiday-hours/definition';
import type { ContentContext } from '../context';
import { holidayHoursLoader } from './holiday-hours';

describe('holidayHoursLoader', () => {
  const load = async (iso: string) => HolidayHoursDataSchema.parse(await holidayHoursLoader({ clock: { now: () => new Date(iso) } } as ContentContext, {} as never));

  it('gives the year in New York and keeps the page an hour at most', async () => {
    expect(await load('2027-01-01T04:30:00Z')).toEqual({ year: 2026 });
    expect(await load('2027-01-01T05:30:00Z')).toEqual({ year: 2027 });
    expect(holidayHours.data!.maxAgeMs).toBe(3_600_000);
  });
});

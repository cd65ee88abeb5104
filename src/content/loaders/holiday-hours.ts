import type { HolidayHoursData } from '../../components/holiday-hours/data';
import { newYorkClock } from '../../core/time';
import type { Loader } from '../loaders';

/** holiday-hours: the year it is in New York (by the platform's clock). */
export const holidayHoursLoader: Loader<HolidayHoursData> = async (ctx) => ({ year: newYorkClock(ctx.clock.now()).year });

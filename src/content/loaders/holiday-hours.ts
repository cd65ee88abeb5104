import { newYorkClock } from '../../core/time';
import type { NodeLoader } from '../loaders';

/**
 * holiday-hours: the year it is in New York (by the platform's clock). The page is rendered
 * again hourly, so after New Year it starts with the new year without being published again.
 */
export const holidayHoursLoader: NodeLoader = {
  usesQuery: false,
  maxAgeMs: 60 * 60_000,
  load: async (ctx) => ({ year: newYorkClock(ctx.clock.now()).year }),
};

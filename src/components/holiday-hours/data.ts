import type { z } from 'zod';
import type { HolidayHoursDataSchema } from './definition';

/** What the server loads for this kind (the holiday tables' year), as its definition's schema states. */
export type HolidayHoursData = z.infer<typeof HolidayHoursDataSchema>;

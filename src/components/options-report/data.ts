import type { z } from 'zod';
import type { OptionsReportDataSchema } from './definition';

/** What the server loads for this kind (the options report's chain), as its definition's schema states. */
export type OptionsReportData = z.infer<typeof OptionsReportDataSchema>;

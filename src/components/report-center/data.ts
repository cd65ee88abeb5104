import type { z } from 'zod';
import type { ReportCenterDataSchema } from './definition';

/** What the server loads for this kind (the report center's viewers), as its definition's schema states. */
export type ReportCenterData = z.infer<typeof ReportCenterDataSchema>;

import type { z } from 'zod';
import type { ContentSurfacingDataSchema } from './definition';

/** What the server loads for this kind (the listing's pages), as its definition's schema states. */
export type ContentSurfacingData = z.infer<typeof ContentSurfacingDataSchema>;

import type { z } from 'zod';
import type { LaunchPageDataSchema } from './definition';

/** What the server loads for this kind (the launcher's configuration), as its definition's schema states. */
export type LaunchPageData = z.infer<typeof LaunchPageDataSchema>;

import type { z } from 'zod';
import type { ProductGuideDataSchema, ProductGuideFiltersSchema } from './definition';

/** The page address's parameters of the filter form (`/futures/energy?group=oil&q=brent`). */
export const PRODUCT_GUIDE_PARAMS = { group: 'group', q: 'q' } as const;

/** The group select's value for every group. */
export const ALL_GROUPS = 'all';
/** The venue prop's value for every venue. */
export const ALL_VENUES = 'all';

export type ProductGuideFilters = z.infer<typeof ProductGuideFiltersSchema>;
export type ProductGuideData = z.infer<typeof ProductGuideDataSchema>;

import type { ProductGuideProduct } from '../../core/product-guide';

/** The page address's parameters of the filter form (`/futures/energy?group=oil&q=brent`). */
export const PRODUCT_GUIDE_PARAMS = { group: 'group', q: 'q' } as const;

/** The group select's value for every group. */
export const ALL_GROUPS = 'all';
/** The venue prop's value for every venue. */
export const ALL_VENUES = 'all';

export interface ProductGuideFilters {
  /** A group id, or `all`. */
  group: string;
  /** Search words; `''`: none. */
  q: string;
}

/** What the server loads for a product guide (its node loader, src/content/loaders/product-guide.ts). */
export interface ProductGuideData {
  /** What the address asked for, shown back in the form as typed. */
  asked: ProductGuideFilters;
  /** The filters the products were chosen by: a bad value is left out. */
  applied: ProductGuideFilters;
  /** Why a value the address asked for was left out, by parameter. */
  problems: Partial<Record<keyof ProductGuideFilters, string>>;
  products: ProductGuideProduct[];
}

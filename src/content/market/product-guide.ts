import type { ProductGuideQuery } from '../../core/contracts/product-guide';
import { filterProducts, type ProductGuideProduct } from '../../core/product-guide';
import type { ContentContext } from '../context';

/**
 * The product guide's products matching the filters (`GET /api/productguide/groups/products`).
 * The guide is a static list today; the context is taken so that it can move to the store.
 */
export function productGuideProducts(_ctx: ContentContext, query: ProductGuideQuery): ProductGuideProduct[] {
  return filterProducts(query);
}

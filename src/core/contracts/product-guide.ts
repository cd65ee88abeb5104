import { z } from 'zod';
import { MIC_CODES, PRODUCT_GROUP_IDS } from '../product-guide';

/** The longest text search of the product guide. */
export const MAX_PRODUCT_QUERY = 100;

/** `GET /api/productguide/groups/products`: every filter optional; an empty `q` means none. */
export const ProductGuideQuery = z
  .object({
    group: z.enum(PRODUCT_GROUP_IDS, { message: `group is one of ${PRODUCT_GROUP_IDS.join(', ')}` }).optional(),
    q: z.string().trim().max(MAX_PRODUCT_QUERY, `q is at most ${MAX_PRODUCT_QUERY} characters`).optional(),
    micCode: z.enum(MIC_CODES, { message: `micCode is one of ${MIC_CODES.join(', ')}` }).optional(),
  })
  .strict();

/** One product: the specification's columns. */
export const ProductGuideProduct = z.object({
  physicalCommodity: z.string(),
  specName: z.string(),
  groupName: z.string(),
  micCode: z.enum(MIC_CODES),
});

/** The matching products, by group in guide order, then by spec name. */
export const ProductGuideResponse = z.array(ProductGuideProduct);

export type ProductGuideQuery = z.infer<typeof ProductGuideQuery>;

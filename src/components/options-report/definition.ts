import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { OPTION_PRODUCTS, OptionProduct } from '../../core/options-data';

/**
 * Specification §3 "Options report": products (mappingId, iceProductName, iceLogicalCommodity,
 * idcProductRootSymbol, idcExchangeCode, iceMic, option), their strips (stripDescription,
 * stripValue) and, per strike price, the call and the put. Editors list the products; the
 * server loads the strips and prices of the product and strip in the address
 * (`?product=218&strip=2026-05`), the latest trading day's.
 */
export const optionsReport = defineComponent({
  name: 'options-report',
  label: 'Options report',
  category: 'market-data',
  description: 'Calls and puts by strike price for one strip of an options product, which visitors choose from the products you list.',
  props: z.strictObject({
    products: z
      .array(OptionProduct)
      .min(1, 'List at least one product')
      .max(40, 'At most 40 products')
      .default([...OPTION_PRODUCTS])
      .superRefine((products, ctx) => {
        const seen = new Set<number>();
        products.forEach((product, i) => {
          if (seen.has(product.mappingId)) ctx.addIssue({ code: 'custom', path: [i, 'mappingId'], message: `Mapping id ${product.mappingId} is listed twice` });
          seen.add(product.mappingId);
        });
      }),
  }),
  defaults: { products: [...OPTION_PRODUCTS] },
});

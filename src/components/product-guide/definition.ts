import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { ProductGuideProduct } from '../../core/contracts/product-guide';
import { MIC_CODES, PRODUCT_GROUP_IDS } from '../../core/product-guide';
import { ALL_GROUPS, ALL_VENUES } from './data';

const GROUP_VALUES = [ALL_GROUPS, ...PRODUCT_GROUP_IDS] as [string, ...string[]];
const VENUE_VALUES = [ALL_VENUES, ...MIC_CODES] as const;

export const ProductGuideFiltersSchema = z.object({
  /** A group id, or `all`. */
  group: z.string(),
  /** Search words; `''`: none. */
  q: z.string(),
});

/** What the server loads for a product guide (its node loader, src/content/loaders/product-guide.ts). */
export const ProductGuideDataSchema = z.object({
  /** What the address asked for, shown back in the form as typed. */
  asked: ProductGuideFiltersSchema,
  /** The filters the products were chosen by: a bad value is left out. */
  applied: ProductGuideFiltersSchema,
  /** Why a value the address asked for was left out, by parameter. */
  problems: z.partialRecord(ProductGuideFiltersSchema.keyof(), z.string()),
  products: z.array(ProductGuideProduct),
});

/**
 * The product guide (issue 15 item 8): ICE futures and options products with their physical
 * commodity, group and venue, filtered by group and search words. The server renders the
 * products the page's address asks for (`?group=oil&q=brent`); the filters are a plain GET form,
 * so the guide works without JavaScript and every view of it can be bookmarked.
 */
export const productGuide = defineComponent({
  name: 'product-guide',
  label: 'Product guide',
  category: 'market-data',
  icon: 'guide',
  oncePerPage: true,
  description: 'Futures and options products as a table, with a group filter and a search.',
  props: z.strictObject({
    caption: z
      .string()
      .trim()
      .min(1, 'Enter the caption of the table')
      .max(120, 'The caption is at most 120 characters')
      .meta({ description: 'The title of the table of products. Up to 120 characters.' })
      .default('Product guide'),
    group: z
      .enum(GROUP_VALUES, { message: `Choose one of ${GROUP_VALUES.join(', ')}` })
      .meta({ title: 'Preset group', description: 'The product group shown until a visitor chooses another. All: every product.' })
      .default(ALL_GROUPS),
    micCode: z
      .enum(VENUE_VALUES, { message: `Choose one of ${VENUE_VALUES.join(', ')}` })
      .meta({ title: 'Venue', description: 'Only the products of this venue, by its market identifier code (MIC), e.g. IFEU. All: every venue.' })
      .default(ALL_VENUES),
  }),
  defaults: { caption: 'Product guide', group: ALL_GROUPS, micCode: ALL_VENUES },
  data: serverData({ schema: ProductGuideDataSchema, usesQuery: true }),
});

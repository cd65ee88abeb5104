import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { HOUR } from '../../core/constants';
import { OPTION_PRODUCTS, OptionProduct } from '../../core/options-data';

const shape = OptionProduct.shape;

/** A listed product with help texts for the editor; its rules stay those of `OptionProduct`. */
const product = OptionProduct.extend({
  mappingId: shape.mappingId.meta({ title: 'Mapping ID', description: 'The product’s number in ICE’s data, e.g. 218 for Brent options; it appears in the page address. Unique in the list.' }),
  iceProductName: shape.iceProductName.meta({ title: 'Futures name', description: 'The ICE name of the futures the options are on, e.g. Brent Crude Futures. Up to 120 characters.' }),
  iceLogicalCommodity: shape.iceLogicalCommodity.meta({
    title: 'Commodity code',
    description: 'The futures code, 1 to 8 capital letters or digits, e.g. B for Brent: codes of the report center’s contracts price like those futures.',
  }),
  idcProductRootSymbol: shape.idcProductRootSymbol.meta({ title: 'IDC root symbol', description: 'The product’s root symbol at the price feed (IDC), e.g. BRN. Optional, up to 16 characters.' }),
  idcExchangeCode: shape.idcExchangeCode.meta({ title: 'IDC exchange code', description: 'The exchange’s code at the price feed (IDC), e.g. 612. Optional, up to 16 characters.' }),
  iceMic: shape.iceMic.meta({ title: 'Venue code (MIC)', description: 'The market identifier code of the venue, 4 capital letters or digits, e.g. IFEU.' }),
  option: shape.option.meta({ title: 'Option name', description: 'The name visitors choose the product by, e.g. Brent Crude American-Style Options. Up to 160 characters.' }),
});

/** One side (call or put) of a strike. */
const OptionSideSchema = z.object({
  openInt: z.number(),
  volume: z.number(),
  lastUpdateTimeText: z.string(),
  change: z.number(),
  askPrice: z.number(),
  settlementPrice: z.number(),
  /** `null` when the option did not trade that day. */
  lastPrice: z.number().nullable(),
  /** `''` when the option did not trade. */
  lastTime: z.string(),
  bidPrice: z.number(),
});

/** What the server loads for an options report (`OptionsReportData` of core/options-data.ts): the product and strip chosen, made whole, and the chain. */
export const OptionsReportDataSchema = z.object({
  mappingId: z.number().int(),
  /** The trading day of the settlement prices. */
  date: z.iso.date(),
  strips: z.array(z.object({ stripDescription: z.string(), stripValue: z.string() })),
  strip: z.string(),
  chain: z.object({
    /** The strip's futures settlement. */
    underlying: z.number(),
    decimals: z.number().int(),
    rows: z.array(z.object({ strikePrice: z.number(), call: OptionSideSchema, put: OptionSideSchema })),
  }),
  /** What was asked for and could not be shown, in words, for the visitor. */
  notes: z.array(z.string()),
});

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
  icon: 'table',
  description: 'Calls and puts by strike price for the options product and strip a visitor chooses.',
  props: z.strictObject({
    products: z
      .array(product)
      .min(1, 'List at least one product')
      .max(40, 'At most 40 products')
      .meta({ description: 'The options products visitors choose from, in order. From 1 to 40.' })
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
  // The default trading date moves with the calendar: a cached page is rendered again hourly.
  data: serverData({ schema: OptionsReportDataSchema, usesQuery: true, maxAgeMs: HOUR }),
});

import { describe, expect, it } from 'vitest';
import { OPTION_PRODUCTS, OPTION_STRIPS, STRIKES_EACH_SIDE, optionChain, optionsReport, productStrips, type OptionProduct } from './options-data';

const DATE = '2026-02-27';
const brent = OPTION_PRODUCTS[0]!;
const cocoa = OPTION_PRODUCTS.find((p) => p.iceLogicalCommodity === 'CC')!;

describe('options data', () => {
  it('lists a product’s strips after the trading day’s month, on its futures’ listing cycle', () => {
    expect(productStrips({ product: brent, date: DATE }).slice(0, 3)).toEqual([
      { stripDescription: 'Mar26', stripValue: '2026-03' },
      { stripDescription: 'Apr26', stripValue: '2026-04' },
      { stripDescription: 'May26', stripValue: '2026-05' },
    ]);
    const cocoaStrips = productStrips({ product: cocoa, date: DATE });
    expect(cocoaStrips).toHaveLength(OPTION_STRIPS);
    expect(cocoaStrips.slice(0, 4).map((s) => s.stripDescription)).toEqual(['Mar26', 'May26', 'Jul26', 'Sep26']);
  });

  it('gives the same chain for the same product, strip and day', () => {
    const input = { product: brent, strip: '2026-05', date: DATE };
    expect(optionChain(input)).toEqual(optionChain(input));
    expect(optionChain({ ...input, date: '2026-02-26' })).not.toEqual(optionChain(input));
  });

  it('prices calls and puts around the money as options should', () => {
    const chain = optionChain({ product: brent, strip: '2026-05', date: DATE });
    expect(chain.rows).toHaveLength(2 * STRIKES_EACH_SIDE + 1);
    const strikes = chain.rows.map((r) => r.strikePrice);
    expect(strikes).toEqual([...strikes].sort((a, b) => a - b));
    expect(strikes[0]! < chain.underlying && chain.underlying < strikes.at(-1)!).toBe(true);
    for (let i = 1; i < chain.rows.length; i++) {
      // Calls are worth less and puts more as the strike rises.
      expect(chain.rows[i]!.call.settlementPrice).toBeLessThanOrEqual(chain.rows[i - 1]!.call.settlementPrice);
      expect(chain.rows[i]!.put.settlementPrice).toBeGreaterThanOrEqual(chain.rows[i - 1]!.put.settlementPrice);
    }
    for (const row of chain.rows) {
      for (const side of [row.call, row.put]) {
        expect(side.bidPrice).toBeLessThanOrEqual(side.settlementPrice);
        expect(side.askPrice).toBeGreaterThan(side.bidPrice);
        expect(side.lastUpdateTimeText).toMatch(/^2\/27\/2026 4:\d\d PM$/);
        // Untraded options have no last price or time.
        expect(side.lastPrice === null).toBe(side.volume === 0);
        expect(side.lastTime === '').toBe(side.volume === 0);
      }
    }
    // Put-call parity, within rounding: C - P = e^{-rT} (F - K).
    const atm = chain.rows[STRIKES_EACH_SIDE]!;
    expect(Math.abs(atm.call.settlementPrice - atm.put.settlementPrice - (chain.underlying - atm.strikePrice))).toBeLessThan(0.05);
  });

  it('prices a product outside the catalogue with a model of its own', () => {
    const other: OptionProduct = { ...brent, mappingId: 9001, iceLogicalCommodity: 'ZZ', option: 'Test Options' };
    const chain = optionChain({ product: other, strip: productStrips({ product: other, date: DATE })[0]!.stripValue, date: DATE });
    expect(chain.rows.length).toBeGreaterThan(0);
    expect(chain.underlying).toBeGreaterThan(0);
  });

  it('gives no rows for a strip the product does not list', () => {
    expect(optionChain({ product: cocoa, strip: '2026-04', date: DATE }).rows).toEqual([]);
  });
});

describe('options report choice', () => {
  const report = (query: string) => optionsReport({ products: OPTION_PRODUCTS, query: new URLSearchParams(query), date: DATE });

  it('defaults to the first product and its nearest strip', () => {
    expect(report('')).toMatchObject({ mappingId: brent.mappingId, strip: '2026-03', date: DATE, notes: [] });
  });

  it('shows the product and strip asked for', () => {
    const r = report(`product=${cocoa.mappingId}&strip=2026-07`);
    expect(r).toMatchObject({ mappingId: cocoa.mappingId, strip: '2026-07', notes: [] });
    expect(r.chain).toEqual(optionChain({ product: cocoa, strip: '2026-07', date: DATE }));
  });

  it('falls back with a note for an unknown product or a strip the product does not list', () => {
    expect(report('product=999&strip=2026-05')).toMatchObject({
      mappingId: brent.mappingId,
      strip: '2026-05',
      notes: ['There is no options product “999” here: showing Brent Crude American-Style Options.'],
    });
    expect(report(`product=${cocoa.mappingId}&strip=2026-04`)).toMatchObject({
      strip: '2026-03',
      notes: ['There is no strip “2026-04” of Cocoa Options: showing Mar26.'],
    });
    expect(report('strip=<script>')).toMatchObject({ strip: '2026-03', notes: ['There is no strip “<script>” of Brent Crude American-Style Options: showing Mar26.'] });
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { node, type Node } from '../../core/node';
import { registry } from '../registry';
import { renderHtml, validate } from '../test-render';

/**
 * The data-delay notice of market widgets cannot be removed (issues 15 and 23): every kind that
 * shows market data renders it exactly once whatever its props, and a site's banners and
 * disclaimers sit beside it, never in its place.
 */
const MARKET_WIDGETS = ['ticker', 'market-statistics', 'ad-hoc-quote', 'trade-halts', 'quote-directory', 'movers', 'index-chart'];

const NOTICE = 'class="t-market-data__notice-delay"';

/** The component folders whose view shows the notice, read from the source: a new market widget joins the list above. */
function kindsShowingTheNotice(): string[] {
  const root = join(import.meta.dirname, '..');
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'market-data')
    .filter((d) => {
      try {
        return readFileSync(join(root, d.name, 'View.tsx'), 'utf8').includes("from '../market-data/DelayNotice'");
      } catch {
        return false;
      }
    })
    .map((d) => d.name)
    .sort();
}

type Schema = z.ZodType & { def: { type: string; innerType?: Schema; entries?: Record<string, string> } };
function unwrapped(schema: Schema): Schema {
  let s = schema;
  while (s.def.innerType) s = s.def.innerType;
  return s;
}

/** The kind's defaults, then each boolean flipped, each choice taken, each text emptied or changed, each list emptied, each number at its bounds, one at a time (the valid ones). */
function propVariants(kind: string): Node[] {
  const def = registry.get(kind)!;
  const base = { ...(def.defaults as Record<string, unknown>) };
  const shape = (def.props as unknown as { shape: Record<string, Schema> }).shape;
  const variants: Record<string, unknown>[] = [base];
  for (const [key, schema] of Object.entries(shape)) {
    const inner = unwrapped(schema);
    if (inner.def.type === 'boolean') variants.push({ ...base, [key]: base[key] !== true }, { ...base, [key]: true });
    if (inner.def.type === 'enum') for (const value of Object.values(inner.def.entries ?? {})) variants.push({ ...base, [key]: value });
    if (inner.def.type === 'string') variants.push({ ...base, [key]: '' }, { ...base, [key]: 'No delay notice' });
    if (inner.def.type === 'number') {
      const { minValue, maxValue } = inner as unknown as { minValue: number | null; maxValue: number | null };
      for (const value of [minValue, maxValue]) if (value !== null && Number.isFinite(value)) variants.push({ ...base, [key]: value });
    }
    if (inner.def.type === 'array') variants.push({ ...base, [key]: [] });
  }
  return variants.map((props) => validate(node(kind, props))).flatMap((r) => (r.ok ? [r.value] : []));
}

describe('the data-delay notice of market widgets', () => {
  it('is shown by every market widget', () => {
    expect(kindsShowingTheNotice()).toEqual([...MARKET_WIDGETS].sort());
  });

  it('has no prop that could hide it', () => {
    for (const kind of MARKET_WIDGETS) {
      const keys = Object.keys((registry.get(kind)!.props as unknown as { shape: object }).shape);
      expect(keys.filter((k) => /delay|notice|disclaim|hide/i.test(k)), kind).toEqual([]);
    }
  });

  it.each(MARKET_WIDGETS)('is rendered once by %s whatever its props, beside the site’s banners and disclaimers', (kind) => {
    const variants = propVariants(kind);
    // The defaults and at least one other setting of some prop.
    expect(variants.length).toBeGreaterThan(1);
    const banners = {
      banners: [{ id: 'b1', kind: 'banner' as const, tone: 'critical' as const, message: 'Prices are real time today.' }],
      disclaimers: [{ id: 'd1', kind: 'disclaimer' as const, tone: 'info' as const, message: 'Market data is not delayed.' }],
    };
    for (const widget of variants) {
      const alone = renderHtml(widget);
      expect(alone.split(NOTICE).length - 1, JSON.stringify(widget.props)).toBe(1);
      const page = renderHtml(node('page-layout', {}, { main: [widget], footerContent: [] }), { banners });
      expect(page.split(NOTICE).length - 1, JSON.stringify(widget.props)).toBe(1);
      expect(page).toContain('Prices are real time today.');
      expect(page).toContain('Market data delayed.');
    }
  });
});

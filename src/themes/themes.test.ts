import { describe, expect, it } from 'vitest';
import { SITE_IDS } from '../core/sites';
import { AA_TEXT, contrastFailures, contrastRatio, TEXT_PAIRS } from './contrast';
import { themeFor, themes } from './index';
import { activeContent, rootAttributes, unbalancedTags } from './svg-check';
import { themeSchema } from './theme';

const all = Object.values(themes);

describe('themes', () => {
  it('has exactly one theme per site of SITE_IDS, keyed by its own site id', () => {
    expect(Object.keys(themes).sort()).toEqual([...SITE_IDS].sort());
    for (const site of SITE_IDS) expect(themeFor(site).site).toBe(site);
  });

  it.each(all.map((t) => [t.site, t] as const))('%s matches the theme schema', (_site, theme) => {
    expect(() => themeSchema.parse(theme)).not.toThrow();
  });

  it('uses the brand display names', () => {
    expect(Object.fromEntries(all.map((t) => [t.site, t.name]))).toEqual({
      ice: 'ICE',
      nyse: 'NYSE',
      mersinc: 'MERS',
      mersmembers: 'MERS Members',
      ctaplan: 'CTA Plan',
      esignal: 'eSignal',
      globalotc: 'Global OTC',
      imt: 'ICE Mortgage Technology',
    });
  });

  it('puts at least two brands on the layout without a banner', () => {
    const noBanner = all.filter((t) => t.layout === 'page-layout-no-banner').map((t) => t.site);
    expect(noBanner.length).toBeGreaterThanOrEqual(2);
    expect(noBanner).toEqual(expect.arrayContaining(['ctaplan', 'globalotc']));
  });

  it('keeps the brands apart: no two share a primary, header or page colour scheme', () => {
    const schemes = all.map((t) => `${t.colors.primary} ${t.colors.headerBg} ${t.colors.bg}`);
    expect(new Set(schemes).size).toBe(all.length);
    expect(new Set(all.map((t) => t.colors.primary)).size).toBe(all.length);
    expect(new Set(all.map((t) => t.colors.headerBg)).size).toBe(all.length);
  });

  it('has at least one dark and one white-header brand', () => {
    expect(all.some((t) => contrastRatio(t.colors.bg, '#000000') < 2)).toBe(true);
    expect(all.some((t) => t.colors.headerBg === '#ffffff')).toBe(true);
  });
});

describe.each(all.map((t) => [t.site, t] as const))('contrast of %s', (_site, theme) => {
  it.each(TEXT_PAIRS.map(([fg, bg]) => [fg, bg]))(`%s on %s reaches ${AA_TEXT}:1`, (fg, bg) => {
    expect(contrastRatio(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('reports no failures', () => {
    expect(contrastFailures(theme)).toEqual([]);
  });
});

describe.each(all.map((t) => [t.site, t] as const))('logo of %s', (_site, theme) => {
  const svg = theme.logoSvg;

  it('is one well-formed <svg> element', () => {
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(unbalancedTags(svg)).toEqual([]);
  });

  it('is an image named after the brand', () => {
    const attrs = rootAttributes(svg);
    expect(attrs.get('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(attrs.get('role')).toBe('img');
    const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1];
    expect(attrs.get('aria-label') ?? title).toBe(theme.name);
    expect(attrs.get('viewBox')).toMatch(/^0 0 \d+ \d+$/);
  });

  it('has no scripts, links or external references', () => {
    expect(activeContent(svg)).toEqual([]);
  });
});

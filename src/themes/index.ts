import { SITE_IDS, type SiteId } from '../core/sites';
import { ctaplan } from './ctaplan';
import { esignal } from './esignal';
import { globalotc } from './globalotc';
import { ice } from './ice';
import { imt } from './imt';
import { mersinc } from './mersinc';
import { mersmembers } from './mersmembers';
import { nyse } from './nyse';
import { COLOR_TOKENS, themeSchema, type ColorToken, type Theme } from './theme';

export type { Layout, Theme, ThemeColors } from './theme';

export const themes: Record<SiteId, Theme> = { ice, nyse, mersinc, mersmembers, ctaplan, esignal, globalotc, imt };

/** The theme of a site. */
export function themeFor(site: SiteId): Theme {
  return themes[site];
}

/** `primaryContrast` → `--t-color-primary-contrast`. */
function colorVar(token: ColorToken): string {
  return `--t-color-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The CSS custom property names every theme defines, in output order. */
export const THEME_VARIABLES: readonly string[] = [
  ...COLOR_TOKENS.map(colorVar),
  '--t-font-body',
  '--t-font-heading',
  '--t-radius',
  '--t-space',
  '--t-max-width',
];

/**
 * One rule scoping a theme's tokens to `[data-site="<site>"]`. The theme is validated first, so a
 * value that could break out of the rule or the `<style>` element throws instead of being emitted.
 */
export function themeCss(theme: Theme): string {
  const t = themeSchema.parse(theme);
  const values = [
    ...COLOR_TOKENS.map((token) => t.colors[token]),
    t.fonts.body,
    t.fonts.heading,
    t.radius,
    t.space,
    t.maxWidth,
  ];
  const declarations = THEME_VARIABLES.map((name, i) => `${name}:${values[i]}`).join(';');
  return `[data-site="${t.site}"]{${declarations}}`;
}

/**
 * A site's own colours over its theme's (site settings): one rule on the same scope, placed
 * after the theme's stylesheet. Each value must be `#rrggbb` (it goes into a `<style>` element).
 */
export function themeOverrideCss(site: SiteId, colors: Partial<Record<ColorToken, string>>): string {
  const declarations = (Object.entries(colors) as [ColorToken, string | undefined][])
    .filter(([token, value]) => (COLOR_TOKENS as readonly string[]).includes(token) && value !== undefined)
    .map(([token, value]) => {
      if (!/^#[0-9a-f]{6}$/.test(value!)) throw new Error(`Not a #rrggbb colour: ${value}`);
      return `${colorVar(token)}:${value}`;
    });
  return declarations.length === 0 ? '' : `[data-site="${site}"]{${declarations.join(';')}}`;
}

/** The rules of all eight themes, one per line, in {@link SITE_IDS} order. */
export function allThemesCss(): string {
  return SITE_IDS.map((site) => themeCss(themes[site])).join('\n');
}

export { faviconSvg } from './favicon';

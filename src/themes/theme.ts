import { z } from 'zod';
import { SITE_IDS } from '../core/sites';

/** Page layouts of specification §2; brands on the second one have no banner slot. */
export const LAYOUTS = ['page-layout', 'page-layout-no-banner'] as const;
export type Layout = (typeof LAYOUTS)[number];

export const COLOR_TOKENS = [
  'primary', 'primaryContrast', 'accent', 'accentContrast', 'bg', 'surface', 'text', 'muted', 'border',
  'link', 'headerBg', 'headerText', 'footerBg', 'footerText', 'good', 'bad', 'warn', 'info',
] as const;
export type ColorToken = (typeof COLOR_TOKENS)[number];

// Values end up inside a <style> element, so each is limited to characters that cannot close a
// declaration, a rule or the element.
const hexColor = z.string().regex(/^#[0-9a-f]{6}$/, 'a lower-case #rrggbb colour');
const fontStack = z.string().regex(/^[A-Za-z0-9 ,"'-]+$/, 'a font stack of system font names');
const length = z.string().regex(/^(0|\d+(\.\d+)?(px|rem|em|ch))$/, 'a CSS length');

export const themeSchema = z.strictObject({
  site: z.enum(SITE_IDS),
  /** Brand display name. */
  name: z.string().min(1),
  tagline: z.string().min(1),
  layout: z.enum(LAYOUTS),
  /** Inline SVG markup of an original mark, with role="img" and an accessible name. */
  logoSvg: z.string().startsWith('<svg '),
  colors: z.strictObject(Object.fromEntries(COLOR_TOKENS.map((t) => [t, hexColor])) as Record<ColorToken, typeof hexColor>),
  fonts: z.strictObject({ body: fontStack, heading: fontStack }),
  radius: length,
  space: length,
  maxWidth: length,
});

export type Theme = z.infer<typeof themeSchema>;
export type ThemeColors = Theme['colors'];

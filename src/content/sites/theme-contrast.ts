import type { ThemeTokenName } from '../../core/contracts';
import type { SiteId } from '../../core/sites';
import { themeFor } from '../../themes';
import { AA_TEXT, contrastRatio, TEXT_PAIRS } from '../../themes/contrast';
import type { ColorToken, ThemeColors } from '../../themes/theme';

/** The theme token each colour a site may set stands for. */
export const TOKEN_OF: Record<ThemeTokenName, ColorToken> = { primary: 'primary', accent: 'accent', text: 'text', background: 'bg', link: 'link' };

const LABEL: Partial<Record<ColorToken, string>> = {
  primary: 'primary colour',
  primaryContrast: 'text on primary buttons',
  accent: 'accent colour',
  accentContrast: 'text on accent areas',
  bg: 'background',
  surface: 'panel background',
  text: 'text colour',
  muted: 'muted text',
  link: 'link colour',
  good: 'green for rises',
  bad: 'red for falls',
  warn: 'warning colour',
  info: 'information colour',
};
const label = (token: ColorToken) => LABEL[token] ?? token;

/** The site's colours with its own tokens over the brand's. */
export function effectiveColors(site: SiteId, overrides: Partial<Record<ThemeTokenName, string>>): ThemeColors {
  const colors = { ...themeFor(site).colors };
  for (const [name, value] of Object.entries(overrides) as [ThemeTokenName, string | undefined][]) if (value) colors[TOKEN_OF[name]] = value;
  return colors;
}

/** A ratio as people read it, never rounded up past the limit: 4.497 → "4.49:1". */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/**
 * The text pairs (WCAG AA, 4.5:1) that a site's own colours break, each named on the colour
 * the site set (the foreground when it set both), with the computed ratio.
 */
export function contrastProblems(site: SiteId, overrides: Partial<Record<ThemeTokenName, string>>): { field: ThemeTokenName; message: string }[] {
  const colors = effectiveColors(site, overrides);
  const set = new Map((Object.entries(overrides) as [ThemeTokenName, string | undefined][]).filter(([, v]) => v).map(([name]) => [TOKEN_OF[name], name] as const));
  const problems: { field: ThemeTokenName; message: string }[] = [];
  for (const [fg, bg] of TEXT_PAIRS) {
    const field = set.get(fg) ?? set.get(bg);
    if (!field) continue;
    const ratio = contrastRatio(colors[fg], colors[bg]);
    if (ratio >= AA_TEXT) continue;
    problems.push({
      field,
      message: `The ${label(fg)} ${colors[fg]} on the ${label(bg)} ${colors[bg]} has a contrast ratio of ${formatRatio(ratio)}; text needs at least ${AA_TEXT}:1 (WCAG AA)`,
    });
  }
  return problems;
}

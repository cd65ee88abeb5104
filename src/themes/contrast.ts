import type { ColorToken, Theme } from './theme';

/** WCAG 2.x level AA minimum for normal-size text. */
export const AA_TEXT = 4.5;

/**
 * Foreground/background pairs the base stylesheet and components draw text with. Every pair must
 * reach {@link AA_TEXT} in every theme. Intents also appear as text (price changes, status words) and primary as
 * heading or outline colour.
 */
export const TEXT_PAIRS: ReadonlyArray<readonly [fg: ColorToken, bg: ColorToken]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['link', 'bg'],
  ['link', 'surface'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['primary', 'bg'],
  ['primaryContrast', 'primary'],
  ['accentContrast', 'accent'],
  ['headerText', 'headerBg'],
  ['footerText', 'footerBg'],
  ['good', 'bg'],
  ['good', 'surface'],
  ['bad', 'bg'],
  ['bad', 'surface'],
  ['warn', 'bg'],
  ['warn', 'surface'],
  ['info', 'bg'],
  ['info', 'surface'],
];

/** Parses `#rrggbb` (or `#rgb`) into 0–255 channels. */
export function parseHex(color: string): [number, number, number] {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color);
  if (!m) throw new Error(`Not a hex colour: ${color}`);
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (0 black … 1 white) as defined by WCAG 2.x. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = parseHex(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two colours, 1 … 21; the order of the arguments does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface ContrastFailure {
  fg: ColorToken;
  bg: ColorToken;
  ratio: number;
}

/** The {@link TEXT_PAIRS} of a theme that fall below {@link AA_TEXT}. */
export function contrastFailures(theme: Pick<Theme, 'colors'>): ContrastFailure[] {
  return TEXT_PAIRS.map(([fg, bg]) => ({ fg, bg, ratio: contrastRatio(theme.colors[fg], theme.colors[bg]) })).filter(
    (pair) => pair.ratio < AA_TEXT,
  );
}

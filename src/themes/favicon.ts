import type { Theme } from './theme';

/** A square icon in the brand's primary colour with the first letter of its name. */
export function faviconSvg(theme: Theme): string {
  const letter = (theme.name.trim()[0] ?? 'T').toUpperCase().replace(/[^A-Z0-9]/, 'T');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="6" fill="${theme.colors.primary}"/>` +
    `<text x="16" y="23" text-anchor="middle" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="${theme.colors.primaryContrast}">${letter}</text>` +
    `</svg>`
  );
}

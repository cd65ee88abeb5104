/**
 * What a site's settings add to each page's head (issue 24 item 7): the title pattern, the
 * default description and social image, its icon, its colours as CSS custom properties and
 * the analytics loader's configuration. Computed from the settings on every render, so a
 * change shows on the next page the server renders (the page cache is dropped on change).
 */
import type { SiteSettings } from '../core/contracts/site-settings';
import type { SiteId } from '../core/sites';
import { themeOverrideCss } from '../themes';
import type { ColorToken } from '../themes/theme';
import { serializeForScript } from './islands';

/** The element id of the analytics configuration (JSON), read by the loader `/_tessera/analytics.js`. */
export const ANALYTICS_CONFIG_ID = 't-analytics';
/** Where the analytics loader is served (same origin: `script-src 'self'`). */
export const ANALYTICS_LOADER = '/_tessera/analytics.js';

export interface SiteHead {
  titlePattern: string;
  description: string;
  image: string;
  favicon: string;
  /** A `<style>` rule of the site's colours, or empty. */
  themeCss: string;
  /** The analytics configuration the loader reads, when the site has a provider. */
  analytics?: Record<string, string>;
}

const TOKEN: Record<string, ColorToken> = { primary: 'primary', accent: 'accent', text: 'text', background: 'bg', link: 'link' };

/** The head additions of a site's settings. */
export function siteHead(site: SiteId, settings: SiteSettings): SiteHead {
  const colors = Object.fromEntries(Object.entries(settings.theme ?? {}).flatMap(([name, value]) => (value && TOKEN[name] ? [[TOKEN[name], value]] : [])));
  const analytics = settings.analytics;
  return {
    titlePattern: settings.seo?.titlePattern ?? '',
    description: settings.seo?.description ?? '',
    image: settings.seo?.image ?? '',
    favicon: settings.branding?.favicon ?? '',
    themeCss: themeOverrideCss(site, colors),
    ...(analytics && analytics.provider !== 'none' ? { analytics: { ...analytics } as Record<string, string> } : {}),
  };
}

const ICON_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon', webp: 'image/webp', gif: 'image/gif', jpg: 'image/jpeg', avif: 'image/avif' };

/** The `<link rel="icon">` of a site: its own from the media library, else the brand's letter icon. */
export function faviconLink(favicon: string | undefined): string {
  if (!favicon) return '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
  const type = ICON_TYPES[favicon.slice(favicon.lastIndexOf('.') + 1)] ?? 'image/png';
  return `<link rel="icon" href="${favicon.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)}" type="${type}">`;
}

/** The analytics configuration and its loader: the loader adds the provider's script only once the visitor accepts its cookie category. */
export function analyticsTags(analytics: Record<string, string> | undefined): string {
  if (!analytics) return '';
  return `<script type="application/json" id="${ANALYTICS_CONFIG_ID}">${serializeForScript(analytics)}</script><script src="${ANALYTICS_LOADER}" defer></script>`;
}

import type { Provider } from './definition';

const NAMES: Record<string, string> = {
  'www.youtube-nocookie.com': 'YouTube',
  'www.youtube.com': 'YouTube',
  'player.vimeo.com': 'Vimeo',
  'www.openstreetmap.org': 'OpenStreetMap',
  'www.google.com': 'Google Maps',
};

const WHAT: Record<Provider, string> = { youtube: 'video', vimeo: 'video', map: 'map', social: 'post' };

/** The site the content comes from, as visitors know it ("YouTube"), else its host name. */
export function providerName(url: string): string {
  try {
    const host = new URL(url).hostname;
    return NAMES[host] ?? host.replace(/^www\./, '');
  } catch {
    return 'another site';
  }
}

/** What the visitor would see: a video, a map or a post. */
export function contentWord(provider: Provider): string {
  return WHAT[provider];
}

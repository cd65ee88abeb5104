import { THIRD_PARTY_COOKIE_CATEGORY } from '../../core/constants';
import { allows, type Consent } from '../cookie-notice/consent';

/**
 * pending: the server's HTML, the placeholder (the server never knows the visitor's choice);
 * blocked: the browser found no consent for C0005; loaded: consent given, the iframe is in.
 */
export type EmbedState = 'pending' | 'blocked' | 'loaded';

export function embedStateFor(consent: Consent): EmbedState {
  return allows(consent, THIRD_PARTY_COOKIE_CATEGORY) ? 'loaded' : 'blocked';
}

/** Class suffix of an aspect ratio: `16:9` → `16x9`. */
export function ratioClass(ratio: string): string {
  return ratio.replace(':', 'x');
}

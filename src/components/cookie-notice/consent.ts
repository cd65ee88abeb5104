import { CATEGORY_ID, NECESSARY_CATEGORY } from './categories';

/**
 * The visitor's cookie consent, shared by the cookie notice and every embed. Stored in the
 * first-party cookie `tessera_consent` as the accepted category ids joined by dots
 * (`C0001.C0005`); a missing cookie means no choice yet. Changes are announced to the other
 * islands of the page with the window event `tessera:consent` (see consent.client.ts).
 */
export const CONSENT_COOKIE = 'tessera_consent';
export const CONSENT_EVENT = 'tessera:consent';

/** Accepted categories; `null` while the visitor has not chosen. */
export type Consent = readonly string[] | null;

export interface ConsentEventDetail {
  consent: string[];
}

/** Sorted, without duplicates or malformed ids, always including the strictly necessary category. */
export function normalizeConsent(ids: readonly string[]): string[] {
  return [...new Set([NECESSARY_CATEGORY, ...ids.filter((id) => CATEGORY_ID.test(id))])].sort();
}

/** The consent a cookie value records; `null` for no cookie or one we did not write. */
export function parseConsent(value: string | undefined): Consent {
  if (value === undefined) return null;
  const ids = value.split('.');
  if (!ids.every((id) => CATEGORY_ID.test(id)) || !ids.includes(NECESSARY_CATEGORY)) return null;
  return normalizeConsent(ids);
}

export function serializeConsent(consent: readonly string[]): string {
  return normalizeConsent(consent).join('.');
}

/** Whether content of `category` may load. Strictly necessary always may; others need consent. */
export function allows(consent: Consent, category: string): boolean {
  return category === NECESSARY_CATEGORY || (consent?.includes(category) ?? false);
}

/** The consent after accepting one more category (what an embed's own button does). */
export function withCategory(consent: Consent, category: string): string[] {
  return normalizeConsent([...(consent ?? []), category]);
}

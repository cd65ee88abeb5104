import { documentCookies, setDocumentCookie } from '../cookie-jar.client';
import { cookieString, readCookie, REMEMBER_SECONDS } from '../cookies';
import { CONSENT_COOKIE, CONSENT_EVENT, parseConsent, serializeConsent, withCategory, normalizeConsent, type Consent, type ConsentEventDetail } from './consent';

/** Browser side of consent.ts, imported by the cookie-notice and embed islands. */

export function readConsent(): Consent {
  return parseConsent(readCookie(documentCookies(), CONSENT_COOKIE));
}

/** Stores the choice and tells every island on the page. */
export function saveConsent(accepted: readonly string[]): string[] {
  const consent = normalizeConsent(accepted);
  setDocumentCookie(
    cookieString({
      name: CONSENT_COOKIE,
      value: serializeConsent(consent),
      maxAge: REMEMBER_SECONDS,
      secure: location.protocol === 'https:',
    }),
  );
  window.dispatchEvent(new CustomEvent<ConsentEventDetail>(CONSENT_EVENT, { detail: { consent } }));
  return consent;
}

/** Accepts one more category, keeping the rest of the visitor's choice. */
export function grantCategory(category: string): string[] {
  return saveConsent(withCategory(readConsent(), category));
}

/** Calls `listener` whenever any island saves a choice; returns the unsubscribe function. */
export function onConsentChange(listener: (consent: string[]) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ConsentEventDetail>).detail.consent);
  window.addEventListener(CONSENT_EVENT, handler);
  return () => window.removeEventListener(CONSENT_EVENT, handler);
}

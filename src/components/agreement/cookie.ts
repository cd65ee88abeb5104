/** Agreement ids: they name the cookie that remembers a confirmation (`cookies.ts` COOKIE_NAME). */
export const AGREEMENT_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** The cookie that remembers a visitor's confirmation of one agreement. */
export function agreementCookie(agreementId: string): string {
  return `tessera_agreement_${agreementId}`;
}

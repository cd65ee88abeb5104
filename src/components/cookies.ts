/**
 * Pure helpers for the few cookies islands keep in the browser (dismissed banners, cookie
 * consent). They take and return strings, so the server never reads them and the browser code
 * only passes `document.cookie` in and out.
 */

/** Cookie names islands may use: the RFC 6265 token characters that need no escaping. */
export const COOKIE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The value of cookie `name` in a `Cookie` header / `document.cookie` string, or `undefined`. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

export interface CookieInput {
  name: string;
  value: string;
  /** Lifetime in seconds; `0` deletes the cookie. */
  maxAge: number;
  /** Add `Secure` (pages served over https). */
  secure: boolean;
}

/** A `document.cookie` assignment for a site-wide, first-party cookie. */
export function cookieString({ name, value, maxAge, secure }: CookieInput): string {
  if (!COOKIE_NAME.test(name)) throw new Error(`Invalid cookie name "${name}"`);
  return `${name}=${encodeURIComponent(value)}; Max-Age=${Math.max(0, Math.floor(maxAge))}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** One year, in seconds: how long dismissals and consent choices are remembered. */
export const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

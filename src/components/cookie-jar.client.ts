/**
 * `document.cookie` for islands, also where a document may not have cookies: a preview runs
 * sandboxed in an opaque origin, where reading or writing it throws a SecurityError. There an
 * island behaves as for a visitor without cookies, and a choice lasts until the page closes.
 */
export function documentCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

/** Sets a cookie (a `cookieString`); a document without cookies keeps nothing. */
export function setDocumentCookie(cookie: string): void {
  try {
    document.cookie = cookie;
  } catch {
    // A sandboxed preview: nothing to remember the choice in.
  }
}

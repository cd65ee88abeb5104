/**
 * The signed-in visitor of this site as the browser learns it from `/api/visitor/me` (issue 25):
 * asked in the browser, so a cached public page stays the same for everyone. Used by the
 * header's sign-in link and the session request's requester fields.
 */
const VISITOR_ME = '/api/visitor/me';

export interface SignedInVisitor {
  name: string;
  email: string;
}

/** The visitor, or null when signed out, unknown or the answer is not what was expected. */
export async function fetchSignedInVisitor(): Promise<SignedInVisitor | null> {
  // A sandboxed preview runs in an opaque origin: it has no visitor, and the request would be
  // a cross-origin one the site rightly refuses (a console error in every preview).
  if (window.origin === 'null') return null;
  try {
    const response = await fetch(VISITOR_ME, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const visitor = ((await response.json()) as { visitor?: { name?: unknown; email?: unknown } | null } | null)?.visitor;
    if (!visitor) return null;
    return { name: typeof visitor.name === 'string' ? visitor.name.trim() : '', email: typeof visitor.email === 'string' ? visitor.email : '' };
  } catch {
    return null;
  }
}

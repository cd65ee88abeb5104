/** A site's public-address form apart from React: what it checks and the request it sends. */
import { UpdateSiteBody } from '../../core/contracts';
import { zodFieldErrors, type FieldErrors } from '../field-errors';

export const PUBLIC_ORIGIN_FIELDS = ['publicOrigin'] as const;
export const knownPublicOriginField = (key: string) => (PUBLIC_ORIGIN_FIELDS as readonly string[]).includes(key);

/**
 * What saving sends (`PATCH /api/cms/sites/{site}`), checked with the server's own contract;
 * an empty field returns the site to the configured default (`null`).
 */
export function publicOriginRequest(value: string): { ok: true; body: { publicOrigin: string | null } } | { ok: false; errors: FieldErrors } {
  const text = value.trim();
  const body = { publicOrigin: text === '' ? null : text };
  const parsed = UpdateSiteBody.safeParse(body);
  if (!parsed.success) return { ok: false, errors: zodFieldErrors(parsed.error, knownPublicOriginField) };
  return { ok: true, body };
}

import { TesseraError } from '../core/errors';
import { hasRole, type Role, type SiteId } from '../core/sites';
import type { DocumentKind } from '../core/contracts';
import type { Actor } from './context';

/**
 * Who may do what (DESIGN.md §6), as small named rules. The platform itself (seed, command
 * line) may do everything; a disabled account may do nothing.
 */
function atLeast(actor: Actor, role: Role): boolean {
  if (actor.kind === 'system') return true;
  return !actor.disabled && hasRole(actor, role);
}

/** Read documents and versions, edit drafts of pages, make preview links. */
export const mayEdit = (actor: Actor): boolean => atLeast(actor, 'CMSTWO User');
/** Partials appear on many pages at once, so editing them is a Super User's job. */
export const mayEditKind = (actor: Actor, kind: DocumentKind): boolean => atLeast(actor, kind === 'partial' ? 'CMSTWO Super User' : 'CMSTWO User');
/** Publish, unpublish, schedule, restore, delete, set access codes. */
export const mayPublish = (actor: Actor): boolean => atLeast(actor, 'CMSTWO Super User');
/**
 * Approve or reject review requests of the site's documents (never one's own: the operation checks that).
 * Per-site roles (issue 23 item 1) make it the role on `site`; until then the one role counts.
 */
export const mayReview = (actor: Actor, _site: SiteId): boolean => atLeast(actor, 'CMSTWO Super User');
/** Users, sites and the audit log. */
export const mayAdminister = (actor: Actor): boolean => atLeast(actor, 'CMSTWO Admin');
/** A preview link's author may revoke it; Super Users and Admins may revoke anyone's. */
export const mayRevokePreview = (actor: Actor, link: { createdBy: { id: string } }): boolean =>
  (actor.kind === 'user' && link.createdBy.id === actor.id && mayEdit(actor)) || atLeast(actor, 'CMSTWO Super User');

/** Throws FORBIDDEN naming the actor's role and what they tried, unless `allowed`. */
export function assertAllowed(allowed: boolean, actor: Actor, action: string): void {
  if (allowed) return;
  throw new TesseraError('FORBIDDEN', { role: actor.kind === 'user' ? actor.role : actor.name, action });
}

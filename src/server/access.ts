import { TesseraError } from '../core/errors';
import type { Role } from '../core/sites';
import type { User } from '../store/types';

/** Who may call a route. Every route declares one; the app refuses to start otherwise. */
export interface AccessPolicy {
  name: string;
  /** Least role required; null for public routes. */
  minRole: Role | null;
  /** What the route lets one do, for the 403 message. */
  action: string;
}

const RANK: Record<Role, number> = { 'CMSTWO User': 1, 'CMSTWO Super User': 2, 'CMSTWO Admin': 3 };

export function hasRole(user: Pick<User, 'role'> | null | undefined, minRole: Role): boolean {
  return !!user && RANK[user.role] >= RANK[minRole];
}

/** Anyone, signed in or not. */
export const anyone: AccessPolicy = { name: 'anyone', minRole: null, action: 'view public content' };
/** `CMSTWO User` and above: read content, edit drafts. */
export const editor: AccessPolicy = { name: 'editor', minRole: 'CMSTWO User', action: 'edit drafts' };
/** `CMSTWO Super User` and above: publish, unpublish, restore, delete, access codes. */
export const publisher: AccessPolicy = {
  name: 'publisher',
  minRole: 'CMSTWO Super User',
  action: 'publish, unpublish, restore or delete documents',
};
/** `CMSTWO Admin`: users, sites and settings. */
export const admin: AccessPolicy = { name: 'admin', minRole: 'CMSTWO Admin', action: 'manage users, sites and settings' };


/**
 * Partials (footer, header, flyouts) appear on many pages at once, so editing them is a
 * Super User's job (DESIGN.md §6); pages are every editor's.
 */
export function assertMayEdit(user: Pick<User, 'role'>, kind: 'page' | 'partial'): void {
  if (kind === 'partial' && !hasRole(user, 'CMSTWO Super User')) {
    throw new TesseraError('FORBIDDEN', { role: user.role, action: 'edit partials' });
  }
}

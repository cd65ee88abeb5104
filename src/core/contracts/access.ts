import type { Role } from '../sites';

/**
 * Who may call a route: every API route names one in the route table, the server enforces it
 * before the body is read, and the OpenAPI document shows it (`x-access`).
 */
export interface AccessPolicy {
  name: string;
  /** Least role required; null for public routes. */
  minRole: Role | null;
  /** What the route lets one do, for the 403 message. */
  action: string;
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
/** `CMSTWO Super User` and above: approve or reject review requests (never their own; on the request's site). */
export const reviewer: AccessPolicy = { name: 'reviewer', minRole: 'CMSTWO Super User', action: 'approve or reject review requests' };

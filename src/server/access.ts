import { TesseraError } from '../core/errors';
import type { Role } from '../core/sites';
import type { UserActor } from '../content';
import type { FastifyRequest } from 'fastify';

/** Who may call a route. Every route declares one; the app refuses to start otherwise. */
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

/** The signed-in editor of a route whose policy requires one. */
export function actorOf(request: FastifyRequest): UserActor {
  if (!request.actor) throw new TesseraError('UNAUTHENTICATED');
  return request.actor;
}

import { TesseraError } from '../core/errors';
import { isSiteId, roleMeets, SITE_IDS, uniformRole, type Role, type SiteId, type SiteRoles } from '../core/sites';
import type { DocumentKind } from '../core/contracts';
import type { Actor } from './context';

/**
 * Who may do what (DESIGN.md §6), as small named rules. Roles are granted per site (issue 23
 * item 1): every rule about a document, record or setting of one site takes that site, and the
 * role the actor holds there decides. What belongs to no one site (visitors, background jobs,
 * the outbox) takes `EVERY_SITE`: only an Admin of every site manages it; what every editor
 * shares (the media library, reading the site list) takes `SOME_SITE`. The platform itself
 * (seed, command line) may do everything; a disabled account may do nothing.
 */
export const EVERY_SITE = 'every site';
export const SOME_SITE = 'any site';
export type Where = SiteId | typeof EVERY_SITE | typeof SOME_SITE;

function holds(roles: SiteRoles, where: Where, role: Role): boolean {
  if (where === EVERY_SITE) return SITE_IDS.every((site) => roleMeets(roles[site], role));
  if (where === SOME_SITE) return SITE_IDS.some((site) => roleMeets(roles[site], role));
  return roleMeets(roles[where], role);
}

function atLeast(actor: Actor, where: Where, role: Role): boolean {
  if (actor.kind === 'system') return true;
  return !actor.disabled && holds(actor.roles, where, role);
}

/** Read documents and versions, edit drafts of pages, make preview links — on `site`. */
export const mayEdit = (actor: Actor, site: Where): boolean => atLeast(actor, site, 'CMSTWO User');
/** Partials appear on many pages at once, so editing them is a Super User's job. */
export const mayEditKind = (actor: Actor, site: SiteId, kind: DocumentKind): boolean =>
  atLeast(actor, site, kind === 'partial' ? 'CMSTWO Super User' : 'CMSTWO User');
/** Publish, unpublish, schedule, restore, delete, set access codes — on `site`. */
export const mayPublish = (actor: Actor, site: Where): boolean => atLeast(actor, site, 'CMSTWO Super User');
/** Approve or reject someone else's review request for a document of `site` (Super User or Admin there). */
export const mayReview = (actor: Actor, site: SiteId): boolean => atLeast(actor, site, 'CMSTWO Super User');
/** A site's settings, captcha, identity provider and audit log; `EVERY_SITE` for visitors, jobs and the outbox. */
export const mayAdminister = (actor: Actor, site: Where): boolean => atLeast(actor, site, 'CMSTWO Admin');
/**
 * Granting, changing or removing a role on a site needs Admin on that site; so each site in
 * `sites` (the sites whose role changes) must be one the actor administers. Renaming or
 * disabling a user touches every site they hold a role on.
 */
export const mayManageUserOn = (actor: Actor, sites: readonly SiteId[]): boolean =>
  sites.length === 0 ? mayAdminister(actor, SOME_SITE) : sites.every((site) => mayAdminister(actor, site));
/** The sites of `sites` the actor does not administer (what a refused user change names). */
export const sitesNotAdministered = (actor: Actor, sites: readonly SiteId[]): SiteId[] => sites.filter((site) => !mayAdminister(actor, site));
/** A preview link's author may revoke it; Super Users and Admins of the link's site may revoke anyone's. */
export const mayRevokePreview = (actor: Actor, site: SiteId, link: { createdBy: { id: string } }): boolean =>
  (actor.kind === 'user' && link.createdBy.id === actor.id && mayEdit(actor, site)) || atLeast(actor, site, 'CMSTWO Super User');

/** The sites where the actor holds `role` or a higher one (every site for the platform itself). */
export function sitesWhere(actor: Actor, role: Role): SiteId[] {
  return SITE_IDS.filter((site) => atLeast(actor, site, role));
}

/** How a 403 names the actor's role: the one on `where`, or all of them. */
function roleText(actor: Actor, where: Where | undefined): string {
  if (actor.kind !== 'user') return actor.name;
  if (where !== undefined && isSiteId(where)) return actor.roles[where] ?? 'none';
  const same = uniformRole(actor.roles);
  if (same) return same;
  const held = SITE_IDS.filter((site) => actor.roles[site]).map((site) => `${actor.roles[site]} on ${site}`);
  return held.length > 0 ? held.join(', ') : 'none';
}

/**
 * Throws FORBIDDEN naming the actor's role on `where` and what they tried, unless `allowed`:
 * "Your role on imt (none) may not edit drafts".
 */
export function assertAllowed(allowed: boolean, actor: Actor, action: string, where?: Where): void {
  if (allowed) return;
  throw new TesseraError('FORBIDDEN', { on: where === undefined ? '' : ` on ${where}`, role: roleText(actor, where), action });
}

/** The role text of a user for a 403 of the server's route gate (no site yet). */
export function describeRoles(user: { roles: SiteRoles }): string {
  return roleText({ kind: 'user', id: '', email: '', name: '', roles: user.roles }, undefined);
}

import type { Site, User } from '../../core/contracts';
import { SITE_IDS, type SiteId } from '../../core/sites';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import type { Db } from '../../store/types';
import { assertAllowed, mayAdminister, type Where } from '../access';
import type { Actor } from '../context';

/**
 * Users, sites, settings, the audit log and the background jobs are the Admins': of the site
 * (`where`), of every site (`EVERY_SITE`: jobs, visitors, the outbox) or of some site (`SOME_SITE`).
 */
export function assertMayAdminister(actor: Actor, where: Where): void {
  assertAllowed(mayAdminister(actor, where), actor, 'manage users, sites and settings', where);
}

/** The sites an Admin manages users on: every site for an Admin of every site. */
export const administeredSites = (actor: Actor): SiteId[] => SITE_IDS.filter((site) => mayAdminister(actor, site));

/** A user as an Admin sees them: their roles on the sites the Admin administers only (need to know). */
export function userAsSeenBy(actor: Actor, user: User): User {
  const sites = administeredSites(actor);
  if (sites.length === SITE_IDS.length) return user;
  return { ...user, roles: Object.fromEntries(Object.entries(user.roles).filter(([site]) => sites.includes(site as SiteId))) as User['roles'] };
}

/** Creates or updates a site in `tx`; a host another site serves (compared normalized) → ALREADY_EXISTS. */
export async function saveSite(tx: Db, site: store.SiteInput): Promise<Site> {
  const taken = site.hosts && (await store.hostServedElsewhere(tx, { id: site.id, hosts: site.hosts }));
  if (taken) throw new TesseraError('ALREADY_EXISTS', { what: `The host "${taken}"` });
  return store.upsertSite(tx, site);
}

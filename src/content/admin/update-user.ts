import type { UpdateUserBody, User } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { everySite, SITE_IDS, type SiteId, type SiteRoles } from '../../core/sites';
import * as store from '../../store';
import type { Db } from '../../store/types';
import { assertAllowed, mayManageUserOn, sitesNotAdministered } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { auditedRoles } from './create-user';
import { administeredSites, userAsSeenBy } from './shared';

/** The sites where a user holds some role. */
const heldSites = (roles: SiteRoles): SiteId[] => SITE_IDS.filter((site) => roles[site] !== undefined);

/**
 * Refuses a change that leaves a site that had an active Admin without one (LAST_ADMIN naming
 * the site): every site keeps someone who can manage its users and settings. `before` is the
 * active Admins locked (`FOR UPDATE`) before the change, so two Admins demoting each other at
 * once cannot both succeed.
 */
export async function assertEverySiteKeepsAdmin(tx: Db, before: { sites: SiteId[] }[], name: string): Promise<void> {
  const had = new Set(before.flatMap((admin) => admin.sites));
  const has = new Set(await store.sitesWithActiveAdmin(tx));
  const lost = SITE_IDS.find((site) => had.has(site) && !has.has(site));
  if (lost) throw new TesseraError('LAST_ADMIN', { name, site: lost });
}

/**
 * Changes a user's name, roles or access; disabling ends their sessions (and stops their
 * preview links). `role` is that role on every site; `roles` replaces the role on each site (a
 * site left out: no access). Changing the role on a site needs Admin on that site; renaming or
 * disabling needs Admin on every site the user holds a role on. No site may lose its last
 * active Admin (LAST_ADMIN).
 */
export async function updateUser(ctx: ContentContext, { actor, id, ...patch }: { actor: Actor; id: string } & UpdateUserBody): Promise<User> {
  const { name, role, disabled } = patch;
  const given = patch.roles ?? (role === undefined ? undefined : everySite(role));
  return ctx.db.transaction(async (tx) => {
    const current = await store.getUser(tx, { id });
    if (!current) throw new TesseraError('NOT_FOUND', { what: `User ${id}` });
    // An Admin of some sites sees and sends the roles on those: the user's roles elsewhere stay.
    const administered = administeredSites(actor);
    const kept = Object.fromEntries(Object.entries(current.roles).filter(([site]) => !administered.includes(site as SiteId)));
    const roles = given && patch.roles ? ({ ...kept, ...given } as SiteRoles) : given;
    const changedSites = roles ? SITE_IDS.filter((site) => current.roles[site] !== roles[site]) : [];
    if (name !== undefined || disabled !== undefined) {
      assertAllowed(mayManageUserOn(actor, heldSites(current.roles)), actor, `change ${current.name}, who holds a role on ${heldSites(current.roles).join(', ') || 'no site'}`);
    }
    if (changedSites.length > 0) {
      assertAllowed(mayManageUserOn(actor, changedSites), actor, `change roles on ${sitesNotAdministered(actor, changedSites).join(', ')}`);
    } else {
      assertAllowed(mayManageUserOn(actor, []), actor, 'manage users, sites and settings');
    }
    // Locked first, so two Admins demoting each other at once cannot both succeed.
    const activeAdmins = await store.lockActiveAdmins(tx);
    const user = await store.updateUser(tx, { id, name, disabled, ...(roles ? { roles } : {}) });
    if (!user) throw new TesseraError('NOT_FOUND', { what: 'User' });
    await assertEverySiteKeepsAdmin(tx, activeAdmins, user.name);
    if (user.disabled) await store.deleteUserSessions(tx, { userId: user.id });
    const changes = Object.fromEntries(Object.entries({ name, disabled }).filter(([, value]) => value !== undefined));
    await store.appendAudit(tx, {
      actor: actorName(actor),
      action: 'user.update',
      detail: { userId: user.id, email: user.email, ...changes, ...(roles && changedSites.length > 0 ? auditedRoles(user.roles) : {}) },
    });
    return userAsSeenBy(actor, user);
  });
}

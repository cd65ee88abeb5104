import type { CreateUserBody, User } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { everySite, SITE_IDS, uniformRole, type Role, type SiteId, type SiteRoles } from '../../core/sites';
import * as store from '../../store';
import type { Db } from '../../store/types';
import { assertAllowed, mayManageUserOn, sitesNotAdministered } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { mapViolations } from '../database-errors';

/** How the audit log records a user's roles: `role` when it is the same on every site, else `roles`. */
export function auditedRoles(roles: SiteRoles): { role: Role } | { roles: SiteRoles } {
  const same = uniformRole(roles);
  return same ? { role: same } : { roles };
}

/** E-mail addresses are unique regardless of case: `Ann@x` and `ann@x` are one account. */
function insertUser(db: Db, { email, name, roles, passwordHash }: { email: string; name: string; roles: SiteRoles; passwordHash: string }): Promise<User> {
  return mapViolations(store.createUser(db, { email, name, roles, passwordHash }), {
    unique: () => new TesseraError('ALREADY_EXISTS', { what: `A user with the e-mail address ${email}` }),
  });
}

/**
 * A new editor account; the audit entry commits with it. `role` is that role on every site;
 * `roles` a role per site (a site left out: no access). Granting a role on a site needs Admin on
 * that site.
 */
export async function createUser(ctx: ContentContext, { actor, password, role, roles: given, ...body }: { actor: Actor } & CreateUserBody): Promise<User> {
  const roles: SiteRoles = given ?? everySite(role ?? 'CMSTWO User');
  const granted: SiteId[] = SITE_IDS.filter((site) => roles[site] !== undefined);
  assertAllowed(mayManageUserOn(actor, granted), actor, `grant roles on ${sitesNotAdministered(actor, granted).join(', ') || 'no site'}`);
  const email = body.email.trim();
  // Hashed before the transaction opens: it takes about 90 ms.
  const passwordHash = await store.hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, { name: body.name, email, roles, passwordHash });
    await store.appendAudit(tx, {
      actor: actorName(actor),
      action: 'user.create',
      detail: { userId: user.id, email: user.email, ...auditedRoles(user.roles) },
    });
    return user;
  });
}

/** The first administrator of an empty installation: Admin on every site (no actor: nobody exists yet, so nothing is audited). */
export async function createFirstAdmin(ctx: ContentContext, { email, password }: { email: string; password: string }): Promise<User | undefined> {
  if ((await store.countUsers(ctx.db)) > 0) return undefined;
  return insertUser(ctx.db, { email: email.trim(), name: 'Administrator', roles: everySite('CMSTWO Admin'), passwordHash: await store.hashPassword(password) });
}

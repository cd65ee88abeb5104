import type { UpdateUserBody, User } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { actorName, type Actor, type ContentContext } from '../context';
import { assertMayAdminister } from './shared';

/**
 * Changes a user's name, role or access; disabling ends their sessions (and stops their preview
 * links). The last active Admin cannot be demoted or disabled (LAST_ADMIN).
 */
export async function updateUser(ctx: ContentContext, { actor, id, ...patch }: { actor: Actor; id: string } & UpdateUserBody): Promise<User> {
  assertMayAdminister(actor);
  const { name, role, disabled } = patch;
  return ctx.db.transaction(async (tx) => {
    if (!(await store.getUser(tx, { id }))) throw new TesseraError('NOT_FOUND', { what: `User ${id}` });
    // Locked first, so two Admins demoting each other at once cannot both succeed.
    const activeAdmins = await store.lockActiveAdmins(tx);
    const user = await store.updateUser(tx, { id, name, role, disabled });
    if (!user) throw new TesseraError('NOT_FOUND', { what: 'User' });
    // Demoting or disabling the last active Admin would lock everybody out of users and settings.
    const wasLastAdmin = activeAdmins.length === 1 && activeAdmins[0] === id;
    if (wasLastAdmin && (user.role !== 'CMSTWO Admin' || user.disabled)) throw new TesseraError('LAST_ADMIN', { name: user.name });
    if (user.disabled) await store.deleteUserSessions(tx, { userId: user.id });
    const changes = Object.fromEntries(Object.entries({ name, role, disabled }).filter(([, value]) => value !== undefined));
    await store.appendAudit(tx, {
      actor: actorName(actor),
      action: 'user.update',
      detail: { userId: user.id, email: user.email, ...changes },
    });
    return user;
  });
}

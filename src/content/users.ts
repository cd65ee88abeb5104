import type { CreateUserBody, UpdateUserBody, User } from '../core/contracts';
import { TesseraError } from '../core/errors';
import * as store from '../store';
import { assertAllowed, mayAdminister } from './access';
import { actorName, type Actor, type ContentContext } from './context';

const ACTION = 'manage users, sites and settings';

export async function listUsers(ctx: ContentContext, { actor }: { actor: Actor }): Promise<User[]> {
  assertAllowed(mayAdminister(actor), actor, ACTION);
  return store.listUsers(ctx.db);
}

/** A new editor account; the audit entry commits with it. */
export async function createUser(ctx: ContentContext, { actor, ...body }: { actor: Actor } & CreateUserBody): Promise<User> {
  assertAllowed(mayAdminister(actor), actor, ACTION);
  return store.createUser(ctx.db, { ...body, actor: actorName(actor) });
}

/** Changes a user's name, role or access; disabling ends their sessions and their preview links. */
export async function updateUser(ctx: ContentContext, { actor, id, ...patch }: { actor: Actor; id: string } & UpdateUserBody): Promise<User> {
  assertAllowed(mayAdminister(actor), actor, ACTION);
  if (!(await store.getUser(ctx.db, { id }))) throw new TesseraError('NOT_FOUND', { what: `User ${id}` });
  return store.updateUser(ctx.db, { id, ...patch, actor: actorName(actor) });
}

/** The first administrator of an empty installation (no actor: nobody exists yet). */
export async function createFirstAdmin(ctx: ContentContext, { email, password }: { email: string; password: string }): Promise<User | undefined> {
  if ((await store.countUsers(ctx.db)) > 0) return undefined;
  return store.createUser(ctx.db, { email, name: 'Administrator', role: 'CMSTWO Admin', password });
}

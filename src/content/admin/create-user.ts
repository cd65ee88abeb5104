import type { CreateUserBody, User } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import type { Db } from '../../store/types';
import { actorName, type Actor, type ContentContext } from '../context';
import { mapViolations } from '../database-errors';
import { assertMayAdminister } from './shared';

/** E-mail addresses are unique regardless of case: `Ann@x` and `ann@x` are one account. */
function insertUser(db: Db, { email, ...user }: Omit<CreateUserBody, 'password'> & { passwordHash: string }): Promise<User> {
  return mapViolations(store.createUser(db, { email, ...user }), {
    unique: () => new TesseraError('ALREADY_EXISTS', { what: `A user with the e-mail address ${email}` }),
  });
}

/** A new editor account; the audit entry commits with it. */
export async function createUser(ctx: ContentContext, { actor, password, ...body }: { actor: Actor } & CreateUserBody): Promise<User> {
  assertMayAdminister(actor);
  const email = body.email.trim();
  // Hashed before the transaction opens: it takes about 90 ms.
  const passwordHash = await store.hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, { ...body, email, passwordHash });
    await store.appendAudit(tx, {
      actor: actorName(actor),
      action: 'user.create',
      detail: { userId: user.id, email: user.email, role: user.role },
    });
    return user;
  });
}

/** The first administrator of an empty installation (no actor: nobody exists yet, so nothing is audited). */
export async function createFirstAdmin(ctx: ContentContext, { email, password }: { email: string; password: string }): Promise<User | undefined> {
  if ((await store.countUsers(ctx.db)) > 0) return undefined;
  return insertUser(ctx.db, { email: email.trim(), name: 'Administrator', role: 'CMSTWO Admin', passwordHash: await store.hashPassword(password) });
}

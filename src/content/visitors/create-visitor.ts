import type { CreateVisitorBody, Visitor } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { assertAllowed, EVERY_SITE, mayAdminister } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { MANAGE_VISITORS } from './visitors';

/** A new visitor with roles per application key; e-mail addresses are unique regardless of case. */
export async function createVisitor(ctx: ContentContext, { actor, email: given, name, password, roles }: { actor: Actor } & CreateVisitorBody): Promise<Visitor> {
  assertAllowed(mayAdminister(actor, EVERY_SITE), actor, MANAGE_VISITORS, EVERY_SITE);
  const email = given.trim();
  // Hashing takes a while (argon2id): before the transaction, not inside it.
  const passwordHash = password === undefined ? null : await store.hashVisitorPassword(password);
  return ctx.db.transaction(async (tx) => {
    const id = await store.insertVisitor(tx, { email, name, passwordHash });
    if (!id) throw new TesseraError('ALREADY_EXISTS', { what: `A visitor with the e-mail address ${email}` });
    await store.replaceVisitorRoles(tx, { visitorId: id, roles });
    const visitor = (await store.getVisitor(tx, { id }))!;
    await store.appendAudit(tx, { actor: actorName(actor), action: 'visitor.create', detail: { visitorId: id, email, roles: visitor.roles } });
    return visitor;
  });
}

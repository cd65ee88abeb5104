import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { actorName, type Actor, type ContentContext } from '../context';
import { getVisitor } from './visitors';

/** Signs a visitor out everywhere (a forced sign-out); how many sessions ended. */
export async function signOutVisitor(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<number> {
  await getVisitor(ctx, { actor, id });
  const ended = await ctx.db.transaction(async (tx) => {
    const visitor = await store.getVisitor(tx, { id });
    if (!visitor) throw new TesseraError('NOT_FOUND', { what: 'Visitor' });
    const sessions = await store.deleteVisitorSessions(tx, { visitorId: id });
    await store.appendAudit(tx, { actor: actorName(actor), action: 'visitor.sign-out', detail: { visitorId: visitor.id, email: visitor.email, sessions } });
    return sessions;
  });
  await ctx.changes.visitorSessionsChanged?.({ visitorId: id });
  return ended;
}

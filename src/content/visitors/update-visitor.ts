import type { UpdateVisitorBody, Visitor } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { actorName, type Actor, type ContentContext } from '../context';
import { getVisitor } from './visitors';

/**
 * Changes the given fields of a visitor (roles are replaced as a whole). Disabling a visitor, or
 * changing their password, ends all their sessions in the same transaction, so they lose access
 * on their next request (every process: `visitorSessionsChanged`).
 */
export async function updateVisitor(ctx: ContentContext, { actor, id, ...patch }: { actor: Actor; id: string } & UpdateVisitorBody): Promise<Visitor> {
  await getVisitor(ctx, { actor, id });
  const passwordHash = patch.password === undefined ? undefined : await store.hashVisitorPassword(patch.password);
  const updated = await ctx.db.transaction(async (tx) => {
    const found = await store.updateVisitor(tx, {
      id,
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(passwordHash === undefined ? {} : { passwordHash }),
      ...(patch.disabled === undefined ? {} : { disabled: patch.disabled }),
    });
    if (!found) throw new TesseraError('NOT_FOUND', { what: 'Visitor' });
    if (patch.roles) await store.replaceVisitorRoles(tx, { visitorId: id, roles: patch.roles });
    if (patch.disabled === true || passwordHash !== undefined) await store.deleteVisitorSessions(tx, { visitorId: id });
    const visitor = (await store.getVisitor(tx, { id }))!;
    const changed = (['name', 'roles', 'disabled'] as const).filter((key) => patch[key] !== undefined);
    await store.appendAudit(tx, {
      actor: actorName(actor),
      action: 'visitor.update',
      detail: {
        visitorId: visitor.id,
        email: visitor.email,
        ...Object.fromEntries(changed.map((key) => [key, patch[key]])),
        ...(passwordHash ? { password: 'changed' } : {}),
      },
    });
    return visitor;
  });
  // Processes keep signed-in visitors for a few seconds: they drop this one (its roles, name or
  // sessions changed) so the change holds on every process's next request.
  await ctx.changes.visitorSessionsChanged?.({ visitorId: id });
  return updated;
}

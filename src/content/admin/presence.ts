import type { PresentEditor } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import type { Actor, ContentContext, UserActor } from '../context';
import { mapViolations } from '../database-errors';
import { assertMayRead, documentIn } from '../documents/shared';

/**
 * Another editor counts as present while their last heartbeat is at most this old: the editor
 * beats every 8 s (editor/page-editor/presence.ts), so a closed tab that sent no goodbye is
 * gone from the others' view within 30 s (issue 24 item 8e).
 */
export const PRESENCE_WINDOW_MS = 20_000;

function person(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw new TesseraError('BAD_REQUEST', { detail: 'Presence belongs to a person' });
  return actor;
}

/** A heartbeat while the editor has the document open; answers who else has it open. */
export async function heartbeat(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<PresentEditor[]> {
  const user = person(actor);
  await ctx.db.transaction(async (tx) => {
    const doc = await documentIn(tx, { id });
    assertMayRead(actor, doc.site);
    await mapViolations(store.touchPresence(tx, { documentId: id, userId: user.id, windowMs: PRESENCE_WINDOW_MS }), {
      foreignKey: () => new TesseraError('NOT_FOUND', { what: 'Document' }),
    });
  });
  const others = await store.listPresence(ctx.db, { documentId: id, windowMs: PRESENCE_WINDOW_MS, exceptUserId: user.id });
  return others.map(({ userId, name, email, since }) => ({ userId, name, email, since }));
}

/** The editor closed the document (of a site where they may read documents). */
export async function leave(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<void> {
  const user = person(actor);
  assertMayRead(actor, (await documentIn(ctx.db, { id })).site);
  await store.leavePresence(ctx.db, { documentId: id, userId: user.id });
}

import type { Schedule } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { actorName, type Actor, type ContentContext } from '../context';
import { getDocument } from '../documents/read';
import { assertMayPublish, documentIn } from '../documents/shared';
import { publishableTree } from '../documents/trees';
import { directPublishApproval, type UrgentInput } from './direct-publish';

/** The newest schedule of a document: pending, or the outcome of the last one. */
export async function getSchedule(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<Schedule | null> {
  await getDocument(ctx, { actor, id });
  return (await store.getSchedule(ctx.db, { documentId: id })) ?? null;
}

/**
 * Plans a publish of the draft at `at`, replacing a pending one. Checking that `at` lies in the
 * future is the route contract's; the scheduler checks the draft again when it is due. On a site
 * that needs approval only an Admin's urgent schedule goes through, as with publishing now
 * (approved review requests with a time make their schedules themselves).
 */
export async function schedulePublish(
  ctx: ContentContext,
  { actor, id, at, note, urgent, reason }: { actor: Actor; id: string; at: string; note?: string } & UrgentInput,
): Promise<Schedule> {
  if (actor.kind !== 'user') throw new TesseraError('BAD_REQUEST', { detail: 'A scheduled publish belongs to a person' });
  const when = new Date(at).toISOString();
  return ctx.db.transaction(async (tx) => {
    // The scheduler's order (schedule row, then document), so the two cannot deadlock; the
    // document lock serializes concurrent schedule changes of one document.
    await store.lockPendingSchedule(tx, { documentId: id });
    const doc = await documentIn(tx, { id, lock: true });
    assertMayPublish(actor, doc.site);
    const approval = await directPublishApproval(tx, { actor, site: doc.site, urgent, reason });
    // Refuse now what the scheduler would refuse later.
    publishableTree(ctx, doc);
    const replaced = await store.deletePendingSchedule(tx, { documentId: id });
    const schedule = await store.insertSchedule(tx, {
      documentId: id,
      at: when,
      note: note ?? null,
      revision: doc.draftRevision,
      userId: actor.id,
      actor: actor.email,
      ...(approval?.kind === 'urgent' ? { urgentReason: approval.reason } : {}),
    });
    await store.appendAudit(tx, {
      actor: actor.email,
      action: 'publish.schedule',
      site: doc.site,
      documentId: doc.id,
      path: doc.path,
      detail: {
        at: schedule.at,
        note: schedule.note,
        revision: schedule.revision,
        ...(approval?.kind === 'urgent' ? { urgent: true, reason: approval.reason } : {}),
        ...(replaced ? { replacedAt: replaced.schedule.at } : {}),
      },
    });
    return schedule;
  });
}

/** Cancels the pending schedule of a document; none → NOT_FOUND. */
export async function cancelSchedule(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<void> {
  const by = actorName(actor);
  await ctx.db.transaction(async (tx) => {
    assertMayPublish(actor, (await documentIn(tx, { id })).site);
    const gone = await store.deletePendingSchedule(tx, { documentId: id });
    if (!gone) throw new TesseraError('NOT_FOUND', { what: 'A scheduled publish of this document' });
    await store.appendAudit(tx, {
      actor: by,
      action: 'publish.unschedule',
      site: gone.site,
      documentId: gone.schedule.documentId,
      path: gone.path,
      detail: { at: gone.schedule.at },
    });
  });
}

import type { Schedule } from '../core/contracts';
import { TesseraError } from '../core/errors';
import type { SiteId } from '../core/sites';
import * as store from '../store';
import type { DueSchedule } from '../store';
import { assertAllowed, mayPublish } from './access';
import { actorName, userActor, type Actor, type ContentContext } from './context';
import { getDocument } from './documents';
import { publishDraft } from './publishing';
import { publishableTree } from './trees';

/** At most this many schedules are published per run; the rest wait for the next one. */
const BATCH = 100;

/** The newest schedule of a document: pending, or the outcome of the last one. */
export async function getSchedule(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<Schedule | null> {
  await getDocument(ctx, { actor, id });
  return (await store.getSchedule(ctx.db, { documentId: id })) ?? null;
}

/** Plans a publish of the draft at `at`, replacing a pending one. The scheduler checks again when it is due. */
export async function schedulePublish(
  ctx: ContentContext,
  { actor, id, at, note }: { actor: Actor; id: string; at: string; note?: string },
): Promise<Schedule> {
  assertAllowed(mayPublish(actor), actor, 'publish, unpublish, restore or delete documents');
  if (actor.kind !== 'user') throw new TesseraError('BAD_REQUEST', { detail: 'A scheduled publish belongs to a person' });
  const doc = await getDocument(ctx, { actor, id });
  // Refuse now what the scheduler would refuse later.
  publishableTree(ctx, doc);
  return store.setSchedule(ctx.db, { documentId: id, at: new Date(at).toISOString(), note: note ?? null, userId: actor.id, actor: actor.email });
}

export async function cancelSchedule(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<void> {
  assertAllowed(mayPublish(actor), actor, 'publish, unpublish, restore or delete documents');
  await getDocument(ctx, { actor, id });
  await store.cancelSchedule(ctx.db, { documentId: id, actor: actorName(actor) });
}

export interface ScheduleRunResult {
  published: { documentId: string; version: number; site: SiteId; path: string }[];
  failed: { documentId: string; error: string; path: string }[];
}

/** A reason a due schedule cannot be published that no retry will fix. */
class Refused extends Error {}

/** The person who scheduled it, as they are now: a disabled or demoted account may no longer publish. */
function schedulingActor(due: DueSchedule): Actor {
  const { user } = due;
  if (!user || user.disabled || !mayPublish(userActor({ ...user, name: user.email }))) {
    throw new Refused(
      `${due.schedule.scheduledBy} may no longer publish (the account is disabled, removed or lacks the role), so the scheduled publish did not run`,
    );
  }
  return userActor({ ...user, name: user.email });
}

/**
 * Publishes every schedule due at `now`, each claimed and published in one transaction
 * (`FOR UPDATE SKIP LOCKED`): exactly once across processes, also after a restart. A
 * schedule whose draft is invalid, or whose author may no longer publish, is marked failed
 * with the reason; a database error ends the run and leaves the schedule pending.
 */
export async function runDueSchedules(
  ctx: ContentContext,
  { claimedBy, now = ctx.clock.now() }: { claimedBy: string; now?: Date },
): Promise<ScheduleRunResult> {
  const result: ScheduleRunResult = { published: [], failed: [] };
  for (let i = 0; i < BATCH; i++) {
    const outcome = await ctx.db.transaction(async (tx) => {
      const due = await store.claimDueSchedule(tx, { now, claimedBy });
      if (!due) return undefined;
      try {
        // A savepoint: a failed publish undoes only its own work, and the claim stays to be marked failed.
        const version = await tx.transaction(async (inner) => {
          const actor = schedulingActor(due);
          // The draft as it is now, locked and checked in full: the schedule was for a time, not a revision.
          const { version: published } = await publishDraft(ctx, inner, {
            actor,
            id: due.schedule.documentId,
            note: due.schedule.note,
            refuseUnchanged: false,
          });
          await store.finishSchedule(inner, { id: due.schedule.id, version: published.version });
          return published.version;
        });
        return { ok: true as const, due, version };
      } catch (error) {
        if (!(error instanceof TesseraError || error instanceof Refused)) throw error;
        await store.failSchedule(tx, { due, error: error.message });
        return { ok: false as const, due, error: error.message };
      }
    });
    if (!outcome) break;
    const { documentId } = outcome.due.schedule;
    if (outcome.ok) {
      result.published.push({ documentId, version: outcome.version, site: outcome.due.site, path: outcome.due.path });
      await ctx.changes.contentChanged(outcome.due.site);
    } else {
      result.failed.push({ documentId, error: outcome.error, path: outcome.due.path });
    }
  }
  return result;
}

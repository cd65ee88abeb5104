import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import { publishedKeys } from '../surrogate-keys';
import type { DueSchedule } from '../../store';
import { mayPublish } from '../access';
import { userActor, type Actor, type ContentContext } from '../context';
import { documentIn } from '../documents/shared';
import { draftHash } from '../review/draft-hash';
import type { Approval } from './approval';
import { publishDraft } from './publish';

/** At most this many schedules are published per run; the rest wait for the next one. */
const BATCH = 100;

export interface ScheduleRunResult {
  published: { documentId: string; version: number; site: SiteId; path: string }[];
  failed: { documentId: string; error: string; path: string }[];
}

/** A reason a due schedule cannot be published that no retry will fix. */
class Refused extends Error {}

/** The person who scheduled it, as they are now: a disabled or demoted account may no longer publish. */
function schedulingActor(due: DueSchedule): Actor {
  const { user } = due;
  // The role on the document's site as it is now (issue 23 item 1).
  if (!user || user.disabled || !mayPublish(userActor({ ...user, name: user.email }), due.site)) {
    throw new Refused(
      `${due.schedule.scheduledBy} may no longer publish (the account is disabled, removed or lacks the role), so the scheduled publish did not run`,
    );
  }
  return userActor({ ...user, name: user.email });
}

/**
 * How a due schedule was approved. One made by an approved review request publishes only the
 * approved draft: a draft changed since (revision or hash) refuses it, and nothing is published.
 */
async function approvedDraft(tx: Parameters<typeof documentIn>[0], due: DueSchedule): Promise<Approval | undefined> {
  if (due.urgentReason !== null) return { kind: 'urgent', reason: due.urgentReason, by: due.schedule.scheduledBy };
  if (!due.review) return undefined;
  const doc = await documentIn(tx, { id: due.schedule.documentId, lock: true });
  if (doc.draftRevision !== due.review.revision || draftHash(doc) !== due.review.draftHash) {
    throw new Refused(
      `The draft changed since review request ${due.review.requestId} was approved (revision ${due.review.revision}, now ${doc.draftRevision}), so the scheduled publish did not run; ask for review of the current draft`,
    );
  }
  return { kind: 'review', requestId: due.review.requestId, requestedBy: due.review.requestedBy, approvedBy: due.review.approvedBy };
}

/**
 * Publishes every schedule due at `now`, each claimed and published in one transaction
 * (`FOR UPDATE SKIP LOCKED`): exactly once across processes, also after a restart. What is
 * published is the draft as `publishDraft` locks and checks it, not as it was when claimed. A
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
        const published = await tx.transaction(async (inner) => {
          const actor = schedulingActor(due);
          const approval = await approvedDraft(inner, due);
          // The draft as it is now, locked and checked in full: the schedule was for a time, not a
          // revision — unless an approved review request made it (then exactly that draft).
          const { version, document } = await publishDraft(ctx, inner, {
            actor,
            id: due.schedule.documentId,
            ...(due.review ? { revision: due.review.revision } : {}),
            note: due.schedule.note,
            refuseUnchanged: false,
            ...(approval ? { approval } : {}),
          });
          await store.finishSchedule(inner, { id: due.schedule.id, version: version.version });
          return { version: version.version, site: document.site, path: document.path, keys: publishedKeys(document) };
        });
        return { ok: true as const, due, ...published };
      } catch (error) {
        if (!(error instanceof TesseraError || error instanceof Refused)) throw error;
        await store.failSchedule(tx, { id: due.schedule.id, error: error.message });
        await store.appendAudit(tx, {
          actor: null,
          action: 'publish.schedule-failed',
          site: due.site,
          documentId: due.schedule.documentId,
          path: due.path,
          detail: { at: due.schedule.at, scheduledBy: due.schedule.scheduledBy, error: error.message },
        });
        return { ok: false as const, due, error: error.message };
      }
    });
    if (!outcome) break;
    const { documentId } = outcome.due.schedule;
    if (outcome.ok) {
      result.published.push({ documentId, version: outcome.version, site: outcome.site, path: outcome.path });
      await ctx.changes.contentChanged(outcome.site, outcome.keys);
    } else {
      result.failed.push({ documentId, error: outcome.error, path: outcome.due.path });
    }
  }
  return result;
}

import type { ReviewAction, ReviewRequest, VersionRecord } from '../../core/contracts';
import { REVIEW_COMMENT_MAX } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { assertAllowed, mayReview } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { documentIn } from '../documents/shared';
import { publishDraft } from '../publishing/publish';
import { publishedKeys, withdrawnKeys } from '../surrogate-keys';
import { removeDocument } from '../documents/delete';
import { withdrawDocument } from '../publishing/unpublish';
import { publishableTree } from '../documents/trees';
import type { Approval } from '../publishing/approval';
import { describeRequest, assertOpen, isRequester, isStale, queueMail, reviewNotFound } from './shared';

/** What an approval of a request that takes a page off the site did, for the requester's e-mail. */
const OUTCOME: Partial<Record<ReviewAction, string>> = { unpublish: 'The page is taken off the site.', delete: 'The document is deleted.' };

/**
 * A reviewer approves a request, in one transaction (issue 23 item 2): the request row locked
 * first (two reviewers at once: the second finds it decided, 409 naming who), open, not their
 * own and not of a draft they saved since its last publication (403), the reviewer rule on the
 * document's site; then the document locked, and its draft
 * must still be the requested revision and hash (else 409 REVIEW_STALE and nothing is
 * published). Exactly that draft is published — or, with a `publishAt` still ahead, scheduled,
 * the schedule bound to the same revision and hash. The requester gets an e-mail.
 */
export async function approveReview(
  ctx: ContentContext,
  { actor, id, comment }: { actor: Actor; id: string; comment?: string },
): Promise<{ request: ReviewRequest; version: VersionRecord | null }> {
  if (actor.kind !== 'user') throw new TesseraError('BAD_REQUEST', { detail: 'An approval belongs to a person' });
  const text = comment?.trim() || null;
  if (text !== null && text.length > REVIEW_COMMENT_MAX) {
    throw new TesseraError('INVALID_BODY', { detail: `comment: at most ${REVIEW_COMMENT_MAX} characters` }, [{ path: '/body/comment', message: `at most ${REVIEW_COMMENT_MAX} characters` }]);
  }
  const by = actorName(actor);
  const outcome = await ctx.db.transaction(async (tx) => {
    const request = await store.getReviewRequest(tx, { id, lock: true });
    if (!request) throw reviewNotFound(id);
    assertOpen(request);
    if (isRequester(actor, request)) throw new TesseraError('OWN_REVIEW');
    assertAllowed(mayReview(actor, request.site), actor, 'approve or reject review requests', request.site);
    // Four eyes: not the requester, and no one who saved a revision of the draft since it was last published.
    // (A request to take the page off the site publishes no draft: who wrote it does not matter.)
    if (request.action === 'publish' && (await store.draftAuthors(tx, { id: request.documentId })).includes(by)) throw new TesseraError('OWN_DRAFT_REVIEW');
    const scheduled = request.publishAt !== null && Date.parse(request.publishAt) > ctx.clock.now().getTime();
    // A pending schedule before the document row: the order schedulePublish and the scheduler take.
    if (scheduled) await store.lockPendingSchedule(tx, { documentId: request.documentId });
    const doc = await documentIn(tx, { id: request.documentId, lock: true });
    if (isStale(request, doc)) throw new TesseraError('REVIEW_STALE', { requested: request.revision, current: doc.draftRevision });
    const approval: Approval = { kind: 'review', requestId: request.id, requestedBy: request.requestedBy, approvedBy: by };
    let version: VersionRecord | null = null;
    let scheduleId: string | undefined;
    // Taken off the site after the decision is written: deleting the document deletes its requests.
    let takeOff: (() => Promise<unknown>) | undefined;
    if (request.action !== 'publish') {
      if (doc.publishedVersion === null) throw new TesseraError('NOT_PUBLISHED');
      takeOff = request.action === 'unpublish' ? () => withdrawDocument(ctx, tx, { actor, doc, approval }) : () => removeDocument(ctx, tx, { actor, id: doc.id, approval });
    } else if (scheduled && request.publishAt !== null) {
      publishableTree(ctx, doc);
      await store.deletePendingSchedule(tx, { documentId: doc.id });
      const schedule = await store.insertSchedule(tx, {
        documentId: doc.id,
        at: request.publishAt,
        note: request.note,
        revision: request.revision,
        userId: actor.id,
        actor: by,
        reviewRequestId: request.id,
        draftHash: request.draftHash,
      });
      scheduleId = schedule.id;
      await store.appendAudit(tx, {
        actor: by,
        action: 'publish.schedule',
        site: doc.site,
        documentId: doc.id,
        path: doc.path,
        detail: { at: schedule.at, note: schedule.note, revision: schedule.revision, approval },
      });
    } else {
      ({ version } = await publishDraft(ctx, tx, { actor, id: doc.id, revision: request.revision, note: request.note, refuseUnchanged: true, approval }));
    }
    const decided = await store.decideReviewRequest(tx, {
      id,
      state: 'approved',
      by,
      comment: text,
      ...(version ? { version: version.version } : {}),
      ...(scheduleId ? { scheduleId } : {}),
    });
    await store.appendAudit(tx, {
      actor: by,
      action: 'review.approve',
      site: request.site,
      documentId: request.documentId,
      path: request.path,
      detail: {
        requestId: id,
        requestedBy: request.requestedBy,
        revision: request.revision,
        ...(request.action !== 'publish' ? { action: request.action } : version ? { version: version.version } : { scheduledAt: request.publishAt }),
        ...(text ? { comment: text } : {}),
      },
    });
    await queueMail(ctx, tx, {
      site: request.site,
      to: [request.requestedBy],
      subject: `Approved: ${request.title}`,
      text: `${by} approved your review request for ${describeRequest(request)}. ${OUTCOME[request.action] ?? (version ? `It is published as version ${version.version}.` : `It will be published at ${request.publishAt}.`)}${text ? `\n\n${text}` : ''}`,
    });
    await takeOff?.();
    return { request: { ...decided, stale: false }, version, changed: version !== null || takeOff !== undefined, site: request.site, keys: takeOff ? withdrawnKeys(doc) : publishedKeys(doc) };
  });
  if (outcome.changed) await ctx.changes.contentChanged(outcome.site, outcome.keys);
  return { request: outcome.request, version: outcome.version };
}

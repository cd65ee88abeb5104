import type { ReviewRequest } from '../../core/contracts';
import { REVIEW_COMMENT_MAX } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { assertAllowed, mayReview } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { assertOpen, describeRequest, isRequester, queueMail, reviewNotFound, reviewRecord } from './shared';

/** A reviewer (not the requester) rejects an open request with a comment, which the requester gets by e-mail. */
export async function rejectReview(ctx: ContentContext, { actor, id, comment }: { actor: Actor; id: string; comment: string }): Promise<ReviewRequest> {
  const text = comment.trim();
  if (text === '' || text.length > REVIEW_COMMENT_MAX) {
    throw new TesseraError('INVALID_BODY', { detail: `comment is required: tell the requester why, in at most ${REVIEW_COMMENT_MAX} characters` }, [{ path: '/body/comment', message: 'comment is required' }]);
  }
  const by = actorName(actor);
  return ctx.db.transaction(async (tx) => {
    const request = await store.getReviewRequest(tx, { id, lock: true });
    if (!request) throw reviewNotFound(id);
    assertOpen(request);
    assertAllowed(mayReview(actor, request.site) && !isRequester(actor, request), actor, 'approve or reject review requests (never their own)', request.site);
    const decided = await store.decideReviewRequest(tx, { id, state: 'rejected', by, comment: text });
    await store.appendAudit(tx, {
      actor: by,
      action: 'review.reject',
      site: request.site,
      documentId: request.documentId,
      path: request.path,
      detail: { requestId: id, requestedBy: request.requestedBy, revision: request.revision, comment: text },
    });
    await queueMail(ctx, tx, {
      site: request.site,
      to: [request.requestedBy],
      subject: `Not approved: ${request.title}`,
      text: `${by} rejected your review request for ${describeRequest(request)}:\n\n${text}`,
    });
    return reviewRecord(decided, await store.getDocument(tx, { id: request.documentId }));
  });
}

import type { ReviewComment } from '../../core/contracts';
import { REVIEW_COMMENT_MAX } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { assertAllowed, mayEdit, mayReview, SOME_SITE } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { assertOpen, describeRequest, isRequester, queueMail, reviewNotFound } from './shared';

/**
 * A reviewer or the requester comments on an open request; a comment by someone else is sent
 * to the requester by e-mail through the outbox, in the same transaction.
 */
export async function commentOnReview(ctx: ContentContext, { actor, id, body }: { actor: Actor; id: string; body: string }): Promise<ReviewComment> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, 'edit drafts', SOME_SITE);
  const text = body.trim();
  if (text === '' || text.length > REVIEW_COMMENT_MAX) {
    throw new TesseraError('INVALID_BODY', { detail: `body: write the comment, in at most ${REVIEW_COMMENT_MAX} characters` }, [{ path: '/body/body', message: 'body is required' }]);
  }
  return ctx.db.transaction(async (tx) => {
    const request = await store.getReviewRequest(tx, { id, lock: true });
    if (!request) throw reviewNotFound(id);
    const own = isRequester(actor, request);
    assertAllowed(own || mayReview(actor, request.site), actor, 'comment on the review requests of others', request.site);
    assertOpen(request);
    const by = actorName(actor);
    const comment = await store.insertReviewComment(tx, { requestId: id, authorId: actor.kind === 'user' ? actor.id : null, author: by, body: text });
    await store.appendAudit(tx, { actor: by, action: 'review.comment', site: request.site, documentId: request.documentId, path: request.path, detail: { requestId: id, commentId: comment.id } });
    if (!own) {
      await queueMail(ctx, tx, {
        site: request.site,
        to: [request.requestedBy],
        subject: `Comment on your review request: ${request.title}`,
        text: `${by} commented on your review request for ${describeRequest(request)}:\n\n${text}`,
      });
    }
    return comment;
  });
}

import type { ReviewAction, ReviewRequest } from '../../core/contracts';
import { REVIEW_NOTE_MAX } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { assertAllowed, mayEdit, SOME_SITE } from '../access';
import type { Actor, ContentContext, UserActor } from '../context';
import type { Db, DocumentRecord } from '../../store/types';
import { assertMayEditKind, documentIn } from '../documents/shared';
import { publishableTree } from '../documents/trees';
import { draftHash } from './draft-hash';
import { ACTION_WORDS, describeRequest, queueMail, reviewersOf } from './shared';

/**
 * An editor asks for review of the current draft (issue 23 item 2): the request is bound to
 * `revision` (a newer draft → 409 DRAFT_CHANGED, as publishing) and the hash of its tree, title,
 * path and SEO. The draft must have something to publish and pass the publish checks now; an open
 * request of the document is superseded by this one; the site's reviewers get an e-mail through
 * the outbox in the same transaction. With `action` unpublish or delete (issue 41 item 5) the
 * request asks to take the live page off the site: the page must be live.
 */
export async function requestReview(
  ctx: ContentContext,
  { actor, id, revision, note, publishAt, action = 'publish' }: { actor: Actor; id: string; revision: number; note: string; publishAt?: string | undefined; action?: ReviewAction },
): Promise<ReviewRequest> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, 'edit drafts', SOME_SITE);
  if (actor.kind !== 'user') throw new TesseraError('BAD_REQUEST', { detail: 'A review request belongs to a person' });
  const text = note.trim();
  if (text === '' || text.length > REVIEW_NOTE_MAX) {
    throw new TesseraError('INVALID_BODY', { detail: `note: tell the reviewer what changed and why, in at most ${REVIEW_NOTE_MAX} characters` }, [{ path: '/body/note', message: 'note is required' }]);
  }
  return ctx.db.transaction(async (tx) => {
    // The open requests before the document row: the order approval locks them in.
    await store.lockOpenReviewRequests(tx, { documentId: id });
    const doc = await documentIn(tx, { id, lock: true });
    assertMayEditKind(actor, doc.site, doc.kind);
    if (revision !== doc.draftRevision) throw new TesseraError('DRAFT_CHANGED', { current: doc.draftRevision, by: doc.updatedBy ?? 'someone', at: doc.updatedAt });
    if (action === 'publish' && doc.status === 'published') throw new TesseraError('NOTHING_TO_PUBLISH', { version: doc.publishedVersion });
    if (action !== 'publish' && doc.publishedVersion === null) throw new TesseraError('NOT_PUBLISHED');
    const request = await openReviewRequest(ctx, tx, { actor, doc, action, note: text, publishAt: action === 'publish' && publishAt ? new Date(publishAt).toISOString() : null });
    await queueMail(ctx, tx, {
      site: doc.site,
      to: await reviewersOf(tx, { site: doc.site, except: actor.id }),
      subject: `Review requested: ${action === 'publish' ? '' : `${ACTION_WORDS[action]} `}${doc.title}`,
      text: `${actor.name} (${actor.email}) asks for review of ${describeRequest(request)}, draft revision ${request.revision}${request.publishAt ? `, to be published at ${request.publishAt}` : ''}.\n\n${request.note}\n\nOpen Reviews in the editor to compare it with the live version, comment, approve or reject it.`,
    });
    return { ...request, stale: false };
  });
}

/**
 * Opens a review request of `doc`'s current draft in `tx` (the document locked by the caller):
 * the draft must pass the publish checks now; an open request of the document is superseded;
 * audited. Telling the reviewers is the caller's (one e-mail for a request, one for an import).
 */
export async function openReviewRequest(
  ctx: ContentContext,
  tx: Db,
  { actor, doc, action = 'publish', note, publishAt }: { actor: UserActor; doc: DocumentRecord; action?: ReviewAction; note: string; publishAt: string | null },
): Promise<Omit<ReviewRequest, 'stale'>> {
  // Refuse now what approval would refuse later.
  if (action === 'publish') publishableTree(ctx, doc);
  const superseded = await store.supersedeReviewRequests(tx, { documentId: doc.id, by: actor.email });
  const request = await store.insertReviewRequest(tx, {
    documentId: doc.id,
    site: doc.site,
    action,
    revision: doc.draftRevision,
    draftHash: draftHash(doc),
    title: doc.title,
    path: doc.path,
    note,
    publishAt,
    requesterId: actor.id,
    requester: actor.email,
  });
  await store.appendAudit(tx, {
    actor: actor.email,
    action: 'review.request',
    site: doc.site,
    documentId: doc.id,
    path: doc.path,
    detail: {
      requestId: request.id,
      ...(action === 'publish' ? {} : { action }),
      revision: request.revision,
      draftHash: request.draftHash,
      note: request.note,
      ...(request.publishAt ? { publishAt: request.publishAt } : {}),
      ...(superseded.length > 0 ? { supersedes: superseded.map((r) => r.id) } : {}),
    },
  });
  return request;
}

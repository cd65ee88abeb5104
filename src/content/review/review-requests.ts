import type { DocumentRecord, Page, PageRequest, ReviewDetail, ReviewRequest, ReviewState } from '../../core/contracts';
import { SITE_IDS } from '../../core/sites';
import * as store from '../../store';
import { assertAllowed, mayEdit, mayReview, SOME_SITE } from '../access';
import type { Actor, ContentContext } from '../context';
import { isRequester, reviewNotFound, reviewRecord } from './shared';

/**
 * Review requests, newest first: a reviewer sees the queue of their sites, a requester their own
 * (both, for a reviewer who also asks). `state` and `documentId` narrow it; `stale` is computed
 * against each document's draft as it is now.
 */
export async function listReviewRequests(
  ctx: ContentContext,
  { actor, state, documentId, page }: { actor: Actor; state?: ReviewState | undefined; documentId?: string | undefined; page: PageRequest },
): Promise<Page<ReviewRequest>> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, 'read documents', SOME_SITE);
  const sites = SITE_IDS.filter((site) => mayReview(actor, site));
  const found = await store.listReviewRequests(ctx.db, { state, documentId, sites, requesterId: actor.kind === 'user' ? actor.id : null, page });
  const documents = new Map<string, DocumentRecord | undefined>();
  for (const id of new Set(found.items.map((r) => r.documentId))) documents.set(id, await store.getDocument(ctx.db, { id }));
  return { ...found, items: found.items.map((request) => reviewRecord(request, documents.get(request.documentId))) };
}

/**
 * One request for its reviewers and its requester: the comments, whether it is stale, and the
 * two sides of the compare — the live version and the document (whose draft is the requested
 * one unless stale).
 */
export async function getReviewRequest(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<ReviewDetail> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, 'read documents', SOME_SITE);
  const request = await store.getReviewRequest(ctx.db, { id });
  if (!request) throw reviewNotFound(id);
  const reviewer = mayReview(actor, request.site);
  assertAllowed(reviewer || isRequester(actor, request), actor, 'read the review requests of others', request.site);
  const document = await store.getDocument(ctx.db, { id: request.documentId });
  if (!document) throw reviewNotFound(id);
  const live = document.publishedVersion === null ? null : ((await store.getVersion(ctx.db, { id: document.id, version: document.publishedVersion })) ?? null);
  return {
    request: reviewRecord(request, document),
    comments: await store.listReviewComments(ctx.db, { requestId: id }),
    live,
    document,
    mayDecide: reviewer && request.state === 'open' && !isRequester(actor, request),
  };
}

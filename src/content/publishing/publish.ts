import type { DocumentRecord, VersionRecord } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import type { Db } from '../../store/types';
import { actorName, type Actor, type ContentContext } from '../context';
import { mapViolations } from '../database-errors';
import { getDocument } from '../documents/read';
import { assertMayPublish, documentIn } from '../documents/shared';
import { publishableTree } from '../documents/trees';
import { indexForSearch } from '../search/index-pages';
import { archiveDocumentPublished } from '../archive/record';
import { publishedKeys } from '../surrogate-keys';
import type { Approval } from './approval';
import { directPublishApproval, type UrgentInput } from './direct-publish';

/**
 * The publish step, the one place it is written; call it inside the operation's transaction
 * `tx` (the publish's own, or the scheduler's claim). It locks the document row, and checks
 * and writes exactly that draft: the revision the publisher reviewed (`revision`; a newer one →
 * DRAFT_CHANGED naming who saved it and when), then the full validation (the registry may have
 * tightened since it was saved; drafts may hold incomplete values), then version row,
 * published pointer, live path, redirect, search index row and audit entry. Without
 * `revision` (a schedule) the draft as it is at that moment is published, checked the same way.
 * `approval`: how it was approved (a review request, or an Admin's urgent publish), written into
 * the audit entry; without it the publisher is the approver and there is no requester.
 */
export async function publishDraft(
  ctx: ContentContext,
  tx: Db,
  {
    actor,
    id,
    revision,
    note,
    refuseUnchanged,
    approval,
  }: { actor: Actor; id: string; revision?: number; note: string | null; refuseUnchanged: boolean; approval?: Approval },
): Promise<{ version: VersionRecord; document: DocumentRecord }> {
  const doc = await documentIn(tx, { id, lock: true });
  assertMayPublish(actor, doc.site);
  if (revision !== undefined && revision !== doc.draftRevision) {
    throw new TesseraError('DRAFT_CHANGED', { current: doc.draftRevision, by: doc.updatedBy ?? 'someone', at: doc.updatedAt });
  }
  // A version identical to the live one would only clutter the history.
  if (refuseUnchanged && doc.status === 'published') throw new TesseraError('NOTHING_TO_PUBLISH', { version: doc.publishedVersion });
  publishableTree(ctx, doc);
  // Redirects are answered before pages: a page published under one could never be seen.
  const redirect = doc.kind === 'page' ? await store.redirectFrom(tx, { site: doc.site, path: doc.path }) : undefined;
  if (redirect) throw new TesseraError('PATH_REDIRECTED', { path: doc.path, to: redirect.to });
  const by = actorName(actor);
  const version = await mapViolations(store.insertVersion(tx, { document: doc, actor: by, note }), {
    unique: (constraint) => (constraint === store.PUBLISHED_PATH_KEY ? new TesseraError('ALREADY_EXISTS', { what: `A published page at ${doc.path}` }) : undefined),
  });
  // Site search sees the page as published in the same transaction: both or neither.
  await indexForSearch(ctx, tx, { id: doc.id, site: doc.site, kind: doc.kind, title: version.title, tree: version.tree });
  const moved = doc.publishedPath !== null && doc.publishedPath !== doc.path;
  await store.appendAudit(tx, {
    actor: by,
    action: 'document.publish',
    site: doc.site,
    documentId: doc.id,
    path: doc.path,
    detail: {
      version: version.version,
      revision: doc.draftRevision,
      note: version.note,
      ...(moved ? { previousPath: doc.publishedPath } : {}),
      ...(approval ? { approval, ...(approval.kind === 'urgent' ? { urgent: true } : {}) } : {}),
    },
  });
  // The record of what was served (DESIGN §7b): in this transaction, so a 2xx means it is stored.
  await archiveDocumentPublished(ctx, tx, { actor, approval, site: doc.site, documentId: doc.id, path: doc.path, previousPath: doc.publishedPath, kind: doc.kind });
  return { version, document: doc };
}

/**
 * Publishes the draft at `revision`, the one the publisher reviewed, in one transaction;
 * visitors see it at once, in this process and the others. On a site that needs approval only
 * an Admin's urgent publish with a reason goes through (`directPublishApproval`).
 */
export async function publishDocument(
  ctx: ContentContext,
  { actor, id, revision, note, urgent, reason }: { actor: Actor; id: string; revision: number; note?: string } & UrgentInput,
): Promise<{ version: VersionRecord; document: DocumentRecord }> {
  const { version, document } = await ctx.db.transaction(async (tx) => {
    const { site } = await documentIn(tx, { id });
    // A 403 before a 409: the approval rule is only news to someone who may publish there.
    assertMayPublish(actor, site);
    const approval = await directPublishApproval(tx, { actor, site, urgent, reason });
    return publishDraft(ctx, tx, { actor, id, revision, note: note || null, refuseUnchanged: true, ...(approval ? { approval } : {}) });
  });
  await ctx.changes.contentChanged(document.site, publishedKeys(document));
  return { version, document: await getDocument(ctx, { actor, id }) };
}

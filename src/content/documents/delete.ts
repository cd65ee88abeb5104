import * as store from '../../store';
import type { Db } from '../../store/types';
import { withdrawnKeys } from '../surrogate-keys';
import { actorName, type Actor, type ContentContext } from '../context';
import { assertMayPublish, documentIn, documentNotFound } from './shared';
import { archiveDocumentWithdrawn } from '../archive/record';
import type { Approval } from '../publishing/approval';
import { directPublishApproval, type UrgentInput } from '../publishing/direct-publish';

/**
 * Deletes a document with its versions, keeping its audit trail; visitors lose it at once. A live
 * page on a site that needs approval follows the rule of publishing (issue 41 item 5): a review
 * request (action delete), or an Admin's urgent reason; a draft never published needs neither.
 */
export async function deleteDocument(ctx: ContentContext, { actor, id, urgent, reason }: { actor: Actor; id: string } & UrgentInput): Promise<void> {
  const deleted = await ctx.db.transaction(async (tx) => {
    // The role on the document's site decides (issue 23 item 1): read it locked, then check.
    const doc = await documentIn(tx, { id, lock: true });
    assertMayPublish(actor, doc.site);
    const approval = doc.publishedPath !== null ? await directPublishApproval(tx, { actor, site: doc.site, urgent, reason }) : undefined;
    return removeDocument(ctx, tx, { actor, id, approval });
  });
  // A draft never published was shown nowhere.
  if (deleted.publishedPath !== null) await ctx.changes.contentChanged(deleted.site, withdrawnKeys({ id, site: deleted.site, kind: deleted.kind }));
}

/** Deletes document `id` (locked by the caller) in `tx`: audited, and recorded as withdrawn when it was live. */
export async function removeDocument(ctx: ContentContext, tx: Db, { actor, id, approval }: { actor: Actor; id: string; approval: Approval | undefined }) {
  const gone = await store.deleteDocument(tx, { id });
  if (!gone) throw documentNotFound(id);
  await store.appendAudit(tx, {
    actor: actorName(actor),
    action: 'document.delete',
    site: gone.site,
    documentId: id,
    path: gone.path,
    detail: { title: gone.title, publishedVersion: gone.publishedVersion, ...(approval ? { approval } : {}) },
  });
  // A live document deleted stops being served: the record says so.
  if (gone.publishedPath !== null) await archiveDocumentWithdrawn(ctx, tx, { actor, approval, site: gone.site, documentId: id, path: gone.publishedPath, kind: gone.kind });
  return gone;
}

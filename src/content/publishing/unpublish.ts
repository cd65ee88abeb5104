import type { DocumentRecord } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import type { Db } from '../../store/types';
import { withdrawnKeys } from '../surrogate-keys';
import { actorName, type Actor, type ContentContext } from '../context';
import { getDocument } from '../documents/read';
import { assertMayPublish, documentIn } from '../documents/shared';
import { archiveDocumentWithdrawn } from '../archive/record';
import type { Approval } from './approval';
import { directPublishApproval, type UrgentInput } from './direct-publish';

/**
 * Takes a document off the site (not published → NOT_PUBLISHED); its versions stay. On a site
 * that needs approval this follows the rule of publishing (issue 41 item 5): a review request
 * (`requestReview` with action unpublish), or an Admin's urgent reason.
 */
export async function unpublishDocument(ctx: ContentContext, { actor, id, urgent, reason }: { actor: Actor; id: string } & UrgentInput): Promise<DocumentRecord> {
  const withdrawn = await ctx.db.transaction(async (tx) => {
    const doc = await documentIn(tx, { id, lock: true });
    assertMayPublish(actor, doc.site);
    if (doc.publishedVersion === null) throw new TesseraError('NOT_PUBLISHED');
    const approval = await directPublishApproval(tx, { actor, site: doc.site, urgent, reason });
    await withdrawDocument(ctx, tx, { actor, doc, approval });
    return doc;
  });
  await ctx.changes.contentChanged(withdrawn.site, withdrawnKeys(withdrawn));
  return getDocument(ctx, { actor, id });
}

/** Takes the live document `doc` (locked by the caller) off the site in `tx`: audited and recorded, with the approval that allowed it. */
export async function withdrawDocument(ctx: ContentContext, tx: Db, { actor, doc, approval }: { actor: Actor; doc: DocumentRecord; approval: Approval | undefined }): Promise<void> {
  await store.clearPublished(tx, { id: doc.id });
  await store.appendAudit(tx, {
    actor: actorName(actor),
    action: 'document.unpublish',
    site: doc.site,
    documentId: doc.id,
    path: doc.path,
    detail: { version: doc.publishedVersion, ...(approval ? { approval } : {}) },
  });
  await archiveDocumentWithdrawn(ctx, tx, { actor, approval, site: doc.site, documentId: doc.id, path: doc.publishedPath ?? doc.path, kind: doc.kind });
}

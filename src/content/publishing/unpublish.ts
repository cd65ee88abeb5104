import type { DocumentRecord } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { withdrawnKeys } from '../surrogate-keys';
import { actorName, type Actor, type ContentContext } from '../context';
import { getDocument } from '../documents/read';
import { assertMayPublish, documentIn } from '../documents/shared';
import { archiveDocumentWithdrawn } from '../archive/record';

/** Takes a document off the site (not published → NOT_PUBLISHED); its versions stay. */
export async function unpublishDocument(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<DocumentRecord> {
  const by = actorName(actor);
  const withdrawn = await ctx.db.transaction(async (tx) => {
    const doc = await documentIn(tx, { id, lock: true });
    assertMayPublish(actor, doc.site);
    if (doc.publishedVersion === null) throw new TesseraError('NOT_PUBLISHED');
    await store.clearPublished(tx, { id });
    await store.appendAudit(tx, {
      actor: by,
      action: 'document.unpublish',
      site: doc.site,
      documentId: doc.id,
      path: doc.path,
      detail: { version: doc.publishedVersion },
    });
    await archiveDocumentWithdrawn(ctx, tx, { actor, site: doc.site, documentId: doc.id, path: doc.publishedPath ?? doc.path, kind: doc.kind });
    return doc;
  });
  await ctx.changes.contentChanged(withdrawn.site, withdrawnKeys(withdrawn));
  return getDocument(ctx, { actor, id });
}

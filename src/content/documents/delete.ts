import * as store from '../../store';
import { withdrawnKeys } from '../surrogate-keys';
import { actorName, type Actor, type ContentContext } from '../context';
import { assertMayPublish, documentIn, documentNotFound } from './shared';
import { archiveDocumentWithdrawn } from '../archive/record';

/** Deletes a document with its versions, keeping its audit trail; visitors lose it at once. */
export async function deleteDocument(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<void> {
  const by = actorName(actor);
  const deleted = await ctx.db.transaction(async (tx) => {
    // The role on the document's site decides (issue 23 item 1): read it locked, then check.
    assertMayPublish(actor, (await documentIn(tx, { id, lock: true })).site);
    const gone = await store.deleteDocument(tx, { id });
    if (!gone) throw documentNotFound(id);
    await store.appendAudit(tx, {
      actor: by,
      action: 'document.delete',
      site: gone.site,
      documentId: id,
      path: gone.path,
      detail: { title: gone.title, publishedVersion: gone.publishedVersion },
    });
    // A live document deleted stops being served: the record says so.
    if (gone.publishedPath !== null) await archiveDocumentWithdrawn(ctx, tx, { actor, site: gone.site, documentId: id, path: gone.publishedPath, kind: gone.kind });
    return gone;
  });
  // A draft never published was shown nowhere.
  if (deleted.publishedPath !== null) await ctx.changes.contentChanged(deleted.site, withdrawnKeys({ id, site: deleted.site, kind: deleted.kind }));
}

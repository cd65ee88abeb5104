import type { DocumentRecord } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { actorName, type Actor, type ContentContext } from '../context';
import { assertMayEditKind, assertMayRead, documentIn } from './shared';

/**
 * Makes a draft save the draft again, as a new revision on top of `baseRevision` (a newer
 * draft → CONFLICT); whoever may edit the document's draft may do it. The path stays (moving
 * is its own step) and nothing is deleted: the restored draft becomes the newest save.
 * Visitors see no change until the next publish.
 */
export async function restoreDraftSave(
  ctx: ContentContext,
  { actor, id, revision, baseRevision }: { actor: Actor; id: string; revision: number; baseRevision: number },
): Promise<DocumentRecord> {
  const by = actorName(actor);
  return ctx.db.transaction(async (tx) => {
    const doc = await documentIn(tx, { id, lock: true });
    assertMayRead(actor, doc.site);
    assertMayEditKind(actor, doc.site, doc.kind);
    if (doc.draftRevision !== baseRevision) throw new TesseraError('CONFLICT', { current: doc.draftRevision });
    const restored = await store.draftFromSave(tx, { id, revision, actor: by });
    if (!restored) throw new TesseraError('NOT_FOUND', { what: `Draft save ${revision}` });
    await store.recordDraftSave(tx, { id });
    await store.appendAudit(tx, {
      actor: by,
      action: 'draft.restore',
      site: restored.site,
      documentId: restored.id,
      path: restored.path,
      detail: { from: revision, revision: restored.draftRevision },
    });
    return restored;
  });
}

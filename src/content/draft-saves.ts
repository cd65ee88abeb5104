import type { DocumentRecord, DraftSaveRecord, DraftSaveSummary } from '../core/contracts';
import { TesseraError } from '../core/errors';
import * as store from '../store';
import { assertAllowed, mayEditKind } from './access';
import { actorName, type Actor, type ContentContext } from './context';
import { getDocument } from './documents';

/** A document's recent draft saves, newest first, without their trees: whoever may read the document. */
export async function listDraftSaves(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<DraftSaveSummary[]> {
  await getDocument(ctx, { actor, id });
  return store.listDraftSaves(ctx.db, { id });
}

/** One draft save with its tree (to compare with); `NOT_FOUND` when it is no longer kept. */
export async function getDraftSave(
  ctx: ContentContext,
  { actor, id, revision }: { actor: Actor; id: string; revision: number },
): Promise<DraftSaveRecord> {
  await getDocument(ctx, { actor, id });
  const found = await store.getDraftSave(ctx.db, { id, revision });
  if (!found) throw new TesseraError('NOT_FOUND', { what: `Draft save ${revision} of document ${id}` });
  return found;
}

/**
 * Makes a draft save the draft again, as a new revision on top of `baseRevision` (a newer
 * draft → CONFLICT); whoever may edit the document's draft may do it. Visitors see no change
 * until the next publish.
 */
export async function restoreDraftSave(
  ctx: ContentContext,
  { actor, id, revision, baseRevision }: { actor: Actor; id: string; revision: number; baseRevision: number },
): Promise<DocumentRecord> {
  const doc = await getDocument(ctx, { actor, id });
  assertAllowed(mayEditKind(actor, doc.kind), actor, doc.kind === 'partial' ? 'edit partials' : 'edit drafts');
  return store.restoreDraftSave(ctx.db, { id, revision, baseRevision, actor: actorName(actor) });
}

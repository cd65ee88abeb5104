import type { DraftSaveRecord, DraftSaveSummary } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import type { Actor, ContentContext } from '../context';
import { getDocument } from './read';

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

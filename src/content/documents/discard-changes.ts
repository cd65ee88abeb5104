import type { DocumentRecord } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { actorName, type Actor, type ContentContext } from '../context';
import { assertMayEditKind, assertMayRead, documentIn } from './shared';

/**
 * "Discard changes" (issue 24 item 8b): the draft's title, SEO and tree become the live
 * version's again, as a new revision, on top of `revision` (a newer one → CONFLICT with
 * `{ current }`, nobody's later save is thrown away unseen). A document that was never
 * published has nothing to go back to (BAD_REQUEST); a draft equal to the live version is
 * left as it is, without an audit entry. The path is not changed: a move waits for publishing.
 */
export async function discardChanges(ctx: ContentContext, { actor, id, revision }: { actor: Actor; id: string; revision: number }): Promise<DocumentRecord> {
  const by = actorName(actor);
  return ctx.db.transaction(async (tx) => {
    const doc = await documentIn(tx, { id, lock: true });
    assertMayRead(actor, doc.site);
    assertMayEditKind(actor, doc.site, doc.kind);
    if (doc.draftRevision !== revision) throw new TesseraError('CONFLICT', { current: doc.draftRevision });
    if (doc.publishedVersion === null) throw new TesseraError('BAD_REQUEST', { detail: 'This page was never published: there is no live version to go back to' });
    if (doc.status === 'published') return doc;
    const restored = await store.draftFromVersion(tx, { id, version: doc.publishedVersion, actor: by });
    if (!restored) throw new TesseraError('NOT_FOUND', { what: `Version ${doc.publishedVersion}` });
    await store.recordDraftSave(tx, { id });
    await store.appendAudit(tx, {
      actor: by,
      action: 'draft.discard',
      site: restored.site,
      documentId: restored.id,
      path: restored.path,
      detail: { version: doc.publishedVersion, fromRevision: revision, revision: restored.draftRevision },
    });
    return restored;
  });
}

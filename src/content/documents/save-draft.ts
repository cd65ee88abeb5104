import type { DocumentRecord, Seo } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { checkPath } from '../../core/paths';
import * as store from '../../store';
import { actorName, type Actor, type ContentContext } from '../context';
import { mapViolations } from '../database-errors';
import { assertMayEditKind, assertMayRead, assertNotLiveElsewhere, documentIn, pathTaken } from './shared';
import { validateDocumentTree } from './trees';

/**
 * Saves the given parts of a draft on top of `revision`, in one conditional update (a newer
 * revision → CONFLICT with `{ current }`), with its copy among the draft's recent saves and its
 * audit entry. A path change of a published document waits for its next publish: visitors see
 * no change yet.
 */
export async function saveDraft(
  ctx: ContentContext,
  options: { actor: Actor; id: string; revision: number; tree?: unknown; title?: string; seo?: Seo; path?: string },
): Promise<DocumentRecord> {
  const { actor, id } = options;
  const by = actorName(actor);
  return ctx.db.transaction(async (tx) => {
    const doc = await documentIn(tx, { id });
    assertMayRead(actor, doc.site);
    assertMayEditKind(actor, doc.site, doc.kind);
    const draft = options.tree === undefined ? undefined : validateDocumentTree(ctx, { site: doc.site, kind: doc.kind, tree: options.tree, incomplete: true });
    const path = options.path === undefined ? undefined : checkPath(options.path);
    if (path !== undefined) await assertNotLiveElsewhere(tx, { site: doc.site, path, id });
    const change = {
      ...(draft ? { draft } : {}),
      ...(options.title === undefined ? {} : { title: options.title }),
      ...(options.seo === undefined ? {} : { seo: options.seo }),
      ...(path === undefined ? {} : { path }),
    };
    const updated = await mapViolations(store.updateDraft(tx, { id, baseRevision: options.revision, ...change, actor: by }), {
      unique: () => pathTaken(path!),
    });
    if (!updated) {
      const current = await store.draftRevision(tx, { id });
      if (current === undefined) throw new TesseraError('NOT_FOUND', { what: 'Document' });
      throw new TesseraError('CONFLICT', { current });
    }
    const { document: saved, previousPath } = updated;
    await store.recordDraftSave(tx, { id: saved.id });
    await store.appendAudit(tx, {
      actor: by,
      action: 'draft.save',
      site: saved.site,
      documentId: saved.id,
      path: saved.path,
      detail: {
        revision: saved.draftRevision,
        changed: Object.keys(change),
        ...(previousPath !== saved.path ? { previousPath } : {}),
      },
    });
    return saved;
  });
}

/** Moves a document's draft to `path` (a published page moves for visitors when it is published). */
export function moveDocument(ctx: ContentContext, options: { actor: Actor; id: string; revision: number; path: string }): Promise<DocumentRecord> {
  return saveDraft(ctx, options);
}

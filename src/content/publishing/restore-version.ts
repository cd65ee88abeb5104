import type { DocumentRecord } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { actorName, type Actor, type ContentContext } from '../context';
import { assertMayPublish, documentIn } from '../documents/shared';
import { versionNotFound } from './versions';

/** Makes a version's title, seo and tree the draft again, as a new revision; visitors see no change until it is published. */
export async function restoreVersion(
  ctx: ContentContext,
  { actor, id, version }: { actor: Actor; id: string; version: number },
): Promise<DocumentRecord> {
  const by = actorName(actor);
  return ctx.db.transaction(async (tx) => {
    assertMayPublish(actor, (await documentIn(tx, { id, lock: true })).site);
    if (!(await store.getVersion(tx, { id, version }))) throw versionNotFound(id, version);
    const restored = await store.draftFromVersion(tx, { id, version, actor: by });
    if (!restored) throw new TesseraError('NOT_FOUND', { what: `Version ${version}` });
    await store.appendAudit(tx, {
      actor: by,
      action: 'version.restore',
      site: restored.site,
      documentId: restored.id,
      path: restored.path,
      detail: { version, revision: restored.draftRevision },
    });
    return restored;
  });
}

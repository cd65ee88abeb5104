import type { DocumentRecord } from '../../core/contracts';
import * as store from '../../store';
import { publishedKeys } from '../surrogate-keys';
import { actorName, type Actor, type ContentContext } from '../context';
import { hashAccessCode } from './access-codes';
import { assertMayPublish, documentIn, documentNotFound } from './shared';

/** Sets (or with `null` removes) the code that gates a page; only its hash is stored, and the audit entry says only whether one is set. */
export async function setAccessCode(
  ctx: ContentContext,
  { actor, id, code }: { actor: Actor; id: string; code: string | null },
): Promise<DocumentRecord> {
  const hash = code === null ? null : hashAccessCode(code);
  const by = actorName(actor);
  const saved = await ctx.db.transaction(async (tx) => {
    assertMayPublish(actor, (await documentIn(tx, { id, lock: true })).site);
    const doc = await store.setAccessCodeHash(tx, { id, hash, actor: by });
    if (!doc) throw documentNotFound(id);
    await store.appendAudit(tx, {
      actor: by,
      action: 'access-code.set',
      site: doc.site,
      documentId: doc.id,
      path: doc.path,
      detail: { enabled: hash !== null },
    });
    return doc;
  });
  await ctx.changes.contentChanged(saved.site, publishedKeys({ ...saved, publishedPath: saved.path }));
  return saved;
}

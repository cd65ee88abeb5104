import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { assertAllowed, EVERY_SITE, mayPublish } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { noticesChanged } from './shared';
import { archiveNoticesChanged } from '../archive/record';

export async function deleteNotice(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<void> {
  assertAllowed(mayPublish(actor, EVERY_SITE), actor, 'publish, unpublish, restore or delete documents', EVERY_SITE);
  await ctx.db.transaction(async (tx) => {
    const wasPublished = (await store.lockNotice(tx, { id }))?.status === 'published';
    const noticeNumber = await store.deleteNotice(tx, { id });
    if (noticeNumber === undefined) throw new TesseraError('NOT_FOUND', { what: 'The notice' });
    await store.appendAudit(tx, { actor: actorName(actor), action: 'notice.delete', detail: { id, noticeNumber } });
    if (wasPublished) await archiveNoticesChanged(ctx, tx, { actor });
  });
  await noticesChanged(ctx);
}

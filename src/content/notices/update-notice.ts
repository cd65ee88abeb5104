import type { CreateNoticeBody, NoticeRecord } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import type { Db } from '../../store/types';
import { assertAllowed, EVERY_SITE, mayEdit, mayPublish, SOME_SITE } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { noticesChanged } from './shared';
import { archiveNoticesChanged } from '../archive/record';

const PUBLISHER_ACTION = 'publish, unpublish, restore or delete documents';
const NOTICE = 'The notice';

/** Writes a locked notice's change and its audit entry; the notice as it is now. */
async function writeNotice(
  tx: Db,
  { actor, id, patch, status }: { actor: Actor; id: string; patch: Partial<store.NoticeInput>; status?: 'draft' | 'published' },
): Promise<NoticeRecord> {
  const by = actorName(actor);
  await store.updateNotice(tx, { id, patch, ...(status ? { status } : {}), updatedBy: by });
  await store.appendAudit(tx, { actor: by, action: status === 'published' ? 'notice.publish' : status === 'draft' ? 'notice.unpublish' : 'notice.update', detail: { id, ...patch } });
  return (await store.getNotice(tx, { id }))!;
}

/** Changes a notice; editing a published one keeps it published (the change is live at once), and is a publisher's. */
export async function updateNotice(ctx: ContentContext, { actor, id, patch }: { actor: Actor; id: string; patch: Partial<CreateNoticeBody> }): Promise<NoticeRecord> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, 'edit drafts', SOME_SITE);
  const saved = await ctx.db.transaction(async (tx) => {
    // Locked: the notice cannot be published between this check and the change.
    const current = await store.lockNotice(tx, { id });
    if (!current) throw new TesseraError('NOT_FOUND', { what: NOTICE });
    if (current.status === 'published') assertAllowed(mayPublish(actor, EVERY_SITE), actor, PUBLISHER_ACTION, EVERY_SITE);
    const saved = await writeNotice(tx, { actor, id, patch });
    // A published notice changed: the record of the pages that list notices.
    if (current.status === 'published') await archiveNoticesChanged(ctx, tx, { actor });
    return saved;
  });
  if (saved.status === 'published') await noticesChanged(ctx);
  return saved;
}

/** Publishes or unpublishes a notice. */
export async function setNoticeStatus(ctx: ContentContext, { actor, id, status }: { actor: Actor; id: string; status: 'draft' | 'published' }): Promise<NoticeRecord> {
  assertAllowed(mayPublish(actor, EVERY_SITE), actor, PUBLISHER_ACTION, EVERY_SITE);
  const saved = await ctx.db.transaction(async (tx) => {
    if (!(await store.lockNotice(tx, { id }))) throw new TesseraError('NOT_FOUND', { what: NOTICE });
    const saved = await writeNotice(tx, { actor, id, patch: {}, status });
    await archiveNoticesChanged(ctx, tx, { actor });
    return saved;
  });
  await noticesChanged(ctx);
  return saved;
}

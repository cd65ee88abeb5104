import type { CreateNoticeBody, NoticeRecord } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import type { Db } from '../../store/types';
import { assertAllowed, EVERY_SITE, mayEdit, mayPublish, SOME_SITE } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { directPublishApproval, type UrgentInput } from '../publishing/direct-publish';
import { noticesChanged } from './shared';
import { archiveNoticesChanged } from '../archive/record';
import { checkNoticeTopic } from './notice-topics';

const PUBLISHER_ACTION = 'publish, unpublish, restore or delete documents';
const NOTICE = 'The notice';

/** Writes a locked notice's change and its audit entry; the notice as it is now. */
async function writeNotice(
  tx: Db,
  {
    actor,
    id,
    patch,
    status,
    flags = {},
  }: { actor: Actor; id: string; patch: Partial<store.NoticeInput>; status?: 'draft' | 'published'; flags?: Record<string, unknown> },
): Promise<NoticeRecord> {
  const by = actorName(actor);
  await store.updateNotice(tx, { id, patch, ...(status ? { status } : {}), updatedBy: by });
  await store.appendAudit(tx, { actor: by, action: status === 'published' ? 'notice.publish' : status === 'draft' ? 'notice.unpublish' : 'notice.update', detail: { id, ...patch, ...flags } });
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
    // The topic is one of its collection's list (checked again when the collection changes).
    const topicChanges = patch.topic !== undefined || (patch.collection !== undefined && patch.collection !== current.collection);
    const topic = topicChanges ? await checkNoticeTopic(tx, { collection: patch.collection ?? current.collection, topic: patch.topic ?? current.topic }) : undefined;
    const saved = await writeNotice(tx, { actor, id, patch: topic === undefined ? patch : { ...patch, topic } });
    // A published notice changed: the record of the pages that list notices.
    if (current.status === 'published') await archiveNoticesChanged(ctx, tx, { actor });
    return saved;
  });
  if (saved.status === 'published') await noticesChanged(ctx);
  return saved;
}

/**
 * Publishes or unpublishes a notice. Notices are shown on every site, so while any site needs
 * approval publishing one follows its rule: no review flow exists for notices, so only an Admin's
 * urgent publish with a reason goes through (issue 23 item 3); unpublishing stays direct.
 */
export async function setNoticeStatus(
  ctx: ContentContext,
  { actor, id, status, urgent, reason }: { actor: Actor; id: string; status: 'draft' | 'published' } & UrgentInput,
): Promise<NoticeRecord> {
  assertAllowed(mayPublish(actor, EVERY_SITE), actor, PUBLISHER_ACTION, EVERY_SITE);
  const saved = await ctx.db.transaction(async (tx) => {
    if (!(await store.lockNotice(tx, { id }))) throw new TesseraError('NOT_FOUND', { what: NOTICE });
    const approval =
      status === 'published'
        ? await directPublishApproval(tx, { actor, site: 'notices (shown on every site)', needsApproval: await store.anySiteNeedsApproval(tx), urgent, reason })
        : undefined;
    const saved = await writeNotice(tx, { actor, id, patch: {}, status, ...(approval ? { flags: { approval, urgent: true } } : {}) });
    await archiveNoticesChanged(ctx, tx, { actor, approval });
    return saved;
  });
  await noticesChanged(ctx);
  return saved;
}

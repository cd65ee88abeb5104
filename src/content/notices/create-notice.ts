import type { CreateNoticeBody, NoticeRecord } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { assertAllowed, mayEdit, SOME_SITE } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { checkNoticeTopic } from './notice-topics';

/** A new draft notice; a collection's notice numbers are unique, its topic is one of the collection's list. */
export async function createNotice(ctx: ContentContext, { actor, ...notice }: { actor: Actor } & CreateNoticeBody): Promise<NoticeRecord> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, 'edit drafts', SOME_SITE);
  const by = actorName(actor);
  return ctx.db.transaction(async (tx) => {
    notice.topic = await checkNoticeTopic(tx, notice);
    const id = await store.insertNotice(tx, { notice, updatedBy: by });
    if (!id) throw new TesseraError('ALREADY_EXISTS', { what: `Notice ${notice.noticeNumber} in ${notice.collection}` });
    await store.appendAudit(tx, { actor: by, action: 'notice.create', detail: { id, collection: notice.collection, noticeNumber: notice.noticeNumber } });
    return (await store.getNotice(tx, { id }))!;
  });
}

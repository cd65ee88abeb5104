import type { CountedPage, NoticeRecord, PageRequest } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { assertAllowed, mayEdit, SOME_SITE } from '../access';
import type { Actor, ContentContext } from '../context';

// Editors: CMSTWO Users edit notices; publishing them (and importing published ones) is a Super User's.

/** A page of notices for editors, newest first, filtered on the server, with their count. */
export function listNotices(
  ctx: ContentContext,
  { actor, ...query }: { actor: Actor; collection?: string | undefined; q?: string | undefined; status?: 'draft' | 'published' | undefined; page: PageRequest },
): Promise<CountedPage<NoticeRecord>> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, 'read documents', SOME_SITE);
  return store.listNoticeRecords(ctx.db, query);
}

export async function getNotice(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<NoticeRecord> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, 'read documents', SOME_SITE);
  const notice = await store.getNotice(ctx.db, { id });
  if (!notice) throw new TesseraError('NOT_FOUND', { what: 'The notice' });
  return notice;
}

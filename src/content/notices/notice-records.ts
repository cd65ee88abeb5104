import type { NoticeRecord } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { assertAllowed, mayEdit, SOME_SITE } from '../access';
import type { Actor, ContentContext } from '../context';

// Editors: CMSTWO Users edit notices; publishing them (and importing published ones) is a Super User's.

export function listNotices(ctx: ContentContext, { actor, ...query }: { actor: Actor; collection?: string | undefined; q?: string | undefined; status?: 'draft' | 'published' | undefined; limit: number; offset: number }) {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, 'read documents', SOME_SITE);
  const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as typeof query;
  return store.listNoticeRecords(ctx.db, defined as Parameters<typeof store.listNoticeRecords>[1]);
}

export async function getNotice(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<NoticeRecord> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, 'read documents', SOME_SITE);
  const notice = await store.getNotice(ctx.db, { id });
  if (!notice) throw new TesseraError('NOT_FOUND', { what: 'The notice' });
  return notice;
}

import * as store from '../../store';
import { assertAllowed, EVERY_SITE, mayPublish } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { archiveNoticesChanged } from '../archive/record';
import { breathe, noticesChanged, refreshNoticeStatistics } from './shared';

/** Database batches are sized to take about this long each (the embedded engine runs on this thread). */
const BATCH_TARGET_MS = 10;
const BATCH_ROWS = { first: 20, min: 1, max: 2000 } as const;

/**
 * Creates or updates notices by (collection, notice number), `status` for all of them, in one
 * transaction with one audit entry (`notice.import`): all of them or none. This may publish,
 * unpublish or change published notices: a publisher's action. The rows go in batches sized to
 * take about BATCH_TARGET_MS each, with a turn of the event loop between them, so that tens of
 * thousands do not hold up other requests.
 */
export async function upsertNotices(
  ctx: ContentContext,
  { actor, notices, status, onProgress }: { actor: Actor; notices: readonly store.NoticeInput[]; status: 'draft' | 'published'; onProgress?: (done: number, total: number) => void },
): Promise<{ created: number; updated: number }> {
  assertAllowed(mayPublish(actor, EVERY_SITE), actor, 'import notices', EVERY_SITE);
  const by = actorName(actor);
  const result = await ctx.db.transaction(async (tx) => {
    let created = 0;
    let updated = 0;
    let changed = 0;
    let size: number = BATCH_ROWS.first;
    for (let i = 0; i < notices.length; ) {
      const batch = notices.slice(i, i + size);
      const started = performance.now();
      const done = await store.upsertNoticeBatch(tx, { notices: batch, status, actor: by });
      const ms = Math.max(1, performance.now() - started);
      created += done.created;
      // Every notice that matched one here, as the dry run counts them; identical ones are not written.
      updated += done.updated + done.unchanged;
      changed += done.created + done.updated;
      i += batch.length;
      onProgress?.(i, notices.length);
      size = Math.round(Math.min(BATCH_ROWS.max, size * 2, Math.max(BATCH_ROWS.min, (size * BATCH_TARGET_MS) / ms)));
      await breathe();
    }
    await store.appendAudit(tx, { actor: by, action: 'notice.import', detail: { created, updated, status } });
    // Published notices may have changed (published, unpublished or edited): the pages that list them, once per import.
    if (changed > 0) await archiveNoticesChanged(ctx, tx, { actor });
    return { created, updated };
  });
  if (notices.length >= 1000) await refreshNoticeStatistics(ctx);
  if (notices.length > 0) await noticesChanged(ctx);
  return result;
}

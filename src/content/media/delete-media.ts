import { MEDIA_URL, MEDIA_WIDTHS } from '../../core/media';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { assertAllowed, mayPublish, SOME_SITE } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { foundMedia } from './media';
import { variantKey } from './shared';

/**
 * Deletes a file and its sizes. A file that pages use is refused with the list of them
 * (MEDIA_IN_USE) unless `confirm`: publishers decide, knowing what breaks.
 */
export async function deleteMedia(ctx: ContentContext, { actor, hash, confirm }: { actor: Actor; hash: string; confirm: boolean }): Promise<void> {
  assertAllowed(mayPublish(actor, SOME_SITE), actor, 'delete files', SOME_SITE);
  const media = await foundMedia(ctx, hash);
  const usage = await store.mediaUsage(ctx.db, { hash });
  // The library is shared; deleting a file pages use breaks them, so it needs a publisher of each of their sites.
  for (const site of new Set(usage.map((u) => u.site))) assertAllowed(mayPublish(actor, site), actor, 'delete files its pages use', site);
  if (usage.length > 0 && !confirm) {
    const pages = [...new Set(usage.map((u) => `${u.site}${u.path}`))];
    throw new TesseraError('MEDIA_IN_USE', { name: media.name, count: pages.length, where: pages.join(', ') });
  }
  await ctx.db.transaction(async (tx) => {
    const deleted = await store.deleteMedia(tx, { hash });
    // Deleted meanwhile by someone else, who wrote the audit entry.
    if (!deleted) return;
    await store.appendAudit(tx, { actor: actorName(actor), action: 'media.delete', detail: { hash, name: deleted.name, usedBy: usage.length } });
  });
  const ext = MEDIA_URL.exec(media.url)![2]!;
  await ctx.media.remove([`${hash}.${ext}`, ...MEDIA_WIDTHS.map((w) => variantKey(hash, w))]);
  for (const site of new Set(usage.map((u) => u.site))) await ctx.changes.contentChanged(site);
}

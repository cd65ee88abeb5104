import type { MediaItem, UpdateMediaBody } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { assertAllowed, mayEdit, SOME_SITE } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';

/** Renames a file or sets its alt text and focal point. */
export async function updateMedia(ctx: ContentContext, { actor, hash, ...patch }: { actor: Actor; hash: string } & UpdateMediaBody): Promise<MediaItem> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, 'edit files', SOME_SITE);
  return ctx.db.transaction(async (tx) => {
    const media = await store.updateMedia(tx, { hash, ...patch });
    if (!media) throw new TesseraError('NOT_FOUND', { what: 'The file' });
    await store.appendAudit(tx, { actor: actorName(actor), action: 'media.update', detail: { hash, ...patch } });
    return media;
  });
}

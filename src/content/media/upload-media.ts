import type { Readable } from 'node:stream';
import type { MediaItem } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { imageVariants, inspectFile, receiveFile } from '../../services/media';
import * as store from '../../store';
import { assertAllowed, mayEdit, SOME_SITE } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { displayName, megabytes, variantKey } from './shared';

/**
 * Adds a file to the library: the upload streams into a temporary file (never more than
 * `maxBytes`, FILE_TOO_LARGE the moment it would be), what it is comes from its bytes (an image
 * is decoded to its end: a damaged one is IMAGE_DAMAGED), where it is kept from their SHA-256.
 * Raster images get their responsive sizes at once. The file is moved into place inside the
 * transaction that adds its record, so a record always has its file and a refused or failed
 * upload leaves nothing behind. The same bytes again return the first upload (`created: false`).
 */
export async function uploadMedia(
  ctx: ContentContext,
  { actor, file, filename, alt = '', maxBytes }: { actor: Actor; file: Readable; filename?: string; alt?: string; maxBytes: number },
): Promise<{ media: MediaItem; created: boolean }> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, 'upload files', SOME_SITE);
  const received = await receiveFile(ctx.media, file, { maxBytes, tooLarge: () => new TesseraError('FILE_TOO_LARGE', { limit: megabytes(maxBytes) }) });
  const { hash, size, temp } = received;
  try {
    if (size === 0) throw new TesseraError('UNSUPPORTED_FILE', { reason: 'the file is empty' });
    // The library also keeps chart data: CSV and JSON (issue 24 item 4).
    const inspected = await inspectFile(temp.path, { data: { filename } });
    const known = await store.getMedia(ctx.db, { hash });
    if (known) return { media: known, created: false };
    const variants = inspected.kind === 'image' && inspected.ext !== 'svg' ? await imageVariants(temp.path) : [];
    const key = `${hash}.${inspected.ext}`;
    const keys = [key, ...variants.map((v) => variantKey(hash, v.width))];
    try {
      return await ctx.db.transaction(async (tx) => {
        const name = displayName(filename);
        const by = actorName(actor);
        const added = await store.insertMedia(tx, { hash, ...inspected, size, name, alt: alt.trim().slice(0, 300), uploadedBy: by });
        // The same bytes were added meanwhile: the first upload stands.
        if (!added) return { media: (await store.getMedia(tx, { hash }))!, created: false };
        await store.appendAudit(tx, { actor: by, action: 'media.upload', detail: { hash, name, mime: inspected.mime, size } });
        for (const variant of variants) await ctx.media.write(variantKey(hash, variant.width), variant.bytes);
        await temp.keep(key);
        return { media: added, created: true };
      });
    } catch (error) {
      // Not committed: the files written for it go too, unless another upload of the same bytes holds them.
      if (!(await store.getMedia(ctx.db, { hash }).catch(() => undefined))) await ctx.media.remove(keys).catch(() => {});
      throw error;
    }
  } finally {
    await temp.discard();
  }
}

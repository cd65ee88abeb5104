import { createHash } from 'node:crypto';
import { mediaUrl } from '../../core/media';
import { TesseraError } from '../../core/errors';
import { inspectFile } from '../../services/media';
import * as store from '../../store';
import { assertAllowed, mayEdit, SOME_SITE } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { displayName } from './shared';

/** An image the platform brings with it (the demo pages' pictures), as the seed hands it over. */
export interface BundledImage {
  /** Its file name, as the library shows it. */
  name: string;
  alt: string;
  bytes: Buffer;
}

/**
 * Adds images the platform brings to the media library (issue 24 point 8: the demo pages'
 * pictures are library files editors can reuse, not addresses under /static). Each is checked
 * as an upload is (an SVG with script is refused, IMAGE_DAMAGED for a broken raster image) and
 * kept with its bytes in the database, like the notices' documents: the seed runs before any
 * media directory is known, and the test templates copy the database only. The same bytes
 * again are left as they are. Answers each image's library address, in order.
 */
export async function addBundledImages(ctx: ContentContext, { actor, images }: { actor: Actor; images: readonly BundledImage[] }): Promise<string[]> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, 'upload files', SOME_SITE);
  const files: store.GeneratedFile[] = [];
  for (const image of images) {
    const inspected = await inspectFile(image.bytes);
    if (inspected.kind !== 'image') throw new TesseraError('UNSUPPORTED_FILE', { reason: `${displayName(image.name)} is not an image` });
    const hash = createHash('sha256').update(image.bytes).digest('hex');
    files.push({ hash, ext: inspected.ext, mime: inspected.mime, kind: 'image', name: displayName(image.name), alt: image.alt.trim().slice(0, 300), width: inspected.width, height: inspected.height, bytes: image.bytes });
  }
  const by = actorName(actor);
  // The records and their audit entry are written together, or neither is.
  await ctx.db.transaction(async (tx) => {
    const added = await store.insertGeneratedMedia(tx, { files, uploadedBy: by });
    if (added > 0) await store.appendAudit(tx, { actor: by, action: 'media.generate', detail: { what: 'bundled images', count: added } });
  });
  return files.map((f) => mediaUrl(f.hash, f.ext));
}

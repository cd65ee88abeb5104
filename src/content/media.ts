import type { Readable } from 'node:stream';
import type { MediaItem, MediaKind, MediaUse, UpdateMediaBody } from '../core/contracts';
import { TesseraError } from '../core/errors';
import { MEDIA_URL, MEDIA_VARIANT_URL, MEDIA_WIDTHS } from '../core/media';
import { imageVariants, inspectFile, receiveFile } from '../services/media';
import * as store from '../store';
import { assertAllowed, mayEdit, mayPublish } from './access';
import { actorName, type Actor, type ContentContext } from './context';

const READ = 'read documents';

/** A file's name as people gave it, for showing only: no folders, no control characters, bounded. */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/\p{Cc}/gu, '').replace(/\s+/g, ' ').trim().slice(0, 200);
  return clean === '' ? 'Untitled' : clean;
}

const variantKey = (hash: string, width: number) => `${hash}-${width}w.webp`;

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
  assertAllowed(mayEdit(actor), actor, 'upload files');
  const received = await receiveFile(ctx.media, file, { maxBytes, tooLarge: () => new TesseraError('FILE_TOO_LARGE', { limit: megabytes(maxBytes) }) });
  const { hash, size, temp } = received;
  try {
    if (size === 0) throw new TesseraError('UNSUPPORTED_FILE', { reason: 'the file is empty' });
    const inspected = await inspectFile(temp.path);
    const known = await store.getMedia(ctx.db, { hash });
    if (known) return { media: known, created: false };
    const variants = inspected.kind === 'image' && inspected.ext !== 'svg' ? await imageVariants(temp.path) : [];
    const key = `${hash}.${inspected.ext}`;
    const keys = [key, ...variants.map((v) => variantKey(hash, v.width))];
    try {
      return await ctx.db.transaction(async (tx) => {
        const added = await store.addMedia(tx, { hash, ...inspected, size, name: displayName(filename), alt: alt.trim().slice(0, 300), actor: actorName(actor) });
        if (added.created) {
          for (const variant of variants) await ctx.media.write(variantKey(hash, variant.width), variant.bytes);
          await temp.keep(key);
        }
        return added;
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

/** A byte limit as people read it (`25 MB`). */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

export function listMedia(
  ctx: ContentContext,
  { actor, ...query }: { actor: Actor; q?: string | undefined; kind?: MediaKind | undefined; limit: number; offset: number },
): Promise<{ media: MediaItem[]; total: number }> {
  assertAllowed(mayEdit(actor), actor, READ);
  return store.listMedia(ctx.db, { limit: query.limit, offset: query.offset, ...(query.q ? { q: query.q } : {}), ...(query.kind ? { kind: query.kind } : {}) });
}

async function found(ctx: ContentContext, hash: string): Promise<MediaItem> {
  const media = await store.getMedia(ctx.db, { hash });
  if (!media) throw new TesseraError('NOT_FOUND', { what: 'The file' });
  return media;
}

/** A file with every page (draft or published) that uses it. */
export async function getMedia(ctx: ContentContext, { actor, hash }: { actor: Actor; hash: string }): Promise<{ media: MediaItem; usage: MediaUse[] }> {
  assertAllowed(mayEdit(actor), actor, READ);
  return { media: await found(ctx, hash), usage: await store.mediaUsage(ctx.db, { hash }) };
}

/** Renames a file or sets its alt text and focal point. */
export async function updateMedia(ctx: ContentContext, { actor, hash, ...patch }: { actor: Actor; hash: string } & UpdateMediaBody): Promise<MediaItem> {
  assertAllowed(mayEdit(actor), actor, 'edit files');
  const media = await store.updateMedia(ctx.db, { hash, ...patch, actor: actorName(actor) });
  if (!media) throw new TesseraError('NOT_FOUND', { what: 'The file' });
  return media;
}

/**
 * Deletes a file and its sizes. A file that pages use is refused with the list of them
 * (MEDIA_IN_USE) unless `confirm`: publishers decide, knowing what breaks.
 */
export async function deleteMedia(ctx: ContentContext, { actor, hash, confirm }: { actor: Actor; hash: string; confirm: boolean }): Promise<void> {
  assertAllowed(mayPublish(actor), actor, 'delete files');
  const media = await found(ctx, hash);
  const usage = await store.mediaUsage(ctx.db, { hash });
  if (usage.length > 0 && !confirm) {
    const pages = [...new Set(usage.map((u) => `${u.site}${u.path}`))];
    throw new TesseraError('MEDIA_IN_USE', { name: media.name, count: pages.length, where: pages.join(', ') });
  }
  await store.deleteMedia(ctx.db, { hash, actor: actorName(actor), usedBy: usage.length });
  const ext = MEDIA_URL.exec(media.url)![2]!;
  await ctx.media.remove([`${hash}.${ext}`, ...MEDIA_WIDTHS.map((w) => variantKey(hash, w))]);
  for (const site of new Set(usage.map((u) => u.site))) await ctx.changes.contentChanged(site);
}

/** A library file for visitors, by its address (`/media/…`): bytes, type and name; undefined when unknown. */
export async function mediaFile(ctx: ContentContext, { path }: { path: string }): Promise<{ bytes: Buffer; mime: string; name: string; kind: MediaKind } | undefined> {
  const original = MEDIA_URL.exec(path);
  const variant = original ? undefined : MEDIA_VARIANT_URL.exec(path);
  const hash = original?.[1] ?? variant?.[1];
  if (!hash) return undefined;
  const media = await store.getMedia(ctx.db, { hash });
  if (!media || (original && media.url !== path) || (variant && !(MEDIA_WIDTHS as readonly number[]).includes(Number(variant[2])))) return undefined;
  const key = original ? path.slice('/media/'.length) : variantKey(hash, Number(variant![2]));
  const bytes = await ctx.media.read(key);
  if (!bytes) return undefined;
  return { bytes, mime: original ? media.mime : 'image/webp', name: media.name, kind: media.kind };
}

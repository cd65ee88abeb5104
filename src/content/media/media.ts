import type { CountedPage, MediaItem, MediaKind, MediaUse, PageRequest } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { MEDIA_URL, MEDIA_VARIANT_URL, MEDIA_WIDTHS } from '../../core/media';
import * as store from '../../store';
import { assertAllowed, mayEdit, SOME_SITE } from '../access';
import type { Actor, ContentContext } from '../context';
import { variantKey } from './shared';

const READ = 'read documents';

/** A page of the library, newest first, by kind and a part of the name or alt text, with its count. */
export function listMedia(
  ctx: ContentContext,
  { actor, ...query }: { actor: Actor; q?: string | undefined; kind?: MediaKind | undefined; page: PageRequest },
): Promise<CountedPage<MediaItem>> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, READ, SOME_SITE);
  return store.listMedia(ctx.db, query);
}

/** A library file's record; NOT_FOUND when there is none. */
export async function foundMedia(ctx: ContentContext, hash: string): Promise<MediaItem> {
  const media = await store.getMedia(ctx.db, { hash });
  if (!media) throw new TesseraError('NOT_FOUND', { what: 'The file' });
  return media;
}

/** A file with every page (draft or published) that uses it. */
export async function getMedia(ctx: ContentContext, { actor, hash }: { actor: Actor; hash: string }): Promise<{ media: MediaItem; usage: MediaUse[] }> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, READ, SOME_SITE);
  return { media: await foundMedia(ctx, hash), usage: await store.mediaUsage(ctx.db, { hash }) };
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
  // Files the platform generated (the demo notices' documents) are kept in the database.
  const bytes = (await ctx.media.read(key)) ?? (original ? await store.getMediaBlob(ctx.db, { hash }) : undefined);
  if (!bytes) return undefined;
  return { bytes, mime: original ? media.mime : 'image/webp', name: media.name, kind: media.kind };
}

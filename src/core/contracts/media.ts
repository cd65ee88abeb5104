import { z } from 'zod';
import { SiteId, Timestamp } from './common';
import { PageLinks, pageParams, PageTotal } from './paging';

export const MediaKind = z.enum(['image', 'document']);

/** A file of the media library (its bytes are served at `url`). */
export const MediaItem = z.object({
  hash: z.string().describe('SHA-256 of the bytes, hex'),
  url: z.string().describe('Where the file is served: /media/{hash}.{ext}'),
  kind: MediaKind,
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  name: z.string().describe('The name shown to editors (never used to store or serve the file)'),
  alt: z.string(),
  focalX: z.number().describe('Focal point, 0 (left) to 1 (right)'),
  focalY: z.number().describe('Focal point, 0 (top) to 1 (bottom)'),
  uploadedBy: z.string().nullable(),
  createdAt: Timestamp,
});

/** Where a file is used: a document's draft, or its published version. */
export const MediaUse = z.object({
  documentId: z.string(),
  site: SiteId,
  path: z.string(),
  title: z.string(),
  where: z.enum(['draft', 'published']),
});

export const MediaParams = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/, 'Media ids are the 64-character SHA-256 of the file') });

export const MediaQuery = z.object({
  q: z.string().trim().max(200).optional().describe('Part of a name or alt text'),
  kind: MediaKind.optional(),
  ...pageParams('media', { keyLength: 2, limit: { default: 60, max: 200 } }),
});

export const UpdateMediaBody = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(200).optional(),
    alt: z.string().trim().max(300).optional(),
    focalX: z.number().min(0).max(1).optional(),
    focalY: z.number().min(0).max(1).optional(),
  })
  .strict();

export const DeleteMediaQuery = z.object({
  confirm: z.enum(['true', 'false']).default('false').describe('true deletes a file even where it is used'),
});

export const MediaResponse = z.object({ media: MediaItem });
export const MediaDetailResponse = z.object({ media: MediaItem, usage: z.array(MediaUse) });
export const MediaListResponse = z.object({ media: z.array(MediaItem), ...PageLinks, ...PageTotal });
/** An upload: `created` false when the same bytes were in the library already. */
export const MediaUploadResponse = z.object({ media: MediaItem, created: z.boolean() });

export type MediaKind = z.infer<typeof MediaKind>;
export type MediaItem = z.infer<typeof MediaItem>;
export type MediaUse = z.infer<typeof MediaUse>;
export type UpdateMediaBody = z.infer<typeof UpdateMediaBody>;

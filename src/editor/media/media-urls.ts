/** Addresses and labels of library files as the editor shows them, apart from React. */
import type { MediaItem } from '../../core/contracts';
import { MEDIA_URL, mediaSrcSet } from '../../core/media';
import { isSafeImageSrc } from '../../core/schemas';

type Shown = Pick<MediaItem, 'url' | 'kind'>;

/** `/media/{hash}-{width}w.webp` for a library raster image, else undefined (SVG, documents, other addresses). */
export function variantUrl(src: string, width: 320 | 640): string | undefined {
  const match = MEDIA_URL.exec(src);
  // A srcset exists exactly for the images the server resized.
  if (!match || mediaSrcSet(src) === undefined) return undefined;
  return `/media/${match[1]}-${width}w.webp`;
}

/** What a tile shows: the 320 px size of a raster image, an SVG itself, nothing for a document (it gets an icon). */
export function thumbnailUrl(item: Shown): string | undefined {
  if (item.kind !== 'image') return undefined;
  return variantUrl(item.url, 320) ?? item.url;
}

/** The larger preview of the details panel. */
export function previewUrl(item: Shown): string | undefined {
  if (item.kind !== 'image') return undefined;
  return variantUrl(item.url, 640) ?? item.url;
}

/**
 * The thumbnail beside an image field for what it holds now: a library image's small size, any
 * other valid image address as it is, nothing for an empty or invalid value.
 */
export function fieldThumbnail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const src = value.trim();
  if (!isSafeImageSrc(src)) return undefined;
  return variantUrl(src, 320) ?? src;
}

/** The type people know a file by, from its stored extension: `PNG`, `PDF`, `DOCX`. */
export function fileType(item: Pick<MediaItem, 'url' | 'mime'>): string {
  const ext = MEDIA_URL.exec(item.url)?.[2];
  return (ext ?? item.mime.split('/').pop() ?? '').toUpperCase();
}

/** `980 bytes`, `12 KB`, `1.4 MB` (1 KB = 1,024 bytes, as file managers count). */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} ${size === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = value < 10 ? 1 : 0;
  return `${Number(value.toFixed(digits)).toLocaleString('en-US')} ${units[unit]}`;
}

/** `1600 × 900`, or undefined when the size is unknown (documents). */
export function dimensions(item: Pick<MediaItem, 'width' | 'height'>): string | undefined {
  return item.width && item.height ? `${item.width} × ${item.height}` : undefined;
}

/** The facts under a tile: `PNG · 12 KB · 1600 × 900`. */
export function facts(item: Pick<MediaItem, 'url' | 'mime' | 'size' | 'width' | 'height'>): string {
  return [fileType(item), formatBytes(item.size), dimensions(item)].filter(Boolean).join(' · ');
}

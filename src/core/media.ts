/**
 * Media library addresses. An uploaded file is stored by the SHA-256 of its bytes and served
 * at `/media/{hash}.{ext}`; images also at `/media/{hash}-{width}w.webp` for each of
 * MEDIA_WIDTHS (never wider than the original), which views offer as a `srcset`.
 */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export const MEDIA_URL = /^\/media\/([0-9a-f]{64})\.([a-z0-9]{2,5})$/;
export const MEDIA_VARIANT_URL = /^\/media\/([0-9a-f]{64})-(\d{3,4})w\.webp$/;
/** Raster images get responsive sizes; SVG and documents are served as they are. */
const RESIZED = new Set(['jpg', 'png', 'webp', 'gif', 'avif']);

export function mediaUrl(hash: string, ext: string): string {
  return `/media/${hash}.${ext}`;
}

/** The `srcset` of a library image, or undefined for any other address. */
export function mediaSrcSet(src: string): string | undefined {
  const match = MEDIA_URL.exec(src);
  if (!match || !RESIZED.has(match[2]!)) return undefined;
  return MEDIA_WIDTHS.map((w) => `/media/${match[1]}-${w}w.webp ${w}w`).join(', ');
}

/** Where a preview link is served on its site's origin (`/_preview/{token}`), and the pages reached from it. */
export const PREVIEW_PREFIX = '/_preview/';

/**
 * The address of a preview: the linked page itself without `path`, another page of the
 * same site inside the preview with it (`/_preview/{token}/fees`).
 */
export function previewPath(token: string, path?: string): string {
  return path === undefined ? `${PREVIEW_PREFIX}${token}` : `${PREVIEW_PREFIX}${token}${path}`;
}

import type { Site } from './types';

/**
 * The address of a page on its site's public origin (the site's setting, else the default the
 * server reports), for "View live page": never the editor's own host, where the page is not served.
 */
export function liveUrl(site: Pick<Site, 'publicOrigin' | 'defaultPublicOrigin'>, path: string): string {
  return new URL(path, `${site.publicOrigin ?? site.defaultPublicOrigin}/`).href;
}

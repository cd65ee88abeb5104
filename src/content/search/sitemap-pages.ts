import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { ContentContext } from '../context';

/** The pages a site's sitemap lists. */
export function sitemapPages(ctx: Pick<ContentContext, 'db'>, { site }: { site: SiteId }) {
  return store.sitemapPages(ctx.db, { site });
}

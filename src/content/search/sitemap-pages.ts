import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { ContentContext } from '../context';

/** The sitemap protocol's limit: at most this many URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  path: string;
  publishedAt: string;
}

/**
 * A site's sitemap file (issue 40 item 4): up to {@link SITEMAP_MAX_URLS} pages, `/sitemap.xml`
 * lists them (`urls`); past that it is an index (`index`) of numbered sitemaps
 * (`/sitemap-1.xml` …), each a slice of the pages in path order. `file` asks for a numbered
 * one; null: there is no such file (a number past the last, or any number while one file holds
 * every page).
 */
export async function siteSitemap(
  ctx: Pick<ContentContext, 'db'>,
  { site, file, maxUrls = SITEMAP_MAX_URLS }: { site: SiteId; file?: number; maxUrls?: number },
): Promise<{ type: 'urls'; pages: SitemapUrl[] } | { type: 'index'; files: number } | null> {
  const count = await store.countSitemapPages(ctx.db, { site });
  const files = Math.ceil(count / maxUrls);
  if (file === undefined) {
    if (files <= 1) return { type: 'urls', pages: await store.sitemapPages(ctx.db, { site, limit: maxUrls }) };
    return { type: 'index', files };
  }
  if (files <= 1 || file < 1 || file > files) return null;
  return { type: 'urls', pages: await store.sitemapPages(ctx.db, { site, limit: maxUrls, offset: (file - 1) * maxUrls }) };
}

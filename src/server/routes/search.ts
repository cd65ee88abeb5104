import { createElement } from 'react';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as content from '../../content';
import { dataKey, siteKey } from '../../content';
import type { Site } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { noticeCollectionLabel } from '../../core/notice-collection-labels';
import { escapeHtml } from '../../render/page';
import { SearchPage } from '../../render/search-page';
import { anyone } from '../access';
import { publicOrigin } from '../public-origin';
import { renderSiteDocumentKeyed } from '../render-page';
import { shareable } from '../http';

const SearchQuery = z.object({
  q: z.string().max(200, 'q is at most 200 characters').default(''),
  group: z.string().regex(/^[a-z0-9-]{1,60}$/, 'group names a section or collection').optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').max(1000).default(1),
  // The header's search box also sends the collections it searches (all of the site's, here).
  collections: z.string().max(400).optional(),
});

function siteOf(request: FastifyRequest): Site {
  if (request.site.kind !== 'site') throw new TesseraError('NOT_FOUND', { what: 'A site at this address' });
  return request.site.site;
}

const FEED_SIZE = 50;

/** Site search pages, the sitemap and the notice feeds of every site. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const server = app;
  const ctx = server.content;

  for (const action of ['/search', '/elastic-search']) {
    app.get(action, { schema: { hide: true, querystring: SearchQuery }, config: { access: anyone, rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request, reply) => {
      const site = siteOf(request);
      const { q, group, page } = request.query as z.output<typeof SearchQuery>;
      const result = await content.siteSearch(ctx, { site: site.id, q, page, ...(group ? { group } : {}) });
      const doc = content.platformPage(server.content, { site: site.id, path: action, title: q ? `Search: ${q}` : 'Search', slots: {} });
      const { html, keys } = await renderSiteDocumentKeyed(server, doc, { platformForm: createElement(SearchPage, { action, ...result, ...(group ? { group } : {}) }) });
      // Results are published pages and notices: a shared cache keeps them until either changes.
      return shareable(reply, { keys: [...keys, dataKey('pages', site.id), dataKey('notices', site.id)] })
        .header('content-type', 'text/html; charset=utf-8')
        .header('x-robots-tag', 'noindex')
        .send(html);
    });
  }

  /**
   * `/sitemap.xml`: the site's pages, or past {@link content.SITEMAP_MAX_URLS} an index of
   * numbered sitemaps `/sitemap-{n}.xml` (issue 40 item 4). Compressed when the client accepts
   * it (plugins/compress.ts), shared-cacheable until a page is published.
   */
  const sendSitemap = async (request: FastifyRequest, reply: FastifyReply, file?: number) => {
    const site = siteOf(request);
    const origin = publicOrigin(app, site);
    const sitemap = await content.siteSitemap(ctx, { site: site.id, ...(file === undefined ? {} : { file }) });
    if (!sitemap) throw new TesseraError('NOT_FOUND', { what: `A sitemap ${file} on this site` });
    const xml =
      sitemap.type === 'index'
        ? '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
          Array.from({ length: sitemap.files }, (_, i) => `  <sitemap><loc>${escapeHtml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`).join('') +
          '</sitemapindex>\n'
        : '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
          sitemap.pages.map((p) => `  <url><loc>${escapeHtml(origin + p.path)}</loc><lastmod>${p.publishedAt.slice(0, 10)}</lastmod></url>\n`).join('') +
          '</urlset>\n';
    return shareable(reply, { keys: [siteKey(site.id), dataKey('pages', site.id)], browserMaxAge: 300 }).header('content-type', 'application/xml; charset=utf-8').send(xml);
  };
  app.get('/sitemap.xml', { schema: { hide: true }, config: { access: anyone } }, (request, reply) => sendSitemap(request, reply));
  app.get(
    '/sitemap-:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[1-9][0-9]{0,5}\.xml$/, 'Numbered sitemaps are /sitemap-{n}.xml') }) }, config: { access: anyone } },
    (request, reply) => sendSitemap(request, reply, Number.parseInt((request.params as { file: string }).file, 10)),
  );

  app.get(
    '/feeds/notices/:collection',
    { schema: { hide: true, params: z.object({ collection: z.string().regex(/^[a-z0-9-]{1,40}\.xml$/, 'Feeds are /feeds/notices/{collection}.xml') }) }, config: { access: anyone } },
    async (request, reply) => {
      const site = siteOf(request);
      const collection = (request.params as { collection: string }).collection.replace(/\.xml$/, '');
      if (!(content.SITE_COLLECTIONS[site.id] ?? []).includes(collection as never)) throw new TesseraError('NOT_FOUND', { what: `A notice feed ${collection} on this site` });
      const origin = publicOrigin(app, site);
      const { results } = await content.searchNotices(ctx, { searchCollections: [collection], page: 1, pageSize: FEED_SIZE });
      const title = `${site.name}: ${noticeCollectionLabel(collection)}`;
      const xml =
        '<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n' +
        `  <title>${escapeHtml(title)}</title>\n  <id>${escapeHtml(`${origin}/feeds/notices/${collection}.xml`)}</id>\n` +
        `  <link rel="self" href="${escapeHtml(`${origin}/feeds/notices/${collection}.xml`)}"/>\n` +
        `  <updated>${results[0]?.pubDate ?? '2026-01-01'}T00:00:00Z</updated>\n` +
        results
          .map((n) => {
            const link = n.filePath || n.url;
            const href = link.startsWith('/') ? origin + link : link;
            return (
              `  <entry><title>${escapeHtml(`${n.noticeNumber}: ${n.title}`)}</title><id>${escapeHtml(`${origin}/notices/${collection}/${n.noticeNumber}`)}</id>` +
              `<updated>${n.pubDate}T00:00:00Z</updated>${href ? `<link href="${escapeHtml(href)}"/>` : ''}<category term="${escapeHtml(n.topic)}"/><summary>${escapeHtml(n.title)}</summary></entry>\n`
            );
          })
          .join('') +
        '</feed>\n';
      return shareable(reply, { keys: [siteKey(site.id), dataKey('notices', site.id)], browserMaxAge: 300 }).header('content-type', 'application/atom+xml; charset=utf-8').send(xml);
    },
  );
}

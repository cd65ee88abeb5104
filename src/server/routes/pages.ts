import { createElement } from 'react';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { message, TesseraError } from '../../core/errors';
import { node } from '../../core/node';
import type { SiteId } from '../../core/sites';
import { validateTree } from '../../core/validate';
import { AccessGate } from '../../render/access-gate';
import { escapeHtml } from '../../render/page';
import { renderPortal, renderPortalNotFound } from '../../render/portal';
import { getPublishedPage } from '../../store';
import type { PublishedPage, Site } from '../../store/types';
import { themeFor } from '../../themes';
import { anyone } from '../access';
import { accessCookieName, accessGrant, verifyAccessCode } from '../access-code';
import { rootKindsFor } from '../content';
import { hostName } from '../sites';
import { encodedBody, type CachedPage } from '../page-cache';
import { renderSiteDocument } from '../render-page';
import { parseInput } from '../http';

const HTML = 'text/html; charset=utf-8';
const AccessBody = z.object({ path: z.string().min(1).max(200), code: z.string().max(100).default('') });

function requestPath(request: FastifyRequest): string {
  return request.url.split('?')[0]!.split('#')[0]!;
}

/** Port part of the Host header, for links between sites (`:3000`, or empty). */
function portOf(request: FastifyRequest): string {
  const host = request.headers.host ?? '';
  const match = /:(\d+)$/.exec(host);
  return match ? `:${match[1]}` : '';
}

function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedPage, contentType = HTML) {
  reply
    .status(entry.status)
    .header('content-type', contentType)
    .header('etag', entry.etag)
    .header('vary', 'Accept-Encoding')
    .header('cache-control', 'public, max-age=0, must-revalidate');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  const { body, encoding } = encodedBody(entry, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** Visitor pages by Host and path: the portal, site pages, partials, access-code gates, 404s. */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const tessera = app.tessera;
  const { sites, cache, registry, config } = tessera;

  /** The themed 404 page of a site: its header and footer partials around a message. */
  async function notFound(reply: FastifyReply, site: Site, path: string) {
    const layout = themeFor(site.id).layout;
    const tree = validateTree(
      node(layout, {}, {
        headerContent: [node('include', { path: '/header' })],
        main: [
          node('heading', { text: 'Page not found', level: 1 }),
          node('rich-text', {
            html: `<p>There is no page at <code>${escapeHtml(path)}</code> on this site. It may have moved or been unpublished.</p><p><a href="/">Go to the ${escapeHtml(site.name)} home page</a></p>`,
          }),
        ],
        footerContent: [node('include', { path: '/footer' })],
      }),
      { registry, rootKinds: rootKindsFor(site.id, 'page') },
    );
    if (!tree.ok) throw new Error(`The 404 page tree is invalid: ${tree.issues[0]?.message}`);
    const html = await renderSiteDocument(tessera, { site: site.id, path, title: 'Page not found', seo: { noindex: true }, tree: tree.value, kind: 'page' });
    return reply.status(404).header('content-type', HTML).header('cache-control', 'no-store').send(html);
  }

  function granted(request: FastifyRequest, page: PublishedPage): boolean {
    if (!page.accessCodeHash) return true;
    return request.cookies[accessCookieName(page.documentId)] === accessGrant(config.secret, page.documentId, page.accessCodeHash);
  }

  async function renderGate(reply: FastifyReply, page: PublishedPage, status: number, error?: string) {
    const html = await renderSiteDocument(tessera, { ...page, seo: { ...page.seo, noindex: true } }, {
      accessGate: createElement(AccessGate, { path: page.path, ...(error ? { error } : {}) }),
    });
    return reply.status(status).header('content-type', HTML).header('cache-control', 'private, no-store').send(html);
  }

  async function servePortal(request: FastifyRequest, reply: FastifyReply, path: string) {
    const port = portOf(request);
    if (path !== '/') {
      const html = renderPortalNotFound({ message: `There is no page at ${path}.`, stylesheet: tessera.assets.stylesheet, portalUrl: '/' });
      return reply.status(404).header('content-type', HTML).send(html);
    }
    const list = sites
      .all()
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((site) => ({ id: site.id, name: site.name, tagline: themeFor(site.id).tagline, logoSvg: themeFor(site.id).logoSvg, url: `http://${site.hosts[0] ?? `${site.id}.localhost`}${port}/` }));
    return reply.header('content-type', HTML).header('cache-control', 'no-cache').send(renderPortal({ sites: list, stylesheet: tessera.assets.stylesheet }));
  }

  app.get('/*', { config: { access: anyone } }, async (request, reply) => {
    const path = requestPath(request);
    if (path.startsWith('/api/')) throw new TesseraError('NOT_FOUND', { what: `API route GET ${path}` });
    const match = sites.match(request.headers.host);
    if (match.kind === 'portal') return servePortal(request, reply, path);
    if (match.kind === 'unknown') {
      const portalUrl = `http://${config.portalHosts[0] ?? 'localhost'}${portOf(request)}/`;
      const html = renderPortalNotFound({ message: message('UNKNOWN_SITE', { host: hostName(request.headers.host) }), stylesheet: tessera.assets.stylesheet, portalUrl });
      return reply.status(404).header('content-type', HTML).send(html);
    }
    const site = match.site;
    if (path.length > 1 && path.endsWith('/')) return reply.redirect(path.replace(/\/+$/, '') || '/', 301);

    const cached = cache.get(site.id, path);
    if (cached) return sendCached(request, reply, cached);

    const page = await getPublishedPage(tessera.db, { site: site.id as SiteId, path });
    if (!page) return notFound(reply, site, path);
    if (page.accessCodeHash) {
      if (!granted(request, page)) return renderGate(reply, page, 200);
      const html = await renderSiteDocument(tessera, page);
      return reply.header('content-type', HTML).header('cache-control', 'private, no-store').send(html);
    }
    const html = await renderSiteDocument(tessera, page);
    return sendCached(request, reply, cache.set(site.id, path, 200, html));
  });

  app.post(
    '/_access',
    { config: { access: anyone, rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const match = sites.match(request.headers.host);
      if (match.kind !== 'site') return reply.status(404).header('content-type', HTML).send(renderPortalNotFound({ message: 'No site here.', stylesheet: tessera.assets.stylesheet, portalUrl: '/' }));
      const body = parseInput(AccessBody, request.body, 'body');
      const page = await getPublishedPage(tessera.db, { site: match.site.id as SiteId, path: body.path });
      if (!page) return notFound(reply, match.site, body.path);
      if (!page.accessCodeHash) return reply.redirect(page.path, 303);
      if (body.code.trim() === '') return renderGate(reply, page, 400, message('REQUIRED', { label: 'Access code' }));
      if (!verifyAccessCode(body.code, page.accessCodeHash)) return renderGate(reply, page, 403, 'That access code is not right. Check it and try again.');
      reply.setCookie(accessCookieName(page.documentId), accessGrant(config.secret, page.documentId, page.accessCodeHash), {
        path: page.path,
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
      });
      return reply.redirect(page.path, 303);
    },
  );
}


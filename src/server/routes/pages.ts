import { createElement } from 'react';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { message, TesseraError } from '../../core/errors';
import { accessCodeMatches, movedTo, publishedPage, type PublishedPage } from '../../content';
import { platformPage } from '../platform-page';
import { portalOrigin, publicOrigin } from '../public-origin';
import type { Site } from '../../core/contracts';
import { isUuid, node } from '../../core/node';
import { normalizeHost } from '../../core/sites';
import { AccessGate } from '../../render/access-gate';
import { escapeHtml } from '../../render/page';
import { renderPortal, renderPortalNotFound } from '../../render/portal';
import { themeFor } from '../../themes';
import { anyone } from '../access';
import { accessCookieName, accessGrant, gatePage, hasAccess } from '../access-code';
import { encodedBody, type CachedPage } from '../page-cache';
import { finishPage, preparePage, renderSiteDocument, type PreparedPage } from '../render-page';
import { clearVisitorCookie, visitorOf, visitorToken } from '../visitor-session';
import { isSecureRequest } from '../auth';
import { sendTagged } from '../http';
import { AttemptLimiter } from '../attempts';

const HTML = 'text/html; charset=utf-8';
/** Pages that, while they are not published, lead to a broader one (temporarily). */
const FALLBACKS: Readonly<Record<string, string>> = { '/alerts/benchmark-and-processing': '/alerts' };
/** Wrong access codes per page and client before a pause (DESIGN.md §7a). */
const ACCESS_CODE_ATTEMPTS = { max: 10, windowMs: 15 * 60_000 };
const AccessBody = z.object({ path: z.string().min(1).max(200), code: z.string().max(100).default('') });

function requestPath(request: FastifyRequest): string {
  return request.url.split('?')[0]!.split('#')[0]!;
}

/** The query string of a request, with its `?`, or empty. */
function queryOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
}

function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedPage, contentType = HTML) {
  reply.status(entry.status).header('content-type', contentType).header('vary', 'Accept-Encoding');
  const { body, encoding } = encodedBody(entry, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return sendTagged(request, reply, { etag: entry.etag, body, cacheControl: 'public, max-age=0, must-revalidate' });
}

/** Visitor pages by Host and path: the portal, site pages, partials, access-code gates, 404s. */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const tessera = app.tessera;
  const { sites, cache, config, content } = tessera;

  /** The themed 404 page of a site: its header and footer partials around a message. */
  async function notFound(reply: FastifyReply, site: Site, path: string) {
    const page = platformPage(tessera, {
      site: site.id,
      path,
      title: 'Page not found',
      slots: {
        main: [
          node('heading', { text: 'Page not found', level: 1 }),
          node('rich-text', {
            html: `<p>There is no page at <code>${escapeHtml(path)}</code> on this site. It may have moved or been unpublished.</p><p><a href="/">Go to the ${escapeHtml(site.name)} home page</a></p>`,
          }),
        ],
      },
    });
    const html = await renderSiteDocument(tessera, page);
    return reply.status(404).header('content-type', HTML).header('cache-control', 'no-store').send(html);
  }

  const granted = (request: FastifyRequest, page: PublishedPage) => hasAccess(request, config.secret, page);

  /**
   * A page with auth gates, finished for this request's visitor: only what they may see is
   * sent, never cached by anyone but them. A cookie of a session that ended is cleared.
   */
  async function sendPersonal(request: FastifyRequest, reply: FastifyReply, prepared: PreparedPage) {
    const visitor = await visitorOf(request, tessera);
    if (!visitor && visitorToken(request, config)) clearVisitorCookie(request, reply, config);
    const html = finishPage(tessera, prepared, visitor);
    return reply.header('content-type', HTML).header('cache-control', 'private, no-store').header('vary', 'Cookie').send(html);
  }

  async function renderGate(reply: FastifyReply, page: PublishedPage, status: number, error?: string) {
    const html = await renderSiteDocument(tessera, gatePage(page), {
      platformForm: createElement(AccessGate, { path: page.path, ...(error ? { error } : {}) }),
    });
    return reply.status(status).header('content-type', HTML).header('cache-control', 'private, no-store').header('vary', 'Cookie').send(html);
  }

  async function servePortal(reply: FastifyReply, path: string) {
    if (path !== '/') {
      const html = renderPortalNotFound({ message: `There is no page at ${path}.`, stylesheet: tessera.assets.stylesheet, portalUrl: '/' });
      return reply.status(404).header('content-type', HTML).send(html);
    }
    const list = sites
      .all()
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((site) => ({ id: site.id, name: site.name, tagline: themeFor(site.id).tagline, logoSvg: themeFor(site.id).logoSvg, url: `${publicOrigin(app, site)}/` }));
    return reply.header('content-type', HTML).header('cache-control', 'no-cache').send(renderPortal({ sites: list, stylesheet: tessera.assets.stylesheet }));
  }

  app.get('/*', { schema: { hide: true }, config: { access: anyone } }, async (request, reply) => {
    const path = requestPath(request);
    if (path.startsWith('/api/')) throw new TesseraError('NOT_FOUND', { what: `API route GET ${path}` });
    const match = request.site;
    if (match.kind === 'portal') return servePortal(reply, path);
    if (match.kind === 'unknown') {
      const portalUrl = `${portalOrigin(app)}/`;
      const html = renderPortalNotFound({ message: message('UNKNOWN_SITE', { host: normalizeHost(request.headers.host) }), stylesheet: tessera.assets.stylesheet, portalUrl });
      return reply.status(404).header('content-type', HTML).send(html);
    }
    const site = match.site;
    if (path.length > 1 && path.endsWith('/')) return reply.redirect(path.replace(/\/+$/, '') || '/', 301);

    // After a form post without JavaScript: the page with that form's "submitted" state, for this visitor only.
    const submitted = new URLSearchParams(queryOf(request)).get('submitted');
    if (submitted && isUuid(submitted)) {
      const page = await publishedPage(content, { site: site.id, path });
      if (page && granted(request, page)) {
        return sendPersonal(request, reply, await preparePage(tessera, page, { formStates: new Map([[submitted, { status: 'submitted' }]]) }));
      }
    }
    // A query string matters only to pages whose data kinds filter by it (notice lists, alerts).
    const query = new URLSearchParams(queryOf(request));
    const hasQuery = query.size > 0;
    const cached = cache.get(site.id, path);
    if (cached && !(hasQuery && cached.usesQuery)) return sendCached(request, reply, cached);
    const personal = cache.getPersonal(site.id, path);
    if (personal && !(hasQuery && personal.usesQuery)) return sendPersonal(request, reply, personal);

    const page = await publishedPage(content, { site: site.id, path });
    if (!page) {
      // A page published under a new path keeps its old address as a permanent redirect.
      const moved = await movedTo(content, { site: site.id, path });
      if (moved) return reply.header('cache-control', 'public, max-age=300').redirect(moved + queryOf(request), 301);
      // Specification §2: an alerts category without content of its own falls back to /alerts.
      const fallback = FALLBACKS[path];
      if (fallback) return reply.header('cache-control', 'public, max-age=60').redirect(fallback + queryOf(request), 302);
      return notFound(reply, site, path);
    }
    if (page.accessCodeHash) {
      if (!granted(request, page)) return renderGate(reply, page, 200);
      return sendPersonal(request, reply, await preparePage(tessera, page, { query }));
    }
    const prepared = await preparePage(tessera, page, { query });
    if (hasQuery && prepared.usesQuery) {
      // Filtered by this request's query: rendered for it, kept by nobody.
      if (prepared.personal) return sendPersonal(request, reply, prepared);
      return reply.header('content-type', HTML).header('cache-control', 'public, max-age=0, must-revalidate').send(finishPage(tessera, prepared, null));
    }
    // Only the gates are rendered per request; the rest of the page is kept, prepared, for everyone.
    if (prepared.personal) return sendPersonal(request, reply, cache.setPersonal(site.id, path, prepared));
    return sendCached(request, reply, cache.set(site.id, path, 200, finishPage(tessera, prepared, null), { usesQuery: prepared.usesQuery, maxAgeMs: prepared.maxAgeMs }));
  });

  // Wrong codes are counted per page and client address, so one visitor's guesses on one
  // page lock out neither other pages nor other visitors; the route limit only bounds work.
  const attempts = new AttemptLimiter(ACCESS_CODE_ATTEMPTS);
  app.post(
    '/_access',
    { schema: { hide: true, body: AccessBody }, config: { access: anyone, acceptsForm: true, rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const match = request.site;
      if (match.kind !== 'site') return reply.status(404).header('content-type', HTML).send(renderPortalNotFound({ message: 'No site here.', stylesheet: tessera.assets.stylesheet, portalUrl: '/' }));
      const body = request.body as z.output<typeof AccessBody>;
      const page = await publishedPage(content, { site: match.site.id, path: body.path });
      if (!page) return notFound(reply, match.site, body.path);
      if (!page.accessCodeHash) return reply.redirect(page.path, 303);
      if (body.code.trim() === '') return renderGate(reply, page, 400, message('REQUIRED', { label: 'Access code' }));
      const key = `${page.documentId}\n${request.ip}`;
      const wait = attempts.retryAfter(key);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return renderGate(reply, page, 429, `Too many wrong codes. Try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? 's' : ''}.`);
      }
      if (!accessCodeMatches(page, body.code)) {
        attempts.fail(key);
        return renderGate(reply, page, 403, 'That access code is not right. Check it and try again.');
      }
      attempts.reset(key);
      reply.setCookie(accessCookieName(page.documentId), accessGrant(config.secret, page.documentId, page.accessCodeHash), {
        path: page.path,
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecureRequest(request, config),
      });
      return reply.redirect(page.path, 303);
    },
  );
}

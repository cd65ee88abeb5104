import { createElement } from 'react';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { message, TesseraError } from '../../core/errors';
import { dataKey, enterAccessCode, platformPage, siteKey, visitPage, type PageToRender, type PageVisit } from '../../content';
import { portalOrigin, publicOrigin } from '../public-origin';
import type { Site } from '../../core/contracts';
import { isUuid, node } from '../../core/node';
import { REFERENCE_PATTERN } from '../../core/forms';
import { normalizeHost, type SiteId } from '../../core/sites';
import { AccessGate } from '../../render/access-gate';
import { escapeHtml } from '../../render/page';
import { renderPortal, renderPortalNotFound } from '../../render/portal';
import { themeFor } from '../../themes';
import { anyone } from '../access';
import { encodedBody, type CachedPage, type EncodedBody } from '../page-cache';
import { finishPage, preparePage, renderSiteDocument, type PreparedPage } from '../render-page';
import { clearVisitorCookie, visitorOf, visitorToken } from '../visitor-session';
import { isSecureRequest } from '../auth';
import { shareable, sendTagged, sharedCacheControl, SURROGATE_KEY } from '../http';
import { markRecaptcha } from '../security-headers';

const HTML = 'text/html; charset=utf-8';
/** A redirect (the site's own, or one a move left) is purged with the site's settings or by a path going live or away. */
const redirectKeys = (site: SiteId) => [siteKey(site), dataKey('redirects', site)];
const AccessBody = z.object({ path: z.string().min(1).max(200), code: z.string().max(100).default('') });

function requestPath(request: FastifyRequest): string {
  const url = request.url;
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** The query string of a request, with its `?`, or empty. */
function queryOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
}

/** Seconds a page showing live data stays true (a shared cache keeps it no longer); undefined: until a change purges it. */
const freshFor = (maxAgeMs: number | undefined) => (maxAgeMs === undefined ? {} : { freshSeconds: maxAgeMs / 1000 });

/** Visitor pages by Host and path: the portal, site pages, partials, access-code gates, 404s. */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const server = app;
  const { sites, pageCache: cache, config, content } = app;

  /** `Cache-Control` of a shared page without live data: the same for every such page, from the CDN settings. */
  const keptCacheControl = sharedCacheControl(config.cdn);

  /**
   * A page every visitor is sent alike: browsers revalidate with the ETag, a shared cache keeps it
   * under its surrogate keys (until a change purges them, or its live data ages).
   */
  function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedPage) {
    const encoded = encodedBody(entry, request.headers['accept-encoding']);
    return encoded instanceof Promise ? encoded.then((ready) => sendEncoded(request, reply, entry, ready)) : sendEncoded(request, reply, entry, encoded);
  }

  function sendEncoded(request: FastifyRequest, reply: FastifyReply, entry: CachedPage, { body, encoding }: EncodedBody) {
    reply.status(entry.status).header('content-type', HTML).header('vary', 'Accept-Encoding');
    if (entry.recaptcha) markRecaptcha(reply);
    if (encoding) reply.header('content-encoding', encoding);
    if (!entry.keys) return sendTagged(request, reply, { etag: entry.etag, body, cacheControl: 'public, max-age=0, must-revalidate' });
    if (entry.expiresAt === undefined && entry.surrogateKey) reply.header('cache-control', keptCacheControl).header(SURROGATE_KEY, entry.surrogateKey);
    else shareable(reply, { keys: entry.keys, ...freshFor(entry.expiresAt === undefined ? undefined : entry.expiresAt - Date.now()) });
    return sendTagged(request, reply, { etag: entry.etag, body });
  }


  /** The themed 404 page of a site: its header and footer partials around a message. */
  async function notFound(reply: FastifyReply, site: Site, path: string) {
    const page = platformPage(content, {
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
    const html = await renderSiteDocument(server, page);
    return reply.status(404).header('content-type', HTML).header('cache-control', 'no-store').send(html);
  }

  /**
   * A page with auth gates, finished for this request's visitor: only what they may see is
   * sent, never cached by anyone but them. A cookie of a session that ended is cleared.
   */
  async function sendPersonal(request: FastifyRequest, reply: FastifyReply, prepared: PreparedPage, { kept = false }: { kept?: boolean } = {}) {
    const visitor = await visitorOf(request, server);
    if (!visitor && visitorToken(request, config)) clearVisitorCookie(request, reply, config);
    reply.header('content-type', HTML).header('cache-control', 'private, no-store');
    if (!kept) return reply.header('vary', 'Cookie').send(finishPage(server, prepared, visitor));
    // A kept page is finished (and compressed) once per role set: the same bytes for each visitor with those roles.
    const entry = cache.finished(prepared, visitor, () => finishPage(server, prepared, visitor));
    if (entry.recaptcha) markRecaptcha(reply);
    const { body, encoding } = await encodedBody(entry, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.header('vary', 'Cookie, Accept-Encoding').send(body);
  }

  async function renderGate(reply: FastifyReply, gate: PageToRender, status: number, error?: string) {
    const html = await renderSiteDocument(server, gate, {
      platformForm: createElement(AccessGate, { path: gate.path, ...(error ? { error } : {}) }),
    });
    return reply.status(status).header('content-type', HTML).header('cache-control', 'private, no-store').header('vary', 'Cookie').send(html);
  }

  async function servePortal(reply: FastifyReply, path: string) {
    if (path !== '/') {
      const html = renderPortalNotFound({ message: `There is no page at ${path}.`, stylesheet: server.assets.stylesheet, portalUrl: '/' });
      return reply.status(404).header('content-type', HTML).send(html);
    }
    const list = sites
      .all()
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((site) => ({ id: site.id, name: site.name, tagline: themeFor(site.id).tagline, logoSvg: themeFor(site.id).logoSvg, url: `${publicOrigin(app, site)}/` }));
    return reply.header('content-type', HTML).header('cache-control', 'no-cache').send(renderPortal({ sites: list, stylesheet: server.assets.stylesheet }));
  }

  /**
   * A visitor's page: sent at once when the cache holds it (no promise, no await), else a promise
   * of the answer once the page is composed and rendered. `waited`: this request waited for
   * another's render of the page, which left nothing kept (a 404, a gate): it renders its own.
   */
  function answerPage(request: FastifyRequest, reply: FastifyReply, waited = false): FastifyReply | Promise<FastifyReply> {
    const path = requestPath(request);
    if (path.startsWith('/api/')) throw new TesseraError('NOT_FOUND', { what: `API route GET ${path}` });
    const match = request.site;
    if (match.kind === 'portal') return servePortal(reply, path);
    if (match.kind === 'unknown') {
      const portalUrl = `${portalOrigin(app)}/`;
      const html = renderPortalNotFound({ message: message('UNKNOWN_SITE', { host: normalizeHost(request.headers.host) }), stylesheet: server.assets.stylesheet, portalUrl });
      return reply.status(404).header('content-type', HTML).send(html);
    }
    const site = match.site;
    if (path.length > 1 && path.endsWith('/')) return shareable(reply, { keys: [siteKey(site.id)] }).redirect(path.replace(/\/+$/, '') || '/', 301);
    // The site's own redirects (site settings) come before any page: an Admin's word wins. Kept
    // briefly by browsers and caches, as an Admin may change them.
    const redirect = sites.redirect(site.id, path);
    if (redirect) {
      const search = redirect.to.includes('?') ? '' : queryOf(request);
      return shareable(reply, { keys: redirectKeys(site.id), browserMaxAge: redirect.status === 301 ? 300 : 60 }).redirect(redirect.to + search, redirect.status);
    }

    const search = queryOf(request);
    const query = search === '' ? undefined : new URLSearchParams(search);
    // After a form post without JavaScript: the page with that form's "submitted" state, for this visitor only.
    const submitted = query?.get('submitted');
    if (submitted && isUuid(submitted)) return sendSubmitted(request, reply, site, path, search, submitted, query!.get('reference'));
    // A query string matters only to pages whose data kinds filter by it (notice lists, alerts).
    const hasQuery = (query?.size ?? 0) > 0;
    const cached = cache.get(site.id, path);
    if (cached && !(hasQuery && cached.usesQuery)) return sendCached(request, reply, cached);
    const personal = cache.getPersonal(site.id, path);
    if (personal && !(hasQuery && personal.usesQuery)) return sendPersonal(request, reply, personal, { kept: true });
    const key = `${site.id}\n${path}`;
    // A page of live data that aged is sent as it was while one render makes it again.
    const stale = cache.stale(site.id, path);
    if (stale && !(hasQuery && stale.usesQuery)) {
      if (!rendering.has(key)) rendering.set(key, settled(key, renderForCache(site, path)));
      return sendCached(request, reply, stale);
    }
    if (hasQuery) return renderAndSend(request, reply, site, path, search, hasQuery);
    // A page being rendered for another request: this one waits for that render, then looks again.
    const pending = waited ? undefined : rendering.get(key);
    if (pending) return pending.then(() => answerPage(request, reply, true));
    const answer = renderAndSend(request, reply, site, path, search, hasQuery);
    if (!rendering.has(key)) rendering.set(key, settled(key, answer));
    return answer;
  }

  /**
   * Renders in flight, by site and path: the requests that come meanwhile wait for them rather
   * than render the same page again (a page of live data aged under load was rendered by every
   * request that asked for it until one was kept).
   */
  const rendering = new Map<string, Promise<void>>();

  /** `work`, settled either way, and forgotten as the render in flight for `key` once it is. */
  function settled(key: string, work: Promise<unknown>): Promise<void> {
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    void done.then(() => {
      if (rendering.get(key) === done) rendering.delete(key);
    });
    return done;
  }

  /**
   * A page of live data rendered again for the cache, for no one request: kept when it is still
   * what everyone is sent; dropped otherwise (gated, behind an access code, gone), and its next
   * request renders it. A failure leaves the aged page until it is too old to send.
   */
  async function renderForCache(site: Site, path: string): Promise<void> {
    try {
      const visit = await visitPage(content, { site: site.id, path, cookies: {} });
      const prepared = visit.kind === 'page' && !visit.locked ? preparePage(server, visit.page) : undefined;
      if (visit.kind !== 'page' || !prepared || prepared.personal) return cache.drop(site.id, path);
      cache.set(site.id, path, 200, finishPage(server, prepared, null), { usesQuery: prepared.usesQuery, maxAgeMs: prepared.maxAgeMs, staleMs: prepared.staleMs, keys: visit.page.keys });
    } catch (error) {
      app.log.warn({ err: error, site: site.id, path }, 'a page of live data could not be rendered again; its aged copy is sent meanwhile');
    }
  }

  /** The page with a form's "submitted" state, after a form post without JavaScript. */
  async function sendSubmitted(request: FastifyRequest, reply: FastifyReply, site: Site, path: string, search: string, submitted: string, reference: string | null | undefined) {
    const visit = await visitPage(content, { site: site.id, path, search, cookies: request.cookies });
    if (visit.kind !== 'page') return answerOther(reply, site, path, visit);
    const state = { status: 'submitted' as const, ...(reference && REFERENCE_PATTERN.test(reference) ? { reference } : {}) };
    return sendPersonal(request, reply, preparePage(server, visit.page, { formStates: new Map([[submitted, state]]) }));
  }

  /** A page the cache does not hold: composed, rendered, kept when everyone may share it, and sent. */
  async function renderAndSend(request: FastifyRequest, reply: FastifyReply, site: Site, path: string, search: string, hasQuery: boolean) {
    const visit = await visitPage(content, { site: site.id, path, search, cookies: request.cookies });
    if (visit.kind !== 'page') return answerOther(reply, site, path, visit);
    const prepared = preparePage(server, visit.page);
    // Behind an access code: only this visitor may keep it.
    if (visit.locked) return sendPersonal(request, reply, prepared);
    if (hasQuery && prepared.usesQuery) {
      // Filtered by this request's query: rendered for it, kept by no process (a shared cache keys it by its address).
      if (prepared.personal) return sendPersonal(request, reply, prepared);
      return shareable(reply.header('content-type', HTML), { keys: visit.page.keys, ...freshFor(prepared.maxAgeMs) }).send(finishPage(server, prepared, null));
    }
    // Only the gates are rendered per request; the rest of the page is kept, prepared, for everyone.
    if (prepared.personal) return sendPersonal(request, reply, cache.setPersonal(site.id, path, prepared), { kept: true });
    return sendCached(request, reply, cache.set(site.id, path, 200, finishPage(server, prepared, null), { usesQuery: prepared.usesQuery, maxAgeMs: prepared.maxAgeMs, staleMs: prepared.staleMs, keys: visit.page.keys }));
  }

  app.get('/*', { schema: { hide: true }, config: { access: anyone } }, (request, reply) => {
    const answer = answerPage(request, reply);
    // A reply returned to Fastify is a thenable it waits on: an answer already sent returns nothing.
    return answer instanceof Promise ? answer : undefined;
  });

  /** A visit that found no page to show: a redirect, the access-code gate or the site's 404. */
  function answerOther(reply: FastifyReply, site: Site, path: string, visit: Exclude<PageVisit, { kind: 'page' }>) {
    switch (visit.kind) {
      case 'redirect':
        return shareable(reply, { keys: redirectKeys(site.id), browserMaxAge: visit.maxAgeSeconds }).redirect(visit.location, visit.status);
      case 'access-code':
        return renderGate(reply, visit.gate, 200);
      case 'not-found':
        return notFound(reply, site, path);
    }
  }

  app.post(
    '/_access',
    { schema: { hide: true, body: AccessBody }, config: { access: anyone, acceptsForm: true, rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const match = request.site;
      if (match.kind !== 'site') return reply.status(404).header('content-type', HTML).send(renderPortalNotFound({ message: 'No site here.', stylesheet: server.assets.stylesheet, portalUrl: '/' }));
      const body = request.body as z.output<typeof AccessBody>;
      const outcome = await enterAccessCode(content, { site: match.site.id, path: body.path, code: body.code, client: request.ip });
      switch (outcome.kind) {
        case 'not-found':
          return notFound(reply, match.site, body.path);
        case 'open':
          return reply.redirect(outcome.path, 303);
        case 'refused':
          if (outcome.retryAfter !== undefined) reply.header('retry-after', String(outcome.retryAfter));
          return renderGate(reply, outcome.gate, outcome.status, outcome.error);
        case 'granted':
          reply.setCookie(outcome.grant.name, outcome.grant.value, { path: outcome.grant.path, httpOnly: true, sameSite: 'lax', secure: isSecureRequest(request, config) });
          return reply.redirect(outcome.path, 303);
      }
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { Site } from '../core/contracts';
import { publicOriginFromTemplate, type SiteId } from '../core/sites';

/** The port this process listens on (with `PORT=0`, the one the system chose), else the configured one. */
function listeningPort(app: FastifyInstance): number {
  const address = app.server.address();
  return address !== null && typeof address === 'object' ? address.port : app.config.port;
}

/** The public origin of a site without its own: `PUBLIC_ORIGIN_TEMPLATE` filled in. */
export function defaultPublicOrigin(app: FastifyInstance, site: SiteId): string {
  return publicOriginFromTemplate(app.config.publicOriginTemplate, { site, port: listeningPort(app) });
}

/**
 * Where visitors reach a site (issue 21 item 6): every absolute address the server writes
 * (e-mail links, sitemap, feeds, the OpenID Connect return address) starts with it. Never the
 * request's Host header, which whoever sends the request chooses.
 */
export function publicOrigin(app: FastifyInstance, site: Pick<Site, 'id' | 'publicOrigin'>): string {
  return site.publicOrigin ?? defaultPublicOrigin(app, site.id);
}

/** The host names a site's pages are served under (its hosts and its public origin's): where a captcha answer for its forms may have been solved. */
export function siteHostnames(app: FastifyInstance, site: Pick<Site, 'id' | 'hosts' | 'publicOrigin'>): string[] {
  return [...new Set([...site.hosts, new URL(publicOrigin(app, site)).hostname])];
}

/** The portal's address (the first of `PORTAL_HOSTS`, on the port this process listens on), for a page of an unknown host to link to. */
export function portalOrigin(app: FastifyInstance): string {
  return new URL(`http://${app.config.portalHosts[0] ?? 'localhost'}:${listeningPort(app)}`).origin;
}

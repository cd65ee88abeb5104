import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { servedSites } from '../../content';
import { SiteDirectory, type HostMatch } from '../sites';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sites by host, kept in memory (reloaded when sites change). */
    sites: SiteDirectory;
  }
  interface FastifyRequest {
    /** The site (or portal) this request's Host names, resolved once per request. */
    site: HostMatch;
  }
}

/** The site directory, loaded before the first request, and the site of each request by its Host. */
export const sitesPlugin = fp(
  async (app: FastifyInstance, { load }: { load: () => ReturnType<typeof servedSites> }) => {
    const sites = new SiteDirectory(load, app.config.portalHosts);
    await sites.reload();
    app.decorate('sites', sites);
    app.decorateRequest('site', null as never);
    app.addHook('onRequest', (request, _reply, done) => {
      request.site = sites.match(request.headers.host);
      done();
    });
  },
  { name: 'tessera-sites', fastify: '5.x', dependencies: ['tessera-config'] },
);

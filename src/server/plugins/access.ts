import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { anyone } from '../access';
import { installAuth } from '../auth';
import { DOCS_PREFIX } from '../openapi';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Whether the API reference leaves it out (pages, assets). */
  hidden: boolean;
  /** Its key in the route table (`core/contracts/routes.ts`); undefined for pages and assets. */
  operationId: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered: for listings and tests. */
    registeredRoutes: RegisteredRoute[];
  }
}

/**
 * Every route declares an access policy (the app refuses to start otherwise), enforced before
 * its body is read: sessions, CSRF, least role (auth.ts). Register before any route.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    const registered: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', registered);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method: String(method), url: route.url, hidden: route.schema?.hide === true, operationId: route.schema?.operationId });
      // The API reference (a plugin's routes) is public, like the document it shows.
      if (!route.config?.access && route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, access: anyone };
      if (!route.config?.access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy (config.access)`);
    });
    installAuth(app);
  },
  { name: 'tessera-access', fastify: '5.x', dependencies: ['tessera-config', 'tessera-content', '@fastify/cookie'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as content from '../../content';
import { routes, type ReadinessResponse } from '../../core/contracts';
import { serve } from '../route-table';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks this process as stopping (`serve()` on SIGTERM): `/readyz` answers 503 from then on. */
    startDraining(): void;
  }
}

/**
 * `/healthz` (alive) and `/readyz` (store, migrations, not draining), issue 26 item 2: routes of
 * the table, so they answer on every host (no route here looks at the Host), carry no rate
 * limit (limits are per route, and these declare none) and are never cached.
 */
export const healthRoutes = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.decorate('startDraining', () => {
      draining = true;
    });

    serve(app, routes.getLiveness, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    });

    serve(app, routes.getReadiness, async (_request, reply) => {
      const store = await content.readiness(app.content);
      const failed: ReadinessResponse['failed'] = [...store.failed, ...(draining ? ['draining' as const] : [])];
      const checks = { ...store.checks, draining: draining ? 'the process is stopping: finishing its requests in flight' : 'ok' };
      const body: ReadinessResponse = { status: failed.length === 0 ? 'ready' : 'not ready', failed, checks };
      return reply.status(failed.length === 0 ? 200 : 503).header('cache-control', 'no-store').send(body);
    });
  },
  { name: 'tessera-health', fastify: '5.x', dependencies: ['tessera-content', 'tessera-access'] },
);

import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { routes } from '../../core/contracts';
import { actorOf } from '../access';
import { serve } from '../route-table';

/** Visitor accounts and each site's identity provider, for CMSTWO Admins. */
export async function visitorAdminRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;

  serve(app, routes.listVisitors, async (request) => {
    const { q, limit, cursor } = request.query;
    const { items, ...page } = await content.listVisitors(ctx, { actor: actorOf(request), q, page: { limit, cursor } });
    return { visitors: items, ...page };
  });
  serve(app, routes.createVisitor, async (request, reply) => reply.status(201).send({ visitor: await content.createVisitor(ctx, { actor: actorOf(request), ...request.body }) }));
  serve(app, routes.getVisitor, async (request) => ({ visitor: await content.getVisitor(ctx, { actor: actorOf(request), id: request.params.id }) }));
  serve(app, routes.updateVisitor, async (request) => ({ visitor: await content.updateVisitor(ctx, { actor: actorOf(request), id: request.params.id, ...request.body }) }));
  serve(app, routes.signOutVisitor, async (request) => ({ sessionsEnded: await content.signOutVisitor(ctx, { actor: actorOf(request), id: request.params.id }) }));

  serve(app, routes.getIdentityProvider, async (request) => ({ provider: await content.getIdentityProvider(ctx, { actor: actorOf(request), site: request.params.site }) }));
  serve(app, routes.setIdentityProvider, async (request) => ({
    provider: await content.setIdentityProvider(ctx, { actor: actorOf(request), site: request.params.site, ...request.body }),
  }));
  serve(app, routes.removeIdentityProvider, async (request) => {
    await content.removeIdentityProvider(ctx, { actor: actorOf(request), site: request.params.site });
    return { ok: true as const };
  });
}

import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { routes } from '../../core/contracts';
import { actorOf } from '../access';
import { serve } from '../route-table';

/** Retention periods (Admins) and site-wide banners and disclaimers (Super Users and Admins). */
export async function governanceRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;

  serve(app, routes.getRetention, async (request) => content.getRetentionSettings(ctx, { actor: actorOf(request) }));
  serve(app, routes.setContentRetention, async (request) => ({
    retention: await content.setContentRetention(ctx, { actor: actorOf(request), ...request.params, days: request.body.days }),
  }));
  serve(app, routes.setFormRetention, async (request) => ({
    retention: await content.setFormRetention(ctx, { actor: actorOf(request), ...request.params, days: request.body.days }),
  }));
  serve(app, routes.clearFormRetention, async (request, reply) => {
    await content.clearFormRetention(ctx, { actor: actorOf(request), ...request.params });
    return reply.status(204).send();
  });

  serve(app, routes.listBanners, async (request) => {
    const { kind, state, limit, cursor } = request.query;
    const { items, ...page } = await content.listBanners(ctx, { actor: actorOf(request), kind, state, page: { limit, cursor } });
    return { banners: items, ...page };
  });
  serve(app, routes.createBanner, async (request, reply) => reply.status(201).send({ banner: await content.createBanner(ctx, { actor: actorOf(request), ...request.body }) }));
  serve(app, routes.updateBanner, async (request) => ({ banner: await content.updateBanner(ctx, { actor: actorOf(request), id: request.params.id, ...request.body }) }));
  serve(app, routes.deleteBanner, async (request, reply) => {
    await content.deleteBanner(ctx, { actor: actorOf(request), id: request.params.id });
    return reply.status(204).send();
  });
}

import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { routes } from '../../core/contracts';
import { actorOf } from '../access';
import { serve } from '../route-table';
import { analyticsRoutes } from '../analytics';

/** A site's settings and redirects (the site's Admins). */
export async function siteSettingsRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;
  await analyticsRoutes(app);

  serve(app, routes.getSiteSettings, async (request) => ({ settings: await content.getSiteSettings(ctx, { actor: actorOf(request), site: request.params.site }) }));
  serve(app, routes.setSiteSettings, async (request) => ({
    settings: await content.setSiteSettings(ctx, { actor: actorOf(request), site: request.params.site, section: request.params.section, body: request.body }),
  }));
  serve(app, routes.listRedirects, async (request) => ({ redirects: await content.listRedirects(ctx, { actor: actorOf(request), site: request.params.site }) }));
  serve(app, routes.createRedirect, async (request, reply) =>
    reply.status(201).send({ redirect: await content.createRedirect(ctx, { actor: actorOf(request), site: request.params.site, redirect: request.body }) }),
  );
  serve(app, routes.importRedirects, async (request) => {
    const redirects = await content.importRedirects(ctx, { actor: actorOf(request), site: request.params.site, csv: request.body.csv });
    return { added: redirects.length, redirects };
  });
  serve(app, routes.deleteRedirect, async (request, reply) => {
    await content.deleteRedirect(ctx, { actor: actorOf(request), site: request.params.site, id: request.params.id });
    return reply.status(204).send();
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as content from '../../content';
import { routes } from '../../core/contracts';
import type { SiteId } from '../../core/sites';
import { actorOf } from '../access';
import { publicOrigin } from '../public-origin';
import { serve } from '../route-table';

/** What the editor needs beyond documents: presence, scheduled publishing, preview links, the component catalogue. */
export async function editingRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;
  const { registry } = ctx;

  // Presence: a heartbeat every few seconds while the page is open in the editor.
  serve(app, routes.sendPresence, async (request) => ({ editors: await content.heartbeat(ctx, { actor: actorOf(request), id: request.params.id }) }));
  serve(app, routes.leavePresence, async (request, reply) => {
    await content.leave(ctx, { actor: actorOf(request), id: request.params.id });
    return reply.status(204).send();
  });

  // Scheduled publishing.
  serve(app, routes.getSchedule, async (request) => ({ schedule: await content.getSchedule(ctx, { actor: actorOf(request), id: request.params.id }) }));
  serve(app, routes.schedulePublish, async (request) => ({ schedule: await content.schedulePublish(ctx, { actor: actorOf(request), id: request.params.id, ...request.body }) }));
  serve(app, routes.cancelSchedule, async (request, reply) => {
    await content.cancelSchedule(ctx, { actor: actorOf(request), id: request.params.id });
    return reply.status(204).send();
  });

  // Shareable preview links: stored, listed per document, revocable.
  const originOf = (site: SiteId) => publicOrigin(app, app.sites.get(site) ?? { id: site, publicOrigin: null });
  serve(app, routes.createPreviewLink, async (request) => content.createPreviewLink(ctx, { actor: actorOf(request), id: request.params.id, ...request.body, originOf }));
  serve(app, routes.listPreviewLinks, async (request) => ({ links: await content.listPreviewLinks(ctx, { actor: actorOf(request), id: request.params.id }) }));
  serve(app, routes.revokePreviewLink, async (request, reply) => {
    await content.revokePreviewLink(ctx, { actor: actorOf(request), linkId: request.params.linkId });
    return reply.status(204).send();
  });

  // The component catalogue, with each kind's props as JSON Schema for the editor's fields.
  const components = registry.all().map((def) => ({
    name: def.name,
    label: def.label,
    category: def.category,
    description: def.description ?? null,
    slots: def.slots,
    defaults: def.defaults,
    interactive: def.interactive,
    rootOnly: def.rootOnly,
    version: def.version,
    schema: z.toJSONSchema(def.props, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
  }));
  serve(app, routes.listComponents, async () => ({ components }));
}

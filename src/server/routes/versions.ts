import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { routes } from '../../core/contracts';
import { actorOf } from '../access';
import { serve } from '../route-table';

/** Publishing and the published versions of a document. */
export async function versionRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;

  serve(app, routes.publishDocument, async (request) => content.publishDocument(ctx, { actor: actorOf(request), id: request.params.id, ...request.body }));

  serve(app, routes.unpublishDocument, async (request) => ({ document: await content.unpublishDocument(ctx, { actor: actorOf(request), id: request.params.id, ...request.body }) }));

  serve(app, routes.listVersions, async (request) => ({ versions: await content.listVersions(ctx, { actor: actorOf(request), id: request.params.id }) }));

  serve(app, routes.getVersion, async (request) => ({ version: await content.getVersion(ctx, { actor: actorOf(request), ...request.params }) }));

  serve(app, routes.restoreVersion, async (request) => ({ document: await content.restoreVersion(ctx, { actor: actorOf(request), ...request.params }) }));

  serve(app, routes.diffDocument, async (request) => {
    const { from, to } = request.query;
    return { from, to, ...(await content.diffDocument(ctx, { actor: actorOf(request), id: request.params.id, from, to })) };
  });
}

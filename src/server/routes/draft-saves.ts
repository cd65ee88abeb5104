import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { routes } from '../../core/contracts';
import { actorOf } from '../access';
import { serve } from '../route-table';

/** A document's recent draft saves (the latest 50), to compare with and go back to. */
export async function draftSaveRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;

  serve(app, routes.listDraftSaves, async (request) => ({ saves: await content.listDraftSaves(ctx, { actor: actorOf(request), id: request.params.id }) }));

  serve(app, routes.getDraftSave, async (request) => ({ save: await content.getDraftSave(ctx, { actor: actorOf(request), ...request.params }) }));

  serve(app, routes.restoreDraftSave, async (request) => ({
    document: await content.restoreDraftSave(ctx, { actor: actorOf(request), ...request.params, baseRevision: request.body.baseRevision }),
  }));
}

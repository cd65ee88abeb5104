import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as content from '../../content';
import { DocumentParams, DocumentResponse, DraftSaveListResponse, DraftSaveParams, DraftSaveResponse, RestoreDraftSaveBody } from '../../core/contracts';
import { actorOf, editor } from '../access';
import { responses } from '../responses';

/** A document's recent draft saves (the latest 50), to compare with and go back to. */
export async function draftSaveRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.tessera.content;
  const tags = ['Versions'];

  api.get(
    '/documents/:id/draft-saves',
    { schema: { tags, summary: 'Recent draft saves, newest first', params: DocumentParams, response: responses({ 200: DraftSaveListResponse }) }, config: { access: editor } },
    async (request) => ({ saves: await content.listDraftSaves(ctx, { actor: actorOf(request), id: request.params.id }) }),
  );

  api.get(
    '/documents/:id/draft-saves/:revision',
    { schema: { tags, summary: 'One draft save with its tree', params: DraftSaveParams, response: responses({ 200: DraftSaveResponse }) }, config: { access: editor } },
    async (request) => ({ save: await content.getDraftSave(ctx, { actor: actorOf(request), ...request.params }) }),
  );

  api.post(
    '/documents/:id/draft-saves/:revision/restore',
    {
      schema: {
        tags,
        summary: 'Make a draft save the draft again, on top of the current revision (409 when someone saved meanwhile)',
        params: DraftSaveParams,
        body: RestoreDraftSaveBody,
        response: responses({ 200: DocumentResponse }),
      },
      config: { access: editor },
    },
    async (request) => ({
      document: await content.restoreDraftSave(ctx, { actor: actorOf(request), ...request.params, baseRevision: request.body.baseRevision }),
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { routes } from '../../core/contracts';
import { actorOf } from '../access';
import { serve } from '../route-table';

/** Documents (pages and partials) and their drafts. */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;

  serve(app, routes.listDocuments, async (request) => {
    const { kind, q, under, limit, cursor } = request.query;
    const { items, ...page } = await content.listDocuments(ctx, { actor: actorOf(request), site: request.params.site, kind, q, under, page: { limit, cursor } });
    return { documents: items, ...page };
  });

  serve(app, routes.listDocumentTree, async (request) => {
    const { kind, parent, limit, cursor } = request.query;
    const { items, next, prev, total } = await content.listDocumentTree(ctx, { actor: actorOf(request), site: request.params.site, kind, parent, page: { limit, cursor } });
    return { nodes: items, total, next, prev };
  });

  serve(app, routes.createDocument, async (request, reply) => {
    const document = await content.createDocument(ctx, { actor: actorOf(request), site: request.params.site, ...request.body });
    return reply.status(201).send({ document });
  });

  serve(app, routes.getDocument, async (request) => ({ document: await content.getDocument(ctx, { actor: actorOf(request), id: request.params.id }) }));

  serve(app, routes.saveDraft, async (request) => {
    const document = await content.saveDraft(ctx, { actor: actorOf(request), id: request.params.id, ...request.body });
    return { document };
  });

  serve(app, routes.discardChanges, async (request) => ({
    document: await content.discardChanges(ctx, { actor: actorOf(request), id: request.params.id, revision: request.body.revision }),
  }));

  serve(app, routes.duplicateDocument, async (request, reply) => {
    const document = await content.duplicateDocument(ctx, { actor: actorOf(request), id: request.params.id, ...request.body });
    return reply.status(201).send({ document });
  });

  serve(app, routes.deleteDocument, async (request, reply) => {
    const { urgent, reason } = request.query;
    await content.deleteDocument(ctx, { actor: actorOf(request), id: request.params.id, urgent: urgent === 'true', reason });
    return reply.status(204).send();
  });

  serve(app, routes.setAccessCode, async (request) => ({
    document: await content.setAccessCode(ctx, { actor: actorOf(request), id: request.params.id, code: request.body.code }),
  }));
}

import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { routes } from '../../core/contracts';
import { actorOf } from '../access';
import { serve } from '../route-table';

/** Review before publishing: requests, comments, approval and rejection. */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;

  serve(app, routes.requestReview, async (request, reply) =>
    reply.status(201).send({ request: await content.requestReview(ctx, { actor: actorOf(request), id: request.params.id, ...request.body }) }),
  );

  serve(app, routes.listReviewRequests, async (request) => {
    const { state, document, limit, cursor } = request.query;
    const { items, ...page } = await content.listReviewRequests(ctx, { actor: actorOf(request), state, documentId: document, page: { limit, cursor } });
    return { requests: items, ...page };
  });

  serve(app, routes.getReviewRequest, async (request) => content.getReviewRequest(ctx, { actor: actorOf(request), id: request.params.id }));

  serve(app, routes.commentOnReview, async (request, reply) =>
    reply.status(201).send({ comment: await content.commentOnReview(ctx, { actor: actorOf(request), id: request.params.id, body: request.body.body }) }),
  );

  serve(app, routes.approveReview, async (request) =>
    content.approveReview(ctx, { actor: actorOf(request), id: request.params.id, ...(request.body.comment ? { comment: request.body.comment } : {}) }),
  );

  serve(app, routes.rejectReview, async (request) => ({
    request: await content.rejectReview(ctx, { actor: actorOf(request), id: request.params.id, comment: request.body.comment }),
    version: null,
  }));
}

import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { routes } from '../../core/contracts';
import { actorOf } from '../access';
import { serve } from '../route-table';

/** The managed list of notice topics per collection (content/notices/notice-topics.ts). */
export async function noticeTopicRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;
  serve(app, routes.listManagedNoticeTopics, async (request) => ({ topics: await content.listNoticeTopicList(ctx, { actor: actorOf(request), collection: request.query.collection }) }));
  serve(app, routes.createNoticeTopic, async (request, reply) => reply.status(201).send({ topic: await content.createNoticeTopic(ctx, { actor: actorOf(request), ...request.body }) }));
  serve(app, routes.renameNoticeTopic, async (request) => ({ topic: await content.renameNoticeTopic(ctx, { actor: actorOf(request), id: request.params.id, name: request.body.name }) }));
  serve(app, routes.deleteNoticeTopic, async (request) => {
    await content.deleteNoticeTopic(ctx, { actor: actorOf(request), id: request.params.id });
    return { ok: true as const };
  });
}

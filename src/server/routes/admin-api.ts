import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { routes } from '../../core/contracts';
import { toCsv } from '../../core/csv';
import { actorOf } from '../access';
import { defaultPublicOrigin } from '../public-origin';
import { serve } from '../route-table';

/** Users, sites, the audit log and the background jobs. */
export async function adminApiRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;

  serve(app, routes.listUsers, async (request) => {
    const { q, limit, cursor } = request.query;
    const { items, ...page } = await content.listUsers(ctx, { actor: actorOf(request), q, page: { limit, cursor } });
    return { users: items, ...page };
  });
  serve(app, routes.createUser, async (request, reply) => reply.status(201).send({ user: await content.createUser(ctx, { actor: actorOf(request), ...request.body }) }));
  serve(app, routes.updateUser, async (request) => ({ user: await content.updateUser(ctx, { actor: actorOf(request), id: request.params.id, ...request.body }) }));

  serve(app, routes.listSites, async (request) => ({
    sites: await content.listSites(ctx, { actor: actorOf(request), defaultPublicOrigin: (site) => defaultPublicOrigin(app, site) }),
  }));
  serve(app, routes.updateSite, async (request) => ({ site: await content.updateSite(ctx, { actor: actorOf(request), id: request.params.site, patch: request.body }) }));

  serve(app, routes.listJobs, async (request) => {
    const { items, ...page } = await content.pageJobs(ctx, { actor: actorOf(request), page: request.query });
    return { jobs: items, ...page };
  });
  serve(app, routes.runJob, async (request, reply) => {
    const job = await content.runJobNow(ctx, { actor: actorOf(request), name: request.params.name });
    // This process runs it at once if it runs that job; any other that does takes it at its next look.
    request.server.jobs.wake(job.name);
    return reply.status(202).send({ job });
  });

  serve(app, routes.listAudit, async (request, reply) => {
    const { format, limit, cursor, fold, ...filter } = request.query;
    const actor = actorOf(request);
    if (format === 'json') {
      const { items, ...page } = await content.listAudit(ctx, { actor, filter, page: { limit, cursor }, fold: fold === 'true' });
      return { entries: items, ...page };
    }
    const entries = await content.exportAudit(ctx, { actor, filter });
    const header = ['id', 'at', 'actor', 'action', 'site', 'document_id', 'path', 'detail'];
    const rows = entries.map((e) => [e.id, e.at, e.actor, e.action, e.site, e.documentId, e.path, e.detail]);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit-log.csv"')
      .send(toCsv(header, rows));
  });
}

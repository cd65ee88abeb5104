import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as content from '../../content';
import {
  AuditQuery,
  AuditResponse,
  CreateUserBody,
  JobListResponse,
  SiteListResponse,
  SiteParams,
  SiteResponse,
  UpdateSiteBody,
  UpdateUserBody,
  UserListResponse,
  UserParams,
  UserResponse,
} from '../../core/contracts';
import { toCsv } from '../../core/csv';
import { actorOf, admin, editor } from '../access';
import { defaultPublicOrigin } from '../public-origin';
import { responses } from '../responses';

/** Users, sites, the audit log and the background jobs. */
export async function adminApiRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.tessera.content;

  const users = ['Users'];
  api.get('/users', { schema: { tags: users, summary: 'Every editor account', response: responses({ 200: UserListResponse }) }, config: { access: admin } }, async (request) => ({
    users: await content.listUsers(ctx, { actor: actorOf(request) }),
  }));
  api.post(
    '/users',
    { schema: { tags: users, summary: 'Create an editor account', body: CreateUserBody, response: responses({ 201: UserResponse }) }, config: { access: admin } },
    async (request, reply) => reply.status(201).send({ user: await content.createUser(ctx, { actor: actorOf(request), ...request.body }) }),
  );
  api.patch(
    '/users/:id',
    { schema: { tags: users, summary: "Change an account's name, role or access", params: UserParams, body: UpdateUserBody, response: responses({ 200: UserResponse }) }, config: { access: admin } },
    async (request) => ({ user: await content.updateUser(ctx, { actor: actorOf(request), id: request.params.id, ...request.body }) }),
  );

  const sites = ['Sites'];
  api.get('/sites', { schema: { tags: sites, summary: 'The sites, with their brand', response: responses({ 200: SiteListResponse }) }, config: { access: editor } }, async (request) => ({
    sites: await content.listSites(ctx, { actor: actorOf(request), defaultPublicOrigin: (site) => defaultPublicOrigin(app, site) }),
  }));
  api.patch(
    '/sites/:site',
    { schema: { tags: sites, summary: "Change a site's name, hosts, captcha key or public origin (the start of every absolute link the server writes)", params: SiteParams, body: UpdateSiteBody, response: responses({ 200: SiteResponse }) }, config: { access: admin } },
    async (request) => ({ site: await content.updateSite(ctx, { actor: actorOf(request), id: request.params.site, patch: request.body }) }),
  );

  api.get(
    '/jobs',
    { schema: { tags: ['Jobs'], summary: 'The background jobs: last run, its outcome and the next run', response: responses({ 200: JobListResponse }) }, config: { access: admin } },
    async (request) => ({ jobs: await content.listJobs(ctx, { actor: actorOf(request) }) }),
  );

  api.get(
    '/audit',
    {
      schema: {
        tags: ['Audit'],
        summary: 'The audit log as JSON pages, or every matching entry as CSV (`format=csv`)',
        querystring: AuditQuery,
        response: responses({
          200: { description: 'The entries', content: { 'application/json': { schema: AuditResponse }, 'text/csv': { schema: z.string() } } },
        }),
      },
      config: { access: admin },
    },
    async (request, reply) => {
      const { format, limit, fold, ...filter } = request.query;
      const actor = actorOf(request);
      if (format === 'json') return content.listAudit(ctx, { actor, filter, limit, fold: fold === 'true' });
      const entries = await content.exportAudit(ctx, { actor, filter });
      const header = ['id', 'at', 'actor', 'action', 'site', 'document_id', 'path', 'detail'];
      const rows = entries.map((e) => [e.id, e.at, e.actor, e.action, e.site, e.documentId, e.path, e.detail]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(toCsv(header, rows));
    },
  );
}

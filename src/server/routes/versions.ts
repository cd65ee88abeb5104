import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as content from '../../content';
import {
  DiffQuery,
  DiffResponse,
  DocumentParams,
  DocumentResponse,
  PublishBody,
  PublishResponse,
  VersionListResponse,
  VersionParams,
  VersionResponse,
} from '../../core/contracts';
import { actorOf, editor, publisher } from '../access';
import { responses } from '../responses';

/** Publishing and the published versions of a document. */
export async function versionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.tessera.content;
  const tags = ['Versions'];

  api.post(
    '/documents/:id/publish',
    { schema: { tags, summary: 'Publish the draft', params: DocumentParams, body: PublishBody, response: responses({ 200: PublishResponse }) }, config: { access: publisher } },
    async (request) => content.publishDocument(ctx, { actor: actorOf(request), id: request.params.id, ...request.body }),
  );

  api.post(
    '/documents/:id/unpublish',
    { schema: { tags, summary: 'Take a document off the site', params: DocumentParams, response: responses({ 200: DocumentResponse }) }, config: { access: publisher } },
    async (request) => ({ document: await content.unpublishDocument(ctx, { actor: actorOf(request), id: request.params.id }) }),
  );

  api.get(
    '/documents/:id/versions',
    { schema: { tags, summary: 'Published versions, newest first', params: DocumentParams, response: responses({ 200: VersionListResponse }) }, config: { access: editor } },
    async (request) => ({ versions: await content.listVersions(ctx, { actor: actorOf(request), id: request.params.id }) }),
  );

  api.get(
    '/documents/:id/versions/:version',
    { schema: { tags, summary: 'One version with its tree', params: VersionParams, response: responses({ 200: VersionResponse }) }, config: { access: editor } },
    async (request) => ({ version: await content.getVersion(ctx, { actor: actorOf(request), ...request.params }) }),
  );

  api.post(
    '/documents/:id/versions/:version/restore',
    { schema: { tags, summary: 'Make a version the draft again', params: VersionParams, response: responses({ 200: DocumentResponse }) }, config: { access: publisher } },
    async (request) => ({ document: await content.restoreVersion(ctx, { actor: actorOf(request), ...request.params }) }),
  );

  api.get(
    '/documents/:id/diff',
    { schema: { tags, summary: 'What changed between two versions, or a version and the draft', params: DocumentParams, querystring: DiffQuery, response: responses({ 200: DiffResponse }) }, config: { access: editor } },
    async (request) => {
      const { from, to } = request.query;
      return { from, to, ...(await content.diffDocument(ctx, { actor: actorOf(request), id: request.params.id, from, to })) };
    },
  );
}

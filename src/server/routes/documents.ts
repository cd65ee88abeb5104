import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as content from '../../content';
import {
  AccessCodeBody,
  CreateDocumentBody,
  DocumentListResponse,
  DocumentParams,
  DocumentResponse,
  DuplicateBody,
  NoContent,
  SaveDraftBody,
  SiteParams,
} from '../../core/contracts';
import { actorOf, editor, publisher } from '../access';
import { responses } from '../responses';

/** Documents (pages and partials) and their drafts. */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.tessera.content;
  const tags = ['Documents'];

  api.get(
    '/sites/:site/documents',
    { schema: { tags, summary: "A site's documents, without their trees", params: SiteParams, response: responses({ 200: DocumentListResponse }) }, config: { access: editor } },
    async (request) => ({ documents: await content.listDocuments(ctx, { actor: actorOf(request), site: request.params.site }) }),
  );

  api.post(
    '/sites/:site/documents',
    { schema: { tags, summary: 'Create a document', params: SiteParams, body: CreateDocumentBody, response: responses({ 201: DocumentResponse }) }, config: { access: editor } },
    async (request, reply) => {
      const document = await content.createDocument(ctx, { actor: actorOf(request), site: request.params.site, ...request.body });
      return reply.status(201).send({ document });
    },
  );

  api.get(
    '/documents/:id',
    { schema: { tags, summary: 'A document with its draft', params: DocumentParams, response: responses({ 200: DocumentResponse }) }, config: { access: editor } },
    async (request) => ({ document: await content.getDocument(ctx, { actor: actorOf(request), id: request.params.id }) }),
  );

  api.put(
    '/documents/:id/draft',
    {
      schema: { tags, summary: 'Save the draft on top of a revision (409 when someone saved meanwhile)', params: DocumentParams, body: SaveDraftBody, response: responses({ 200: DocumentResponse }) },
      config: { access: editor },
    },
    async (request) => {
      const document = await content.saveDraft(ctx, { actor: actorOf(request), id: request.params.id, ...request.body });
      return { document };
    },
  );

  api.post(
    '/documents/:id/duplicate',
    { schema: { tags, summary: 'Copy a document', params: DocumentParams, body: DuplicateBody, response: responses({ 201: DocumentResponse }) }, config: { access: editor } },
    async (request, reply) => {
      const document = await content.duplicateDocument(ctx, { actor: actorOf(request), id: request.params.id, ...request.body });
      return reply.status(201).send({ document });
    },
  );

  api.delete(
    '/documents/:id',
    { schema: { tags, summary: 'Delete a document and its versions', params: DocumentParams, response: responses({ 204: NoContent }) }, config: { access: publisher } },
    async (request, reply) => {
      await content.deleteDocument(ctx, { actor: actorOf(request), id: request.params.id });
      return reply.status(204).send();
    },
  );

  api.put(
    '/documents/:id/access-code',
    { schema: { tags, summary: 'Set or remove the code that gates a page', params: DocumentParams, body: AccessCodeBody, response: responses({ 200: DocumentResponse }) }, config: { access: publisher } },
    async (request) => ({ document: await content.setAccessCode(ctx, { actor: actorOf(request), id: request.params.id, code: request.body.code }) }),
  );
}

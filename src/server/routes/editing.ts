import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as content from '../../content';
import {
  ComponentListResponse,
  DocumentParams,
  NoContent,
  PresenceResponse,
  PreviewLinkBody,
  PreviewLinkCreated,
  PreviewLinkListResponse,
  PreviewLinkParams,
  ScheduleBody,
  ScheduleResponse,
} from '../../core/contracts';
import { actorOf, editor, publisher } from '../access';
import { responses } from '../responses';

/** What the editor needs beyond documents: presence, scheduled publishing, preview links, the component catalogue. */
export async function editingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { content: ctx, registry } = app.tessera;

  // Presence: a heartbeat every few seconds while the page is open in the editor.
  api.post(
    '/documents/:id/presence',
    { schema: { tags: ['Presence'], summary: 'Heartbeat; answers who else has the document open', params: DocumentParams, response: responses({ 200: PresenceResponse }) }, config: { access: editor } },
    async (request) => ({ editors: await content.heartbeat(ctx, { actor: actorOf(request), id: request.params.id }) }),
  );
  api.delete(
    '/documents/:id/presence',
    { schema: { tags: ['Presence'], summary: 'Closed the document', params: DocumentParams, response: responses({ 204: NoContent }) }, config: { access: editor } },
    async (request, reply) => {
      await content.leave(ctx, { actor: actorOf(request), id: request.params.id });
      return reply.status(204).send();
    },
  );

  // Scheduled publishing.
  const schedules = ['Schedules'];
  api.get(
    '/documents/:id/schedule',
    { schema: { tags: schedules, summary: 'The pending schedule, or the outcome of the last one', params: DocumentParams, response: responses({ 200: ScheduleResponse }) }, config: { access: editor } },
    async (request) => ({ schedule: await content.getSchedule(ctx, { actor: actorOf(request), id: request.params.id }) }),
  );
  api.put(
    '/documents/:id/schedule',
    { schema: { tags: schedules, summary: 'Publish the draft at a time', params: DocumentParams, body: ScheduleBody, response: responses({ 200: ScheduleResponse }) }, config: { access: publisher } },
    async (request) => ({ schedule: await content.schedulePublish(ctx, { actor: actorOf(request), id: request.params.id, ...request.body }) }),
  );
  api.delete(
    '/documents/:id/schedule',
    { schema: { tags: schedules, summary: 'Cancel the pending schedule', params: DocumentParams, response: responses({ 204: NoContent }) }, config: { access: publisher } },
    async (request, reply) => {
      await content.cancelSchedule(ctx, { actor: actorOf(request), id: request.params.id });
      return reply.status(204).send();
    },
  );

  // Shareable preview links: stored, listed per document, revocable.
  const previews = ['Preview links'];
  api.post(
    '/documents/:id/preview-link',
    { schema: { tags: previews, summary: 'A link to the draft (or a version) for reviewers without an account', params: DocumentParams, body: PreviewLinkBody, response: responses({ 200: PreviewLinkCreated }) }, config: { access: editor } },
    async (request) => content.createPreviewLink(ctx, { actor: actorOf(request), id: request.params.id, ...request.body }),
  );
  api.get(
    '/documents/:id/preview-links',
    { schema: { tags: previews, summary: "A document's preview links", params: DocumentParams, response: responses({ 200: PreviewLinkListResponse }) }, config: { access: editor } },
    async (request) => ({ links: await content.listPreviewLinks(ctx, { actor: actorOf(request), id: request.params.id }) }),
  );
  api.delete(
    '/preview-links/:linkId',
    { schema: { tags: previews, summary: 'Revoke a preview link', params: PreviewLinkParams, response: responses({ 204: NoContent }) }, config: { access: editor } },
    async (request, reply) => {
      await content.revokePreviewLink(ctx, { actor: actorOf(request), linkId: request.params.linkId });
      return reply.status(204).send();
    },
  );

  // The component catalogue, with each kind's props as JSON Schema for the editor's fields.
  const components = registry.all().map((def) => ({
    name: def.name,
    label: def.label,
    category: def.category,
    description: def.description ?? null,
    slots: def.slots,
    defaults: def.defaults,
    interactive: def.interactive,
    rootOnly: def.rootOnly,
    version: def.version,
    schema: z.toJSONSchema(def.props, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
  }));
  api.get(
    '/components',
    { schema: { tags: ['Components'], summary: 'Every component kind with its props schema', response: responses({ 200: ComponentListResponse }) }, config: { access: editor } },
    async () => ({ components }),
  );
}

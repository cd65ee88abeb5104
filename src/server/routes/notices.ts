import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as content from '../../content';
import {
  CircularFilterQuery,
  CircularListResponse,
  CollectionsQuery,
  CreateNoticeBody,
  JurisdictionQuery,
  NoticeAdminQuery,
  NOTICE_IMPORT_MAX_BYTES,
  NOTICE_IMPORT_MAX_MB,
  NoticeImportQuery,
  NoticeImportResponse,
  NoticeListResponse,
  NoticeParams,
  NoticeResponse,
  NoticeSearchQuery,
  NoticeSearchResponse,
  NotificationListResponse,
  NotificationQuery,
  Ok,
  ReportIdParams,
  TopicListResponse,
  UpdateNoticeBody,
  YearListResponse,
} from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { actorOf, anyone, editor, publisher } from '../access';
import { once } from '../query';
import { responses } from '../responses';

/**
 * A CSV body, read by the import as it arrives (never whole). Opaque to the text check that
 * walks request bodies: the import checks every field of every row itself.
 */
class CsvBody {
  readonly #stream: AsyncIterable<Buffer>;
  constructor(stream: AsyncIterable<Buffer>) {
    this.#stream = stream;
  }
  stream(): AsyncIterable<Buffer> {
    return this.#stream;
  }
}

const PUBLIC = { access: anyone, rateLimit: { max: 300, timeWindow: '1 minute' } };
const CACHE = 'public, max-age=60';

/** The notice and circular APIs of the specification (§7), the notification alerts, and notices for editors. */
export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.tessera.content;
  const tags = ['Notices'];

  // CSV bodies (the notice import) on the route that takes them; one that says it is too large is refused unread.
  app.addContentTypeParser('text/csv', (request, payload, done) => {
    if (!request.url.startsWith('/api/cms/notices/import')) return done(new TesseraError('UNSUPPORTED_MEDIA_TYPE'), undefined);
    if (Number(request.headers['content-length']) > NOTICE_IMPORT_MAX_BYTES) return done(new TesseraError('IMPORT_TOO_LARGE', { limit: NOTICE_IMPORT_MAX_MB }), undefined);
    done(null, new CsvBody(payload));
  });

  api.post(
    '/api/site-search/search/websitenotices',
    {
      schema: {
        tags,
        summary: 'Published notices of collections, by year, topic and free text; newest first (the rule book by its sort order)',
        querystring: NoticeSearchQuery,
        response: responses({ 200: NoticeSearchResponse }),
      },
      preValidation: once(),
      config: PUBLIC,
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return content.searchNotices(ctx, request.query);
    },
  );
  api.get(
    '/api/site-search/websitenotices/availableyears',
    { schema: { tags, summary: 'The years that have notices (clients sort them descending)', querystring: CollectionsQuery, response: responses({ 200: YearListResponse }) }, preValidation: once(), config: PUBLIC },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return content.noticeYears(ctx, { collections: request.query.searchCollections });
    },
  );
  api.get(
    '/api/site-search/websitenotices/availabletopics',
    { schema: { tags, summary: 'The topics of notices', querystring: CollectionsQuery, response: responses({ 200: TopicListResponse }) }, preValidation: once(), config: PUBLIC },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return content.noticeTopics(ctx, { collections: request.query.searchCollections });
    },
  );

  api.get(
    '/api/circulars/public/summaries/filter',
    { schema: { tags, summary: 'Circulars by type, topic, year, market and jurisdiction (empty filters omitted)', querystring: CircularFilterQuery, response: responses({ 200: CircularListResponse }) }, preValidation: once(), config: PUBLIC },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return content.filterCirculars(ctx, request.query);
    },
  );
  for (const list of ['topics', 'years', 'markets'] as const) {
    api.get(
      `/api/circulars/:reportId/${list}`,
      {
        schema: {
          tags,
          summary: `A report's ${list} (an option list)`,
          params: ReportIdParams,
          querystring: list === 'years' ? JurisdictionQuery : z.object({}).strict(),
          response: responses({ 200: z.array(list === 'years' ? z.number().int() : z.string()) }),
        },
        preValidation: once(),
        config: PUBLIC,
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE);
        const jurisdiction = (request.query as { jurisdiction?: string }).jurisdiction;
        return content.circularOptions(ctx, { reportId: request.params.reportId, list, ...(jurisdiction ? { jurisdiction } : {}) }) as never;
      },
    );
  }

  api.get(
    '/api/notification-web/public/alerts',
    {
      schema: { tags: ['Notification alerts'], summary: 'Notification alerts of a system, filtered, 9 a page', querystring: NotificationQuery, response: responses({ 200: NotificationListResponse }) },
      preValidation: once(['market', 'service']),
      config: PUBLIC,
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return content.searchNotificationAlerts(ctx, request.query);
    },
  );

  // Editors.
  api.get(
    '/api/cms/notices',
    { schema: { tags, summary: 'Notices for editors (drafts included)', querystring: NoticeAdminQuery, response: responses({ 200: NoticeListResponse }) }, config: { access: editor } },
    async (request) => content.listNotices(ctx, { actor: actorOf(request), ...request.query }),
  );
  api.post(
    '/api/cms/notices',
    { schema: { tags, summary: 'Create a notice (a draft)', body: CreateNoticeBody, response: responses({ 201: NoticeResponse }) }, config: { access: editor } },
    async (request, reply) => reply.status(201).send({ notice: await content.createNotice(ctx, { actor: actorOf(request), ...request.body }) }),
  );
  api.get(
    '/api/cms/notices/:id',
    { schema: { tags, summary: 'One notice', params: NoticeParams, response: responses({ 200: NoticeResponse }) }, config: { access: editor } },
    async (request) => ({ notice: await content.getNotice(ctx, { actor: actorOf(request), id: request.params.id }) }),
  );
  api.patch(
    '/api/cms/notices/:id',
    { schema: { tags, summary: 'Change a notice (a published one: Super Users and Admins)', params: NoticeParams, body: UpdateNoticeBody, response: responses({ 200: NoticeResponse }) }, config: { access: editor } },
    async (request) => ({ notice: await content.updateNotice(ctx, { actor: actorOf(request), id: request.params.id, patch: request.body as never }) }),
  );
  for (const [path, status] of [['publish', 'published'], ['unpublish', 'draft']] as const) {
    api.post(
      `/api/cms/notices/:id/${path}`,
      { schema: { tags, summary: `${path === 'publish' ? 'Publish' : 'Unpublish'} a notice`, params: NoticeParams, response: responses({ 200: NoticeResponse }) }, config: { access: publisher } },
      async (request) => ({ notice: await content.setNoticeStatus(ctx, { actor: actorOf(request), id: request.params.id, status }) }),
    );
  }
  api.delete(
    '/api/cms/notices/:id',
    { schema: { tags, summary: 'Delete a notice', params: NoticeParams, response: responses({ 200: Ok }) }, config: { access: publisher } },
    async (request) => {
      await content.deleteNotice(ctx, { actor: actorOf(request), id: request.params.id });
      return { ok: true as const };
    },
  );
  api.post(
    '/api/cms/notices/import',
    {
      schema: {
        tags,
        summary: `Import notices from CSV (text/csv body, at most ${NOTICE_IMPORT_MAX_MB} MB); dryRun=true (the default, open to every editor) only reports, with line numbers; importing is a publisher's`,
        querystring: NoticeImportQuery.extend({ publish: z.enum(['true', 'false']).default('false') }),
        consumes: ['text/csv'],
        response: responses({ 200: NoticeImportResponse }),
      },
      config: { access: editor },
    },
    async (request) => {
      if (!(request.body instanceof CsvBody)) throw new TesseraError('BAD_REQUEST', { detail: 'Send the CSV file as the body, with Content-Type: text/csv' });
      return content.importNotices(ctx, { actor: actorOf(request), csv: request.body.stream(), dryRun: request.query.dryRun === 'true', publish: request.query.publish === 'true' });
    },
  );
}

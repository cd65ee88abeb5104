import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as content from '../../content';
import { dataKey } from '../../content';
import { NOTICE_IMPORT_MAX_BYTES, NOTICE_IMPORT_MAX_MB, routes, type Route } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { actorOf } from '../access';
import { shareableForSite } from '../http';
import { once } from '../query';
import { serve } from '../route-table';

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

const PUBLIC = { rateLimit: { max: 300, timeWindow: '1 minute' } };
/** Browsers keep a minute; a shared cache until a notice changes (`data-notices-<site>` is purged then). */
const shared = (request: FastifyRequest, reply: FastifyReply) => shareableForSite(request, reply, { keys: (site) => [dataKey('notices', site)], browserMaxAge: 60 });

/** The notice and circular APIs of the specification (§7), the notification alerts, and notices for editors. */
export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;

  // CSV bodies (the notice import) on the route that takes them; one that says it is too large is refused unread.
  app.addContentTypeParser('text/csv', (request, payload, done) => {
    if (!request.url.startsWith(routes.importNotices.path)) return done(new TesseraError('UNSUPPORTED_MEDIA_TYPE'), undefined);
    if (Number(request.headers['content-length']) > NOTICE_IMPORT_MAX_BYTES) return done(new TesseraError('IMPORT_TOO_LARGE', { limit: NOTICE_IMPORT_MAX_MB }), undefined);
    done(null, new CsvBody(payload));
  });

  serve(app, routes.searchNotices, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    shared(request, reply);
    return content.searchNotices(ctx, request.query);
  });
  serve(app, routes.listNoticeYears, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    shared(request, reply);
    return content.noticeYears(ctx, { collections: request.query.searchCollections });
  });
  serve(app, routes.listNoticeTopics, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    shared(request, reply);
    return content.noticeTopics(ctx, { collections: request.query.searchCollections });
  });

  serve(app, routes.filterCirculars, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    shared(request, reply);
    return content.filterCirculars(ctx, request.query);
  });
  for (const [list, entry] of [
    ['topics', routes.listCircularTopics],
    ['years', routes.listCircularYears],
    ['markets', routes.listCircularMarkets],
  ] as const) {
    serve(app, entry as Route, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
      shared(request, reply);
      const { reportId } = request.params as { reportId: string };
      const { jurisdiction, market } = request.query as { jurisdiction?: string; market?: string };
      return content.circularOptions(ctx, { reportId, list, ...(jurisdiction ? { jurisdiction } : {}), ...(market ? { market } : {}) });
    });
  }

  serve(app, routes.listNotificationAlerts, { preValidation: once(['market', 'service']), config: PUBLIC }, async (request, reply) => {
    shared(request, reply);
    return content.searchNotificationAlerts(ctx, request.query);
  });

  // Editors.
  serve(app, routes.listNotices, async (request) => {
    const { collection, q, status, limit, cursor } = request.query;
    const { items, ...page } = await content.listNotices(ctx, { actor: actorOf(request), collection, q, status, page: { limit, cursor } });
    return { notices: items, ...page };
  });
  serve(app, routes.createNotice, async (request, reply) => reply.status(201).send({ notice: await content.createNotice(ctx, { actor: actorOf(request), ...request.body }) }));
  serve(app, routes.getNotice, async (request) => ({ notice: await content.getNotice(ctx, { actor: actorOf(request), id: request.params.id }) }));
  serve(app, routes.updateNotice, async (request) => ({ notice: await content.updateNotice(ctx, { actor: actorOf(request), id: request.params.id, patch: request.body as never }) }));
  serve(app, routes.publishNotice, async (request) => ({
    notice: await content.setNoticeStatus(ctx, { actor: actorOf(request), id: request.params.id, status: 'published', ...request.body }),
  }));
  serve(app, routes.unpublishNotice, async (request) => ({ notice: await content.setNoticeStatus(ctx, { actor: actorOf(request), id: request.params.id, status: 'draft' }) }));
  serve(app, routes.deleteNotice, async (request) => {
    await content.deleteNotice(ctx, { actor: actorOf(request), id: request.params.id });
    return { ok: true as const };
  });
  serve(app, routes.importNotices, async (request) => {
    if (!(request.body instanceof CsvBody)) throw new TesseraError('BAD_REQUEST', { detail: 'Send the CSV file as the body, with Content-Type: text/csv' });
    return content.importNotices(ctx, { actor: actorOf(request), csv: request.body.stream(), dryRun: request.query.dryRun === 'true', publish: request.query.publish === 'true' });
  });
}

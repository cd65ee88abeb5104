import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as content from '../../content';
import { dataKey } from '../../content';
import { shareableForSite } from '../http';
import { routes } from '../../core/contracts';
import { once } from '../query';
import { serve } from '../route-table';

// Widgets poll every few seconds, and many visitors share one office address: generous, as the cache makes each answer cheap.
const PUBLIC = { rateLimit: { max: 6000, timeWindow: '1 minute' } };
/** Browsers and shared caches keep an answer as long as the server's cache does, and no longer (nothing purges it). */
const cacheFor = (request: FastifyRequest, reply: FastifyReply, seconds: number) =>
  shareableForSite(request, reply, { keys: (site) => [dataKey('market', site)], browserMaxAge: seconds, freshSeconds: seconds });

/** The public market data APIs the widgets poll (issue 15): quotes, movers, the quote directory, indices and trade halts. */
export async function marketDataRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;
  const seconds = Math.max(1, Math.round(app.config.marketDataIntervalMs / 1000));

  serve(app, routes.getQuotes, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    cacheFor(request, reply, seconds);
    return content.marketQuotes(ctx, { symbols: request.query.symbols });
  });

  serve(app, routes.getMovers, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    cacheFor(request, reply, seconds);
    return content.marketMovers(ctx, request.query);
  });

  serve(app, routes.listInstruments, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    cacheFor(request, reply, 300);
    return content.marketInstruments(ctx, request.query);
  });

  serve(app, routes.getIndexSeries, { config: PUBLIC }, async (request, reply) => {
    cacheFor(request, reply, seconds);
    return content.marketIndex(ctx, { symbol: request.params.symbol });
  });

  serve(app, routes.listHalts, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    cacheFor(request, reply, seconds);
    if (request.query.format === 'json') return content.marketHalts(ctx, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="trade-halts-${request.query.view}.csv"`)
      .send(await content.marketHaltsCsv(ctx, request.query));
  });

  serve(app, routes.getMarketStatistics, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    cacheFor(request, reply, 300);
    return content.marketStatistics(ctx);
  });
}

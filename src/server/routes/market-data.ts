import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { routes } from '../../core/contracts';
import { once } from '../query';
import { serve } from '../route-table';

// Widgets poll every few seconds, and many visitors share one office address: generous, as the cache makes each answer cheap.
const PUBLIC = { rateLimit: { max: 6000, timeWindow: '1 minute' } };
/** Browsers and proxies may keep an answer as long as the server's cache does. */
const cacheFor = (seconds: number) => `public, max-age=${seconds}`;

/** The public market data APIs the widgets poll (issue 15): quotes, movers, the quote directory, indices and trade halts. */
export async function marketDataRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;
  const seconds = Math.max(1, Math.round(app.config.marketDataIntervalMs / 1000));

  serve(app, routes.getQuotes, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    reply.header('cache-control', cacheFor(seconds));
    return content.marketQuotes(ctx, { symbols: request.query.symbols });
  });

  serve(app, routes.getMovers, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    reply.header('cache-control', cacheFor(seconds));
    return content.marketMovers(ctx, request.query);
  });

  serve(app, routes.listInstruments, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    reply.header('cache-control', cacheFor(300));
    return content.marketInstruments(ctx, request.query);
  });

  serve(app, routes.getIndexSeries, { config: PUBLIC }, async (request, reply) => {
    reply.header('cache-control', cacheFor(seconds));
    return content.marketIndex(ctx, { symbol: request.params.symbol });
  });

  serve(app, routes.listHalts, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    reply.header('cache-control', cacheFor(seconds));
    if (request.query.format === 'json') return content.marketHalts(ctx, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="trade-halts-${request.query.view}.csv"`)
      .send(await content.marketHaltsCsv(ctx, request.query));
  });

  serve(app, routes.getMarketStatistics, { preValidation: once(), config: PUBLIC }, async (_request, reply) => {
    reply.header('cache-control', cacheFor(300));
    return content.marketStatistics(ctx);
  });
}

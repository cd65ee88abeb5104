import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as content from '../../content';
import {
  HaltPage,
  HaltsQuery,
  IndexParams,
  IndexSeries,
  InstrumentPage,
  InstrumentsQuery,
  MoversQuery,
  Quote,
  QuotesQuery,
  MarketStatistics,
  StatisticsQuery,
  marketDataEnvelope,
} from '../../core/contracts';
import { z } from 'zod';
import { anyone } from '../access';
import { once } from '../query';
import { responses } from '../responses';

// Widgets poll every few seconds, and many visitors share one office address: generous, as the cache makes each answer cheap.
const PUBLIC = { access: anyone, rateLimit: { max: 6000, timeWindow: '1 minute' } };
/** Browsers and proxies may keep an answer as long as the server's cache does. */
const cacheFor = (seconds: number) => `public, max-age=${seconds}`;

/** The public market data APIs the widgets poll (issue 15): quotes, movers, the quote directory, indices and trade halts. */
export async function marketDataRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.tessera.content;
  const tags = ['Market data'];
  const seconds = Math.max(1, Math.round(app.tessera.config.marketDataIntervalMs / 1000));

  api.get(
    '/api/market-data/quotes',
    { schema: { tags, summary: 'Delayed quotes of up to 20 symbols', querystring: QuotesQuery, response: responses({ 200: marketDataEnvelope(z.array(Quote)) }) }, preValidation: once(), config: PUBLIC },
    async (request, reply) => {
      reply.header('cache-control', cacheFor(seconds));
      return content.marketQuotes(ctx, { symbols: request.query.symbols });
    },
  );

  api.get(
    '/api/market-data/movers',
    { schema: { tags, summary: 'Most active stocks, gainers or losers', querystring: MoversQuery, response: responses({ 200: marketDataEnvelope(z.array(Quote)) }) }, preValidation: once(), config: PUBLIC },
    async (request, reply) => {
      reply.header('cache-control', cacheFor(seconds));
      return content.marketMovers(ctx, request.query);
    },
  );

  api.get(
    '/api/market-data/instruments',
    {
      schema: { tags, summary: 'The quote directory: instruments of a type, by ticker, 50 a page', querystring: InstrumentsQuery, response: responses({ 200: marketDataEnvelope(InstrumentPage) }) },
      preValidation: once(),
      config: PUBLIC,
    },
    async (request, reply) => {
      reply.header('cache-control', cacheFor(300));
      return content.marketInstruments(ctx, request.query);
    },
  );

  api.get(
    '/api/market-data/indices/:symbol',
    { schema: { tags, summary: 'An index’s intraday series (NYA, NYFANG)', params: IndexParams, response: responses({ 200: marketDataEnvelope(IndexSeries) }) }, config: PUBLIC },
    async (request, reply) => {
      reply.header('cache-control', cacheFor(seconds));
      return content.marketIndex(ctx, { symbol: request.params.symbol });
    },
  );

  api.get(
    '/api/market-data/halts',
    {
      schema: {
        tags,
        summary: 'Current trade halts, or their history with filters, 20 a page; `format=csv`: every matching halt as CSV',
        querystring: HaltsQuery,
        response: responses({ 200: { description: 'The halts', content: { 'application/json': { schema: marketDataEnvelope(HaltPage) }, 'text/csv': { schema: z.string() } } } }),
      },
      preValidation: once(),
      config: PUBLIC,
    },
    async (request, reply) => {
      reply.header('cache-control', cacheFor(seconds));
      if (request.query.format === 'json') return content.marketHalts(ctx, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="trade-halts-${request.query.view}.csv"`)
        .send(await content.marketHaltsCsv(ctx, request.query));
    },
  );

  api.get(
    '/api/market-data/statistics',
    {
      schema: { tags, summary: 'Daily US equity market statistics: the metric set of the weekday', querystring: StatisticsQuery, response: responses({ 200: marketDataEnvelope(MarketStatistics) }) },
      preValidation: once(),
      config: PUBLIC,
    },
    async (_request, reply) => {
      reply.header('cache-control', cacheFor(300));
      return content.marketStatistics(ctx);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as content from '../../content';
import { SETTLEMENT_HISTORY_PATH, SettlementHistoryQuery } from '../../core/contracts';
import { anyone } from '../access';
import { once } from '../query';
import { responses } from '../responses';

const PUBLIC = { access: anyone, rateLimit: { max: 300, timeWindow: '1 minute' } };

/** Chart data of the platform's own (issue 15 item 3): what charts' same-origin sources read. */
export async function chartDataRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.tessera.content;

  api.get(
    SETTLEMENT_HISTORY_PATH,
    {
      schema: {
        tags: ['Reports'],
        summary: 'Settlement history of a contract’s front months as CSV: date, contract, settlement, volume, openInterest',
        querystring: SettlementHistoryQuery,
        response: responses({ 200: { description: 'The history, oldest first', content: { 'text/csv': { schema: z.string() } } } }),
      },
      preValidation: once(),
      config: PUBLIC,
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `inline; filename="${request.query.contract}-history.csv"`)
        .send(content.settlementHistoryCsv(ctx, request.query)),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as content from '../../content';
import { ProductGuideQuery, ProductGuideResponse } from '../../core/contracts';
import { anyone } from '../access';
import { once } from '../query';
import { responses } from '../responses';

const PUBLIC = { access: anyone, rateLimit: { max: 300, timeWindow: '1 minute' } };

/** The product guide of the specification: `/api/productguide/groups/products` (issue 15 item 8). */
export async function productGuideRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.tessera.content;

  api.get(
    '/api/productguide/groups/products',
    {
      schema: {
        tags: ['Product guide'],
        summary: 'Futures and options products (physicalCommodity, specName, groupName, micCode), by group, venue (MIC) and free text',
        querystring: ProductGuideQuery,
        response: responses({ 200: ProductGuideResponse }),
      },
      preValidation: once(),
      config: PUBLIC,
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return content.productGuideProducts(ctx, request.query);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { dataKey } from '../../content';
import { shareableForSite } from '../http';
import { routes } from '../../core/contracts';
import { once } from '../query';
import { serve } from '../route-table';

const PUBLIC = { rateLimit: { max: 300, timeWindow: '1 minute' } };

/** The product guide of the specification: `/api/productguide/groups/products` (issue 15 item 8). */
export async function productGuideRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;

  serve(app, routes.listProducts, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    shareableForSite(request, reply, { keys: (site) => [dataKey('product-guide', site)], browserMaxAge: 300, freshSeconds: 300 });
    return content.productGuideProducts(ctx, request.query);
  });
}

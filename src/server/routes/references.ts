import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as content from '../../content';
import { dataKey } from '../../content';
import { shareableForSite } from '../http';
import { routes } from '../../core/contracts';
import { actorOf } from '../access';
import { once } from '../query';
import { serve } from '../route-table';

const PUBLIC = { rateLimit: { max: 300, timeWindow: '1 minute' } };
/** Data of the demonstration or an upstream: kept as long by browsers and shared caches (nothing purges it). */
const shared = (request: FastifyRequest, reply: FastifyReply, seconds: number) =>
  shareableForSite(request, reply, { keys: (site) => [dataKey('references', site)], browserMaxAge: seconds, freshSeconds: seconds });
/** Each call may reach an upstream: fewer per client than the cached market data. */
const UPSTREAM = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * The specification's remaining calls (§7): market data customer support, corporate actions and
 * proxy rulings (from their configured base URLs, else the demonstration's data), the mocks, and
 * the validate endpoint of URI-validated content.
 */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;
  const { config } = app;

  serve(app, routes.getMarketDataSupport, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    shared(request, reply, 3600);
    return content.marketDataSupport();
  });
  serve(app, routes.listCorporateActions, { preValidation: once(), config: UPSTREAM }, async (request, reply) => {
    shared(request, reply, 300);
    return content.corporateActions(ctx, { upstream: config.corporateActionsUrl, query: request.query });
  });
  serve(app, routes.listProxyRulings, { preValidation: once(), config: UPSTREAM }, async (request, reply) => {
    shared(request, reply, 300);
    return content.proxyRulings(ctx, { upstream: config.proxyRulingsUrl, query: request.query });
  });
  serve(app, routes.getMock, { config: PUBLIC }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return content.mockFixture(ctx, { mock: request.params.mock });
  });
  // Editors of the site; the address is checked, never requested.
  serve(app, routes.validateUrl, async (request) =>
    content.validateUrl(ctx, { actor: actorOf(request), site: request.params.site, url: request.body.url, purpose: request.body.purpose }),
  );
}

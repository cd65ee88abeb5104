import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { dataKey } from '../../content';
import { shareableForSite } from '../http';
import { routes } from '../../core/contracts';
import { actorOf } from '../access';
import { once } from '../query';
import { serve } from '../route-table';

const PUBLIC = { rateLimit: { max: 300, timeWindow: '1 minute' } };

/** Chart data of the platform's own (issue 15 item 3): what charts' same-origin sources read. */
export async function chartDataRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;

  serve(app, routes.getSettlementHistory, { preValidation: once(), config: PUBLIC }, async (request, reply) =>
    shareableForSite(request, reply, { keys: (site) => [dataKey('charts', site)], browserMaxAge: 300, freshSeconds: 300 })
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `inline; filename="${request.query.contract}-history.csv"`)
      .send(content.settlementHistoryCsv(ctx, request.query)),
  );

  // The data editors draw charts from (issue 24 item 4): editors of the site.
  serve(app, routes.listDataSources, async (request) => content.listDataSources(ctx, { actor: actorOf(request), site: request.params.site }));
  serve(app, routes.previewDataSource, async (request) =>
    content.previewDataSource(ctx, { actor: actorOf(request), site: request.params.site, url: request.query.url, external: request.query.external === 'true' }),
  );
  serve(app, routes.previewChart, async (request) => content.previewChart(ctx, { actor: actorOf(request), site: request.params.site, dataSources: request.body.dataSources }));
}

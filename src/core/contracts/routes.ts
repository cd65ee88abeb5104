import { anyone } from './access';
import { route, routeTable } from './route';
import { adminRoutes, documentRoutes, editingRoutes, sessionRoutes, versionRoutes } from './routes/cms';
import { formRoutes } from './routes/forms';
import { bannerRoutes, retentionRoutes } from './routes/governance';
import { marketRoutes } from './routes/market';
import { mediaRoutes } from './routes/media';
import { noticeRoutes } from './routes/notices';
import { noticeTopicRoutes } from './routes/notice-topics';
import { visitorRoutes } from './routes/people';
import { archiveRoutes } from './routes/archive';
import { reviewRoutes } from './routes/review';
import { dataSourceRoutes } from './routes/data-sources';
import { siteSettingsRoutes } from './routes/site-settings';
import { referenceRoutes } from './routes/references';
import { phoneRoutes } from './routes/phone';
import { healthRoutes } from './routes/health';
import { componentCatalogueRoutes } from './routes/component-catalogue';

/**
 * Every API route (every path under `/api/`, and the health checks `/healthz` and `/readyz`), keyed by its operation id: the server registers
 * each from here (`server/route-table.ts`), the OpenAPI document shows each with its key as
 * `operationId`, and the editor calls them with `api.call(routes.x, input)`. A test fails when
 * the server serves an `/api/` route that is not here.
 */
export const routes = routeTable({
  ...sessionRoutes,
  ...documentRoutes,
  ...versionRoutes,
  ...reviewRoutes,
  ...editingRoutes,
  ...adminRoutes,
  ...visitorRoutes,
  ...mediaRoutes,
  ...formRoutes,
  ...noticeRoutes,
  ...noticeTopicRoutes,
  ...marketRoutes,
  ...retentionRoutes,
  ...bannerRoutes,
  ...archiveRoutes,
  ...dataSourceRoutes,
  ...siteSettingsRoutes,
  ...referenceRoutes,
  ...phoneRoutes,
  ...healthRoutes,
  ...componentCatalogueRoutes,
  getOpenApiDocument: route({
    method: 'GET',
    path: '/api/openapi.json',
    responses: {},
    access: anyone,
    summary: 'This OpenAPI 3.1 document',
    tags: ['Reference'],
    hidden: true,
  }),
});

export type Routes = typeof routes;

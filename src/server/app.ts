import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { countRequest, servedSites, signingSecret, type Db } from '../content';
import type { Registry } from '../core/component';
import { MAX_BODY_BYTES } from '../core/constants';
import { registry as defaultRegistry } from '../components/registry';
import type { Config } from '../services/config';
import { validatorCompiler } from './http';
import { installOpenApi } from './openapi';
import { accessPlugin } from './plugins/access';
import { configPlugin } from './plugins/config';
import { contentPlugin } from './plugins/content';
import { compressPlugin } from './plugins/compress';
import { httpPlugin, multipartRoutes } from './plugins/http';
import { jobsPlugin } from './plugins/jobs';
import { metricsPlugin, metricsRoutes } from './plugins/metrics';
import { loggerOptions } from './log';
import { renderingPlugin } from './plugins/rendering';
import { sitesPlugin } from './plugins/sites';
import { adminApiRoutes } from './routes/admin-api';
import { adminAppRoutes } from './routes/admin';
import { assetRoutes } from './routes/assets';
import { authRoutes } from './routes/auth';
import { documentRoutes } from './routes/documents';
import { draftSaveRoutes } from './routes/draft-saves';
import { editingRoutes } from './routes/editing';
import { pageRoutes } from './routes/pages';
import { previewRoutes } from './routes/previews';
import { renderApiRoutes } from './routes/render-api';
import { versionRoutes } from './routes/versions';
import { reviewRoutes } from './routes/review';
import { visitorAdminRoutes } from './routes/visitors';
import { mediaApiRoutes, mediaFileRoutes } from './routes/media';
import { formRoutes } from './routes/forms';
import { subscriptionRoutes } from './routes/subscriptions';
import { phoneRoutes } from './routes/phone';
import { noticeRoutes } from './routes/notices';
import { noticeTopicRoutes } from './routes/notice-topics';
import { launchRoutes } from './routes/launch';
import { marketDataRoutes } from './routes/market-data';
import { searchRoutes } from './routes/search';
import { productGuideRoutes } from './routes/product-guide';
import { chartDataRoutes } from './routes/chart-data';
import { visitorAuthRoutes } from './routes/visitor-auth';
import { governanceRoutes } from './routes/governance';
import { archiveRoutes } from './routes/archive';
import { siteSettingsRoutes } from './routes/site-settings';
import { siteTransferRoutes } from './routes/site-transfer';
import { referenceRoutes } from './routes/references';
import { healthRoutes } from './routes/health';
import { componentCatalogueRoutes } from './routes/component-catalogue';

import './context';


export interface BuildOptions {
  config: Config;
  db: Db;
  registry?: Registry;
  logger?: boolean;
  /** Where the JSON log lines go (standard output by default). */
  logStream?: NodeJS.WritableStream;
  /**
   * Where rate limits are counted: in the database, shared by every process on it (PostgreSQL's
   * default), or in this process (PGlite's: it serves one process).
   */
  rateLimits?: 'database' | 'memory';
}

/** Builds the Fastify application without listening (tests use `inject()`). */
export async function buildApp({ config, db, registry = defaultRegistry, logger, logStream, rateLimits }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger === false ? { logger: false } : loggerOptions({ level: config.logLevel, ...(logStream ? { stream: logStream } : {}) })),
    bodyLimit: MAX_BODY_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // Building the island bundles on a first start can take longer than avvio's 10 s on a busy
    // machine; a plugin that truly hangs is still reported, after a minute.
    pluginTimeout: 60_000,
  });
  // Request parts are parsed with the routes' zod contracts; responses are sent as declared.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every process on one database signs alike: the configured SECRET, else the stored one.
  const secret = await signingSecret({ db }, { configured: config.secret });
  await app.register(configPlugin, { config: { ...config, secret } });
  await app.register(metricsPlugin);
  await app.register(sitesPlugin, { load: () => servedSites({ db }) });
  await app.register(contentPlugin, { db, registry });
  // PGlite serves one process (its data directory is locked), so a limit counted in memory is the
  // whole count; in the database it cost a write on the serving thread per limited request (1.1 ms
  // of 1.3 for a market-data poll, issue 39 item 2).
  const countInDatabase = (rateLimits ?? (db.engine === 'pglite' ? 'memory' : 'database')) === 'database';
  await app.register(httpPlugin, countInDatabase ? { countRequest: (input: { key: string; windowMs: number }) => countRequest(app.content, input) } : {});
  await app.register(compressPlugin);
  await app.register(accessPlugin);
  await app.register(renderingPlugin, { registry });
  await installOpenApi(app);

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(assetRoutes);
  for (const routes of [authRoutes, documentRoutes, versionRoutes, reviewRoutes, draftSaveRoutes, editingRoutes, adminApiRoutes, visitorAdminRoutes]) await app.register(routes);
  await app.register(renderApiRoutes);
  await app.register(componentCatalogueRoutes);
  await app.register(previewRoutes);
  await app.register(adminAppRoutes);
  await app.register(visitorAuthRoutes);
  await app.register(mediaFileRoutes);
  await app.register(multipartRoutes, { routes: [mediaApiRoutes, formRoutes, siteTransferRoutes] });
  await app.register(governanceRoutes);
  await app.register(subscriptionRoutes);
  await app.register(phoneRoutes);
  await app.register(noticeRoutes);
  await app.register(noticeTopicRoutes);
  await app.register(launchRoutes);
  await app.register(marketDataRoutes);
  await app.register(searchRoutes);
  await app.register(productGuideRoutes);
  await app.register(chartDataRoutes);
  await app.register(archiveRoutes);
  await app.register(siteSettingsRoutes);
  await app.register(referenceRoutes);
  await app.register(pageRoutes);

  await app.register(jobsPlugin);
  return app;
}

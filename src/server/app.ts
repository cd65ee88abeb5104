import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { createContentContext, type Db } from '../content';
import { fileMediaStorage } from '../services/media';
import { captchaService } from '../services/captcha';
import { outboundFetch } from '../services/outbound/fetch';
import { heldMail, smtpMailer } from '../services/mail';
import { HttpProvider, MarketData, SimulatedProvider } from '../services/market-data';
import { systemClock } from '../services/clock';
import type { Registry } from '../core/component';
import { MAX_BODY_BYTES } from '../core/constants';
import { TesseraError } from '../core/errors';
import { registry as defaultRegistry } from '../components/registry';
import { loadAssets } from '../render/assets';
import { anyone } from './access';
import { installAuth } from './auth';
import { ChangeFeed } from './changes';
import type { Config } from '../services/config';
import { installErrorHandling } from './errors';
import { installFormParser, installOriginCheck, installTextCheck } from './guards';
import { validatorCompiler } from './http';
import { DOCS_PREFIX, installOpenApi } from './openapi';
import { PageCache } from './page-cache';
import { installSecurityHeaders } from './security-headers';
import { SiteDirectory } from './sites';
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
import { visitorAdminRoutes } from './routes/visitors';
import { mediaApiRoutes, mediaFileRoutes } from './routes/media';
import { formRoutes } from './routes/forms';
import { subscriptionRoutes } from './routes/subscriptions';
import { noticeRoutes } from './routes/notices';
import { launchRoutes } from './routes/launch';
import { marketDataRoutes } from './routes/market-data';
import { searchRoutes } from './routes/search';
import { productGuideRoutes } from './routes/product-guide';
import { chartDataRoutes } from './routes/chart-data';
import { JobRunner, platformJobs } from '../jobs';
import { visitorAuthRoutes } from './routes/visitor-auth';

import type { Tessera } from './context';

export type { Tessera };

export interface BuildOptions {
  config: Config;
  db: Db;
  registry?: Registry;
  logger?: boolean;
}

/** Builds the Fastify application without listening (tests use `inject()`). */
export async function buildApp({ config, db, registry = defaultRegistry, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel },
    bodyLimit: MAX_BODY_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
  });
  // Request parts are parsed with the routes' zod contracts; responses are sent as declared.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: Tessera['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method: String(method), url: route.url, hidden: route.schema?.hide === true, operationId: route.schema?.operationId });
    }
    // The API reference (a plugin's routes) is public, like the document it shows.
    if (!route.config?.access && route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, access: anyone };
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy (config.access)`);
    }
  });

  const sites = new SiteDirectory(db, config.portalHosts);
  await sites.reload();
  const cache = new PageCache();
  const changes = new ChangeFeed(db, cache, sites, app.log);
  await changes.start();
  app.addHook('onClose', () => changes.stop());
  // Aborted as the server begins to close: outbound calls in flight (the outbox's, a chart's) end at once.
  const stopping = new AbortController();
  app.addHook('preClose', async () => stopping.abort());
  const outbound = { allowHosts: config.outboundAllowedHosts, signal: stopping.signal };
  const content = createContentContext({
    db,
    registry,
    changes,
    media: fileMediaStorage(config.mediaDir),
    uploads: fileMediaStorage(config.submissionsDir),
    // reCAPTCHA verification and a real market data feed go through the outbound policy too.
    captcha: captchaService({ hmacSecret: config.secret, fetch: outboundFetch(outbound) }),
    mailer: config.smtpUrl ? smtpMailer({ url: config.smtpUrl, from: config.mailFrom }) : heldMail,
    outbound,
    marketData: new MarketData(config.marketDataUrl ? new HttpProvider({ baseUrl: config.marketDataUrl, fetch: outboundFetch(outbound) }) : new SimulatedProvider(systemClock), {
      clock: systemClock,
      intervalMs: config.marketDataIntervalMs,
      delayMinutes: config.marketDataDelayMinutes,
      onFailure: (error, key) => app.log.warn({ err: error, key }, 'market data provider failed; serving the last good data'),
    }),
  });
  app.decorate('tessera', { config, content, registry, assets: await loadAssets(registry), sites, cache, changes, routes });

  // JSON for the APIs, form posts only where a route takes them; anything else is a 415.
  app.removeContentTypeParser('text/plain');
  installFormParser(app);
  // CSV bodies: only the notice import takes them, and streams them (routes/notices.ts).
  // The site a Host names, once per request.
  app.decorateRequest('site', null as never);
  app.addHook('onRequest', (request, _reply, done) => {
    request.site = sites.match(request.headers.host);
    done();
  });
  installOriginCheck(app);
  installTextCheck(app);
  installSecurityHeaders(app);

  await app.register(cookie);
  // Multipart bodies are read only by the routes that take them (the media library, form posts),
  // streamed part by part with their own limits (src/server/multipart.ts); these are the defaults.
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 4, fieldSize: 2048, parts: 5 } });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => {
      const error = new TesseraError('RATE_LIMITED', { retry: ctx.after });
      return { statusCode: 429, ...error.toJSON() };
    },
  });
  installAuth(app);
  installErrorHandling(app);
  await installOpenApi(app);

  await app.register(assetRoutes);
  for (const routes of [authRoutes, documentRoutes, versionRoutes, draftSaveRoutes, editingRoutes, adminApiRoutes, visitorAdminRoutes, mediaApiRoutes]) await app.register(routes);
  await app.register(renderApiRoutes);
  await app.register(previewRoutes);
  await app.register(adminAppRoutes);
  await app.register(visitorAuthRoutes);
  await app.register(mediaFileRoutes);
  await app.register(formRoutes);
  await app.register(subscriptionRoutes);
  await app.register(noticeRoutes);
  await app.register(launchRoutes);
  await app.register(marketDataRoutes);
  await app.register(searchRoutes);
  await app.register(productGuideRoutes);
  await app.register(chartDataRoutes);
  await app.register(pageRoutes);

  const jobs = new JobRunner({ content, jobs: platformJobs(config), log: app.log });
  await jobs.start();
  // Stopped as the close begins (the outbox's deliveries in flight go back to the queue), awaited before the store closes.
  app.addHook('preClose', async () => void jobs.stop());
  app.addHook('onClose', () => jobs.stop());
  return app;
}

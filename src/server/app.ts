import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { Registry } from '../core/component';
import { MAX_BODY_BYTES } from '../core/constants';
import { message, TesseraError } from '../core/errors';
import { registry as defaultRegistry } from '../components/registry';
import { loadAssets, type AssetBundle } from '../render/assets';
import { inputErrorOf, isDatabaseUnavailable } from '../store';
import type { Db } from '../store/types';
import type { AccessPolicy } from './access';
import { installAuth } from './auth';
import { installFormParser, installOriginCheck, installTextCheck } from './guards';
import { installSecurityHeaders } from './security-headers';
import { ChangeFeed } from './changes';
import type { Config } from './config';
import { PageCache } from './page-cache';
import { SiteDirectory } from './sites';
import { sendUnavailable } from './unavailable';
import { assetRoutes } from './routes/assets';
import { authRoutes } from './routes/cms-auth';
import { contentRoutes } from './routes/cms-content';
import { adminRoutes } from './routes/cms-admin';
import { editorRoutes } from './routes/cms-editor';
import { adminAppRoutes } from './routes/admin';
import { renderApiRoutes } from './routes/render-api';
import { pageRoutes } from './routes/pages';

export interface Tessera {
  config: Config;
  db: Db;
  registry: Registry;
  assets: AssetBundle;
  sites: SiteDirectory;
  cache: PageCache;
  changes: ChangeFeed;
}

declare module 'fastify' {
  interface FastifyInstance {
    tessera: Tessera;
  }
  interface FastifyContextConfig {
    /** The route's access policy; every route must declare one. */
    access?: AccessPolicy;
  }
}

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

  app.addHook('onRoute', (route) => {
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
  app.decorate('tessera', { config, db, registry, assets: await loadAssets(registry), sites, cache, changes });

  // JSON for the APIs, form posts only where a route takes them; anything else is a 415.
  app.removeContentTypeParser('text/plain');
  installFormParser(app);
  installOriginCheck(app);
  installTextCheck(app);
  installSecurityHeaders(app);

  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => {
      const error = new TesseraError('RATE_LIMITED', { retry: ctx.after });
      return { statusCode: 429, ...error.toJSON() };
    },
  });
  installAuth(app);
  installErrorHandling(app);

  await app.register(assetRoutes);
  await app.register(authRoutes, { prefix: '/api/cms' });
  await app.register(contentRoutes, { prefix: '/api/cms' });
  await app.register(adminRoutes, { prefix: '/api/cms' });
  await app.register(editorRoutes); // /api/cms/documents/… editor routes, /_preview/{token}, the scheduler
  await app.register(renderApiRoutes, { prefix: '/api/sites' });
  await app.register(adminAppRoutes);
  await app.register(pageRoutes);
  app.setNotFoundHandler((request, reply) => {
    const error = new TesseraError('NOT_FOUND', { what: `Route ${request.method} ${request.url.split('?')[0]}` });
    return reply.status(404).send(error.toJSON());
  });
  return app;
}

const FASTIFY_CODES: Record<string, (e: FastifyError) => TesseraError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => new TesseraError('PAYLOAD_TOO_LARGE', { limit: '1 MiB' }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new TesseraError('UNSUPPORTED_MEDIA_TYPE'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new TesseraError('BAD_REQUEST', { detail: 'The JSON body is empty' }),
  FST_ERR_CTP_INVALID_JSON_BODY: (e) => new TesseraError('BAD_REQUEST', { detail: `Malformed JSON: ${e.message}` }),
};

function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError | TesseraError | Error, request, reply) => {
    let error: TesseraError | undefined = raw instanceof TesseraError ? raw : undefined;
    const fastifyError = raw as FastifyError;
    if (!error && fastifyError.code && FASTIFY_CODES[fastifyError.code]) error = FASTIFY_CODES[fastifyError.code]!(fastifyError);
    // A database error the input caused (a value out of range, a NUL in text): the client's 4xx.
    error ??= inputErrorOf(raw);
    if (!error && raw instanceof SyntaxError) error = new TesseraError('BAD_REQUEST', { detail: `Malformed JSON: ${raw.message}` });
    if (!error && fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      if (fastifyError.statusCode === 429) return reply.status(429).send(raw);
      return reply.status(fastifyError.statusCode).send({ error: 'BAD_REQUEST', message: fastifyError.message });
    }
    if (!error && isDatabaseUnavailable(raw)) return sendUnavailable(request, reply, raw);
    if (!error) {
      request.log.error({ err: raw }, 'request failed');
      return reply.status(500).send({ error: 'INTERNAL', message: message('INTERNAL') });
    }
    return reply.status(error.status).send(error.toJSON());
  });
}

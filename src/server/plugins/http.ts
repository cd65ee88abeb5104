import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { TesseraError } from '../../core/errors';
import { installErrorHandling } from '../errors';
import { installSharedCacheGuard } from '../http';
import { installFormParser, installOriginCheck, installTextCheck } from '../guards';
import { installSecurityHeaders } from '../security-headers';
import { sharedRateLimitStore, type RequestCounter } from '../rate-limit-store';

/**
 * What every request and answer passes through: body parsers (JSON, forms where a route takes
 * them; multipart only in `multipartRoutes`), origin and text checks, security headers,
 * cookies, rate limits and the error catalogue. Rate limits count through
 * `countRequest` (the database, shared by every process) when given; alone, in this process.
 */
export const httpPlugin = fp(
  async (app: FastifyInstance, { countRequest }: { countRequest?: RequestCounter } = {}) => {
    // JSON for the APIs, form posts only where a route takes them; anything else is a 415.
    app.removeContentTypeParser('text/plain');
    installFormParser(app);
    installOriginCheck(app);
    installTextCheck(app);
    installSecurityHeaders(app);
    await app.register(cookie);
    installSharedCacheGuard(app);
    await app.register(rateLimit, {
      global: false,
      ...(countRequest ? { store: sharedRateLimitStore(countRequest) } : {}),
      errorResponseBuilder: (_req, ctx) => {
        const error = new TesseraError('RATE_LIMITED', { retry: ctx.after });
        return { statusCode: 429, ...error.toJSON() };
      },
    });
    installErrorHandling(app);
  },
  { name: 'tessera-http', fastify: '5.x', dependencies: ['tessera-config'] },
);

/**
 * The routes that read multipart bodies (the media library, form posts, site bundles), in a
 * scope of their own with the multipart parser: its three async hooks (and a listener per
 * request) would otherwise run on every request of the app, cached pages included (issue 39
 * item 2). Elsewhere a multipart body is a 415. The routes stream the parts with their own
 * limits (src/server/multipart.ts); these are the defaults.
 */
export async function multipartRoutes(app: FastifyInstance, { routes }: { routes: FastifyPluginAsync[] }): Promise<void> {
  await app.register(multipart, { limits: { fileSize: app.config.maxUploadBytes, files: 1, fields: 4, fieldSize: 2048, parts: 5 } });
  for (const route of routes) await app.register(route);
}

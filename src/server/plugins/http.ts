import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TesseraError } from '../../core/errors';
import { installErrorHandling } from '../errors';
import { installSharedCacheGuard } from '../http';
import { installFormParser, installOriginCheck, installTextCheck } from '../guards';
import { installSecurityHeaders } from '../security-headers';
import { sharedRateLimitStore, type RequestCounter } from '../rate-limit-store';

/**
 * What every request and answer passes through: body parsers (JSON, forms where a route takes
 * them, multipart streamed by the routes that read it), origin and text checks, security
 * headers, cookies, rate limits and the error catalogue. Rate limits count through
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
    // Multipart bodies are read only by the routes that take them (the media library, form posts),
    // streamed part by part with their own limits (src/server/multipart.ts); these are the defaults.
    await app.register(multipart, { limits: { fileSize: app.config.maxUploadBytes, files: 1, fields: 4, fieldSize: 2048, parts: 5 } });
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

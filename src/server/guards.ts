import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TesseraError } from '../core/errors';
import { findTextProblem } from '../core/text';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes HTML form posts (`application/x-www-form-urlencoded`); JSON only otherwise. */
    acceptsForm?: boolean;
  }
}

/**
 * Every string from outside — body, query, path parameters, and the keys of objects — is
 * text PostgreSQL can store, or the request is a 400 naming the field (DESIGN.md §7a).
 */
export function installTextCheck(app: FastifyInstance): void {
  // Callback hooks, not async ones: these run on every request, cached pages included.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [where, value] of [['body', request.body], ['query', request.query], ['params', request.params]] as const) {
      const found = findTextProblem(value, `/${where}`);
      if (found) return done(new TesseraError('INVALID_TEXT', { field: found.path.slice(1), problem: found.problem }, [{ path: found.path, message: found.problem }]));
    }
    done();
  });
}

/** The origin (`scheme://host:port`) a browser says a request came from, if it says one. */
function foreignOrigin(request: FastifyRequest): string | undefined {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site === 'cross-site') return origin ?? 'another site';
  if (origin === undefined) return undefined;
  if (origin === 'null') return 'a sandboxed or private page';
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return origin;
  }
  return host.toLowerCase() === request.host.toLowerCase() ? undefined : origin;
}

/**
 * Changes come only from this site's own pages: a state-changing request that a browser
 * marks as cross-site, or whose Origin is another host, is refused before any work (login
 * CSRF, cross-site form posts). Clients that are not browsers send no Origin and pass.
 */
export function installOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = SAFE_METHODS.has(request.method) ? undefined : foreignOrigin(request);
    done(origin === undefined ? undefined : new TesseraError('CROSS_SITE', { origin }));
  });
}

/** Parses HTML form posts, only on routes that take them (`config.acceptsForm`). */
export function installFormParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
    if (!request.routeOptions.config.acceptsForm) return done(new TesseraError('UNSUPPORTED_MEDIA_TYPE'), undefined);
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { siteKey } from '../content';
import { TesseraError, type Issue } from '../core/errors';
import type { SiteId } from '../core/sites';

type Where = 'body' | 'query' | 'params' | 'headers';

/** A 400 naming every bad field of one part of a request, as JSON pointers (`/body/title`). */
export function inputError(error: z.ZodError, where: Where): TesseraError {
  const issues: Issue[] = error.issues.map((issue) => ({
    path: `/${where}${issue.path.map((key) => `/${String(key)}`).join('')}`,
    message: issue.message,
  }));
  const first = issues[0]!;
  const field = first.path.replace(`/${where}`, '').slice(1) || where;
  return new TesseraError('INVALID_BODY', { detail: `${field}: ${first.message}` }, issues);
}

/** Fastify's validation error, carrying our catalogue error (Fastify overwrites `code` on what we return). */
export interface ValidationFailure extends Error {
  tessera: TesseraError;
}

/**
 * Validates request parts with the route's zod contracts (`schema.body`, `querystring`,
 * `params`): the parsed value replaces the input (defaults, coercions), and a failure is a
 * 400 naming the fields. A missing body parses as `{}`.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const where: Where = httpPart === 'querystring' ? 'query' : ((httpPart ?? 'body') as Where);
  return (data: unknown) => {
    const result = schema.safeParse(data ?? (where === 'body' ? {} : data));
    if (result.success) return { value: result.data };
    const failure = new Error('Invalid request') as ValidationFailure;
    failure.tessera = inputError(result.error, where);
    return { error: failure };
  };
};

/** The catalogue error inside a validation failure, if it is one. */
export function validationFailure(error: unknown): TesseraError | undefined {
  const tessera = (error as Partial<ValidationFailure> | null)?.tessera;
  return tessera instanceof TesseraError ? tessera : undefined;
}

/** Content-hashed files never change under their address. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sends a body with its ETag (a strong hash of the bytes), answering `304` when the client
 * already has it. The one place conditional requests are handled: assets, the editor
 * bundle, cached pages.
 */
export function sendTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  { etag, body, cacheControl }: { etag: string; body: Buffer | string; /** Absent: the one the reply already has (`shareable`). */ cacheControl?: string },
): FastifyReply {
  reply.header('etag', etag);
  if (cacheControl !== undefined) reply.header('cache-control', cacheControl);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(body);
}

/** The encoding to send for an `Accept-Encoding` header: brotli, else gzip, else none. */
export function negotiateEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  const header = accept ?? '';
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return undefined;
}

/**
 * Sends a content-hashed asset for ever, compressed the way the client accepts (the forms
 * were made at build), varying by `Accept-Encoding`.
 */
export function sendAsset(request: FastifyRequest, reply: FastifyReply, file: { body: Buffer; br?: Buffer; gzip?: Buffer; contentType: string; etag: string }): FastifyReply {
  reply.header('content-type', file.contentType).header('vary', 'Accept-Encoding');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const body = encoding ? file[encoding] : undefined;
  if (encoding && body) reply.header('content-encoding', encoding);
  return sendTagged(request, reply, { etag: file.etag, body: body ?? file.body, cacheControl: IMMUTABLE });
}

/** The header a shared cache (Varnish's xkey, Fastly) files a response under: keys separated by single spaces. */
export const SURROGATE_KEY = 'surrogate-key';

/** What a response that everyone may share may be kept for. */
export interface Shared {
  /** The response's surrogate keys (content's `ComposedPage.keys`, `siteKey`, `dataKey`): never empty. */
  keys: readonly string[];
  /** How long browsers keep it without asking (0: they revalidate with the ETag every time). */
  browserMaxAge?: number;
  /** How long what it shows stays true (live data): shared caches keep it and serve it stale no longer. */
  freshSeconds?: number;
}

/**
 * `Cache-Control` of a shared response: browsers revalidate (or keep it `browserMaxAge`),
 * shared caches keep it `CDN_MAX_AGE` (no longer than `freshSeconds`) and serve it stale
 * `CDN_STALE_SECONDS` (no longer than `freshSeconds`) while they ask again.
 */
export function sharedCacheControl({ maxAge, staleSeconds }: { maxAge: number; staleSeconds: number }, { browserMaxAge = 0, freshSeconds }: Omit<Shared, 'keys'> = {}): string {
  const fresh = freshSeconds === undefined ? Infinity : Math.max(0, Math.floor(freshSeconds));
  const browser = browserMaxAge > 0 ? `max-age=${Math.min(browserMaxAge, fresh === Infinity ? browserMaxAge : Math.max(fresh, 1))}` : 'max-age=0, must-revalidate';
  return `public, ${browser}, s-maxage=${Math.min(maxAge, fresh)}, stale-while-revalidate=${Math.min(staleSeconds, fresh)}`;
}

/**
 * Lets a shared cache (the CDN) keep this response under its surrogate keys. Only for what
 * every visitor of the site is sent alike: never for a gated, previewed, signed-in or form
 * result (those say `private, no-store` themselves, and the guard below strips what slips).
 */
export function shareable(reply: FastifyReply, { keys, ...ages }: Shared): FastifyReply {
  if (keys.length === 0) throw new Error('A shared response needs a surrogate key');
  return reply.header('cache-control', sharedCacheControl(reply.server.config.cdn, ages)).header(SURROGATE_KEY, keys.join(' '));
}

/**
 * A public API's answer on a site's host is shared under that site's keys (`keys(site)`); on
 * another host (the portal, an unknown one) it is the browser's alone: a shared copy there
 * would carry no site key to purge it by.
 */
export function shareableForSite(request: FastifyRequest, reply: FastifyReply, { keys, ...ages }: Omit<Shared, 'keys'> & { keys: (site: SiteId) => readonly string[] }): FastifyReply {
  const match = request.site;
  if (match.kind === 'site') return shareable(reply, { keys: [siteKey(match.site.id), ...keys(match.site.id)], ...ages });
  const browserMaxAge = ages.browserMaxAge ?? 0;
  return reply.header('cache-control', browserMaxAge > 0 ? `private, max-age=${browserMaxAge}` : 'private, no-cache');
}

/**
 * The last word on shared caching, after every route (and the cookie plugin, which writes
 * `Set-Cookie` in its own `onSend`): an error, a response that sets a cookie or one marked
 * private is never kept by a shared cache, whatever a route set before it failed; and what a
 * route did not declare at all (the editors' APIs, posts, errors) is nobody's to keep.
 */
export function installSharedCacheGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, cached pages included.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', reply.statusCode >= 400 ? 'no-store' : 'private, no-store');
      reply.removeHeader(SURROGATE_KEY);
      return done(null, payload);
    }
    const cacheControl = String(reply.getHeader('cache-control'));
    if (!reply.hasHeader(SURROGATE_KEY) && !cacheControl.includes('s-maxage')) return done(null, payload);
    if (reply.statusCode >= 400 || reply.hasHeader('set-cookie')) {
      reply.removeHeader(SURROGATE_KEY);
      reply.header('cache-control', reply.statusCode >= 400 ? 'no-store' : 'private, no-store');
    } else if (cacheControl.includes('private') || cacheControl.includes('no-store')) reply.removeHeader(SURROGATE_KEY);
    done(null, payload);
  });
}

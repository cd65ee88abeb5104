import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiateEncoding } from '../http';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/** What is compressed here: API answers (JSON), sitemaps and feeds (XML), CSV exports. Pages are not: the page cache sends their compressed forms itself. */
const COMPRESSIBLE = /^(application\/(json|xml|atom\+xml)|text\/csv)\b/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * On zlib's thread pool, never on the event loop: brotli at quality 5 (most of quality 11's
 * gain on JSON at a fraction of its time; a list page of 100 documents takes about a millisecond),
 * gzip at level 6.
 */
function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (!/\baccept-encoding\b/i.test(current)) reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

type Done = (error: Error | null, payload?: unknown) => void;

/**
 * A callback hook, not an async one: an answer it does not compress (every page, the page
 * cache's hits above all) passes on in the same turn, with no promise made for it (the hot path
 * of issue 39 item 2). Only a compressible answer waits for zlib.
 */
function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done): void {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return done(null, payload);
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type) || reply.hasHeader('content-encoding')) return done(null, payload);
  // Whether or not this one is compressed, a shared cache must keep the forms apart.
  addVary(reply);
  const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (length < COMPRESS_MIN_BYTES) return done(null, payload);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return done(null, payload);
  compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding).then(
    (compressed) => {
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      // Another representation, another tag: a strong ETag of the plain bytes does not name these.
      const etag = reply.getHeader('etag');
      if (typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `${etag.slice(0, -1)}-${encoding}"`);
      done(null, compressed);
    },
    (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
  );
}

/**
 * Compresses the API's JSON answers (and sitemaps, feeds and CSV exports) with brotli or gzip,
 * as the client's `Accept-Encoding` allows, when they are at least {@link COMPRESS_MIN_BYTES}
 * long (issue 40 item 3). Answers that already carry a `Content-Encoding` (the page cache's
 * pages, built assets) and pages (`text/html`) pass untouched.
 */
export const compressPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', onSend);
  },
  { name: 'tessera-compress' },
);

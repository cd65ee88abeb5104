import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { TesseraError, type Issue } from '../core/errors';

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
  { etag, body, cacheControl }: { etag: string; body: Buffer | string; cacheControl: string },
): FastifyReply {
  reply.header('etag', etag).header('cache-control', cacheControl);
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

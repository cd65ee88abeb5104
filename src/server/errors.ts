import type { FastifyError, FastifyInstance } from 'fastify';
import { inputErrorOf, isDatabaseUnavailable } from '../content';
import { message, TesseraError } from '../core/errors';
import { validationFailure } from './http';
import { sendUnavailable } from './unavailable';

const FASTIFY_CODES: Record<string, (e: FastifyError) => TesseraError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => new TesseraError('PAYLOAD_TOO_LARGE', { limit: '1 MiB' }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new TesseraError('UNSUPPORTED_MEDIA_TYPE'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new TesseraError('BAD_REQUEST', { detail: 'The JSON body is empty' }),
  FST_ERR_CTP_INVALID_JSON_BODY: (e) => new TesseraError('BAD_REQUEST', { detail: `Malformed JSON: ${e.message}` }),
};

/**
 * Every error becomes an answer from the catalogue: the client's mistakes a 4xx naming what
 * is wrong, an unreachable database a 503, anything else a logged 500 without a stack trace.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError | TesseraError | Error, request, reply) => {
    let error: TesseraError | undefined = raw instanceof TesseraError ? raw : validationFailure(raw);
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
    if (error.status >= 500 && error.cause !== undefined) request.log.error({ err: error.cause }, error.message);
    return reply.status(error.status).send(error.toJSON());
  });
  app.setNotFoundHandler((request, reply) => {
    const error = new TesseraError('NOT_FOUND', { what: `Route ${request.method} ${request.url.split('?')[0]}` });
    return reply.status(404).send(error.toJSON());
  });
}

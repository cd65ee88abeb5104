import type { FastifyReply, FastifyRequest } from 'fastify';
import { TesseraError } from '../core/errors';

/** What a client is told to wait before retrying while the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The answer to a request that failed because the database cannot be reached
 * (`isDatabaseUnavailable`): `503` with `Retry-After`, not a `500`, since retrying shortly is
 * the right thing to do and nothing is wrong with the request.
 */
export function sendUnavailable(request: FastifyRequest, reply: FastifyReply, cause: Error): FastifyReply {
  request.log.warn({ reason: cause.message, code: (cause as { code?: unknown }).code }, 'the database is not reachable');
  const error = new TesseraError('UNAVAILABLE');
  return reply.status(error.status).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store').send(error.toJSON());
}

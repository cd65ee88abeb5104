import type { FastifyRequest } from 'fastify';
import { TesseraError } from '../core/errors';

/**
 * A query parameter given twice (`year=2024&year=2025`) is the client's mistake, named in a
 * 400, unless the parameter is a list (`market`, `service`).
 */
export function once(lists: readonly string[] = []) {
  return (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
    const repeated = Object.entries((request.query ?? {}) as Record<string, unknown>).find(([key, value]) => Array.isArray(value) && !lists.includes(key));
    done(repeated ? new TesseraError('INVALID_BODY', { detail: `${repeated[0]}: give it once` }, [{ path: `/query/${repeated[0]}`, message: 'Give this parameter once' }]) : undefined);
  };
}

import { TesseraError } from '../core/errors';
import type { UserActor } from '../content';
import type { FastifyRequest } from 'fastify';

export { admin, anyone, editor, publisher, type AccessPolicy } from '../core/contracts/access';

/** The signed-in editor of a route whose policy requires one. */
export function actorOf(request: FastifyRequest): UserActor {
  if (!request.actor) throw new TesseraError('UNAUTHENTICATED');
  return request.actor;
}

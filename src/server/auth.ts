import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TesseraError } from '../core/errors';
import { getSession } from '../store';
import type { Session, User } from '../store/types';
import { hasRole } from './access';

export const SESSION_COOKIE = 'tessera_session';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    session: Session | null;
  }
}

/** The session token of a request: a bearer token (headless clients) or the session cookie. */
function credentials(request: FastifyRequest): { token: string; viaCookie: boolean } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), viaCookie: false };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : undefined;
}

/**
 * Enforces each route's declared access policy. Sessions are looked up only for routes
 * that need one; cookie-authenticated changes must carry the session's CSRF token.
 */
export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('preHandler', async (request: FastifyRequest, _reply: FastifyReply) => {
    const policy = request.routeOptions.config.access;
    if (!policy || policy.minRole === null) return;
    const creds = credentials(request);
    const found = creds
      ? await getSession(app.tessera.db, { token: creds.token, ttlMs: app.tessera.config.sessionTtlMs })
      : undefined;
    if (!found) throw new TesseraError('UNAUTHENTICATED');
    if (creds!.viaCookie && !SAFE_METHODS.has(request.method)) {
      const sent = request.headers['x-csrf-token'];
      if (typeof sent !== 'string' || sent !== found.session.csrfToken) throw new TesseraError('CSRF');
    }
    request.user = found.user;
    request.session = found.session;
    if (!hasRole(found.user, policy.minRole)) {
      throw new TesseraError('FORBIDDEN', { role: found.user.role, action: policy.action });
    }
  });
}

export function sessionCookieOptions(secure: boolean, maxAgeMs: number) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: Math.floor(maxAgeMs / 1000) };
}

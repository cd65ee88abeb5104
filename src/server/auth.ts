import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeRoles, resumeSession, userActor } from '../content';
import { TesseraError } from '../core/errors';
import { hasRole } from '../core/sites';
import type { Config } from '../services/config';
import type { AccessPolicy } from './access';

/** The editor session cookie over plain HTTP (development). */
export const SESSION_COOKIE = 'tessera_session';
/** Over HTTPS: the `__Host-` prefix makes browsers insist on Secure, Path=/ and no Domain. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the request reached us over HTTPS: `COOKIE_SECURE=true` says so for every request;
 * otherwise the connection, or the `X-Forwarded-Proto` of a proxy named in `TRUST_PROXY`.
 */
export function isSecureRequest(request: FastifyRequest, config: Pick<Config, 'cookieSecure'>): boolean {
  return config.cookieSecure || request.protocol === 'https';
}

/** The name of the editor session cookie for this request. */
export function sessionCookieName(request: FastifyRequest, config: Pick<Config, 'cookieSecure'>): string {
  return isSecureRequest(request, config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token of a request: a bearer token (headless clients) or the session cookie. */
export function credentials(request: FastifyRequest, config: Pick<Config, 'cookieSecure'>): { token: string; viaCookie: boolean } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), viaCookie: false };
  const cookie = request.cookies[sessionCookieName(request, config)];
  return cookie ? { token: cookie, viaCookie: true } : undefined;
}

/**
 * Enforces each route's declared access policy before the body is even read. Sessions are
 * looked up only for routes that need one; cookie-authenticated changes must carry the
 * session's CSRF token.
 */
export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done) => {
    const policy = request.routeOptions.config.access;
    // Public routes (every visitor page) pass without a promise.
    if (!policy || policy.minRole === null) return done();
    authenticate(request, policy).then(() => done(), done);
  });

  async function authenticate(request: FastifyRequest, policy: AccessPolicy): Promise<void> {
    const minRole = policy.minRole!;
    const { config, content } = app;
    const creds = credentials(request, config);
    const found = creds ? await resumeSession(content, { token: creds.token, ttlMs: config.sessionTtlMs }) : undefined;
    if (!found) throw new TesseraError('UNAUTHENTICATED');
    if (creds!.viaCookie && !SAFE_METHODS.has(request.method)) {
      const sent = request.headers['x-csrf-token'];
      if (typeof sent !== 'string' || sent !== found.session.csrfToken) throw new TesseraError('CSRF');
    }
    request.user = found.user;
    request.session = found.session;
    request.actor = userActor(found.user);
    // Roles are per site (issue 23 item 1): the gate asks for the role on at least one site;
    // the operation then checks the role on the site the request is about.
    if (!hasRole(found.user, minRole)) {
      throw new TesseraError('FORBIDDEN', { on: '', role: describeRoles(found.user), action: policy.action });
    }
  }
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, and `__Host-` + Secure over HTTPS. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, config: Config, token: string): void {
  const secure = isSecureRequest(request, config);
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(config.sessionTtlMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  const secure = isSecureRequest(request, config);
  reply.clearCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'lax' });
}

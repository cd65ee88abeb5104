import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resumeVisitorSession, visitorSessionKey, type ContentContext, type PendingSignIn } from '../content';
import type { Visitor } from '../core/contracts';
import type { Config, ServerConfig } from '../services/config';
import { isSecureRequest } from './auth';
import type { ChangeFeed } from './changes';

/**
 * Visitors have their own session and cookie, apart from editors' (DESIGN.md §7a): a host
 * cookie, so signing in on one site signs in there only.
 */
export const VISITOR_COOKIE = 'tessera_visitor';
const SECURE_VISITOR_COOKIE = `__Host-${VISITOR_COOKIE}`;

const cookieName = (request: FastifyRequest, config: Config) => (isSecureRequest(request, config) ? SECURE_VISITOR_COOKIE : VISITOR_COOKIE);

/** The visitor session token a request carries, if any. */
export function visitorToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[cookieName(request, config)] || undefined;
}

const lookups = new WeakMap<FastifyRequest, Promise<Visitor | null>>();

/**
 * The signed-in, enabled visitor of a request, or `null`; looked up once per request, and
 * kept by the process for a few seconds (`ChangeFeed.visitorSessions`): a sign-out, a disabled
 * visitor or a changed one is announced to every process, which drops it at once.
 */
export function visitorOf(request: FastifyRequest, { config, content, changes }: { config: Config; content: ContentContext; changes: ChangeFeed }): Promise<Visitor | null> {
  let found = lookups.get(request);
  if (!found) {
    const token = visitorToken(request, config);
    found = token
      ? changes.visitorSessions.get(visitorSessionKey(token), () => resumeVisitorSession(content, { token, ttlMs: config.visitorSessionTtlMs }).then((v) => v ?? null))
      : Promise.resolve(null);
    lookups.set(request, found);
  }
  return found;
}

export function setVisitorCookie(request: FastifyRequest, reply: FastifyReply, config: Config, token: string): void {
  const secure = isSecureRequest(request, config);
  reply.setCookie(cookieName(request, config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(config.visitorSessionTtlMs / 1000),
  });
}

export function clearVisitorCookie(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  reply.clearCookie(cookieName(request, config), { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecureRequest(request, config) });
}

/** The cookie that carries a provider sign-in in progress (state, nonce, PKCE verifier, returnTo). */
const PENDING_COOKIE = 'tessera_signin';
const PENDING_PATH = '/login/provider';
const PENDING_TTL_MS = 10 * 60_000;

export interface PendingProviderSignIn extends PendingSignIn {
  returnTo: string;
}

/** A pending sign-in as read back from its cookie: with the moment the cookie expires. */
export interface ReadPendingSignIn extends PendingProviderSignIn {
  expires: Date;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** Keeps a provider sign-in's checks for ten minutes, signed so the browser cannot change them. */
export function setPendingSignIn(request: FastifyRequest, reply: FastifyReply, config: ServerConfig, pending: PendingProviderSignIn): void {
  const payload = Buffer.from(JSON.stringify({ ...pending, expires: Date.now() + PENDING_TTL_MS })).toString('base64url');
  reply.setCookie(PENDING_COOKIE, `${payload}.${sign(config.secret, payload)}`, {
    path: PENDING_PATH,
    httpOnly: true,
    // The provider sends the visitor back with a top-level GET, which Lax cookies go with.
    sameSite: 'lax',
    secure: isSecureRequest(request, config),
    maxAge: PENDING_TTL_MS / 1000,
  });
}

/**
 * The provider sign-in this browser started here, unexpired and untouched, or undefined. The
 * cookie is single-use: the callback clears it and records its state as used whatever the
 * outcome (`finishProviderSignIn`), so neither the browser nor a copy of the cookie can replay it.
 */
export function pendingSignIn(request: FastifyRequest, config: ServerConfig): ReadPendingSignIn | undefined {
  const value = request.cookies[PENDING_COOKIE];
  const [payload, signature] = value?.split('.') ?? [];
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(sign(config.secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as PendingProviderSignIn & { expires: number };
    if (typeof data.expires !== 'number' || data.expires < Date.now()) return undefined;
    return { state: data.state, nonce: data.nonce, codeVerifier: data.codeVerifier, returnTo: data.returnTo, expires: new Date(data.expires) };
  } catch {
    return undefined;
  }
}

export function clearPendingSignIn(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  reply.clearCookie(PENDING_COOKIE, { path: PENDING_PATH, httpOnly: true, sameSite: 'lax', secure: isSecureRequest(request, config) });
}

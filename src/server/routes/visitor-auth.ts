import { createElement } from 'react';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as content from '../../content';
import type { Site } from '../../core/contracts';
import { routes, VisitorLoginBody, type Visitor } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { node } from '../../core/node';
import { safeReturnPath } from '../../core/schemas';
import { SignInForm, type SignInFormProps } from '../../render/visitor-login';
import { anyone } from '../access';
import { publicOrigin } from '../public-origin';
import { renderSiteDocument } from '../render-page';
import { serve } from '../route-table';
import {
  clearPendingSignIn,
  clearVisitorCookie,
  pendingSignIn,
  setPendingSignIn,
  setVisitorCookie,
  visitorOf,
  visitorToken,
} from '../visitor-session';

const HTML = 'text/html; charset=utf-8';
/** Wrong passwords before a pause: per account (whatever the client), and per client (whatever the account). */
const PER_ACCOUNT = { max: 10, windowMs: 15 * 60_000 };
const PER_CLIENT = { max: 20, windowMs: 15 * 60_000 };
const SignInQuery = z.object({ returnTo: z.string().max(2000).optional(), environment: z.enum(['test']).optional() });
const LogoutBody = z.object({ returnTo: z.string().max(2000).optional() }).optional();

/** Where to go after signing in: a path on this site, never back to the sign-in pages. */
function returnPath(value: unknown): string {
  const path = safeReturnPath(value);
  return /^\/log(in|out)(\/|\?|$)/.test(path) ? '/' : path;
}

function siteOf(request: FastifyRequest): Site {
  if (request.site.kind !== 'site') throw new TesseraError('NOT_FOUND', { what: 'A site at this address' });
  return request.site.site;
}

function minutes(seconds: number): string {
  const m = Math.ceil(seconds / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}

/**
 * Visitors' sign-in on every site: `/login` (a server-rendered form in the site's layout that
 * works without JavaScript), its JSON twin `POST /api/visitor/login`, the site's OpenID Connect
 * provider (`/login/provider`), and `POST /logout`. Visitor sessions are their own cookie,
 * apart from editors'.
 */
export async function visitorAuthRoutes(app: FastifyInstance): Promise<void> {
  const server = app;
  const { config } = server;
  const accounts = content.attemptLimiter(server.content, { name: 'visitor-account', ...PER_ACCOUNT });
  const clients = content.attemptLimiter(server.content, { name: 'visitor-client', ...PER_CLIENT });

  /** The sign-in page: the form between the site's optional `/login/test` and `/login/footer-content` partials. */
  async function sendSignInPage(request: FastifyRequest, reply: FastifyReply, status: number, form: Omit<SignInFormProps, 'providers'>, { test = false } = {}) {
    const site = siteOf(request);
    const label = server.sites.signInProvider(site.id);
    const providers = label ? [{ label: `Sign in with ${label}`, href: `/login/provider?returnTo=${encodeURIComponent(form.returnTo)}` }] : [];
    const page = content.platformPage(server.content, {
      site: site.id,
      path: '/login',
      title: 'Sign in',
      slots: {
        accessCodeHeader: test ? [node('include', { path: '/login/test' })] : [],
        accessCodeFooter: [node('include', { path: '/login/footer-content' })],
      },
    });
    const html = await renderSiteDocument(server, page, { platformForm: createElement(SignInForm, { ...form, providers }) });
    return reply.status(status).header('content-type', HTML).header('cache-control', 'private, no-store').header('vary', 'Cookie').send(html);
  }

  /**
   * Checks e-mail and password under both limits. A locked account or client is refused before
   * the password is even checked, so guessing cannot go on; `X-Forwarded-For` counts only from
   * the proxies named in TRUST_PROXY (request.ip).
   */
  async function attemptSignIn(request: FastifyRequest, reply: FastifyReply, email: string, password: string): Promise<content.VisitorSignIn> {
    const accountKey = email.trim().toLowerCase();
    const wait = Math.max(await accounts.retryAfter(accountKey), await clients.retryAfter(request.ip));
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new TesseraError('RATE_LIMITED', { retry: minutes(wait) });
    }
    try {
      const signedIn = await content.visitorSignIn(server.content, { email, password, ttlMs: config.visitorSessionTtlMs });
      await accounts.reset(accountKey);
      setVisitorCookie(request, reply, config, signedIn.token);
      return signedIn;
    } catch (error) {
      if (error instanceof TesseraError && error.code === 'BAD_CREDENTIALS') {
        await accounts.fail(accountKey);
        await clients.fail(request.ip);
      }
      throw error;
    }
  }

  const me = (visitor: Visitor) => ({ name: visitor.name, email: visitor.email, roles: visitor.roles });

  app.get('/login', { schema: { hide: true, querystring: SignInQuery }, config: { access: anyone } }, async (request, reply) => {
    const query = request.query as z.output<typeof SignInQuery>;
    const visitor = await visitorOf(request, server);
    const returnTo = returnPath(query.returnTo);
    return sendSignInPage(request, reply, 200, { returnTo, ...(visitor ? { signedInAs: visitor.name } : {}) }, { test: query.environment === 'test' });
  });

  app.post('/login', { schema: { hide: true }, config: { access: anyone, acceptsForm: true, rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const returnTo = returnPath(raw.returnTo);
    const email = typeof raw.email === 'string' ? raw.email : '';
    const parsed = VisitorLoginBody.safeParse(raw);
    if (!parsed.success) {
      const errors: { email?: string; password?: string } = {};
      for (const issue of parsed.error.issues) if (issue.path[0] === 'email' || issue.path[0] === 'password') errors[issue.path[0]] ??= issue.message;
      return sendSignInPage(request, reply, 400, { returnTo, email, errors });
    }
    try {
      await attemptSignIn(request, reply, parsed.data.email, parsed.data.password);
    } catch (error) {
      if (!(error instanceof TesseraError) || error.status >= 500) throw error;
      return sendSignInPage(request, reply, error.status, { returnTo, email, errors: { form: error.message } });
    }
    return reply.redirect(returnTo, 303);
  });

  serve(app, routes.visitorLogin, { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    siteOf(request);
    const { visitor } = await attemptSignIn(request, reply, request.body.email, request.body.password);
    return { visitor: me(visitor), returnTo: returnPath(request.body.returnTo) };
  });

  serve(app, routes.visitorMe, async (request, reply) => {
    siteOf(request);
    const visitor = await visitorOf(request, server);
    reply.header('cache-control', 'private, no-store');
    return { visitor: visitor ? me(visitor) : null };
  });

  app.post('/logout', { schema: { hide: true, body: LogoutBody }, config: { access: anyone, acceptsForm: true } }, async (request, reply) => {
    siteOf(request);
    const token = visitorToken(request, config);
    if (token) await content.visitorSignOut(server.content, { token });
    clearVisitorCookie(request, reply, config);
    return reply.redirect(returnPath((request.body as z.output<typeof LogoutBody>)?.returnTo), 303);
  });

  // The site's OpenID Connect provider: authorization code with PKCE, state and nonce kept in
  // a signed cookie for the round trip.
  const redirectUri = (request: FastifyRequest) => `${publicOrigin(app, siteOf(request))}/login/provider/callback`;

  app.get('/login/provider', { schema: { hide: true, querystring: SignInQuery }, config: { access: anyone, rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const site = siteOf(request);
    const returnTo = returnPath((request.query as z.output<typeof SignInQuery>).returnTo);
    try {
      const { url, pending } = await content.startProviderSignIn(server.content, { site: site.id, redirectUri: redirectUri(request) });
      setPendingSignIn(request, reply, config, { ...pending, returnTo });
      return reply.header('cache-control', 'no-store').redirect(url, 303);
    } catch (error) {
      if (!(error instanceof TesseraError)) throw error;
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, 'identity provider sign-in failed to start');
      return sendSignInPage(request, reply, error.status, { returnTo, errors: { form: error.message } });
    }
  });

  app.get('/login/provider/callback', { schema: { hide: true }, config: { access: anyone, rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const site = siteOf(request);
    const pending = pendingSignIn(request, config);
    // Single-use, whatever follows: the browser drops the cookie, and a copy of it finds its state used.
    clearPendingSignIn(request, reply, config);
    if (!pending) {
      return sendSignInPage(request, reply, 400, { returnTo: '/', errors: { form: 'This sign-in expired or was started in another browser. Sign in again.' } });
    }
    try {
      // The return address the sign-in started with (the site's public origin), with the provider's query.
      const callbackUrl = new URL(redirectUri(request) + request.url.replace(/^[^?]*/, ''));
      const { expires, returnTo: _returnTo, ...checks } = pending;
      const signedIn = await content.finishProviderSignIn(server.content, { site: site.id, callbackUrl, pending: checks, pendingUntil: expires, ttlMs: config.visitorSessionTtlMs });
      setVisitorCookie(request, reply, config, signedIn.token);
      return reply.redirect(pending.returnTo, 303);
    } catch (error) {
      if (!(error instanceof TesseraError)) throw error;
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, 'identity provider sign-in failed');
      return sendSignInPage(request, reply, error.status, { returnTo: pending.returnTo, errors: { form: error.message } });
    }
  });
}

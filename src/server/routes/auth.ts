import type { FastifyInstance } from 'fastify';
import { signIn, signOut } from '../../content';
import { routes } from '../../core/contracts';
import { clearSessionCookie, credentials, setSessionCookie } from '../auth';
import { serve } from '../route-table';

/** Sign in, sign out and who-am-I for the content API. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { content, config } = app;

  serve(app, routes.login, { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request, reply) => {
    const { email, password, tokenType } = request.body;
    const { user, token, session } = await signIn(content, { email, password, ttlMs: config.sessionTtlMs });
    if (tokenType === 'bearer') return { user, expiresAt: session.expiresAt, token };
    setSessionCookie(request, reply, config, token);
    return { user, csrfToken: session.csrfToken, expiresAt: session.expiresAt };
  });

  serve(app, routes.logout, async (request, reply) => {
    const token = credentials(request, config)?.token;
    if (token) await signOut(content, { token });
    clearSessionCookie(request, reply, config);
    return { ok: true as const };
  });

  serve(app, routes.getMe, async (request) => ({
    user: request.user!,
    csrfToken: request.session!.csrfToken,
    expiresAt: request.session!.expiresAt,
  }));
}

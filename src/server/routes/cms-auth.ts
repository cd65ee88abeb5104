import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TesseraError } from '../../core/errors';
import { createSession, deleteSession, verifyLogin } from '../../store';
import { anyone, editor } from '../access';
import { clearSessionCookie, credentials, setSessionCookie } from '../auth';
import { parseInput } from '../http';

const LoginBody = z.object({
  email: z.string().trim().min(1, 'E-mail address is required.').max(320),
  password: z.string().min(1, 'Password is required.').max(1000),
  /** 'bearer' returns the token for headless clients instead of setting the HttpOnly cookie. */
  tokenType: z.enum(['cookie', 'bearer']).default('cookie'),
});

/** Sign in, sign out and who-am-I for the content API. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.tessera;

  app.post(
    '/login',
    { config: { access: anyone, rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const body = parseInput(LoginBody, request.body, 'body');
      const user = await verifyLogin(db, { email: body.email, password: body.password });
      if (!user) throw new TesseraError('BAD_CREDENTIALS');
      const { token, session } = await createSession(db, { userId: user.id, ttlMs: config.sessionTtlMs });
      if (body.tokenType === 'bearer') return { user, expiresAt: session.expiresAt, token };
      setSessionCookie(request, reply, config, token);
      return { user, csrfToken: session.csrfToken, expiresAt: session.expiresAt };
    },
  );

  app.post('/logout', { config: { access: editor } }, async (request, reply) => {
    const token = credentials(request, config)?.token;
    if (token) await deleteSession(db, { token });
    clearSessionCookie(request, reply, config);
    return { ok: true };
  });

  app.get('/me', { config: { access: editor } }, async (request) => ({
    user: request.user,
    csrfToken: request.session!.csrfToken,
    expiresAt: request.session!.expiresAt,
  }));
}

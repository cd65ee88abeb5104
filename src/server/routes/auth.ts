import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signIn, signOut } from '../../content';
import { LoginBody, LoginResponse, MeResponse, Ok } from '../../core/contracts';
import { anyone, editor } from '../access';
import { clearSessionCookie, credentials, setSessionCookie } from '../auth';
import { responses } from '../responses';

/** Sign in, sign out and who-am-I for the content API. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { content, config } = app.tessera;
  const tags = ['Sessions'];

  api.post(
    '/login',
    {
      schema: { tags, summary: 'Sign in (JSON only)', body: LoginBody, response: responses({ 200: LoginResponse }) },
      config: { access: anyone, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { email, password, tokenType } = request.body;
      const { user, token, session } = await signIn(content, { email, password, ttlMs: config.sessionTtlMs });
      if (tokenType === 'bearer') return { user, expiresAt: session.expiresAt, token };
      setSessionCookie(request, reply, config, token);
      return { user, csrfToken: session.csrfToken, expiresAt: session.expiresAt };
    },
  );

  api.post('/logout', { schema: { tags, summary: 'Sign out', response: responses({ 200: Ok }) }, config: { access: editor } }, async (request, reply) => {
    const token = credentials(request, config)?.token;
    if (token) await signOut(content, { token });
    clearSessionCookie(request, reply, config);
    return { ok: true as const };
  });

  api.get('/me', { schema: { tags, summary: 'The signed-in editor', response: responses({ 200: MeResponse }) }, config: { access: editor } }, async (request) => ({
    user: request.user!,
    csrfToken: request.session!.csrfToken,
    expiresAt: request.session!.expiresAt,
  }));
}

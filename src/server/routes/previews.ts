import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openPreview } from '../../content';
import { anyone } from '../access';
import { renderPreview, renderPreviewProblem } from '../preview-link';
import { PREVIEW_POLICY } from '../security-headers';

const TokenParams = z.object({ token: z.string().max(400) });

/** `GET /_preview/{token}`: a preview link, on any host, for reviewers without an account. */
export async function previewRoutes(app: FastifyInstance): Promise<void> {
  const server = app;

  app.get('/_preview/:token', { schema: { hide: true }, config: { access: anyone } }, async (request, reply) => {
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      // The token is the credential: do not hand it to other sites in the Referer header.
      .header('referrer-policy', 'no-referrer')
      // A draft is untrusted: it runs in an opaque origin, never with the viewer's session.
      .header('content-security-policy', PREVIEW_POLICY);
    const params = TokenParams.safeParse(request.params);
    const outcome = params.success ? await openPreview(server.content, { token: params.data.token }) : ({ ok: false, reason: 'invalid' } as const);
    if (!outcome.ok) {
      const { status, html } = renderPreviewProblem(server, outcome.reason);
      return reply.status(status).send(html);
    }
    return reply.send(await renderPreview(server, outcome.page, outcome.claim));
  });
}

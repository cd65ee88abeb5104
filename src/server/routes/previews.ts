import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { openPreview } from '../../content';
import { pathProblem } from '../../core/paths';
import { previewPath } from '../../core/preview-paths';
import { normalizeHost } from '../../core/sites';
import { anyone } from '../access';
import { keepLinksInPreview, renderPreview, renderPreviewProblem } from '../preview-link';
import { publicOrigin } from '../public-origin';
import { PREVIEW_POLICY } from '../security-headers';

const TokenParams = z.object({ token: z.string().max(400), '*': z.string().max(400).optional() });

/**
 * `GET /_preview/{token}` and `/_preview/{token}/{path}`: a preview link for reviewers without
 * an account, served on the previewed site's public origin so that its own links work; on the
 * portal's or another site's host it redirects there. Inside a preview, pages with
 * unpublished changes show their drafts; other paths send the reviewer to the live page.
 */
export async function previewRoutes(app: FastifyInstance): Promise<void> {
  const server = app;

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    reply
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      // The token is the credential: do not hand it to other sites in the Referer header.
      .header('referrer-policy', 'no-referrer');
    const params = TokenParams.safeParse(request.params);
    const rest = params.success ? params.data['*'] : undefined;
    const path = rest === undefined ? undefined : `/${rest}`;
    const outcome =
      params.success && (path === undefined || pathProblem(path) === undefined)
        ? await openPreview(server.content, { token: params.data.token, ...(path === undefined ? {} : { path }) })
        : ({ ok: false, reason: 'invalid' } as const);
    if (!outcome.ok && outcome.reason === 'live' && path !== undefined) return reply.redirect(path, 302);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      // A draft is untrusted: it runs in an opaque origin, never with the viewer's session.
      .header('content-security-policy', PREVIEW_POLICY);
    if (!outcome.ok) {
      const { status, html } = renderPreviewProblem(server, outcome.reason === 'live' ? 'invalid' : outcome.reason);
      return reply.status(status).send(html);
    }
    const token = params.data!.token;
    // Its links are the site's own: served on another known host they would answer 404.
    const site = server.sites.get(outcome.page.site);
    const origin = publicOrigin(server, site ?? { id: outcome.page.site, publicOrigin: null });
    const match = server.sites.match(request.headers.host);
    const elsewhere = match.kind === 'portal' || (match.kind === 'site' && match.site.id !== outcome.page.site);
    if (elsewhere && normalizeHost(new URL(origin).host) !== normalizeHost(request.headers.host)) {
      return reply.redirect(`${origin}${previewPath(token, path)}`, 302);
    }
    const html = await renderPreview(server, outcome.page, outcome.claim);
    return reply.send(keepLinksInPreview(html, { token, previewedPath: outcome.previewedPath, stayPaths: outcome.stayPaths }));
  }

  app.get('/_preview/:token', { schema: { hide: true }, config: { access: anyone } }, answer);
  app.get('/_preview/:token/*', { schema: { hide: true }, config: { access: anyone } }, answer);
}

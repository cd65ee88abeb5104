import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { routes } from '../../core/contracts';
import { actorOf } from '../access';
import { renderSiteDocument } from '../render-page';
import { serve } from '../route-table';
import { PREVIEW_POLICY } from '../security-headers';

/** The component catalogue of `/admin/components` (issue 27 item 5): kinds, props tables, demo uses, themed samples. */
export async function componentCatalogueRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;
  serve(app, routes.listComponentKinds, async (request) => content.listComponentKinds(ctx, { actor: actorOf(request) }));
  serve(app, routes.getComponentKind, async (request) => ({ kind: content.getComponentKind(ctx, { actor: actorOf(request), kind: request.params.kind }) }));
  serve(app, routes.listComponentUsage, async (request) => content.listComponentUsage(ctx, { actor: actorOf(request), kind: request.params.kind }));
  serve(app, routes.renderComponentSample, async (request, reply) => {
    const doc = await content.componentSample(ctx, { actor: actorOf(request), kind: request.params.kind, site: request.params.site });
    // Rendered as the editor's preview is (the site's cookie notice would cover the sample), unless
    // the cookie notice is the sample; shown in a sandboxed frame: an opaque origin that runs the page's own islands.
    const html = await renderSiteDocument(app, doc, { visitor: null, preview: request.params.kind !== 'cookie-notice' });
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', PREVIEW_POLICY).send(html);
  });
}

import { createElement } from 'react';
import type { FastifyInstance } from 'fastify';
import { gatePage, previewTree } from '../../content';
import { routes } from '../../core/contracts';
import { checkPath } from '../../core/paths';
import { AccessGate } from '../../render/access-gate';
import { renderSiteDocument } from '../render-page';
import { serve } from '../route-table';
import { actorOf } from '../access';
import { PREVIEW_POLICY } from '../security-headers';

/** `POST /api/sites/{site}/render`: renders a posted tree (editor preview, headless use). */
export async function renderApiRoutes(app: FastifyInstance): Promise<void> {
  serve(app, routes.renderTree, async (request, reply) => {
    const { site } = request.params;
    const body = request.body;
    // The editor previews drafts, which may hold values still being typed; the role on `site` decides.
    const tree = previewTree(app.content, { actor: actorOf(request), site, kind: body.kind, tree: body.tree });
    const path = checkPath(body.path);
    const doc = { site, path, title: body.title, seo: {}, tree, kind: body.kind };
    // Auth gates show what this visitor would see (signed out unless told otherwise).
    const visitor = body.state.visitor?.signedIn ? { roles: body.state.visitor.roles } : null;
    // "Before the code" shows exactly what a visitor without it gets (the gate page).
    const html =
      body.state.accessCode === 'before' && body.kind === 'page'
        ? await renderSiteDocument(app, gatePage(doc), { platformForm: createElement(AccessGate, { path }), preview: true })
        : await renderSiteDocument(app, doc, { visitor, preview: true });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PREVIEW_POLICY)
      .send(html);
  });
}

import { createElement } from 'react';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SITE_IDS } from '../../core/sites';
import { AccessGate } from '../../render/access-gate';
import { editor } from '../access';
import { checkPath, validateDocumentTree } from '../content';
import { parseInput } from '../http';
import { gatePage } from '../access-code';
import { renderSiteDocument } from '../render-page';
import { PREVIEW_POLICY } from '../security-headers';

const Body = z
  .object({
    tree: z.unknown().refine((value) => value !== undefined, 'A tree is required'),
    kind: z.enum(['page', 'partial']).default('page'),
    path: z.string().max(200).default('/preview'),
    title: z.string().max(200).default('Preview'),
    /** The visitor state to show: `accessCode: 'before'` renders the access-code form instead of the content. */
    state: z
      .object({ accessCode: z.enum(['before', 'after']).optional() })
      .strict()
      .default({}),
  })
  .strict();

/** `POST /api/sites/{site}/render`: renders a posted tree (editor preview, headless use). */
export async function renderApiRoutes(app: FastifyInstance): Promise<void> {
  app.post('/:site/render', { config: { access: editor } }, async (request, reply) => {
    const { site } = parseInput(z.object({ site: z.enum(SITE_IDS) }), request.params, 'params');
    const body = parseInput(Body, request.body, 'body');
    const tree = validateDocumentTree({ registry: app.tessera.registry, site, kind: body.kind, tree: body.tree });
    const path = checkPath(body.path);
    const doc = { site, path, title: body.title, seo: {}, tree, kind: body.kind };
    // "Before the code" shows exactly what a visitor without it gets (the gate page).
    const html =
      body.state.accessCode === 'before' && body.kind === 'page'
        ? await renderSiteDocument(app.tessera, gatePage(doc), { accessGate: createElement(AccessGate, { path }), scripts: false })
        : await renderSiteDocument(app.tessera, doc, { scripts: false });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PREVIEW_POLICY)
      .send(html);
  });
}

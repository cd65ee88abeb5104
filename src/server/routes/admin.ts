import type { FastifyInstance, FastifyReply } from 'fastify';
import { TesseraError } from '../../core/errors';
import { escapeHtml } from '../../render/page';
import { anyone } from '../access';
import { editorAssets, type EditorAssets } from '../editor-assets';
import { ADMIN_POLICY } from '../security-headers';
import { sendAsset } from '../http';

function shell(assets: EditorAssets): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<title>Tessera editor</title>',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}">`,
    `<script type="module" src="${escapeHtml(assets.script)}"></script>`,
    '</head><body><div id="admin-root"></div>',
    '<noscript><p>The Tessera editor needs JavaScript. Turn it on and reload the page.</p></noscript>',
    '</body></html>',
  ].join('');
}

/**
 * The editor application at /admin on every host: one HTML shell for all of its routes
 * (the single-page app signs people in itself; the content API enforces roles), and its
 * bundle under /admin/assets/{build}/, built on first use.
 */
export async function adminAppRoutes(app: FastifyInstance): Promise<void> {
  async function sendShell(_request: unknown, reply: FastifyReply) {
    const assets = await editorAssets();
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'same-origin')
      .header('content-security-policy', ADMIN_POLICY)
      .send(shell(assets));
  }

  app.get('/admin', { schema: { hide: true }, config: { access: anyone } }, sendShell);
  app.get('/admin/*', { schema: { hide: true }, config: { access: anyone } }, sendShell);

  app.get('/admin/assets/:build/*', { schema: { hide: true }, config: { access: anyone } }, async (request, reply) => {
    const { build, '*': name } = request.params as { build: string; '*': string };
    const assets = await editorAssets();
    const file = assets.base === `/admin/assets/${build}` ? assets.files.get(name) : undefined;
    if (!file) throw new TesseraError('NOT_FOUND', { what: `Asset /admin/assets/${build}/${name}` });
    return sendAsset(request, reply, file);
  });
}

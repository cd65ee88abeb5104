import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { faviconSvg, themeFor } from '../../themes';
import { TesseraError } from '../../core/errors';
import { anyone } from '../access';
import { sendAsset, sendTagged } from '../http';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));
const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.webm': 'video/webm',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Built assets under /assets/{build}/ (immutable) and files of public/ under /static/. */
export async function assetRoutes(app: FastifyInstance): Promise<void> {
  const { assets } = app;

  app.get('/assets/*', { schema: { hide: true }, config: { access: anyone } }, async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const prefix = `${assets.base}/`;
    const file = url.startsWith(prefix) ? assets.files.get(url.slice(prefix.length)) : undefined;
    if (!file) throw new TesseraError('NOT_FOUND', { what: `Asset ${url}` });
    // Sandboxed previews have an opaque origin, so their island modules and fonts are
    // cross-origin requests. Built assets are public, immutable and never depend on cookies.
    reply.header('access-control-allow-origin', '*');
    return sendAsset(request, reply, file);
  });

  // Browsers ask for the icon of every host; each site gets its brand's, the portal ICE's.
  app.get('/favicon.svg', { schema: { hide: true }, config: { access: anyone } }, faviconHandler);
  app.get('/favicon.ico', { schema: { hide: true }, config: { access: anyone } }, faviconHandler);
  async function faviconHandler(request: FastifyRequest, reply: FastifyReply) {
    const match = app.sites.match(request.headers.host);
    const svg = faviconSvg(themeFor(match.kind === 'site' ? match.site.id : 'ice'));
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  }

  app.get('/static/*', { schema: { hide: true }, config: { access: anyone } }, async (request, reply) => {
    const rel = (request.params as { '*': string })['*'];
    const full = resolve(join(PUBLIC_DIR, rel));
    const type = TYPES[extname(full).toLowerCase()];
    if (!full.startsWith(PUBLIC_DIR + sep) || !type) throw new TesseraError('NOT_FOUND', { what: `File /static/${rel}` });
    const info = await stat(full).catch(() => undefined);
    if (!info?.isFile()) throw new TesseraError('NOT_FOUND', { what: `File /static/${rel}` });
    // A weak-ish tag from size and time: reading the file to hash it would cost what the 304 saves.
    const etag = `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`;
    reply.header('content-type', type);
    if (type === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return sendTagged(request, reply, { etag, body: await readFile(full), cacheControl: 'public, max-age=3600' });
  });
}

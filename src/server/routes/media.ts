import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as content from '../../content';
import { routes } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { actorOf, anyone } from '../access';
import { sendTagged } from '../http';
import { cutOff, multipartError, tooLongField, type PartLimits } from '../multipart';
import { serve } from '../route-table';

/**
 * Library files are served as data, never as a page of this site: an SVG opened directly
 * runs in a sandbox without script, and nothing may be framed or fetched by it.
 */
const MEDIA_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
/** Types a browser shows inline; anything else (office documents) downloads. */
const INLINE = /^(image\/|application\/pdf$)/;
const FileParams = z.object({ file: z.string().max(100) });
/** One file, with an optional `alt` before it; the file's own limit is MAX_UPLOAD_MB. */
const UPLOAD_LIMITS: PartLimits = { files: 1, fields: 4, fieldSize: 2048, parts: 5 };

/** `filename*` (RFC 6266) for a name people gave: any character, safely encoded. */
function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The media library for editors (`/api/cms/media`) and its files for everyone (`/media/…`). */
export async function mediaApiRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;

  serve(app, routes.uploadMedia, { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply) => {
    if (!request.isMultipart()) throw new TesseraError('BAD_REQUEST', { detail: 'Send the file as multipart/form-data in a field named "file"' });
    const maxBytes = app.config.maxUploadBytes;
    try {
      // At its own limit the parser would skip the rest of the file in silence; one byte more and uploadMedia stops it.
      const part = await request.file({ limits: { ...UPLOAD_LIMITS, fileSize: maxBytes + 1 } });
      if (!part || part.fieldname !== 'file') throw new TesseraError('BAD_REQUEST', { detail: 'Send the file in a field named "file"' });
      const altField = part.fields.alt;
      if (altField && !Array.isArray(altField) && altField.type === 'field' && altField.valueTruncated) throw tooLongField('alt', UPLOAD_LIMITS);
      const alt = altField && !Array.isArray(altField) && altField.type === 'field' ? String(altField.value) : '';
      const result = await content.uploadMedia(ctx, { actor: actorOf(request), file: part.file, filename: part.filename, alt, maxBytes });
      return reply.status(result.created ? 201 : 200).send(result);
    } catch (error) {
      cutOff(request, reply);
      throw multipartError(error, UPLOAD_LIMITS);
    }
  });

  serve(app, routes.listMedia, async (request) => {
    const { q, kind, limit, cursor } = request.query;
    const { items, ...page } = await content.listMedia(ctx, { actor: actorOf(request), q, kind, page: { limit, cursor } });
    return { media: items, ...page };
  });
  serve(app, routes.getMedia, async (request) => content.getMedia(ctx, { actor: actorOf(request), hash: request.params.hash }));
  serve(app, routes.updateMedia, async (request) => ({ media: await content.updateMedia(ctx, { actor: actorOf(request), hash: request.params.hash, ...request.body }) }));
  serve(app, routes.deleteMedia, async (request) => {
    await content.deleteMedia(ctx, { actor: actorOf(request), hash: request.params.hash, confirm: request.query.confirm === 'true' });
    return { ok: true as const };
  });
}

export async function mediaFileRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;
  app.get('/media/:file', { schema: { hide: true, params: FileParams }, config: { access: anyone } }, async (request, reply) => {
    const { file } = request.params as z.output<typeof FileParams>;
    const found = await content.mediaFile(ctx, { path: `/media/${file}` });
    if (!found) throw new TesseraError('NOT_FOUND', { what: `The file /media/${file}` });
    reply
      .header('content-type', found.mime)
      .header('content-security-policy', MEDIA_POLICY)
      .header('content-disposition', contentDisposition(INLINE.test(found.mime) ? 'inline' : 'attachment', found.name));
    // The address names the bytes (their hash), so they never change.
    return sendTagged(request, reply, { etag: `"${file}"`, body: found.bytes, cacheControl: 'public, max-age=31536000, immutable' });
  });
}

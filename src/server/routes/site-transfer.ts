import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { BUNDLE_MEDIA_NAME, routes, SITE_BUNDLE_JSON, SITE_BUNDLE_JSON_MAX_MB, SITE_BUNDLE_MAX_FILES, SITE_BUNDLE_MAX_MB } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { BundleUnreadable, packBundle, unpackBundle } from '../../services/bundle';
import { actorOf } from '../access';
import { cutOff, multipartError, type PartLimits } from '../multipart';
import { serve } from '../route-table';

const MAX_BYTES = SITE_BUNDLE_MAX_MB * 1024 * 1024;
/** One file, nothing else. */
const PART_LIMITS: PartLimits = { files: 1, fields: 0, fieldSize: 0, parts: 1 };
/** Unpacked at most: as many entries as a bundle may list, and four times what the upload may be. */
const UNPACK_LIMITS = { maxFiles: SITE_BUNDLE_MAX_FILES + 1, maxBytes: 4 * MAX_BYTES, maxJsonBytes: SITE_BUNDLE_JSON_MAX_MB * 1024 * 1024 };

/** A site as a bundle, and a bundle into a site (issue 27 item 2): the site's Admins, from the Sites screen. */
export async function siteTransferRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;

  serve(app, routes.exportSite, async (request, reply) => {
    const { site } = request.params;
    const { bundle, files } = await content.exportSite(ctx, { actor: actorOf(request), site, versions: request.query.versions === 'true' });
    const { stream, missing } = await packBundle({ jsonName: SITE_BUNDLE_JSON, json: JSON.stringify(bundle), files });
    if (missing.length > 0) request.log.warn({ site, missing }, 'site export: library files without their bytes were left out');
    const stamp = bundle.exportedAt.slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${site}-site-${stamp}.tar.gz"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  serve(app, routes.importSite, { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request, reply) => {
    // The role first: a caller who may not import reads no byte of the upload into the server.
    content.assertMayImportSite(actorOf(request), { site: request.params.site });
    if (!request.isMultipart()) throw new TesseraError('BAD_REQUEST', { detail: 'Send the bundle as multipart/form-data in a field named "file"' });
    let unpacked: Awaited<ReturnType<typeof unpackBundle>> | undefined;
    try {
      const part = await request.file({ limits: { ...PART_LIMITS, fileSize: MAX_BYTES } });
      if (!part || part.fieldname !== 'file') throw new TesseraError('BAD_REQUEST', { detail: 'Send the bundle in a field named "file"' });
      try {
        unpacked = await unpackBundle(part.file, { jsonName: SITE_BUNDLE_JSON, fileName: BUNDLE_MEDIA_NAME, limits: UNPACK_LIMITS });
      } catch (error) {
        if (part.file.truncated || (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new TesseraError('BUNDLE_TOO_LARGE', { limit: SITE_BUNDLE_MAX_MB });
        // A damaged or cut-off archive, or one holding what a bundle never does: nothing was written.
        if (error instanceof BundleUnreadable) throw new TesseraError('BUNDLE_INVALID', { count: '1 problem' }, [{ path: 'archive', message: `Not a readable site bundle: ${error.message}` }]);
        throw error;
      }
      if (part.file.truncated) throw new TesseraError('BUNDLE_TOO_LARGE', { limit: SITE_BUNDLE_MAX_MB });
    } catch (error) {
      await unpacked?.dispose();
      cutOff(request, reply);
      throw multipartError(error, PART_LIMITS);
    }
    try {
      return await content.importSite(ctx, { actor: actorOf(request), into: request.params.site, bundle: unpacked.json, files: unpacked, dryRun: request.query.dryRun !== 'false', reason: request.query.reason });
    } finally {
      await unpacked.dispose();
    }
  });
}

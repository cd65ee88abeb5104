import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { routes } from '../../core/contracts';
import { actorOf } from '../access';
import { serve } from '../route-table';
import { tarOf } from '../tar';

/** The record of what each site served: an instant's entry (or what is still being recorded), a path's entries, an export bundle. */
export async function archiveRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;

  serve(app, routes.getArchiveEntry, async (request) =>
    content.archiveAt(ctx, { actor: actorOf(request), site: request.params.site, path: request.query.path, at: new Date(request.query.at) }),
  );

  serve(app, routes.listArchiveEntries, async (request) => {
    const { path, limit, cursor } = request.query;
    return content.listArchive(ctx, { actor: actorOf(request), site: request.params.site, path, page: { limit, cursor } });
  });

  serve(app, routes.exportArchive, async (request, reply) => {
    const { site } = request.params;
    const at = new Date(request.query.at);
    const files = await content.exportArchive(ctx, { actor: actorOf(request), site, path: request.query.path, at });
    const entry = JSON.parse(files.find((f) => f.name === 'entry.json')!.content) as { seq: number; at: string };
    const folder = `${site}-archive-${entry.seq}`;
    return reply
      .header('content-type', 'application/x-tar')
      .header('content-disposition', `attachment; filename="${folder}.tar"`)
      .header('cache-control', 'no-store')
      .send(tarOf(folder, files, new Date(entry.at)));
  });
}

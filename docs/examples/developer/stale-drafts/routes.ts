// In the project: a `serve(…)` in src/server/routes/documents.ts, with `routes.listStaleDrafts`
// from the one table. Server: routes are thin (the contract parses → one operation → reply).
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../../../src/core/contracts/route';
import { actorOf } from '../../../../src/server/access';
import { serve } from '../../../../src/server/route-table';
import { staleDraftRoutes } from './contract';
import { listStaleDrafts } from './operation';

// Here a table of its own; in the project, `routes` of src/core/contracts.
const routes = routeTable(staleDraftRoutes);

/** Stale drafts: method, path, contracts and access policy all come from the table entry. */
export async function staleDraftApiRoutes(app: FastifyInstance): Promise<void> {
  serve(app, routes.listStaleDrafts, async (request) => {
    const { site } = request.params;
    const { olderThanDays } = request.query;
    const drafts = await listStaleDrafts(app.content, { actor: actorOf(request), site, olderThanDays });
    return { site, olderThanDays, drafts };
  });
}

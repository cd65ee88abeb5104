import type { FastifyInstance } from 'fastify';
import * as content from '../../content';
import { dataKey } from '../../content';
import { shareableForSite } from '../http';
import { routes } from '../../core/contracts';
import { once } from '../query';
import { serve } from '../route-table';

// One heartbeat every 5000 ms per open launcher; a trading floor shares one address.
const PUBLIC = { rateLimit: { max: 1200, timeWindow: '1 minute' } };

/** The launcher of the launch page (issue 15): its configuration, the installers, and the heartbeat while it is open. */
export async function launchRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;

  serve(app, routes.getLaunchConfig, { preValidation: once(), config: PUBLIC }, async (request, reply) => {
    shareableForSite(request, reply, { keys: (site) => [dataKey('launch', site)], browserMaxAge: 300, freshSeconds: 300 });
    return content.launchConfig(ctx, { environment: request.query.environment });
  });

  serve(app, routes.downloadInstaller, { config: PUBLIC }, async (request, reply) => {
    const file = await content.launchInstallerFile(ctx, { installerId: request.params.installerId });
    return shareableForSite(request, reply, { keys: (site) => [dataKey('launch', site)], browserMaxAge: 3600, freshSeconds: 3600 })
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.text);
  });

  serve(app, routes.launchHeartbeat, { config: PUBLIC }, async (request, reply) => {
    await content.launchHeartbeat(ctx, { launcherId: request.body.launcherId });
    return reply.status(204).send();
  });
}

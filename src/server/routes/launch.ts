import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as content from '../../content';
import { InstallerParams, LaunchConfig, LaunchHeartbeatBody, LaunchQuery, NoContent } from '../../core/contracts';
import { anyone } from '../access';
import { once } from '../query';
import { responses } from '../responses';

// One heartbeat every 5000 ms per open launcher; a trading floor shares one address.
const PUBLIC = { access: anyone, rateLimit: { max: 1200, timeWindow: '1 minute' } };

/** The launcher of the launch page (issue 15): its configuration, the installers, and the heartbeat while it is open. */
export async function launchRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.tessera.content;
  const tags = ['Launcher'];

  api.get(
    '/api/webice-cms-config/launch',
    {
      schema: { tags, summary: 'The launcher: desktop installers by memory size and environment, and the 24-hour support lines', querystring: LaunchQuery, response: responses({ 200: LaunchConfig }) },
      preValidation: once(),
      config: PUBLIC,
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return content.launchConfig(ctx, { environment: request.query.environment });
    },
  );

  api.get(
    '/api/webice-cms-config/launch/installers/:installerId',
    {
      schema: {
        tags,
        summary: 'Download an installer (in this demonstration, a text file saying what it would install)',
        params: InstallerParams,
        response: responses({ 200: { description: 'The installer', content: { 'text/plain': { schema: z.string() } } } }),
      },
      config: PUBLIC,
    },
    async (request, reply) => {
      const file = await content.launchInstallerFile(ctx, { installerId: request.params.installerId });
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(file.text);
    },
  );

  api.post(
    '/api/webice-cms-config/launch/heartbeat',
    { schema: { tags, summary: 'The launcher is still open (sent every 5000 ms while it is)', body: LaunchHeartbeatBody, response: responses({ 204: NoContent }) }, config: PUBLIC },
    async (request, reply) => {
      await content.launchHeartbeat(ctx, { launcherId: request.body.launcherId });
      return reply.status(204).send();
    },
  );
}

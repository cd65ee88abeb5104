import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as content from '../../content';
import { routes } from '../../core/contracts';
import { serve } from '../route-table';

const signature = (request: FastifyRequest) => {
  const header = request.headers['x-twilio-signature'];
  return typeof header === 'string' ? header : undefined;
};

/** The SMS and voice provider's callbacks: delivery reports and replies (form posts, signed). */
export async function phoneRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.content;
  // Providers post form-encoded fields; a busy provider reports often, so the limit is generous.
  const options = { config: { acceptsForm: true, rateLimit: { max: 600, timeWindow: '1 minute' } } };
  serve(app, routes.reportPhoneDelivery, options, async (request, reply) => {
    await content.reportPhoneDelivery(ctx, { id: request.params.id, path: request.url, fields: request.body, signature: signature(request) });
    return reply.status(204).send();
  });
  serve(app, routes.receivePhoneReply, options, async (request, reply) => {
    await content.receivePhoneReply(ctx, { site: request.params.site, path: request.url, fields: request.body, signature: signature(request) });
    return reply.status(204).send();
  });
}

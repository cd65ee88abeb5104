import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as content from '../../content';
import {
  CreateVisitorBody,
  IdentityProviderBody,
  IdentityProviderResponse,
  Ok,
  SignedOutResponse,
  SiteParams,
  UpdateVisitorBody,
  VisitorListResponse,
  VisitorParams,
  VisitorQuery,
  VisitorResponse,
} from '../../core/contracts';
import { actorOf, admin } from '../access';
import { responses } from '../responses';

/** Visitor accounts and each site's identity provider, for CMSTWO Admins. */
export async function visitorAdminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.tessera.content;
  const tags = ['Visitors'];

  api.get(
    '/visitors',
    { schema: { tags, summary: 'Visitor accounts, searched by name or e-mail address', querystring: VisitorQuery, response: responses({ 200: VisitorListResponse }) }, config: { access: admin } },
    async (request) => content.listVisitors(ctx, { actor: actorOf(request), ...request.query }),
  );
  api.post(
    '/visitors',
    { schema: { tags, summary: 'Create a visitor account', body: CreateVisitorBody, response: responses({ 201: VisitorResponse }) }, config: { access: admin } },
    async (request, reply) => reply.status(201).send({ visitor: await content.createVisitor(ctx, { actor: actorOf(request), ...request.body }) }),
  );
  api.get(
    '/visitors/:id',
    { schema: { tags, summary: 'One visitor account', params: VisitorParams, response: responses({ 200: VisitorResponse }) }, config: { access: admin } },
    async (request) => ({ visitor: await content.getVisitor(ctx, { actor: actorOf(request), id: request.params.id }) }),
  );
  api.patch(
    '/visitors/:id',
    {
      schema: {
        tags,
        summary: "Change a visitor's name, password, roles or access (disabling signs them out at once)",
        params: VisitorParams,
        body: UpdateVisitorBody,
        response: responses({ 200: VisitorResponse }),
      },
      config: { access: admin },
    },
    async (request) => ({ visitor: await content.updateVisitor(ctx, { actor: actorOf(request), id: request.params.id, ...request.body }) }),
  );
  api.post(
    '/visitors/:id/sign-out',
    { schema: { tags, summary: 'Sign a visitor out everywhere', params: VisitorParams, response: responses({ 200: SignedOutResponse }) }, config: { access: admin } },
    async (request) => ({ sessionsEnded: await content.signOutVisitor(ctx, { actor: actorOf(request), id: request.params.id }) }),
  );

  const sites = ['Sites'];
  api.get(
    '/sites/:site/identity-provider',
    { schema: { tags: sites, summary: "The site's OpenID Connect provider for visitors (without its secret)", params: SiteParams, response: responses({ 200: IdentityProviderResponse }) }, config: { access: admin } },
    async (request) => ({ provider: await content.getIdentityProvider(ctx, { actor: actorOf(request), site: request.params.site }) }),
  );
  api.put(
    '/sites/:site/identity-provider',
    {
      schema: { tags: sites, summary: "Set the site's OpenID Connect provider", params: SiteParams, body: IdentityProviderBody, response: responses({ 200: IdentityProviderResponse }) },
      config: { access: admin },
    },
    async (request) => ({ provider: await content.setIdentityProvider(ctx, { actor: actorOf(request), site: request.params.site, ...request.body }) }),
  );
  api.delete(
    '/sites/:site/identity-provider',
    { schema: { tags: sites, summary: "Remove the site's OpenID Connect provider", params: SiteParams, response: responses({ 200: Ok }) }, config: { access: admin } },
    async (request) => {
      await content.removeIdentityProvider(ctx, { actor: actorOf(request), site: request.params.site });
      return { ok: true as const };
    },
  );
}

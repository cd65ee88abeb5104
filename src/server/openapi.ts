import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routes } from '../core/contracts';
import { serve } from './route-table';

/** Where the browsable API reference lives; its routes are public like the document. */
export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI 3.1 document, generated from the registered routes' schemas, which come from
 * the route table (`core/contracts/routes.ts`; each operation's `operationId` is its key):
 * `/api/openapi.json`, browsable at `/api/docs`. Routes marked `hide` (pages, assets, the
 * document itself) are left out; every other `/api` route is in it (tested).
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tessera content API',
        version: '1',
        description:
          'Documents, drafts, publishing, users and sites of the Tessera platform. Sign in with `POST /api/cms/login`; ' +
          'send the session cookie with the `x-csrf-token` header on changes, or a bearer token (`tokenType: "bearer"`).',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'tessera_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    // Each operation names its access policy (`x-access`) and, when it needs a signed-in editor,
    // the ways to sign in: clients and the route fuzzer read who may call what from here.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      if (!access) return out;
      const security: Record<string, string[]>[] = access.minRole ? [{ session: [] }, { bearer: [] }] : [];
      return { ...out, schema: { ...out.schema, security, 'x-access': access.name } };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Its own scripts and styles only (served from the package, nothing from the network).
    staticCSP: "default-src 'self'; img-src 'self' data:; script-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  serve(app, routes.getOpenApiDocument, async () => app.swagger());
}

import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routes, TAG_DESCRIPTIONS, type Route } from '../core/contracts';
import type { AccessPolicy } from '../core/contracts/access';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './auth';
import { portalOrigin, publicOrigin } from './public-origin';
import { responses } from './responses';
import { serve } from './route-table';

/** Where the browsable API reference lives; its routes are public like the document. */
export const DOCS_PREFIX = '/api/docs';

/** Methods a cookie session may call without the CSRF header (`auth.ts` enforces the same set). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: `The session cookie that \`POST /api/cms/login\` sets (named \`${SECURE_SESSION_COOKIE}\` over HTTPS). Changes (any method but GET) also need the \`csrf\` header.`,
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'x-csrf-token',
    description: 'The `csrfToken` of the sign-in answer (or of `GET /api/cms/me`): sent with the session cookie on every change.',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The `token` that `POST /api/cms/login` answers to `tokenType: "bearer"`; no CSRF header needed.',
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/**
 * The ways to call an operation: none needed for a public one (`[]`); else a bearer token, or
 * the session cookie, together with the CSRF header when the method changes something.
 */
function securityOf(access: AccessPolicy, method: string): SecurityRequirement[] {
  if (access.minRole === null) return [];
  return [SAFE_METHODS.has(method) ? { session: [] } : { session: [], csrf: [] }, { bearer: [] }];
}

/** The body of a download (a route whose table entry declares no success body). */
const FileBytes = z.string().meta({ format: 'binary' });

const ERROR_DESCRIPTION = 'The error envelope: a stable code (`error`), a message for people, and where applicable the `issues`';

const table = routes as unknown as Readonly<Record<string, Route>>;

/**
 * Where the API is served: the public origin of each site (its own, else `PUBLIC_ORIGIN_TEMPLATE`
 * filled in). The editors' API answers alike at each; the visitors' operations (form posts,
 * subscriptions, visitor sign-in) act for the site of the address. The portal when no site is served.
 */
function servers(app: FastifyInstance): { url: string; description: string }[] {
  const byOrigin = new Map<string, string>();
  for (const site of app.sites.all()) {
    const origin = publicOrigin(app, site);
    if (!byOrigin.has(origin)) byOrigin.set(origin, site.name);
  }
  if (byOrigin.size === 0) return [{ url: portalOrigin(app), description: 'The portal' }];
  return [...byOrigin].map(([url, name]) => ({ url, description: name }));
}

/** The document with its servers: computed per request, since the port and the sites' origins can change after the document is built. */
function withServers(app: FastifyInstance, document: object): Record<string, unknown> {
  const { openapi, info, ...rest } = document as Record<string, unknown>;
  return { openapi, info, servers: servers(app), ...rest };
}

/** Keeps the component schemas the document refers to (the zod registry may name more, e.g. `NodeInput`). */
function withReferencedSchemas(document: ReturnType<SwaggerTransformObject>): ReturnType<SwaggerTransformObject> {
  const { components, ...rest } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas ?? {};
  const refs = (value: unknown) => [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!));
  const used = new Set<string>();
  const pending = refs({ ...rest, components: { ...components, schemas: undefined } });
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...refs(schemas[name] ?? null));
  }
  return { ...document, components: { ...components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) } } as ReturnType<SwaggerTransformObject>;
}

/**
 * The OpenAPI 3.1 document, generated from the registered routes' schemas, which come from
 * the route table (`core/contracts/routes.ts`; each operation's `operationId` is its key):
 * `/api/openapi.json`, browsable at `/api/docs`. Routes marked `hide` (pages, assets, the
 * document itself) are left out; every other `/api` route is in it (tested). Client tools
 * accept it: `test/server/openapi-tools.test.ts` lints it and generates a typed client.
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
          'send the session cookie with the `x-csrf-token` header on changes, or a bearer token (`tokenType: "bearer"`). ' +
          'Errors answer with the `ErrorBody` envelope. A guide for clients: `docs/api.md`.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
      tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
    },
    // Each operation names its access policy (`x-access`), the ways to call it (`security`) and
    // its rate limit per client (`x-rate-limit`): clients and the route fuzzer read them here.
    transform: (input) => {
      const entry = typeof input.schema?.operationId === 'string' ? table[input.schema.operationId] : undefined;
      // A download declares no success body in the table: the document shows the bytes and the errors.
      const download = entry && !entry.hidden && !input.schema?.response;
      const out = jsonSchemaTransform(
        download ? { ...input, schema: { ...input.schema, response: { 200: { description: 'The file, as an attachment', content: { [entry.text ?? 'application/octet-stream']: { schema: FileBytes } } }, ...responses({}) } } } : input,
      );
      const access = input.route.config?.access;
      if (!access || out.schema.hide) return out;
      const method = String(input.route.method);
      const response = out.schema.response as Record<string, Record<string, unknown>> | undefined;
      for (const status of ['4XX', '5XX']) if (response?.[status]) response[status] = { description: ERROR_DESCRIPTION, content: { 'application/json': { schema: response[status] } } };
      const limit = input.route.config?.rateLimit;
      const rateLimit = limit && typeof limit.max === 'number' ? { 'x-rate-limit': { max: limit.max, timeWindow: limit.timeWindow } } : {};
      return { ...out, schema: { ...out.schema, security: securityOf(access, method), 'x-access': access.name, ...rateLimit } };
    },
    transformObject: (document) => withReferencedSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Its own scripts and styles only (served from the package, nothing from the network).
    staticCSP: "default-src 'self'; img-src 'self' data:; script-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
    uiConfig: { docExpansion: 'list', deepLinking: true },
    transformSpecificationClone: false,
    transformSpecification: (document) => withServers(app, document),
  });
  serve(app, routes.getOpenApiDocument, async () => withServers(app, app.swagger()));
}

// Issue 8 item 4: the OpenAPI document is generated from the contracts and covers every API route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentResponse, routes } from '../../src/core/contracts';
import { editor } from '../../src/server/access';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/services/config';
import { openTestDb } from '../support/db';
import { createTestApp, signIn, TEST_USERS, type TestApp } from '../support/app';

let t: TestApp;
let spec: { openapi: string; paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>; requestBody?: unknown }>> };

/** `/api/cms/documents/:id` → `/api/cms/documents/{id}` */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  spec = res.json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every API route with its method', () => {
    expect(spec.openapi).toBe('3.1.0');
    const api = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json' && r.method !== 'HEAD');
    expect(api.length).toBeGreaterThan(25);
    for (const route of api) {
      expect(route.hidden, `${route.method} ${route.url} is hidden`).toBe(false);
      const operation = spec.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url} is missing from the document`).toBeDefined();
      const success = Object.entries(operation!.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      expect(success.length, `${route.method} ${route.url} declares no success response`).toBeGreaterThan(0);
    }
  });

  it('shows every route of the route table with its method, path and operationId (the table key)', () => {
    for (const [id, entry] of Object.entries(routes)) {
      if ('hidden' in entry && entry.hidden) continue;
      const operation = spec.paths[openApiPath(entry.path)]?.[entry.method.toLowerCase()];
      expect(operation, `${id}: ${entry.method} ${entry.path} is missing from the document`).toBeDefined();
      expect(operation!.operationId).toBe(id);
    }
    const ids = Object.values(spec.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves no /api route that is not in the route table', () => {
    const table = new Map(Object.values(routes).map((entry) => [`${entry.method} ${entry.path}`, entry.id]));
    const served = t.app.registeredRoutes.filter((r) => ((r.url.startsWith('/api/') && !r.url.startsWith('/api/docs')) || r.url === '/healthz' || r.url === '/readyz') && r.method !== 'HEAD');
    for (const route of served) {
      const id = table.get(`${route.method} ${route.url}`);
      expect(id, `${route.method} ${route.url} is not in core/contracts/routes.ts`).toBeDefined();
      expect(route.operationId, `${route.method} ${route.url} is registered without serve()`).toBe(id);
    }
    // And every entry of the table is served.
    expect(new Set(served.map((r) => `${r.method} ${r.url}`))).toEqual(new Set(table.keys()));
  });

  it('describes bodies from the contracts, with their rules', () => {
    const create = spec.paths['/api/cms/sites/{site}/documents']!.post!;
    expect(JSON.stringify(create.requestBody)).toContain('"title"');
    const created = create.responses!['201']!.content!['application/json']!.schema as { properties?: Record<string, unknown> };
    expect(Object.keys(created.properties ?? {})).toEqual(['document']);
    const login = JSON.stringify(spec.paths['/api/cms/login']!.post!.requestBody);
    expect(login).toContain('"tokenType"');
  });

  it('is browsable at /api/docs', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('response contracts', () => {
  it('send only what a route declares: a body that does not match is refused, never sent', async () => {
    const db = await openTestDb();
    const app = { app: await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', SCHEDULER_INTERVAL_MS: '0', ARCHIVE_INTERVAL_MS: '0' }), db, logger: false }) };
    try {
      app.app.get('/api/cms/contract-check', { schema: { response: { 200: DocumentResponse } }, config: { access: editor } }, async () => ({ document: { id: 1 } }));
      const session = await signIn(app.app, TEST_USERS.user);
      const res = await session.request({ method: 'GET', url: '/api/cms/contract-check' });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toBe('INTERNAL');
      expect(res.body).not.toContain('"id":1');
    } finally {
      await app.app.close();
      await db.close();
    }
  });

  it('drop undeclared fields (nothing extra leaks): the password hash never appears in user lists', async () => {
    const admin = await signIn(t.app, TEST_USERS.admin);
    const res = await admin.request({ method: 'GET', url: '/api/cms/users' });
    expect(res.statusCode).toBe(200);
    for (const user of res.json().users as Record<string, unknown>[]) expect(Object.keys(user).sort()).toEqual(['createdAt', 'disabled', 'email', 'id', 'name', 'roles']);
  });
});

import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editor } from '../core/contracts/access';
import { DocumentParams, NoContent } from '../core/contracts/common';
import { route, routeTable } from '../core/contracts/route';
import { validatorCompiler } from './http';
import { routeSchema, serve } from './route-table';

const table = routeTable({
  renameThing: route({
    method: 'PATCH',
    path: '/api/things/:id',
    params: DocumentParams,
    query: z.object({ dryRun: z.enum(['true', 'false']).default('false') }),
    body: z.object({ name: z.string().min(1) }),
    responses: { 200: z.object({ id: z.string(), name: z.string() }) },
    access: editor,
    summary: 'Rename a thing',
    tags: ['Things'],
  }),
  dropThing: route({ method: 'DELETE', path: '/api/things/:id', params: DocumentParams, responses: { 204: NoContent }, access: editor, summary: 'Drop a thing', tags: ['Things'] }),
  fileOfThing: route({ method: 'GET', path: '/api/things/:id/file', params: DocumentParams, responses: {}, access: editor, summary: 'Its file', tags: ['Things'], hidden: true }),
  uploadThing: route({ method: 'POST', path: '/api/things', upload: 'text/csv', responses: { 200: z.object({}) }, access: editor, summary: 'Upload', tags: ['Things'] }),
});
const ID = '7e0b3c1e-95cd-4f5c-9a89-1a2b3c4d5e6f';

async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const seen: { method: unknown; url: string; config: unknown; schema: unknown; attachValidation: unknown }[] = [];
  app.addHook('onRoute', (r) => void seen.push({ method: r.method, url: r.url, config: r.config, schema: r.schema, attachValidation: r.attachValidation }));
  register(app);
  await app.ready();
  return { app, seen };
}

describe('routeSchema', () => {
  it('builds the Fastify schema from the table entry: operation id, contracts, error bodies', () => {
    const schema = routeSchema(table.renameThing) as Record<string, unknown>;
    expect(schema.operationId).toBe('renameThing');
    expect(schema.summary).toBe('Rename a thing');
    expect(schema.tags).toEqual(['Things']);
    expect(schema.params).toBe(DocumentParams);
    expect(schema.querystring).toBe(table.renameThing.query);
    expect(schema.body).toBe(table.renameThing.body);
    expect(Object.keys(schema.response as object).sort()).toEqual(['200', '4XX', '5XX']);
    expect(schema).not.toHaveProperty('hide');
    expect(schema).not.toHaveProperty('consumes');
  });

  it('leaves out what an entry does not have: no response for a download, hide, consumes for an upload', () => {
    const file = routeSchema(table.fileOfThing) as Record<string, unknown>;
    expect(file).not.toHaveProperty('response');
    expect(file).not.toHaveProperty('querystring');
    expect(file.hide).toBe(true);
    expect((routeSchema(table.uploadThing) as Record<string, unknown>).consumes).toEqual(['text/csv']);
  });
});

describe('serve', () => {
  it('registers method and path of the entry, with its policy and the options given', async () => {
    const { app, seen } = await appWith((app) => {
      serve(app, table.renameThing, { config: { rateLimit: { max: 5, timeWindow: '1 minute' } }, attachValidation: true }, async (request) => ({ id: request.params.id, name: request.body.name }));
    });
    expect(seen.map((r) => [r.method, r.url])).toEqual([['PATCH', '/api/things/:id']]);
    const patch = seen[0]!;
    expect(patch.schema).toMatchObject({ operationId: 'renameThing' });
    expect(patch.config).toMatchObject({ access: editor, rateLimit: { max: 5, timeWindow: '1 minute' } });
    expect(patch.attachValidation).toBe(true);
    await app.close();
  });

  it('parses the request with the contracts and sends the answer as declared', async () => {
    const { app } = await appWith((app) => {
      serve(app, table.renameThing, async (request) => ({ id: request.params.id, name: `${request.body.name}:${request.query.dryRun}`, extra: 'dropped' }) as never);
      serve(app, table.dropThing, async (_request, reply) => reply.status(204).send());
    });
    const ok = await app.inject({ method: 'PATCH', url: `/api/things/${ID}`, payload: { name: 'a' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: ID, name: 'a:false' });
    const bad = await app.inject({ method: 'PATCH', url: '/api/things/nope', payload: { name: '' } });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'DELETE', url: `/api/things/${ID}` })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/things/${ID}` })).statusCode).toBe(404);
    await app.close();
  });
});

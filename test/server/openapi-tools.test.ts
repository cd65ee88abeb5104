// Issue 28 items 1 and 2: the document the server serves at /api/openapi.json is accepted by a
// linter (Redocly CLI, recommended rules) and a client generator (openapi-typescript); the
// example client (docs/examples/api-client.ts) type-checks against the generated types and
// signs in, creates a page, saves a draft and publishes it on a started server.
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_PASSWORD, TEST_USERS, type TestApp } from '../support/app';

const ROOT = resolve(import.meta.dirname, '../..');
const REDOCLY = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
const REDOCLY_CONFIG = join(ROOT, 'redocly.yaml');
const CLIENT = join(ROOT, 'docs/examples/api-client.ts');
/** Reserved for tests (RFC 2606): a production-like origin, which Redocly's `no-server-example.com` accepts. */
const ORIGIN_TEMPLATE = 'https://{site}.tessera.test';

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  'x-access': string;
  'x-rate-limit'?: { max: number; timeWindow: string | number };
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
interface Document {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>>; securitySchemes: Record<string, Record<string, string>> };
}
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

/** What docs/examples/api-client.ts exports, as far as this test calls it (emitted to JavaScript). */
interface ClientModule {
  createClient(options: { baseUrl: string }): {
    get(path: string, init?: unknown): Promise<Record<string, unknown>>;
    put(path: string, init?: unknown): Promise<Record<string, unknown>>;
    credentials(): { tokenType: string } | undefined;
  };
  publishNewPage(
    client: unknown,
    input: { email: string; password: string; tokenType: 'bearer' | 'cookie'; site: string; path: string; title: string },
  ): Promise<{ user: { email: string }; created: { id: string; draftRevision: number }; saved: { draftRevision: number; title: string }; published: { version: { version: number }; document: { status: string } } }>;
  ApiError: new (...args: never[]) => Error & { status: number; body: { error: string; message: string; current?: number } };
}

let t: TestApp;
let baseUrl: string;
let dir: string;
let doc: Document;
let docFile: string;

/** Redocly CLI's lint of a document file with the repository's redocly.yaml, as JSON. */
function lint(file: string): Promise<LintReport> {
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      [REDOCLY, 'lint', '--config', REDOCLY_CONFIG, '--format=json', file],
      { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 64 * 1024 * 1024 },
      // Exit code 1 when there are errors: the report on stdout says which.
      (_error, stdout, stderr) => {
        try {
          done(JSON.parse(stdout) as LintReport);
        } catch {
          fail(new Error(`redocly lint gave no report: ${stderr}`));
        }
      },
    );
  });
}

const operations = () => Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN_TEMPLATE: ORIGIN_TEMPLATE } });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'tessera-openapi-'));
  const res = await fetch(`${baseUrl}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
  docFile = join(dir, 'openapi.json');
  await writeFile(docFile, JSON.stringify(doc, null, 2));
});
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the served OpenAPI document, to Redocly CLI (recommended rules, redocly.yaml)', () => {
  it('has no error and no warning', async () => {
    const report = await lint(docFile);
    const problems = report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('fails a document that regresses: an operation without security, a reference to a schema that is not there', async () => {
    const broken = structuredClone(doc);
    delete broken.paths['/api/cms/documents/{id}/draft']!.put!.security;
    broken.paths['/api/cms/documents/{id}']!.get!.responses['200']!.content!['application/json']!.schema = { $ref: '#/components/schemas/schema0' };
    const file = join(dir, 'broken.json');
    await writeFile(file, JSON.stringify(broken));
    const report = await lint(file);
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => p.ruleId).sort()).toEqual(['no-unresolved-refs', 'security-defined']);
    expect(errors.find((p) => p.ruleId === 'security-defined')!.location[0]!.pointer).toBe('#/paths/~1api~1cms~1documents~1{id}~1draft/put');
  }, 60_000);
});

describe('the served OpenAPI document', () => {
  it('names the node tree and the error envelope once, and refers to them', () => {
    const { Node, ErrorBody } = doc.components.schemas;
    expect(JSON.stringify(Node)).toContain('"items":{"$ref":"#/components/schemas/Node"}');
    expect(Object.keys(ErrorBody!.properties as object)).toEqual(expect.arrayContaining(['error', 'message', 'issues', 'current']));
    const draft = (doc.paths['/api/cms/documents/{id}']!.get!.responses['200']!.content!['application/json']!.schema as { properties: { document: { properties: { draft: unknown } } } }).properties.document.properties.draft;
    expect(draft).toEqual({ $ref: '#/components/schemas/Node' });
    // Every reference resolves, and no component is left unreferenced.
    const refs = new Set([...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
    expect([...refs].sort()).toEqual(Object.keys(doc.components.schemas).sort());
    for (const { path, method, op } of operations()) {
      const errors = Object.entries(op.responses).filter(([status]) => /^4/.test(status));
      expect(errors.map(([status]) => status), `${method} ${path}`).toEqual(['4XX']);
      expect(errors[0]![1].content!['application/json']!.schema, `${method} ${path}`).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    }
  });

  it('says for every operation how to call it: nothing for public ones, the bearer token or the cookie (with the CSRF header on changes)', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'tessera_session' },
      csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
    const seen = new Set<string>();
    for (const { path, method, op } of operations()) {
      const expected = op['x-access'] === 'anyone' ? [] : [method === 'get' ? { session: [] } : { session: [], csrf: [] }, { bearer: [] }];
      expect(op.security, `${method} ${path} (${op['x-access']})`).toEqual(expected);
      seen.add(op['x-access']);
    }
    expect([...seen].sort()).toEqual(['admin', 'anyone', 'editor', 'publisher', 'reviewer']);
  });

  it('lists the public origin of each site as a server, a site’s own origin as soon as it is set', async () => {
    expect(doc.servers.map((s) => s.url)).toEqual(expect.arrayContaining(['https://nyse.tessera.test', 'https://ice.tessera.test']));
    const admin = await signIn(t.app, TEST_USERS.admin);
    const res = await admin.request({ method: 'PATCH', url: '/api/cms/sites/nyse', payload: { publicOrigin: 'https://www.nyse.example.org' } });
    expect(res.statusCode, res.body).toBe(200);
    const servers = ((await t.app.inject({ url: '/api/openapi.json' })).json() as Document).servers.map((s) => s.url);
    expect(servers).toContain('https://www.nyse.example.org');
    expect(servers).not.toContain('https://nyse.tessera.test');
    expect((await admin.request({ method: 'PATCH', url: '/api/cms/sites/nyse', payload: { publicOrigin: null } })).statusCode).toBe(200);
  });

  it('states the rate limit per client that the server applies (x-rate-limit)', async () => {
    expect(doc.paths['/api/cms/login']!.post!['x-rate-limit']).toEqual({ max: 10, timeWindow: '1 minute' });
    const res = await fetch(`${baseUrl}/api/cms/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.test', password: 'wrong' }) });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-ratelimit-limit')).toBe('10');
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeLessThan(10);
  });
});

describe('a client generated with openapi-typescript', () => {
  let emitted: string | undefined;

  it('has types from which the example client type-checks, and a wrong call does not', async () => {
    const types = astToString(await openapiTS(pathToFileURL(docFile)));
    await writeFile(join(dir, 'api-types.ts'), types);
    await copyFile(CLIENT, join(dir, 'api-client.ts'));
    // Each line after @ts-expect-error must be a type error: the types are precise, not `any`.
    await writeFile(
      join(dir, 'wrong-calls.ts'),
      [
        "import { createClient, type Success } from './api-client';",
        "import type { paths } from './api-types';",
        "const client = createClient({ baseUrl: 'http://localhost:3000' });",
        '// @ts-expect-error a draft is saved on top of the revision it was edited from',
        "void client.put('/api/cms/documents/{id}/draft', { params: { path: { id: 'a' } }, body: { title: 'No revision' } });",
        '// @ts-expect-error no such route',
        "void client.get('/api/cms/no-such-route');",
        '// @ts-expect-error sites are the served ones',
        "void client.post('/api/cms/sites/{site}/documents', { params: { path: { site: 'example' } }, body: { path: '/a', title: 'A' } });",
        '// @ts-expect-error the path parameter is required',
        "void client.get('/api/cms/documents/{id}');",
        "type Document = Success<paths['/api/cms/documents/{id}']['get']>['document'];",
        '// The node tree is typed at every depth.',
        "export const grandchild = (d: Document): string | undefined => d.draft.slots['main']?.[0]?.slots['main']?.[0]?.name;",
        '// @ts-expect-error a name is a string',
        "export const wrong = (d: Document): number | undefined => d.draft.slots['main']?.[0]?.name;",
        '',
      ].join('\n'),
    );
    await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    const { options, errors } = ts.convertCompilerOptionsFromJson(
      {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        verbatimModuleSyntax: true,
        isolatedModules: true,
        types: [],
        outDir: join(dir, 'out'),
        noEmitOnError: true,
      },
      dir,
    );
    expect(errors).toEqual([]);
    const program = ts.createProgram([join(dir, 'api-client.ts'), join(dir, 'wrong-calls.ts')], options);
    const result = program.emit();
    const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics].map((d) => ts.formatDiagnostic(d, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => dir, getNewLine: () => '\n' }));
    expect(diagnostics).toEqual([]);
    expect(result.emitSkipped).toBe(false);
    emitted = join(dir, 'out', 'api-client.js');
  }, 60_000);

  it('runs: signs in, creates a page, saves its draft and publishes it, with a bearer token and with the cookie and CSRF header', async () => {
    expect(emitted, 'the client was not compiled').toBeDefined();
    const client = (await import(/* @vite-ignore */ pathToFileURL(emitted!).href)) as ClientModule;
    for (const tokenType of ['bearer', 'cookie'] as const) {
      const api = client.createClient({ baseUrl });
      const path = `/api-client-example-${tokenType}`;
      const { user, created, saved, published } = await client.publishNewPage(api, { email: TEST_USERS.superUser, password: TEST_PASSWORD, tokenType, site: 'nyse', path, title: `Published with a ${tokenType} session` });
      expect(api.credentials()?.tokenType).toBe(tokenType);
      expect(user.email).toBe(TEST_USERS.superUser);
      expect(saved.draftRevision).toBe(created.draftRevision + 1);
      expect(saved.title).toBe(`Published with a ${tokenType} session, reviewed`);
      expect(published.version.version).toBe(1);
      expect(published.document.status).toBe('published');
      // The server says the same, and the page is served to visitors.
      const read = (await api.get('/api/cms/documents/{id}', { params: { path: { id: created.id } } })) as { document: { status: string; publishedVersion: number } };
      expect(read.document).toMatchObject({ status: 'published', publishedVersion: 1 });
      const page = await t.app.inject({ url: path, headers: { host: 'nyse.localhost' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`Published with a ${tokenType} session, reviewed`);

      // A save on top of a revision someone else replaced: 409 with the revision the server holds.
      const stale = await api.put('/api/cms/documents/{id}/draft', { params: { path: { id: created.id } }, body: { revision: created.draftRevision, title: 'Too late' } }).catch((e: unknown) => e);
      expect(stale).toBeInstanceOf(client.ApiError);
      const error = stale as InstanceType<ClientModule['ApiError']>;
      expect(error.status).toBe(409);
      expect(error.body).toMatchObject({ error: 'CONFLICT', current: saved.draftRevision });
    }
  }, 60_000);

  it('needs the CSRF header with the cookie on a change, as the document says', async () => {
    const session = await signIn(t.app, TEST_USERS.user);
    const list = await t.app.inject({ url: '/api/cms/sites/nyse/documents', headers: { cookie: session.cookie } });
    expect(list.statusCode).toBe(200);
    const create = await t.app.inject({ method: 'POST', url: '/api/cms/sites/nyse/documents', headers: { cookie: session.cookie }, payload: { path: '/no-csrf', title: 'No CSRF' } });
    expect(create.statusCode).toBe(403);
    expect(create.json().error).toBe('CSRF');
  });
});

describe('the client guide, docs/api.md', () => {
  it('shows the error envelope as the server answers it', async () => {
    const guide = await readFile(join(ROOT, 'docs/api.md'), 'utf8');
    const example: unknown = JSON.parse(/```json\n([\s\S]*?)```/.exec(guide)![1]!);
    const session = await signIn(t.app, TEST_USERS.user);
    const res = await session.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: '/empty-title', title: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(example);
  });
});

/*
 * Issue 42 item 11: the document and the server cannot drift apart. Real answers of the running
 * server are checked against the document: the media type each declares, and each JSON body
 * against its schema (JSON Schema 2020-12, as OpenAPI 3.1 writes them).
 */
describe('real answers, against the document', () => {
  /** A validator of the document's 200 JSON schema of `method path` (the path as the document spells it). */
  function bodySchema(method: string, path: string) {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'tessera', components: doc.components });
    const content = doc.paths[path]?.[method]?.responses['200']?.content ?? doc.paths[path]?.[method]?.responses['201']?.content;
    if (!content) throw new Error(`${method} ${path}: no success answer in the document`);
    const schema = JSON.parse(JSON.stringify(content['application/json']?.schema ?? null).replaceAll('"#/components/', '"tessera#/components/'));
    return { types: Object.keys(content), validate: schema ? ajv.compile(schema) : undefined };
  }

  it('answers each in the media type and the shape the document declares', async () => {
    const session = await signIn(t.app, TEST_USERS.admin);
    const first = ((await session.request({ method: 'GET', url: '/api/cms/sites/nyse/documents?limit=1' })).json() as { documents: { id: string }[] }).documents[0]!;
    const calls: { method: string; path: string; url: string; payload?: object }[] = [
      { method: 'get', path: '/api/cms/me', url: '/api/cms/me' },
      { method: 'get', path: '/api/cms/sites', url: '/api/cms/sites' },
      { method: 'get', path: '/api/cms/sites/{site}/documents', url: '/api/cms/sites/nyse/documents?limit=5' },
      { method: 'get', path: '/api/cms/documents/{id}', url: `/api/cms/documents/${first.id}` },
      { method: 'get', path: '/api/cms/documents/{id}/versions', url: `/api/cms/documents/${first.id}/versions` },
      { method: 'get', path: '/api/cms/audit', url: '/api/cms/audit?limit=5' },
      { method: 'get', path: '/api/cms/users', url: '/api/cms/users' },
      { method: 'get', path: '/api/cms/submissions', url: '/api/cms/submissions?limit=5' },
      { method: 'get', path: '/api/cms/review-requests', url: '/api/cms/review-requests' },
      { method: 'get', path: '/api/cms/component-catalogue', url: '/api/cms/component-catalogue' },
      { method: 'get', path: '/api/cms/component-catalogue/{kind}/sample/{site}', url: '/api/cms/component-catalogue/heading/sample/nyse' },
      { method: 'post', path: '/api/sites/{site}/render', url: '/api/sites/nyse/render', payload: { tree: { id: '6f0c3e55-3f7b-4c2a-9a55-2c1d3f8e9b10', name: 'page-layout', props: {}, slots: { main: [] } }, kind: 'page', path: '/render-check', title: 'Render check' } },
      { method: 'post', path: '/api/cms/logout', url: '/api/cms/logout', payload: {} },
    ];
    const problems: string[] = [];
    for (const call of calls) {
      const res = await session.request({ method: call.method.toUpperCase() as 'GET' | 'POST', url: call.url, ...(call.payload ? { payload: call.payload } : {}) });
      const { types, validate } = bodySchema(call.method, call.path);
      const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
      if (res.statusCode >= 300) problems.push(`${call.method} ${call.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (!types.includes(type)) problems.push(`${call.method} ${call.path}: answered ${type}, the document declares ${types.join(', ')}`);
      else if (type === 'application/json' && validate && !validate(res.json())) problems.push(`${call.method} ${call.path}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
    }
    expect(problems).toEqual([]);
  });

  it('declares every tag it uses, with a description, and explains every operation', () => {
    const declared = new Map(((doc as unknown as { tags?: { name: string; description?: string }[] }).tags ?? []).map((tag) => [tag.name, tag.description]));
    for (const { path, method, op } of operations()) {
      const { tags = [], description } = op as Operation & { tags?: string[]; description?: string };
      for (const tag of tags) expect(declared.get(tag), `${method} ${path}: tag ${tag}`).toMatch(/\S/);
      expect(description, `${method} ${path}`).toMatch(/\S/);
    }
  });
});

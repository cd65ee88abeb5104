// Issue 27 item 6: the developers' guide (docs/developers.md) and its worked examples
// (docs/examples/developer/) are kept true here. Each example is used as the platform would use
// it — the component validated and rendered beside the real catalogue, the route registered on
// the real app, the job run by the real runner — and every code block of the guide that quotes
// an example file must be that file, byte for byte.
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definitions } from '../../src/components/registry';
import { TEST_SITE } from '../../src/components/test-render';
import { createTreeRenderer } from '../../src/components/tree';
import { RenderContext } from '../../src/components/view';
import { views } from '../../src/components/views';
import { ICON_NAMES } from '../../src/core/block-icons';
import { createRegistry } from '../../src/core/component';
import type { JobRun } from '../../src/core/contracts';
import { node, type Node } from '../../src/core/node';
import { validateTree } from '../../src/core/validate';
import { JobRunner } from '../../src/jobs';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/services/config';
import { sanitizeRichHtml } from '../../src/services/sanitize';
import type { Db } from '../../src/store/types';
import { THEME_VARIABLES } from '../../src/themes';
import { keyFigure } from '../../docs/examples/developer/key-figure/definition';
import KeyFigureView from '../../docs/examples/developer/key-figure/View';
import { StaleDraftsResponse } from '../../docs/examples/developer/stale-drafts/contract';
import { staleDrafts } from '../../docs/examples/developer/stale-drafts/job';
import { staleDraftApiRoutes } from '../../docs/examples/developer/stale-drafts/routes';
import { signIn, TEST_PASSWORD, TEST_USERS, type Session } from '../support/app';
import { openTestDb } from '../support/db';

const ROOT = resolve(import.meta.dirname, '../..');
const GUIDE = join(ROOT, 'docs/developers.md');
const EXAMPLES = join(ROOT, 'docs/examples/developer');

/** Every file under `dir`, as paths from the repository root. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/')).sort();
}

describe('the guide, docs/developers.md', () => {
  /** Each `<!-- file: path -->` line and the fenced block right after it. */
  const quotes = async () => {
    const guide = await readFile(GUIDE, 'utf8');
    const marked = [...guide.matchAll(/^<!-- file: (\S+) -->$/gm)];
    const blocks = [...guide.matchAll(/^<!-- file: (\S+) -->\n\n?```[\w-]*\n([\s\S]*?)^```$/gm)].map((m) => ({ file: m[1]!, code: m[2]! }));
    return { marked: marked.map((m) => m[1]!), blocks };
  };

  it('quotes each file it says it quotes exactly, so the guide is the tested code', async () => {
    const { marked, blocks } = await quotes();
    // A marker without a fenced block right after it (a blank line at most) is a mistake too.
    expect(blocks.map((b) => b.file)).toEqual(marked);
    expect(blocks.length).toBeGreaterThan(0);
    for (const { file, code } of blocks) {
      expect(file, `${file} is not one of the examples`).toMatch(/^docs\/examples\/developer\//);
      expect(code, `the guide's copy of ${file} differs from the file: copy the file into the guide again`).toBe(await readFile(join(ROOT, file), 'utf8'));
    }
  });

  it('shows every example file', async () => {
    const { blocks } = await quotes();
    expect([...new Set(blocks.map((b) => b.file))].sort()).toEqual(await filesUnder(EXAMPLES));
  });

  it('names the commands that run this test', async () => {
    const guide = await readFile(GUIDE, 'utf8');
    expect(guide).toContain('npx vitest run test/server/developer-guide.test.ts');
  });
});

describe('the examples, linted at their places in src/', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const resolver = createTypeScriptImportResolver({ project: join(ROOT, 'tsconfig.json') });

  /** Where an example belongs in src/: the first `src/…` path of its first line (`// In the project: src/…`). */
  async function homeOf(file: string): Promise<string> {
    const named = /\bsrc\/[\w./-]+?\.tsx?\b/.exec((await readFile(join(ROOT, file), 'utf8')).split('\n')[0]!)?.[0];
    expect(named, `the first line of ${file} names where it belongs in src/`).toBeDefined();
    return join(ROOT, named!);
  }

  /**
   * A module that exists at `home`, else in its folder or the nearest one above it: where an
   * import of that example lands for the layer rule (which skips what it cannot resolve).
   */
  function landing(home: string): string {
    if (existsSync(home)) return home;
    for (let dir = dirname(home); dir.startsWith(join(ROOT, 'src', '')); dir = dirname(dir)) {
      const module = existsSync(dir) ? readdirSync(dir).find((name) => /\.tsx?$/.test(name) && !/\.(test|d|client)\.tsx?$/.test(name)) : undefined;
      if (module) return join(dir, module);
    }
    throw new Error(`nothing in src/ near ${home}`);
  }

  /** An example's code as its home would hold it: imports of src/ and of the other examples pointed from there. */
  async function atHome(file: string, added = ''): Promise<{ home: string; code: string; imports: string[] }> {
    const home = await homeOf(file);
    const imports: string[] = [];
    const source = (await readFile(join(ROOT, file), 'utf8')) + added;
    const replacements = new Map<string, string>();
    for (const [, specifier] of source.matchAll(/\bfrom\s+'(\.[^']*)'/g)) {
      const target = resolve(ROOT, dirname(file), specifier!);
      const inSrc = !relative(join(ROOT, 'src'), target).startsWith('..');
      // Another example (`./operation`) lands where that example belongs, in its layer.
      const lands = inSrc ? target : landing(await homeOf(relative(ROOT, `${target}${existsSync(`${target}.tsx`) ? '.tsx' : '.ts'}`))).replace(/\.tsx?$/, '');
      let moved = relative(dirname(home), lands).split('\\').join('/');
      if (!moved.startsWith('.')) moved = `./${moved}`;
      replacements.set(specifier!, moved);
      imports.push(moved);
    }
    const code = source.replace(/(\bfrom\s+)'(\.[^']*)'/g, (_all, lead: string, specifier: string) => `${lead}'${replacements.get(specifier)}'`);
    return { home, code, imports };
  }

  const lint = async (home: string, code: string) => (await eslint.lintText(code, { filePath: home }))[0]!.messages.map((m) => `${m.ruleId}: ${m.message}`);

  it('passes every lint rule of its layer, its imports resolving', async () => {
    const files = (await filesUnder(EXAMPLES)).filter((file) => /\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const file of files) {
      const { home, code, imports } = await atHome(file);
      expect(imports.length, file).toBeGreaterThan(0);
      // The layer rule skips an import it cannot resolve: each must resolve for the check to count.
      for (const specifier of imports) expect(resolver.resolve(specifier, home).found, `${specifier} from ${relative(ROOT, home)}`).toBe(true);
      expect(await lint(home, code), `${file} as ${relative(ROOT, home)}`).toEqual([]);
    }
  }, 60_000);

  it('would fail lint across a forbidden edge, to src/ or to another example (the check has teeth)', async () => {
    const operation = await atHome('docs/examples/developer/stale-drafts/operation.ts', "import * as forbidden from '../../../../src/server/app';\nexport { forbidden };\n");
    expect(await lint(operation.home, operation.code)).toEqual([expect.stringContaining('content may import only')]);
    const job = await atHome('docs/examples/developer/stale-drafts/job.ts', "import * as forbidden from './routes';\nexport { forbidden };\n");
    expect(await lint(job.home, job.code)).toEqual([expect.stringContaining('jobs may import only')]);
  }, 60_000);
});

describe('adding a component: key-figure', () => {
  // What src/components/registry.ts and views.ts do once the kind is listed there.
  const registry = createRegistry([...definitions, keyFigure]);
  const allViews = { ...views, [keyFigure.name]: KeyFigureView };
  const validate = (tree: unknown) => validateTree(tree, { registry, sanitizeHtml: sanitizeRichHtml });
  const issuesOf = (tree: unknown) => {
    const result = validate(tree);
    return result.ok ? [] : result.issues;
  };
  const render = (tree: Node) => {
    const result = validate(tree);
    if (!result.ok) throw new Error(`Invalid tree: ${JSON.stringify(result.issues)}`);
    const renderer = createTreeRenderer({ registry, views: allViews });
    const html = renderToStaticMarkup(
      createElement(RenderContext.Provider, { value: { site: TEST_SITE, path: '/', partials: new Map(), renderTree: renderer.render } }, renderer.render(result.value)),
    );
    return { html, islands: renderer.islands };
  };

  it('is a new kind: registered beside every real one (a name already taken throws), with an icon and a description for the block list', () => {
    expect(registry.all()).toHaveLength(definitions.length + 1);
    expect(registry.get('key-figure')).toBe(keyFigure);
    expect(() => createRegistry([...definitions, keyFigure, keyFigure])).toThrow('Component "key-figure" is registered twice');
    expect(ICON_NAMES).toContain(keyFigure.icon);
    expect(keyFigure.description).toBeTruthy();
    expect(keyFigure).toMatchObject({ category: 'content', version: 1, interactive: false, slots: {} });
  });

  it('validates its props with its schema: defaults applied, bad values and unknown props refused with their JSON paths', () => {
    expect(issuesOf(node('key-figure', keyFigure.defaults))).toEqual([]);
    expect(issuesOf(node('key-figure', { value: ' ', label: 'sites' }))).toEqual([{ path: '/root/props/value', message: 'Enter the figure' }]);
    const minimal = validate(node('key-figure', { value: ' 99.98% ', label: 'uptime of the matching engine' }));
    expect(minimal.ok && minimal.value.props).toEqual({ value: '99.98%', label: 'uptime of the matching engine', source: '', sourceHref: '' });

    const page = node('page-layout', {}, {
      main: [node('heading', { text: 'Volumes' }), node('key-figure', { value: '  ', label: 'contracts', sourceHref: 'javascript:alert(1)', colour: 'red' })],
    });
    expect(issuesOf(page)).toEqual([
      { path: '/root/slots/main/1/props/value', message: 'Enter the figure' },
      { path: '/root/slots/main/1/props/sourceHref', message: expect.stringContaining('Links with the "javascript:" scheme are not allowed') },
      { path: '/root/slots/main/1/props/colour', message: 'Unknown prop "colour" of "key-figure"' },
    ]);
  });

  it('renders meaningful HTML on the server beside real kinds, escaped, and ships no island', () => {
    const { html, islands } = render(
      node('box', {}, {
        content: [node('heading', { text: 'Volumes', level: 2 }), node('key-figure', { value: '2.4 billion', label: 'contracts traded last year', source: 'Exchange statistics', sourceHref: '/statistics' })],
      }),
    );
    expect(html).toContain(
      '<h2 class="t-heading">Volumes</h2>' +
        '<figure class="t-key-figure"><p class="t-key-figure__value">2.4 billion</p>' +
        '<figcaption class="t-key-figure__label">contracts traded last year<small class="t-key-figure__source">Source: <a href="/statistics">Exchange statistics</a></small></figcaption></figure>',
    );
    expect(islands).toEqual([]);

    expect(render(node('key-figure', { value: '<b>1</b>', label: 'rule & order' })).html).toBe(
      '<figure class="t-key-figure"><p class="t-key-figure__value">&lt;b&gt;1&lt;/b&gt;</p><figcaption class="t-key-figure__label">rule &amp; order</figcaption></figure>',
    );
    // The guide's example of a kind's own test, step 3.
    expect(render(node('key-figure', { value: '8', label: 'sites' })).html).toBe(
      '<figure class="t-key-figure"><p class="t-key-figure__value">8</p><figcaption class="t-key-figure__label">sites</figcaption></figure>',
    );
    expect(render(node('key-figure', { value: '8', label: 'sites', source: 'This platform' })).html).toContain('<small class="t-key-figure__source">Source: This platform</small>');
  });

  it('gives the editor its fields: the props export to JSON Schema, strict, with descriptions', () => {
    const schema = z.toJSONSchema(keyFigure.props, { io: 'input' }) as { properties: Record<string, { description?: string }>; additionalProperties: boolean; required: string[] };
    expect(Object.keys(schema.properties)).toEqual(['value', 'label', 'source', 'sourceHref']);
    expect(schema.required).toEqual(['value', 'label']);
    expect(schema.additionalProperties).toBe(false);
    for (const [name, prop] of Object.entries(schema.properties)) expect(prop.description, name).toBeTruthy();
  });

  it('styles itself with theme variables only, under its own t-key-figure classes', async () => {
    const css = (await readFile(join(EXAMPLES, 'key-figure/styles.css'), 'utf8')).replace(/\/\*[\s\S]*?\*\//g, '');
    const used = [...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !THEME_VARIABLES.includes(name))).toEqual([]);
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i);
    const selectors = [...css.matchAll(/([^{}]+)\{/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()));
    expect(selectors.filter((s) => !/^\.t-key-figure(__[\w-]+)?$/.test(s))).toEqual([]);
  });
});

describe('adding an API route and a background job: stale drafts', () => {
  let app: FastifyInstance;
  let db: Db;
  let dir: string;
  let superUser: Session;
  /** Documents made for the test, by name. */
  const made: Record<string, { id: string; path: string }> = {};

  /** A new page on `site` (a draft, never published), last saved `daysAgo` days ago. */
  async function draft(name: string, site: string, daysAgo: number) {
    const res = await superUser.request({ method: 'POST', url: `/api/cms/sites/${site}/documents`, payload: { path: `/stale-${name}`, title: `Stale ${name}` } });
    expect(res.statusCode, res.body).toBe(201);
    const { id, path } = res.json().document as { id: string; path: string };
    await db.query(`UPDATE documents SET updated_at = now() - make_interval(days => $2) WHERE id = $1`, [id, daysAgo]);
    made[name] = { id, path };
  }

  beforeAll(async () => {
    // createTestApp (test/support/app.ts), with the example's routes registered before the app is ready.
    db = await openTestDb();
    dir = await mkdtemp(join(tmpdir(), 'tessera-developer-guide-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', SECRET: 'test-secret-test-secret', SCHEDULER_INTERVAL_MS: '0', OUTBOX_INTERVAL_MS: '0', ARCHIVE_INTERVAL_MS: '0', MEDIA_DIR: join(dir, 'media'), SUBMISSIONS_DIR: join(dir, 'submissions') });
    app = await buildApp({ config, db, logger: false });
    await app.register(staleDraftApiRoutes);
    await app.ready();

    superUser = await signIn(app, TEST_USERS.superUser);
    await draft('old', 'nyse', 40);
    await draft('older', 'nyse', 90);
    await draft('fresh', 'nyse', 0);
    await draft('ice', 'ice', 31);
    // A published page saved long ago has nothing waiting: it is never stale.
    const home = await db.query(`UPDATE documents SET updated_at = now() - interval '400 days' WHERE site = 'nyse' AND path = '/' AND published_version IS NOT NULL RETURNING id`);
    expect(home.rows).toHaveLength(1);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  describe('the route', () => {
    it("answers 200 with its contract's body: the site's stale drafts, oldest first", async () => {
      const res = await superUser.request({ method: 'GET', url: '/api/cms/sites/nyse/stale-drafts' });
      expect(res.statusCode, res.body).toBe(200);
      const body = StaleDraftsResponse.parse(res.json());
      expect(body.site).toBe('nyse');
      expect(body.olderThanDays).toBe(30);
      expect(body.drafts.map((d) => d.path)).toEqual([made['older']!.path, made['old']!.path]);
      expect(body.drafts[0]).toMatchObject({ id: made['older']!.id, status: 'draft', title: 'Stale older', updatedBy: TEST_USERS.superUser });

      const recent = await superUser.request({ method: 'GET', url: '/api/cms/sites/nyse/stale-drafts?olderThanDays=60' });
      expect(recent.json().drafts.map((d: { path: string }) => d.path)).toEqual([made['older']!.path]);
    });

    it('refuses bad input with a 400 naming the field', async () => {
      for (const value of ['0', 'soon', '1.5', '5000']) {
        const res = await superUser.request({ method: 'GET', url: `/api/cms/sites/nyse/stale-drafts?olderThanDays=${value}` });
        expect(res.statusCode, value).toBe(400);
        expect(res.json(), value).toMatchObject({
          error: 'INVALID_BODY',
          message: 'Invalid request: olderThanDays: Give a whole number of days from 1 to 3650',
          issues: [{ path: '/query/olderThanDays', message: 'Give a whole number of days from 1 to 3650' }],
        });
      }
      // The guide shows this answer whole.
      const shown: unknown = JSON.parse(/```json\n([\s\S]*?)```/.exec(await readFile(GUIDE, 'utf8'))![1]!);
      expect((await superUser.request({ method: 'GET', url: '/api/cms/sites/nyse/stale-drafts?olderThanDays=0' })).json()).toEqual(shown);

      const site = await superUser.request({ method: 'GET', url: '/api/cms/sites/nowhere/stale-drafts' });
      expect(site.statusCode).toBe(400);
      expect(site.json().issues).toEqual([{ path: '/params/site', message: expect.stringContaining('Unknown site') }]);
    });

    it('keeps to its access policy: 401 without a session, 403 for an editor of another site', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/cms/sites/nyse/stale-drafts' })).statusCode).toBe(401);
      const admin = await signIn(app, TEST_USERS.admin);
      const created = await admin.request({ method: 'POST', url: '/api/cms/users', payload: { email: 'ice-only@example.test', name: 'Ida Ice', roles: { ice: 'CMSTWO User' }, password: TEST_PASSWORD } });
      expect(created.statusCode, created.body).toBe(201);
      const iceEditor = await signIn(app, 'ice-only@example.test');
      const refused = await iceEditor.request({ method: 'GET', url: '/api/cms/sites/nyse/stale-drafts' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'FORBIDDEN', message: expect.stringContaining('nyse') });
      const own = await iceEditor.request({ method: 'GET', url: '/api/cms/sites/ice/stale-drafts' });
      expect(own.statusCode).toBe(200);
      expect(own.json().drafts.map((d: { path: string }) => d.path)).toEqual([made['ice']!.path]);
    });

    it('is in the OpenAPI document under its operation id, with its access policy and query', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(res.statusCode).toBe(200);
      const operation = res.json().paths['/api/cms/sites/{site}/stale-drafts']?.get;
      expect(operation).toMatchObject({ operationId: 'listStaleDrafts', 'x-access': 'editor', tags: ['Documents'] });
      expect(operation.parameters.map((p: { in: string; name: string }) => `${p.in}:${p.name}`).sort()).toEqual(['path:site', 'query:olderThanDays']);
    });
  });

  describe('the job', () => {
    const logged: { detail: object; message: string }[] = [];
    const log = { info: (detail: object, message: string) => logged.push({ detail, message }), error: (detail: object, message: string) => logged.push({ detail, message }) };
    const job = staleDrafts({ every: 24 * 60 * 60_000 });
    const jobRow = async (admin: Session) => ((await admin.request({ method: 'GET', url: '/api/cms/jobs' })).json().jobs as JobRun[]).find((j) => j.name === job.name);

    it('runs through the real JobRunner, once, and its outcome is recorded where Admins read it', async () => {
      const runner = new JobRunner({ content: app.content, jobs: [job], log, instanceId: 'developer-guide' });
      const admin = await signIn(app, TEST_USERS.admin);
      try {
        await runner.start();
        const report = await runner.runIfDue(job);
        expect(report).toEqual({ name: 'stale-drafts', outcome: 'ok', message: '3 drafts older than 30 days: ice 1, nyse 2' });
        expect(logged).toEqual([
          { detail: { site: 'ice', count: 1, olderThanDays: 30 }, message: 'drafts wait to be published' },
          { detail: { site: 'nyse', count: 2, olderThanDays: 30 }, message: 'drafts wait to be published' },
        ]);
        // Not due again until a day after this run started.
        expect(await runner.runIfDue(job)).toBeUndefined();
        expect(await jobRow(admin)).toMatchObject({ lastOutcome: 'ok', lastMessage: report!.message, claimedBy: 'developer-guide', running: false });

        // An Admin's "Run now" makes it due at once; the runner takes it.
        const now = await admin.request({ method: 'POST', url: '/api/cms/jobs/stale-drafts/run' });
        expect(now.statusCode, now.body).toBe(202);
        const deleted = await superUser.request({ method: 'DELETE', url: `/api/cms/documents/${made['ice']!.id}` });
        expect(deleted.statusCode, deleted.body).toBe(204);
        expect(await runner.runIfDue(job)).toEqual({ name: 'stale-drafts', outcome: 'ok', message: '2 drafts older than 30 days: nyse 2' });
      } finally {
        await runner.stop();
      }
    });

    it('says so when nothing is stale', async () => {
      const runner = new JobRunner({ content: app.content, jobs: [staleDrafts({ every: 60_000, olderThanDays: 3650 })], log });
      const quiet = runner.active[0]!;
      await runner.start();
      try {
        await db.query(`UPDATE job_runs SET next_run_at = now() WHERE name = $1`, [quiet.name]);
        expect(await runner.runIfDue(quiet)).toEqual({ name: 'stale-drafts', outcome: 'ok', message: 'no draft older than 3650 days' });
      } finally {
        await runner.stop();
      }
    });
  });
});

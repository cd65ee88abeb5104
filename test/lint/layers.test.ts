/**
 * The layer rule of DESIGN.md §3, through the real eslint.config.js: virtual files inside the
 * tree import across allowed and forbidden edges.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { describe, expect, it } from 'vitest';
import { BROWSER_SAFE, SERVER_ONLY, SERVER_ONLY_ENTRIES } from '../../eslint/packages';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const resolver = createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') });

const PATHS_RULE = 'import-x/no-restricted-paths';
const STATIC_RULE = 'layers/no-static-restricted-paths';
const PACKAGES_RULE = 'layers/no-restricted-packages';
const LAYER_RULES = [PATHS_RULE, STATIC_RULE, PACKAGES_RULE];

/** The layer messages for `code` linted as if it were the file `file` (relative to the root). */
async function layerMessages(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  expect(result, `${file} is linted`).toBeDefined();
  const messages = result!.messages;
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId !== null && LAYER_RULES.includes(m.ruleId));
}

/** The rule ids reported for each import line of `file`, in order. */
async function reported(file: string, code: string): Promise<(string | null)[]> {
  return (await layerMessages(file, code)).map((m) => m.ruleId);
}

/** An allowed edge only proves something when the import resolves: the rule skips what it cannot resolve. */
function expectResolves(file: string, specifier: string): void {
  expect(resolver.resolve(specifier, path.join(root, file)).found, `${specifier} from ${file} resolves`).toBe(true);
}

/** A module (no test, no declaration file) under src/<folder>, extension dropped, if there is one yet. */
function firstModule(folder: string): string | undefined {
  const dir = path.join(root, 'src', folder);
  if (!existsSync(dir)) return undefined;
  const file = readdirSync(dir, { recursive: true, encoding: 'utf8' }).find((f) => /\.tsx?$/.test(f) && !/\.(test|d|client)\.tsx?$/.test(f));
  return file === undefined ? undefined : path.join(dir, file.replace(/\.tsx?$/, ''));
}

async function expectAllowed(file: string, specifier: string): Promise<void> {
  expectResolves(file, specifier);
  expect(await layerMessages(file, `import * as m from '${specifier}';\nexport { m };\n`)).toEqual([]);
}

describe('forbidden edges fail lint', () => {
  it.each([
    ['src/components/alert/_fixture.ts', '../../store', 'components may import only'],
    ['src/editor/_fixture.ts', '../themes', 'browser may import only'],
    ['src/render/client/_fixture.ts', '../../server/app', 'browser may import only'],
    ['src/server/_fixture.ts', '../store', 'server may import only'],
    ['src/cli/_fixture.ts', '../store/index', 'cli may import only'],
    ['src/content/_fixture.ts', '../server/app', 'content may import only'],
    ['src/services/_fixture.ts', '../content/../server/app', 'services may import only'],
    ['src/store/_fixture.ts', '../themes/index', 'store may import only'],
    ['src/themes/_fixture.ts', '../components/view', 'themes may import only'],
    ['src/render/_fixture.ts', '../store/types', 'render may import only'],
    ['src/editor/page-editor/_fixture.ts', '../../render/page', 'browser may import only'],
    ['src/editor/_fixture.ts', '../cli/main', 'browser may import only'],
    // The editor bundle reaches the server only through the API.
    ['src/editor/_fixture.ts', '../store/index', 'browser may import only'],
    ['src/editor/screens/_fixture.tsx', '../../server/app', 'browser may import only'],
    ['src/editor/page-editor/_fixture.tsx', '../../content/documents/read', 'browser may import only'],
    ['src/core/_fixture.ts', '../components/view', 'core imports nothing else in src/'],
    ['src/jobs/_fixture.ts', '../store', 'jobs may import only'],
    ['src/jobs/_fixture.ts', '../server/app', 'jobs may import only'],
    ['src/jobs/_fixture.ts', '../editor/router', 'jobs may import only'],
    ['src/jobs/_fixture.ts', '../services/outbound', 'jobs may import only'],
    ['src/content/_fixture.ts', '../jobs', 'content may import only'],
    // Browser code in a component folder follows the browser rule, not the components one.
    ['src/components/alert/_fixture.client.tsx', '../../themes', 'browser may import only'],
  ])('%s importing %s', async (file, specifier, message) => {
    expectResolves(file, specifier);
    const messages = await layerMessages(file, `import * as m from '${specifier}';\nexport { m };\n`);
    expect(messages.map((m) => m.ruleId)).toEqual([PATHS_RULE]);
    expect(messages[0]!.message).toContain(message);
    expect(messages[0]!.message).toContain('DESIGN.md §3');
  });

  it('resolves the import, so every spelling of the same target counts', async () => {
    const spellings = ['../store', '../store/index', '../store/index.ts', './../store/types', '../server/../store/db'];
    for (const specifier of spellings) expectResolves('src/server/_fixture.ts', specifier);
    const code = spellings.map((s, i) => `import * as m${i} from '${s}';\nexport { m${i} };\n`).join('');
    expect(await reported('src/server/_fixture.ts', code)).toEqual(spellings.map(() => PATHS_RULE));
  });

  it('counts type-only imports, re-exports and dynamic imports like value imports', async () => {
    const code = [
      "import type { Db } from '../store/types';",
      'export type { Db };',
      "export * from '../store/users';",
      "export const load = () => import('../store/index');",
    ].join('\n');
    expect(await reported('src/editor/_fixture.ts', code)).toEqual([PATHS_RULE, PATHS_RULE, PATHS_RULE]);
  });

  it('refuses every *.client.* file to non-browser code', async () => {
    for (const [file, specifier] of [
      ['src/server/_fixture.ts', '../components/alert/alert.client'],
      ['src/render/_fixture.ts', './client/runtime.client'],
      ['src/components/alert/_fixture.ts', './alert.client'],
      ['src/content/_fixture.ts', '../components/alert/alert.client'],
    ] as const) {
      expectResolves(file, specifier);
      expect(await reported(file, `import * as m from '${specifier}';\nexport { m };\n`), `${file} → ${specifier}`).toEqual([PATHS_RULE]);
    }
  });

  it('lets cli load the server only with a dynamic import()', async () => {
    expect(await reported('src/cli/_fixture.ts', "import { buildApp } from '../server/app';\nexport { buildApp };\n")).toEqual([STATIC_RULE]);
    expect(await reported('src/cli/_fixture.ts', "export const load = () => import('../server/app');\n")).toEqual([]);
  });

  it('keeps Node builtins, server-only and UI packages out of core', async () => {
    const packages = ['react', 'react-dom/client', 'preact', '@tiptap/core', 'node:fs', 'fs/promises', 'sanitize-html', 'pg', '@electric-sql/pglite', 'fastify', '@fastify/cookie', 'esbuild', 'altcha-lib/algorithms/sha'];
    const code = packages.map((p, i) => `import * as m${i} from '${p}';\nexport { m${i} };\n`).join('');
    const messages = await layerMessages('src/core/_fixture.ts', code);
    expect(messages.map((m) => [m.line, m.ruleId])).toEqual(packages.map((_, i) => [2 * i + 1, PACKAGES_RULE]));
    expect(await reported('src/core/_fixture.ts', "import { z } from 'zod';\nimport ipaddr from 'ipaddr.js';\nexport { z, ipaddr };\n")).toEqual([]);
  });

  it('covers every folder of src/ (a folder missing from the layer table would import freely)', async () => {
    const existing = readdirSync(path.join(root, 'src'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    const folders = new Set([...existing, 'content', 'services', 'render/client']);
    folders.delete('cli');
    for (const folder of folders) {
      const file = `src/${folder}/_fixture.ts`;
      const specifier = path.relative(path.join(root, 'src', folder), path.join(root, 'src/cli/main'));
      expectResolves(file, specifier);
      expect(await reported(file, `import * as m from '${specifier}';\nexport { m };\n`), `${folder} → cli`).toEqual([PATHS_RULE]);
    }
  });
});

describe('allowed edges pass lint', () => {
  it.each([
    ['components → core', 'src/components/alert/_fixture.ts', '../../core/node'],
    ['components → other components', 'src/components/alert/_fixture.ts', '../view'],
    ['editor → components', 'src/editor/_fixture.ts', '../components/view'],
    ['editor → core', 'src/editor/_fixture.ts', '../core/tree'],
    ['browser → browser', 'src/components/alert/_fixture.client.tsx', '../../editor/api.client'],
    ['render/client → components', 'src/render/client/_fixture.ts', '../../components/view'],
    ['content → store', 'src/content/_fixture.ts', '../store/index'],
    ['content → components', 'src/content/_fixture.ts', '../components/registry'],
    ['services → store', 'src/services/_fixture.ts', '../store/types'],
    ['server → render', 'src/server/_fixture.ts', '../render/page'],
    ['render → themes', 'src/render/_fixture.ts', '../themes'],
    ['cli → components', 'src/cli/_fixture.ts', '../components/registry'],
    ['store → core', 'src/store/_fixture.ts', '../core/sites'],
    ['jobs → content', 'src/jobs/_fixture.ts', '../content'],
    ['jobs → core', 'src/jobs/_fixture.ts', '../core/contracts'],
    ['jobs → services/clock', 'src/jobs/_fixture.ts', '../services/clock'],
    ['server → jobs', 'src/server/_fixture.ts', '../jobs'],
    ['cli → jobs', 'src/cli/_fixture.ts', '../jobs'],
  ])('%s', async (_edge, file, specifier) => {
    await expectAllowed(file, specifier);
  });

  // src/content and src/services are being written; until they hold a module there is nothing to resolve.
  for (const [edge, file, folder] of [
    ['server → content', 'src/server/_fixture.ts', 'content'],
    ['cli → content', 'src/cli/_fixture.ts', 'content'],
    ['server → services', 'src/server/_fixture.ts', 'services'],
    ['content → services', 'src/content/_fixture.ts', 'services'],
  ] as const) {
    const target = firstModule(folder);
    it.skipIf(!target)(edge, async () => {
      await expectAllowed(file, path.relative(path.dirname(path.join(root, file)), target!));
    });
  }

  it('tests and the component test helper may import anything', async () => {
    const code = "import * as a from '../store';\nimport * as b from '../editor/session';\nimport * as c from 'node:fs';\nexport { a, b, c };\n";
    expect(await layerMessages('src/core/_fixture.test.ts', code)).toEqual([]);
    expect(await layerMessages('src/server/_fixture.test.tsx', code)).toEqual([]);
    expect(await layerMessages('src/components/test-render.tsx', code)).toEqual([]);
    expect(await layerMessages('test/server/_fixture.ts', code.replaceAll("'../", "'../../src/"))).toEqual([]);
  });
});

/** The package-rule messages for one import of `specifier` in `file`. */
async function packageMessages(file: string, specifier: string): Promise<string[]> {
  const messages = await layerMessages(file, `import * as m from '${specifier}';\nexport { m };\n`);
  return messages.filter((m) => m.ruleId === PACKAGES_RULE).map((m) => m.message);
}

/** A specifier naming `entry` of eslint/packages.js (`@scope/*` → one package of the scope). */
const specifierOf = (entry: string) => entry.replace(/\/\*$/, '/some-package');

describe('browser code and component files import no Node builtin, driver or server-only package', () => {
  it.each([
    ['src/components/alert/_fixture.client.tsx', 'node:fs', 'no Node builtin'],
    ['src/components/alert/alert.client.tsx', 'fs', 'no Node builtin'],
    ['src/render/client/_fixture.ts', 'crypto', 'no Node builtin'],
    ['src/editor/_fixture.ts', 'path/posix', 'no Node builtin'],
    ['src/server/_fixture.client.ts', 'node:path', 'no Node builtin'],
    ['src/components/alert/View.tsx', 'pg', 'no database driver'],
    ['src/components/heading/definition.ts', '@electric-sql/pglite', 'no database driver'],
    ['src/editor/_fixture.ts', 'fastify', 'no server-only package'],
    ['src/editor/screens/_fixture.tsx', '@fastify/cookie', 'no server-only package'],
    ['src/components/rich-text/View.tsx', 'sanitize-html', 'no server-only package'],
    ['src/components/media/View.tsx', 'sharp', 'no server-only package'],
    ['src/ui/_fixture.tsx', 'nodemailer', 'no server-only package'],
    ['src/themes/_fixture.ts', 'esbuild', 'no server-only package'],
    ['src/components/captcha.client.ts', 'altcha-lib/algorithms/sha', 'no entry point that loads Node'],
  ])('%s importing %s', async (file, specifier, reason) => {
    const messages = await packageMessages(file, specifier);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`'${specifier}'`);
    expect(messages[0]).toContain(reason);
    expect(messages[0]).toContain('DESIGN.md §3');
  });

  it('refuses every server-only package and Node entry point of eslint/packages.js to browser code', async () => {
    const specifiers = [...SERVER_ONLY, ...SERVER_ONLY_ENTRIES].map(specifierOf);
    const code = specifiers.map((s, i) => `import * as m${i} from '${s}';\nexport { m${i} };\n`).join('');
    const messages = await layerMessages('src/components/alert/alert.client.tsx', code);
    expect(messages.map((m) => [m.line, m.ruleId])).toEqual(specifiers.map((_, i) => [2 * i + 1, PACKAGES_RULE]));
  });

  it('counts type-only imports, re-exports, import() and import types', async () => {
    const code = [
      "import type { Pool } from 'pg';",
      "export * from 'node:fs';",
      "export { build } from 'esbuild';",
      "export const load = () => import('fastify');",
      "export type Sharp = typeof import('sharp');",
      'export type { Pool };',
    ].join('\n');
    expect(await reported('src/editor/_fixture.ts', code)).toEqual([PACKAGES_RULE, PACKAGES_RULE, PACKAGES_RULE, PACKAGES_RULE, PACKAGES_RULE]);
  });

  it('lets browser code and component files import every browser-safe package', async () => {
    const specifiers = [...BROWSER_SAFE.map(specifierOf), 'react-dom/client', '@tiptap/pm/state', 'altcha-lib/algorithms/web/sha', 'world-atlas/land-110m.json'];
    const code = specifiers.map((s, i) => `import * as m${i} from '${s}';\nexport { m${i} };\n`).join('');
    for (const file of ['src/components/alert/alert.client.tsx', 'src/components/alert/View.tsx', 'src/editor/_fixture.tsx', 'src/render/client/_fixture.ts']) {
      expect(await layerMessages(file, code), file).toEqual([]);
    }
  });

  it('leaves server code its packages', async () => {
    for (const [file, specifier] of [
      ['src/store/_fixture.ts', 'pg'],
      ['src/server/_fixture.ts', 'fastify'],
      ['src/services/_fixture.ts', 'node:fs'],
      ['src/render/_fixture.ts', 'esbuild'],
      ['src/content/_fixture.ts', 'csv-parse'],
      ['src/components/alert/alert.test.tsx', 'node:fs'],
    ] as const) {
      expect(await packageMessages(file, specifier), `${file} → ${specifier}`).toEqual([]);
    }
  });
});

// Lint rules, including the one-way import direction of DESIGN.md §3.
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { DATABASE_DRIVERS, SERVER_ONLY, SERVER_ONLY_ENTRIES } from './eslint/packages.js';

const root = import.meta.dirname;
const src = (glob) => path.join(root, 'src', glob);

/**
 * The layers of DESIGN.md §3, as globs under src/. Every `*.client.*` file is browser code,
 * whatever folder it sits in, so the other layers leave those files out.
 */
const NOT_CLIENT = '!(*.client.*)';
const PLACES = {
  core: [`core/**/${NOT_CLIENT}`],
  themes: [`themes/**/${NOT_CLIENT}`],
  ui: [`ui/**/${NOT_CLIENT}`],
  components: [`components/**/${NOT_CLIENT}`],
  render: ['render/!(client|*.client.*)', `render/!(client)/**/${NOT_CLIENT}`],
  store: [`store/**/${NOT_CLIENT}`],
  services: [`services/**/${NOT_CLIENT}`],
  content: [`content/**/${NOT_CLIENT}`],
  jobs: [`jobs/**/${NOT_CLIENT}`],
  server: [`server/**/${NOT_CLIENT}`],
  cli: [`cli/**/${NOT_CLIENT}`],
  browser: ['editor/**', 'render/client/**', '**/*.client.*'],
  // Not a layer: the one service jobs may use besides what content gives them.
  clock: [`services/clock/**/${NOT_CLIENT}`],
};

/** Which layers each layer may import (besides itself); anything else under src/ is refused. */
const MAY_IMPORT = {
  core: [],
  themes: ['core'],
  ui: ['core', 'themes'],
  components: ['core', 'themes', 'ui'],
  render: ['core', 'themes', 'ui', 'components'],
  store: ['core'],
  services: ['core', 'store'],
  content: ['core', 'store', 'services', 'themes', 'components'],
  jobs: ['core', 'content', 'clock'],
  server: ['core', 'themes', 'ui', 'components', 'render', 'services', 'content', 'jobs'],
  // cli → server only through the `start` command's dynamic import(): see STATIC_ZONES.
  cli: ['core', 'themes', 'components', 'services', 'content', 'jobs', 'server'],
  browser: ['core', 'ui', 'components'],
};

/** Edges allowed in MAY_IMPORT only as a dynamic import(). */
const DYNAMIC_ONLY = { cli: ['server'] };

const ZONES = Object.entries(MAY_IMPORT).map(([layer, allowed]) => ({
  target: PLACES[layer].map(src),
  from: [src('**')],
  except: [layer, ...allowed].flatMap((name) => PLACES[name]).map(src),
  message: `${allowed.length ? `${layer} may import only ${allowed.join(', ')}` : `${layer} imports nothing else in src/`} (DESIGN.md §3).`,
}));

const STATIC_ZONES = Object.entries(DYNAMIC_ONLY).flatMap(([layer, names]) =>
  names.map((name) => ({
    target: PLACES[layer].map(src),
    from: PLACES[name].map(src),
    message: `${layer} may load ${name} only with a dynamic import() (DESIGN.md §3).`,
  })),
);

// import-x cannot tell a dynamic import() from a static one, so this variant of its rule skips import().
const pathsRule = importX.rules['no-restricted-paths'];

/** Reports package imports that match a group's regex: static, type-only, re-exported or import(). */
const restrictedPackagesRule = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: { regex: { type: 'string' }, message: { type: 'string' } },
          required: ['regex', 'message'],
          additionalProperties: false,
        },
      },
    ],
  },
  create(context) {
    const groups = (context.options[0] ?? []).map(({ regex, message }) => ({ regex: new RegExp(regex), message }));
    const check = (literal) => {
      if (literal?.type !== 'Literal' || typeof literal.value !== 'string') return;
      const group = groups.find(({ regex }) => regex.test(literal.value));
      if (group) context.report({ node: literal, message: `'${literal.value}': ${group.message}` });
    };
    const checkSource = (node) => check(node.source);
    return {
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression: checkSource,
      // `typeof import('pg')` in a type
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
    };
  },
};

/**
 * An address on this server's API (`/api/…`, not another host's `…/api/…`): the editor names
 * routes of the table instead (`api.call(routes.x, …)`, `routeHref(routes.x, …)`).
 */
const API_ADDRESS = /(^|[^\w.-])\/api\//;

/** Reports string and template literals holding an `/api/` address. */
const noApiAddressRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const message = "A hand-written '/api/' address: call the route table instead (api.call(routes.x, …), routeHref(routes.x, …); DESIGN.md §3).";
    return {
      Literal(node) {
        if (typeof node.value === 'string' && API_ADDRESS.test(node.value)) context.report({ node, message });
      },
      TemplateLiteral(node) {
        if (node.quasis.some((quasi) => API_ADDRESS.test(quasi.value.cooked ?? quasi.value.raw))) context.report({ node, message });
      },
    };
  },
};

const layersPlugin = {
  rules: {
    'no-static-restricted-paths': {
      meta: pathsRule.meta,
      create(context) {
        const { ImportExpression: _dynamic, CallExpression: _call, ...visitors } = pathsRule.create(context);
        return visitors;
      },
    },
    'no-restricted-packages': restrictedPackagesRule,
    'no-api-address': noApiAddressRule,
  },
};

/** A regex source matching the packages (`@scope/*` for a whole scope) and their subpaths. */
function packagesRegex(names) {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/\\\*$/, '/[^/]+'));
  return `^(${escaped.join('|')})(/.*)?$`;
}

const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith('_'));
const SERVER_ONLY_RULES = [
  { names: DATABASE_DRIVERS, what: 'no database driver' },
  { names: SERVER_ONLY.filter((name) => !DATABASE_DRIVERS.includes(name)), what: 'no server-only package (eslint/packages.js)' },
  { names: SERVER_ONLY_ENTRIES, what: 'no entry point that loads Node (eslint/packages.js)' },
];

/** The package groups refused to code that may run in a browser, each with why. */
const packageGroups = (who) => [
  { regex: `^node:|${packagesRegex(NODE_BUILTINS)}`, message: `${who}: no Node builtin (DESIGN.md §3).` },
  ...SERVER_ONLY_RULES.map(({ names, what }) => ({ regex: packagesRegex(names), message: `${who}: ${what} (DESIGN.md §3).` })),
];

/**
 * Everything that can end up in a browser bundle: browser code and the layers it reaches
 * through imports (core has its own, stricter entry). Whole folders, not only views: the
 * editor bundles component definitions too.
 */
const BROWSER_REACHABLE = ['src/**/*.client.*', 'src/editor/**', 'src/render/client/**', 'src/components/**', 'src/ui/**', 'src/themes/**'];
/** "core runs anywhere": besides the browser rule, no UI package. */
const CORE_UI_PACKAGES = ['react', 'react-dom', 'preact', '@puckeditor/core', '@tiptap/*', 'uplot'];

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', 'dist/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**'],
    plugins: { 'import-x': importX, layers: layersPlugin },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: ZONES }],
      'layers/no-static-restricted-paths': ['error', { basePath: root, zones: STATIC_ZONES }],
    },
  },
  // The editor reaches the API only through its client and the route table (the client's test checks the addresses it writes).
  {
    files: ['src/editor/**'],
    ignores: ['src/editor/api.client.ts', 'src/editor/api.client.test.ts'],
    rules: { 'layers/no-api-address': 'error' },
  },
  {
    files: BROWSER_REACHABLE,
    rules: { 'layers/no-restricted-packages': ['error', packageGroups('browser code and component files run in the browser')] },
  },
  {
    files: ['src/core/**'],
    rules: {
      'layers/no-restricted-packages': [
        'error',
        [
          ...packageGroups('core runs anywhere'),
          { regex: packagesRegex(CORE_UI_PACKAGES), message: 'core runs anywhere: no UI package (DESIGN.md §3).' },
        ],
      ],
    },
  },
  // Tests (and the component test helper) may import anything.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'src/components/test-render.tsx'],
    rules: {
      'import-x/no-restricted-paths': 'off',
      'layers/no-static-restricted-paths': 'off',
      'layers/no-restricted-packages': 'off',
    },
  },
);

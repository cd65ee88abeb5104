/**
 * Serves bare-puck.client.tsx (Puck with none of ours) to a browser context, so the editor
 * benchmark can measure Puck's own floor on the same data. "Puck alone" is stock Puck: our
 * changes to Puck (patches/@puckeditor+core+*.patch, applied to node_modules by
 * patch-package) are taken back out of a copy of the package, and the bare bundle is built
 * from that copy.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { BrowserContext } from 'playwright-core';
import { registry } from '../src/components/registry';
import type { Node } from '../src/core/node';
import { toPuckData } from '../src/core/puck';

const ENTRY = fileURLToPath(new URL('./bare-puck.client.tsx', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PATCHES = join(ROOT, 'patches');

let pristine: string | undefined;

/**
 * A directory holding node_modules/@puckeditor/core as published: a copy of the installed
 * package with our patch reversed (`git apply -R`, as patch-package writes git diffs). If the
 * installed package is not patched (patch-package did not run), the copy is used as it is.
 */
export function pristinePuckRoot(): string {
  if (pristine) return pristine;
  const root = mkdtempSync(join(tmpdir(), 'tessera-stock-puck-'));
  cpSync(join(ROOT, 'node_modules/@puckeditor/core'), join(root, 'node_modules/@puckeditor/core'), { recursive: true });
  const patches = existsSync(PATCHES) ? readdirSync(PATCHES).filter((f) => f.startsWith('@puckeditor+core+') && f.endsWith('.patch')) : [];
  for (const patch of patches) {
    const file = join(PATCHES, patch);
    try {
      execFileSync('git', ['apply', '--check', '-R', file], { cwd: root, stdio: 'ignore' });
    } catch {
      console.warn(`    (Puck in node_modules is not patched with ${patch}: run \`npx patch-package\`; "ours" runs stock Puck too)`);
      continue;
    }
    execFileSync('git', ['apply', '-R', file], { cwd: root, stdio: 'ignore' });
  }
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  pristine = root;
  return root;
}

/** Resolves `@puckeditor/core` (and its files) from the stock copy; everything else as usual. */
function stockPuck(): Plugin {
  return {
    name: 'stock-puck',
    setup(b) {
      b.onResolve({ filter: /^@puckeditor\/core(\/|$)/ }, (args) => {
        if (args.pluginData === 'stock-puck') return undefined;
        return b.resolve(args.path, { kind: args.kind, resolveDir: pristinePuckRoot(), importer: args.importer, pluginData: 'stock-puck' });
      });
    },
  };
}

const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Puck alone</title>
<link rel="stylesheet" href="./bare.css"></head><body style="margin:0"><div id="root"></div>
<script type="module" src="./bare.js"></script></body></html>`;

/** Routes `{origin}/bench-bare/` to Puck alone editing `tree`; returns that URL. */
export async function serveBarePuck(context: BrowserContext, origin: string, tree: Node): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    entryNames: 'bare',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    write: false,
    outdir: '/bare-build',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.svg': 'dataurl', '.woff': 'dataurl', '.woff2': 'dataurl', '.png': 'dataurl' },
    plugins: [stockPuck()],
    // Puck's own imports (react, zustand, …) from the stock copy resolve to the project's.
    nodePaths: [join(ROOT, 'node_modules')],
    logLevel: 'silent',
  });
  const files = new Map<string, { body: string | Buffer; type: string }>([
    ['', { body: HTML, type: 'text/html; charset=utf-8' }],
    ['data.json', { body: JSON.stringify(toPuckData(tree, registry)), type: 'application/json' }],
  ]);
  for (const file of result.outputFiles) {
    const name = file.path.slice(file.path.lastIndexOf('/') + 1);
    files.set(name, { body: Buffer.from(file.contents), type: name.endsWith('.css') ? 'text/css' : 'text/javascript; charset=utf-8' });
  }
  const base = `${origin}/bench-bare/`;
  await context.route(`${base}**`, (route) => {
    const file = files.get(route.request().url().slice(base.length));
    return file ? route.fulfill({ status: 200, contentType: file.type, body: file.body }) : route.fulfill({ status: 404 });
  });
  return base;
}

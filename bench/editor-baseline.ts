/**
 * Serves bare-puck.client.tsx (Puck with none of ours) to a browser context, so the editor
 * benchmark can measure Puck's own floor on the same data.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { BrowserContext } from 'playwright-core';
import { registry } from '../src/components/registry';
import type { Node } from '../src/core/node';
import { toPuckData } from '../src/core/puck';

const ENTRY = fileURLToPath(new URL('./bare-puck.client.tsx', import.meta.url));

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

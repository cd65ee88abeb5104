import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';
import { asset, buildBase, type Asset } from '../render/assets';

export interface EditorAssets {
  /** Folder of this build, e.g. `/admin/assets/3f2a9c1b2d`: changes whenever any file changes. */
  base: string;
  /** File name (below `base`) → asset. */
  files: ReadonlyMap<string, Asset>;
  script: string;
  stylesheet: string;
}

const ENTRY = fileURLToPath(new URL('../editor/main.client.tsx', import.meta.url));

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.map': 'application/json',
};

function contentType(name: string): string {
  const ext = name.slice(name.lastIndexOf('.'));
  return TYPES[ext] ?? 'application/octet-stream';
}

async function buildEditor(): Promise<EditorAssets> {
  const result = await build({
    entryPoints: [ENTRY],
    entryNames: 'admin',
    assetNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    write: false,
    outdir: '/admin-build',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.svg': 'file', '.woff': 'file', '.woff2': 'file', '.png': 'file' },
    logLevel: 'silent',
  });
  const files = new Map<string, Asset>();
  for (const file of result.outputFiles) {
    const name = basename(file.path);
    files.set(name, asset(Buffer.from(file.contents), contentType(name)));
  }
  // The bundler's service process is not needed again in this process: give its memory back.
  await stop();
  const base = buildBase('/admin/assets', files);
  return { base, files, script: `${base}/admin.js`, stylesheet: `${base}/admin.css` };
}

let cached: Promise<EditorAssets> | undefined;

/**
 * The editor bundle, built on the first `/admin` request and then kept for the process, so
 * visitors' servers never pay for it. A failed build is not kept: the next request retries.
 */
export function editorAssets(): Promise<EditorAssets> {
  if (!cached) {
    const pending = buildEditor();
    cached = pending;
    pending.catch(() => {
      if (cached === pending) cached = undefined;
    });
  }
  return cached;
}

import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
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

/** The bundle's files by name, fresh from esbuild. */
async function bundleEditor(): Promise<Map<string, Buffer>> {
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
  // The bundler's service process is not needed again in this process: give its memory back.
  await stop();
  return new Map(result.outputFiles.map((file) => [basename(file.path), Buffer.from(file.contents)]));
}

/**
 * Builds the bundle into `dir` once, for a test run whose servers all serve the same
 * sources (the browser tests' global set-up): each then reads it (`EDITOR_ASSETS_DIR`).
 */
export async function writeEditorBundle(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, contents] of await bundleEditor()) await writeFile(join(dir, name), contents);
}

async function readEditorBundle(dir: string): Promise<Map<string, Buffer>> {
  const names = await readdir(dir);
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(dir, name))] as const)));
}

async function buildEditor(): Promise<EditorAssets> {
  const prebuilt = process.env.EDITOR_ASSETS_DIR;
  const bundle = prebuilt ? await readEditorBundle(prebuilt) : await bundleEditor();
  const files = new Map<string, Asset>();
  for (const [name, contents] of bundle) files.set(name, asset(contents, contentType(name)));
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

import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSET_CACHE_DIR, compressAsset, hashOfFiles, readCachedBuild, ROOT, writeCachedBuild, type Asset } from '../render/asset-cache';
import { buildBase } from '../render/assets';

export interface EditorAssets {
  /** Folder of this build, e.g. `/admin/assets/3f2a9c1b2d`: changes whenever any file changes. */
  base: string;
  /** File name (below `base`) → asset. */
  files: ReadonlyMap<string, Asset>;
  script: string;
  stylesheet: string;
}

const ENTRY = fileURLToPath(new URL('../editor/main.client.tsx', import.meta.url));

/** The source of this builder: a change to how the bundle is built makes earlier builds stale. */
const BUILDER = ['src/server/editor-assets.ts', 'src/render/asset-cache.ts', 'package-lock.json', 'tsconfig.json'];

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

/** The bundle's files by name, fresh from esbuild, with the input files it read (relative to the checkout). */
async function bundleEditor(): Promise<{ files: Map<string, Buffer>; inputs: string[] }> {
  const { build, stop } = await import('esbuild');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    entryNames: 'admin',
    assetNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    write: false,
    metafile: true,
    outdir: '/admin-build',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.svg': 'file', '.woff': 'file', '.woff2': 'file', '.png': 'file' },
    logLevel: 'silent',
  });
  // The bundler's service process is not needed again in this process: give its memory back.
  await stop();
  return {
    files: new Map(result.outputFiles.map((file) => [basename(file.path), Buffer.from(file.contents)])),
    inputs: Object.keys(result.metafile.inputs).filter((input) => existsSync(join(ROOT, input))),
  };
}

/** Where the editor bundle came from: the on-disk cache (`npm run build` made it), or a build of this process. */
export interface PreparedEditorAssets {
  assets: EditorAssets;
  source: 'cache' | 'build';
}

/**
 * The editor bundle, minified and compressed: read from the cache in `cacheDir` when it holds
 * the build of the current sources (every file esbuild read, the builder, the lock file), else
 * built (compression off the event loop) and kept there for the next process.
 */
export async function prepareEditorAssets({ cacheDir = ASSET_CACHE_DIR, onBuild }: { cacheDir?: string; onBuild?: () => void } = {}): Promise<PreparedEditorAssets> {
  const extra = { builder: hashOfFiles(BUILDER) };
  const cached = await readCachedBuild({ dir: cacheDir, name: 'editor', extra });
  if (cached) return { assets: editorAssetsOf(cached.files), source: 'cache' };
  onBuild?.();
  const startedAt = Date.now();
  const bundle = await bundleEditor();
  const files = new Map(await Promise.all([...bundle.files].map(async ([name, contents]) => [name, await compressAsset(contents, contentType(name))] as const)));
  // A checkout that cannot be written still serves: the build is then not kept.
  await writeCachedBuild({ dir: cacheDir, name: 'editor', extra, inputs: bundle.inputs, startedAt, files, meta: null }).catch(() => false);
  return { assets: editorAssetsOf(files), source: 'build' };
}

function editorAssetsOf(files: ReadonlyMap<string, Asset>): EditorAssets {
  const base = buildBase('/admin/assets', files);
  return { base, files, script: `${base}/admin.js`, stylesheet: `${base}/admin.css` };
}

let cached: Promise<EditorAssets> | undefined;

/**
 * The editor bundle, read (or built) on the first `/admin` request and then kept for the
 * process, so visitors' servers never hold it. A failure is not kept: the next request retries.
 */
export function editorAssets(): Promise<EditorAssets> {
  if (!cached) {
    const pending = prepareEditorAssets().then(({ assets }) => assets);
    cached = pending;
    pending.catch(() => {
      if (cached === pending) cached = undefined;
    });
  }
  return cached;
}

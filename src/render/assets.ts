import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Registry } from '../core/component';
import { allThemesCss } from '../themes';

export interface Asset {
  body: Buffer;
  contentType: string;
  etag: string;
}

export interface AssetBundle {
  /** Folder of this build under /assets, e.g. `/assets/3f2a9c1b`: changes whenever any asset changes. */
  base: string;
  /** Path (below `base`) → asset. */
  files: ReadonlyMap<string, Asset>;
  stylesheet: string;
  islandRuntime: string;
}

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** A strong ETag for some bytes: the one way the platform tags what it serves. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}

/** An asset with its content type and ETag. */
export function asset(body: Buffer | string, contentType: string): Asset {
  const buf = typeof body === 'string' ? Buffer.from(body) : body;
  return { body: buf, contentType, etag: etagOf(buf) };
}

/** The folder of a build under `prefix`: a hash of every file's name and tag, so it changes with any file. */
export function buildBase(prefix: string, files: ReadonlyMap<string, Asset>): string {
  const hash = createHash('sha1');
  for (const [path, file] of [...files].sort(([a], [b]) => a.localeCompare(b))) hash.update(path).update(file.etag);
  return `${prefix}/${hash.digest('hex').slice(0, 10)}`;
}

/** The site stylesheet: base styles, every theme's variables, then each component's styles. */
export function buildStylesheet(): string {
  const parts = [readFileSync(join(SRC, 'ui/base.css'), 'utf8'), allThemesCss()];
  const componentsDir = join(SRC, 'components');
  for (const kind of readdirSync(componentsDir).sort()) {
    const file = join(componentsDir, kind, 'styles.css');
    if (existsSync(file)) parts.push(`/* ${kind} */\n${readFileSync(file, 'utf8')}`);
  }
  return parts.join('\n');
}

/** Island entry file of an interactive kind. */
export function islandEntry(kind: string): string {
  return join(SRC, 'components', kind, `${kind}.client.tsx`);
}

const LOADERS_MODULE = 'tessera:island-loaders';

/**
 * The runtime's list of island chunks, as source: one static `import()` per interactive
 * kind, so esbuild gives each kind a chunk and the runtime can load nothing else.
 */
export function islandLoadersSource(registry: Registry): string {
  const entries = registry
    .all()
    .filter((def) => def.interactive)
    .map((def) => `  ${JSON.stringify(def.name)}: () => import(${JSON.stringify(islandEntry(def.name))}),`);
  return `export const loaders = Object.freeze({\n${entries.join('\n')}\n});\n`;
}

/** Bundles the island runtime, one chunk per interactive kind, and the code they share. */
async function buildIslands(registry: Registry): Promise<Map<string, Buffer>> {
  const result = await build({
    entryPoints: { runtime: join(SRC, 'render/client/runtime.client.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    write: false,
    outdir: '/islands',
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [
      {
        name: 'island-loaders',
        setup(b) {
          b.onResolve({ filter: new RegExp(`^${LOADERS_MODULE}$`) }, () => ({ path: LOADERS_MODULE, namespace: 'tessera' }));
          b.onLoad({ filter: /.*/, namespace: 'tessera' }, () => ({ contents: islandLoadersSource(registry), loader: 'js', resolveDir: SRC }));
        },
      },
    ],
  });
  const files = new Map<string, Buffer>();
  for (const file of result.outputFiles) files.set(file.path.replace(/^\/islands\//, 'islands/'), Buffer.from(file.contents));
  return files;
}

let cached: Promise<AssetBundle> | undefined;

/** Builds (once per process) the stylesheet and the island scripts, addressed by content hash. */
export function loadAssets(registry: Registry): Promise<AssetBundle> {
  cached ??= (async () => {
    const files = new Map<string, Asset>();
    files.set('site.css', asset(buildStylesheet(), 'text/css; charset=utf-8'));
    for (const [path, body] of await buildIslands(registry)) files.set(path, asset(body, 'text/javascript; charset=utf-8'));
    const base = buildBase('/assets', files);
    return { base, files, stylesheet: `${base}/site.css`, islandRuntime: `${base}/islands/runtime.js` };
  })();
  return cached;
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { z } from 'zod';
import type { Registry } from '../core/component';
import { SITE_IDS, type SiteId } from '../core/sites';
import { allThemesCss, themeCss, themeFor } from '../themes';
import { ASSET_CACHE_DIR, compressAsset, hashOfFiles, readCachedBuild, ROOT, writeCachedBuild, type Asset } from './asset-cache';

export { etagOf, type Asset } from './asset-cache';

/** Which chunks each island kind needs, from the build's own metafile. */
export interface IslandManifest {
  /** URL of the runtime, the one script a page with islands names. */
  runtime: string;
  /** URLs the runtime imports statically (the UI library). */
  runtimeImports: readonly string[];
  /** URL of the script previews in the editor's frame load (Escape closes the dialog). */
  preview: string;
  /** Kind → URLs of its chunk and of everything that chunk imports statically. */
  kinds: ReadonlyMap<string, readonly string[]>;
}

export interface AssetBundle {
  /** Folder of this build under /assets, e.g. `/assets/3f2a9c1b`: changes whenever any asset changes. */
  base: string;
  /** Path (below `base`) → asset. */
  files: ReadonlyMap<string, Asset>;
  /** The platform's own pages (portal, problems): base styles and every theme. */
  stylesheet: string;
  /** A site's stylesheet: base styles, the site's theme and every component's styles. */
  siteStylesheet(site: SiteId): string;
  islands: IslandManifest;
  /** `modulepreload` URLs for a page whose islands are of these kinds: exactly what it will load. */
  preloadsFor(kinds: Iterable<string>): string[];
}

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** The folder of a build under `prefix`: a hash of every file's name and tag, so it changes with any file. */
export function buildBase(prefix: string, files: ReadonlyMap<string, Asset>): string {
  const hash = createHash('sha1');
  for (const [path, file] of [...files].sort(([a], [b]) => a.localeCompare(b))) hash.update(path).update(file.etag);
  return `${prefix}/${hash.digest('hex').slice(0, 10)}`;
}

/** Every component's styles, in kind order. */
function componentCss(): string {
  const componentsDir = join(SRC, 'components');
  const parts: string[] = [];
  for (const kind of readdirSync(componentsDir).sort()) {
    const file = join(componentsDir, kind, 'styles.css');
    if (existsSync(file)) parts.push(readFileSync(file, 'utf8'));
  }
  return parts.join('\n');
}

const baseCss = () => readFileSync(join(SRC, 'ui/base.css'), 'utf8');
/** The platform's site search results page (src/render/search-page.tsx). */
const searchPageCss = () => readFileSync(join(SRC, 'render/search-page.css'), 'utf8');

/** The stylesheets as served (below the build's folder) → their unminified text. */
function stylesheetSources(): Map<string, string> {
  // Read once for the nine: a start computes them to know whether the kept build is current.
  const [base, components, searchPage] = [baseCss(), componentCss(), searchPageCss()];
  return new Map([
    // The platform's own pages: base styles with every theme (the portal shows all eight).
    ['site.css', [base, allThemesCss()].join('\n')],
    // A site's: base styles, its theme's variables, every component's styles.
    ...SITE_IDS.map((site) => [`sites/${site}.css`, [base, themeCss(themeFor(site)), components, searchPage].join('\n')] as const),
  ]);
}

async function minifyCss(css: string): Promise<string> {
  const { transform } = await import('esbuild');
  return (await transform(css, { loader: 'css', minify: true, target: ['chrome100', 'firefox100', 'safari15'] })).code;
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

/**
 * Islands hydrate with Preact through `preact/compat`: the views are written against React's
 * API (and rendered by React on the server), and the browser gets a 4 KB library instead of
 * React DOM's 60 KB (brotli). DECISIONS.md says what was measured.
 */
const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
};

interface BuiltIslands {
  files: Map<string, Buffer>;
  metafile: Metafile;
}

/** Bundles the island runtime, one chunk per interactive kind, and the code they share, minified for production. */
async function buildIslands(registry: Registry): Promise<BuiltIslands> {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { runtime: join(SRC, 'render/client/runtime.client.ts'), preview: join(SRC, 'render/client/preview.client.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    write: false,
    metafile: true,
    outdir: '/islands',
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    jsx: 'automatic',
    alias: PREACT_ALIASES,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
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
  for (const file of result.outputFiles) files.set(`islands/${basename(file.path)}`, Buffer.from(file.contents));
  return { files, metafile: result.metafile };
}

/** An island build's scripts by path below the build's folder: what the runtime imports, and each kind's chunks. */
const IslandPaths = z.object({
  runtime: z.string(),
  runtimeImports: z.array(z.string()),
  preview: z.string(),
  kinds: z.record(z.string(), z.array(z.string())),
});
type IslandPaths = z.infer<typeof IslandPaths>;

/** Reads the metafile: what the runtime imports, and for each kind its chunk with what it imports. */
function islandPaths(registry: Registry, metafile: Metafile): IslandPaths {
  const outputs = Object.entries(metafile.outputs).map(([path, output]) => ({ name: basename(path), output }));
  const byName = new Map(outputs.map((o) => [o.name, o.output]));
  const closure = (name: string, into: Set<string>) => {
    if (into.has(name)) return;
    into.add(name);
    for (const imported of byName.get(name)?.imports ?? []) if (imported.kind === 'import-statement') closure(basename(imported.path), into);
  };
  const path = (name: string) => `islands/${name}`;
  const runtimeImports = new Set<string>();
  closure('runtime.js', runtimeImports);
  runtimeImports.delete('runtime.js');
  const kinds: Record<string, string[]> = {};
  for (const def of registry.all().filter((d) => d.interactive)) {
    const entry = islandEntry(def.name);
    const chunk = outputs.find((o) => o.output.entryPoint && join(ROOT, o.output.entryPoint) === entry);
    if (!chunk) throw new Error(`The island build has no chunk for "${def.name}"`);
    const needed = new Set<string>();
    closure(chunk.name, needed);
    for (const name of runtimeImports) needed.delete(name);
    kinds[def.name] = [...needed].map(path);
  }
  return { runtime: path('runtime.js'), runtimeImports: [...runtimeImports].map(path), preview: path('preview.js'), kinds };
}

/** The bundle pages link to, from its files and island paths: every URL under the folder named by the files' tags. */
function bundleOf(files: ReadonlyMap<string, Asset>, paths: IslandPaths): AssetBundle {
  const base = buildBase('/assets', files);
  const url = (path: string) => `${base}/${path}`;
  const islands: IslandManifest = {
    runtime: url(paths.runtime),
    runtimeImports: paths.runtimeImports.map(url),
    preview: url(paths.preview),
    kinds: new Map(Object.entries(paths.kinds).map(([kind, chunks]) => [kind, chunks.map(url)])),
  };
  return {
    base,
    files,
    stylesheet: url('site.css'),
    siteStylesheet: (site) => url(`sites/${site}.css`),
    islands,
    preloadsFor(kinds) {
      const urls = new Set(islands.runtimeImports);
      for (const kind of kinds) for (const chunk of islands.kinds.get(kind) ?? []) urls.add(chunk);
      return [...urls];
    },
  };
}

/** The source of this builder: a change to how assets are built makes earlier builds stale. */
const BUILDER = ['src/render/assets.ts', 'src/render/asset-cache.ts', 'package-lock.json', 'tsconfig.json'];

/**
 * What keys a site build besides the island inputs its metafile names: the stylesheets' text
 * (base, themes, components' styles: cheap to make, and exactly what is minified), the
 * interactive kinds' table, and the builder.
 */
function siteExtra(registry: Registry, stylesheets: ReadonlyMap<string, string>) {
  const css = createHash('sha256');
  for (const [path, text] of stylesheets) css.update(path).update('\0').update(text).update('\0');
  return { css: css.digest('hex'), loaders: createHash('sha256').update(islandLoadersSource(registry)).digest('hex'), builder: hashOfFiles(BUILDER) };
}

/** Where a start's site assets came from: the on-disk cache (`npm run build` made them), or a build of its own. */
export interface PreparedAssets {
  bundle: AssetBundle;
  source: 'cache' | 'build';
}

/**
 * The stylesheets and island scripts, minified, compressed and addressed by content hash,
 * with the manifest of what each island needs: read from the cache in `cacheDir` when it
 * holds the build of these inputs, else built (compression off the event loop) and kept
 * there for the next process.
 */
export async function prepareSiteAssets({
  registry,
  cacheDir = ASSET_CACHE_DIR,
  onBuild,
}: {
  registry: Registry;
  cacheDir?: string;
  /** Called when no kept build is current and one begins (`npm run build` says so). */
  onBuild?: () => void;
}): Promise<PreparedAssets> {
  const stylesheets = stylesheetSources();
  const extra = siteExtra(registry, stylesheets);
  const cached = await readCachedBuild({ dir: cacheDir, name: 'site', extra });
  const paths = cached && IslandPaths.safeParse(cached.meta);
  if (cached && paths?.success) return { bundle: bundleOf(cached.files, paths.data), source: 'cache' };
  onBuild?.();
  const startedAt = Date.now();
  const files = new Map<string, Asset>();
  const css = 'text/css; charset=utf-8';
  const minified = await Promise.all([...stylesheets].map(async ([path, text]) => [path, await minifyCss(text)] as const));
  const islands = await buildIslands(registry);
  // The bundler's service process is not needed until the editor is built: give its memory back.
  await (await import('esbuild')).stop();
  const compressed = await Promise.all([
    ...minified.map(async ([path, text]) => [path, await compressAsset(text, css)] as const),
    ...[...islands.files].map(async ([path, body]) => [path, await compressAsset(body, 'text/javascript; charset=utf-8')] as const),
  ]);
  for (const [path, file] of compressed) files.set(path, file);
  const islandPathsOfBuild = islandPaths(registry, islands.metafile);
  const inputs = Object.keys(islands.metafile.inputs).filter((input) => existsSync(join(ROOT, input)));
  // A checkout that cannot be written still serves: the build is then not kept.
  await writeCachedBuild({ dir: cacheDir, name: 'site', extra, inputs, startedAt, files, meta: islandPathsOfBuild }).catch(() => false);
  return { bundle: bundleOf(files, islandPathsOfBuild), source: 'build' };
}

let cached: Promise<AssetBundle> | undefined;

/** The site assets (`prepareSiteAssets` from the default cache), once per process. */
export function loadAssets(registry: Registry): Promise<AssetBundle> {
  cached ??= prepareSiteAssets({ registry }).then(({ bundle }) => bundle);
  return cached;
}

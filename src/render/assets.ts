import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, stop, transform, type Metafile } from 'esbuild';
import type { Registry } from '../core/component';
import { SITE_IDS, type SiteId } from '../core/sites';
import { allThemesCss, themeCss, themeFor } from '../themes';

/** A built file: its bytes, compressed once at build, with its content type and ETag. */
export interface Asset {
  body: Buffer;
  /** Brotli and gzip forms of text assets (absent for binary ones). */
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
}

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
const TEXT = /^(text\/|application\/json|image\/svg)/;

/** A strong ETag for some bytes: the one way the platform tags what it serves. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}

/** An asset with its content type and ETag; text is compressed now, once, at its best. */
export function asset(body: Buffer | string, contentType: string): Asset {
  const buf = typeof body === 'string' ? Buffer.from(body) : body;
  if (!TEXT.test(contentType)) return { body: buf, contentType, etag: etagOf(buf) };
  return {
    body: buf,
    br: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }),
    gzip: gzipSync(buf, { level: 9 }),
    contentType,
    etag: etagOf(buf),
  };
}

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

/** A site's stylesheet, unminified: base styles, its theme's variables, every component's styles. */
export function buildSiteStylesheet(site: SiteId): string {
  return [baseCss(), themeCss(themeFor(site)), componentCss(), searchPageCss()].join('\n');
}

/** The platform pages' stylesheet: base styles with every theme (the portal shows all eight). */
export function buildPlatformStylesheet(): string {
  return [baseCss(), allThemesCss()].join('\n');
}

async function minifyCss(css: string): Promise<string> {
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
  const result = await build({
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

/** Reads the metafile: what the runtime imports, and for each kind its chunk with what it imports. */
function islandManifest(registry: Registry, metafile: Metafile, url: (name: string) => string): IslandManifest {
  const outputs = Object.entries(metafile.outputs).map(([path, output]) => ({ name: basename(path), output }));
  const byName = new Map(outputs.map((o) => [o.name, o.output]));
  const closure = (name: string, into: Set<string>) => {
    if (into.has(name)) return;
    into.add(name);
    for (const imported of byName.get(name)?.imports ?? []) if (imported.kind === 'import-statement') closure(basename(imported.path), into);
  };
  const runtimeImports = new Set<string>();
  closure('runtime.js', runtimeImports);
  runtimeImports.delete('runtime.js');
  const kinds = new Map<string, string[]>();
  for (const def of registry.all().filter((d) => d.interactive)) {
    const entry = islandEntry(def.name);
    const chunk = outputs.find((o) => o.output.entryPoint && join(process.cwd(), o.output.entryPoint) === entry);
    if (!chunk) throw new Error(`The island build has no chunk for "${def.name}"`);
    const needed = new Set<string>();
    closure(chunk.name, needed);
    for (const name of runtimeImports) needed.delete(name);
    kinds.set(def.name, [...needed].map(url));
  }
  return { runtime: url('runtime.js'), runtimeImports: [...runtimeImports].map(url), preview: url('preview.js'), kinds };
}

let cached: Promise<AssetBundle> | undefined;

/**
 * Builds (once per process) the stylesheets and the island scripts: minified, compressed,
 * addressed by content hash, with the manifest of what each island needs.
 */
export function loadAssets(registry: Registry): Promise<AssetBundle> {
  cached ??= (async () => {
    const files = new Map<string, Asset>();
    const css = 'text/css; charset=utf-8';
    files.set('site.css', asset(await minifyCss(buildPlatformStylesheet()), css));
    for (const site of SITE_IDS) files.set(`sites/${site}.css`, asset(await minifyCss(buildSiteStylesheet(site)), css));
    const islands = await buildIslands(registry);
    // The bundler's service process is not needed until the editor is built: give its memory back.
    await stop();
    for (const [path, body] of islands.files) files.set(path, asset(body, 'text/javascript; charset=utf-8'));
    const base = buildBase('/assets', files);
    const manifest = islandManifest(registry, islands.metafile, (name) => `${base}/islands/${name}`);
    return {
      base,
      files,
      stylesheet: `${base}/site.css`,
      siteStylesheet: (site) => `${base}/sites/${site}.css`,
      islands: manifest,
      preloadsFor(kinds) {
        const urls = new Set(manifest.runtimeImports);
        for (const kind of kinds) for (const chunk of manifest.kinds.get(kind) ?? []) urls.add(chunk);
        return [...urls];
      },
    };
  })();
  return cached;
}

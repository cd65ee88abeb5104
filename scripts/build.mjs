// Compiles the server and command line into dist/ so `npm start` runs plain JavaScript:
// no TypeScript loader in the serving process (tsx costs ~75 MB of resident memory there).
// Packages stay external; each module keeps its own `import.meta.url`, so files it finds
// beside itself (migrations, component styles, island entries, public/) are found in src/.
// Then builds what the server sends browsers (stylesheets, islands, the editor bundle, each
// compressed) into dist/assets/, keyed by a hash of their inputs (src/render/asset-cache.ts):
// a start reads them, and a build whose inputs are unchanged only checks them; and keeps an
// migrated PGlite cluster in dist/pglite/ that a first start loads instead of creating one.
// A build whose sources are those of the last one (a hash of every file under src/, this script,
// the lock file, tsconfig.json and patches/) does nothing: `npm start` after `npm start` waits
// ~0.1 s for it.
// Usage: node scripts/build.mjs   (npm start runs it first: ~1 s, or ~15 s when the assets changed)
//        node scripts/build.mjs --server-only --outdir DIR   (the server alone, into DIR inside the
//        checkout, where its packages resolve: the tests' processes run one build per state of the sources)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `import.meta.url` of each source file as where it lives, not where the bundle lands. */
const keepModuleUrls = {
  name: 'keep-module-urls',
  setup(b) {
    b.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

const { values: options } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' }, 'server-only': { type: 'boolean', default: false } } });
const outdir = isAbsolute(options.outdir) ? options.outdir : join(ROOT, options.outdir);
if (relative(ROOT, outdir).startsWith('..')) throw new Error(`--outdir must be inside the checkout (its packages resolve from there): ${outdir}`);

/** What a build reads, besides packages: every source file (styles and migrations are read at run time), the builder, the lock file. */
const STAMPED = ['src', 'scripts/build.mjs', 'package-lock.json', 'tsconfig.json', 'patches'];

/** A hash of every file a build depends on: a build whose stamp matches has nothing to do. */
function sourcesStamp() {
  const hash = createHash('sha256');
  const files = STAMPED.flatMap((path) => {
    const full = join(ROOT, path);
    if (!existsSync(full)) return [];
    return statSync(full).isFile() ? [full] : readdirSync(full, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  });
  for (const file of files.sort()) hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const started = performance.now();
const stampFile = join(outdir, 'build-stamp.json');
const stamp = sourcesStamp();
const kept = (dir) => existsSync(dir) && readdirSync(dir).length > 0;
const previous = existsSync(stampFile) ? JSON.parse(await readFile(stampFile, 'utf8')) : undefined;
if (previous?.stamp === stamp && previous.serverOnly === options['server-only'] && existsSync(join(outdir, 'tessera.mjs')) && (options['server-only'] || (kept(join(ROOT, 'dist/assets')) && kept(join(ROOT, 'dist/pglite'))))) {
  console.log(`Build current: nothing changed since the last (${((performance.now() - started) / 1000).toFixed(1)} s).`);
  process.exit(0);
}
await rm(stampFile, { force: true });

// Chunks of earlier builds would pile up beside the new ones.
await rm(join(outdir, 'chunks'), { recursive: true, force: true });

await build({
  absWorkingDir: ROOT,
  entryPoints: { tessera: 'src/cli/main.ts', prebuild: 'src/server/prebuild.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: ['node20.19'],
  packages: 'external',
  jsx: 'automatic',
  sourcemap: false,
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  plugins: [keepModuleUrls],
  logLevel: 'warning',
});

const done = () => writeFile(stampFile, JSON.stringify({ stamp, serverOnly: options['server-only'] }));
if (options['server-only']) {
  await done();
  process.exit(0);
}
const { prebuild } = await import(pathToFileURL(join(outdir, 'prebuild.mjs')).href);
const report = await prebuild({ onBuild: (what) => console.log(`Building ${what} into dist/assets (kept for later starts)…`) });
const what = (source) => (source === 'cache' ? 'current' : 'built');
console.log(
  `Assets in dist/assets: site ${what(report.site)}, editor ${what(report.editor)}${report.storeTemplate ? '; migrated database cluster made in dist/pglite' : ''} (${report.seconds.toFixed(1)} s).`,
);
await done();

// Compiles the server and command line into dist/ so `npm start` runs plain JavaScript:
// no TypeScript loader in the serving process (tsx costs ~75 MB of resident memory there).
// Packages stay external; each module keeps its own `import.meta.url`, so files it finds
// beside itself (migrations, component styles, island entries, public/) are found in src/.
// Then builds what the server sends browsers (stylesheets, islands, the editor bundle, each
// compressed) into dist/assets/, keyed by a hash of their inputs (src/render/asset-cache.ts):
// a start reads them, and a build whose inputs are unchanged only checks them; and keeps an
// migrated PGlite cluster in dist/pglite/ that a first start loads instead of creating one.
// Usage: node scripts/build.mjs   (npm start runs it first: ~1 s, or ~15 s when the assets changed)
//        node scripts/build.mjs --server-only --outdir DIR   (the server alone, into DIR inside the
//        checkout, where its packages resolve: the tests' processes run one build per state of the sources)
import { readFile, rm } from 'node:fs/promises';
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

if (options['server-only']) process.exit(0);
const { prebuild } = await import(pathToFileURL(join(outdir, 'prebuild.mjs')).href);
const report = await prebuild({ onBuild: (what) => console.log(`Building ${what} into dist/assets (kept for later starts)…`) });
const what = (source) => (source === 'cache' ? 'current' : 'built');
console.log(
  `Assets in dist/assets: site ${what(report.site)}, editor ${what(report.editor)}${report.storeTemplate ? '; migrated database cluster made in dist/pglite' : ''} (${report.seconds.toFixed(1)} s).`,
);

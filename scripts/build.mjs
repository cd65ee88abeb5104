// Compiles the server and command line into dist/ so `npm start` runs plain JavaScript:
// no TypeScript loader in the serving process (tsx costs ~75 MB of resident memory there).
// Packages stay external; each module keeps its own `import.meta.url`, so files it finds
// beside itself (migrations, component styles, island entries, public/) are found in src/.
// Usage: node scripts/build.mjs   (npm start runs it first; a fresh build takes ~1 s)
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

// Chunks of earlier builds would pile up beside the new ones.
await rm(`${ROOT}/dist/chunks`, { recursive: true, force: true });

await build({
  absWorkingDir: ROOT,
  entryPoints: { tessera: 'src/cli/main.ts' },
  outdir: 'dist',
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

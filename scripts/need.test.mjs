import { describe, it, expect } from 'vitest';
import { installCommands, installPrefix, missing, missingLine, preflight } from './need.mjs';

const PATH = '/usr/local/bin:/usr/bin:/bin';

/** A fake filesystem: the set of executable paths; directories are derived from them. */
function fakeSystem(executables) {
  const files = new Set(executables);
  return {
    isExecutable: (path) => files.has(path),
    listDir: (dir) => [...new Set([...files].filter((f) => f.startsWith(`${dir}/`)).map((f) => f.slice(dir.length + 1).split('/')[0]))],
  };
}

const CHROMIUM = '/usr/bin/chromium';
const PG15 = ['/usr/lib/postgresql/15/bin/initdb', '/usr/lib/postgresql/15/bin/pg_ctl'];
const WRK = '/usr/bin/wrk';
const APT = '/usr/bin/apt-get';
const EVERYTHING = [CHROMIUM, ...PG15, WRK, APT];
const HAPROXY = '/usr/sbin/haproxy';
const VARNISHD = '/usr/sbin/varnishd';
const XKEY = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so';
const SCALE = [...PG15, HAPROXY, VARNISHD, XKEY, APT];

const names = (checks) => checks.map((check) => check.pkg);

describe('missing', () => {
  it('finds nothing missing when chromium, initdb and pg_ctl are installed', () => {
    expect(missing('test', { PATH }, fakeSystem(EVERYTHING))).toEqual([]);
  });

  it('names chromium and postgresql, in that order, on a bare machine', () => {
    expect(names(missing('test', { PATH }, fakeSystem([APT])))).toEqual(['chromium', 'postgresql']);
  });

  it('needs both initdb and pg_ctl in the same version directory', () => {
    const split = ['/usr/lib/postgresql/14/bin/initdb', '/usr/lib/postgresql/15/bin/pg_ctl'];
    expect(names(missing('test', { PATH }, fakeSystem([CHROMIUM, ...split])))).toEqual(['postgresql']);
    expect(missing('test', { PATH }, fakeSystem([CHROMIUM, ...split, '/usr/lib/postgresql/14/bin/pg_ctl']))).toEqual([]);
  });

  it('uses CHROMIUM_PATH instead of /usr/bin/chromium, and installing cannot fix a wrong one', () => {
    const env = { PATH, CHROMIUM_PATH: '/opt/chrome/chrome' };
    const [check] = missing('test', env, fakeSystem(EVERYTHING));
    expect(check).toMatchObject({ pkg: 'chromium', installable: false, label: 'chromium (CHROMIUM_PATH=/opt/chrome/chrome)' });
    expect(missing('test', env, fakeSystem([...PG15, '/opt/chrome/chrome']))).toEqual([]);
  });

  it('looks for wrk on PATH for the benchmark, which also needs chromium but not postgresql', () => {
    expect(names(missing('bench', { PATH }, fakeSystem([APT])))).toEqual(['chromium', 'wrk']);
    expect(missing('bench', { PATH }, fakeSystem([CHROMIUM, '/usr/local/bin/wrk']))).toEqual([]);
    expect(names(missing('bench', { PATH: '/usr/local/bin' }, fakeSystem([CHROMIUM, WRK])))).toEqual(['wrk']);
  });

  it('refuses an unknown purpose, including inherited object keys', () => {
    expect(() => missing('toString', { PATH }, fakeSystem([]))).toThrow('Usage: node scripts/need.mjs test|bench|scale');
  });

  it('needs postgresql, haproxy, varnish and varnish-modules for the scale tests, in that order', () => {
    expect(names(missing('scale', { PATH }, fakeSystem([APT, CHROMIUM])))).toEqual(['postgresql', 'haproxy', 'varnish', 'varnish-modules']);
    expect(missing('scale', { PATH }, fakeSystem(SCALE))).toEqual([]);
  });

  it('finds haproxy and varnishd in /usr/sbin off PATH, or on PATH elsewhere', () => {
    expect(missing('scale', { PATH: '/usr/bin' }, fakeSystem(SCALE))).toEqual([]);
    const elsewhere = [...PG15, XKEY, '/opt/bin/haproxy', '/opt/bin/varnishd'];
    expect(missing('scale', { PATH: '/opt/bin' }, fakeSystem(elsewhere))).toEqual([]);
    expect(names(missing('scale', { PATH: '/usr/bin' }, fakeSystem(elsewhere)))).toEqual(['haproxy', 'varnish']);
  });

  it('finds the xkey vmod in the multiarch or the plain vmod directory, and nothing else counts', () => {
    const rest = [...PG15, HAPROXY, VARNISHD];
    expect(missing('scale', { PATH }, fakeSystem([...rest, '/usr/lib/varnish/vmods/libvmod_xkey.so']))).toEqual([]);
    expect(missing('scale', { PATH }, fakeSystem([...rest, '/usr/lib/aarch64-linux-gnu/varnish/vmods/libvmod_xkey.so']))).toEqual([]);
    const [check] = missing('scale', { PATH }, fakeSystem([...rest, '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_std.so', '/usr/lib/xkey/libvmod_xkey.so']));
    expect(check).toMatchObject({ pkg: 'varnish-modules', installable: true, label: 'varnish-modules (the xkey vmod)' });
  });
});

describe('installPrefix and installCommands', () => {
  const never = () => {
    throw new Error('sudo must not be tried');
  };

  it('runs apt-get directly as root, without trying sudo', () => {
    expect(installPrefix({ isRoot: true, hasAptGet: true, sudoWorks: never })).toEqual([]);
  });

  it('uses sudo -n when not root and passwordless sudo works', () => {
    expect(installPrefix({ isRoot: false, hasAptGet: true, sudoWorks: () => true })).toEqual(['sudo', '-n']);
  });

  it('cannot install without root or passwordless sudo, or without apt-get', () => {
    expect(installPrefix({ isRoot: false, hasAptGet: true, sudoWorks: () => false })).toBeNull();
    expect(installPrefix({ isRoot: true, hasAptGet: false, sudoWorks: never })).toBeNull();
  });

  it('updates, then installs non-interactively without recommends', () => {
    expect(installCommands(['chromium', 'postgresql'], [])).toEqual([
      ['apt-get', 'update'],
      ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'postgresql'],
    ]);
    expect(installCommands(['wrk'], ['sudo', '-n'])).toEqual([
      ['sudo', '-n', 'apt-get', 'update'],
      ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '--no-install-recommends', 'wrk'],
    ]);
  });
});

describe('missingLine', () => {
  it('is the exact one-line instruction', () => {
    const checks = missing('test', { PATH }, fakeSystem([]));
    expect(missingLine(checks, 'test')).toBe(
      'Missing: chromium, postgresql. Install them (Debian/Ubuntu: sudo apt-get install chromium postgresql) and run npm test again.',
    );
  });

  it('says "it" for one package and names the benchmark command', () => {
    const checks = missing('bench', { PATH }, fakeSystem([CHROMIUM]));
    expect(missingLine(checks, 'bench')).toBe('Missing: wrk. Install it (Debian/Ubuntu: sudo apt-get install wrk) and run npm run bench again.');
  });

  it('names the scale tests\' command and packages', () => {
    const checks = missing('scale', { PATH }, fakeSystem([...PG15, HAPROXY]));
    expect(missingLine(checks, 'scale')).toBe(
      'Missing: varnish, varnish-modules (the xkey vmod). Install them (Debian/Ubuntu: sudo apt-get install varnish varnish-modules) and run npm run test:scale again.',
    );
  });

  it('shows a CHROMIUM_PATH that points nowhere', () => {
    const checks = missing('test', { PATH, CHROMIUM_PATH: '/nonexistent' }, fakeSystem([...PG15]));
    expect(missingLine(checks, 'test')).toBe(
      'Missing: chromium (CHROMIUM_PATH=/nonexistent). Install it (Debian/Ubuntu: sudo apt-get install chromium) and run npm test again.',
    );
  });
});

describe('preflight', () => {
  /** Records what the preflight prints and runs; `install` adds executables when a command runs. */
  function harness({ executables = [], env = {}, isRoot = false, sudo = false, install = {}, fail = false } = {}) {
    const files = [...executables];
    const log = { out: [], err: [], ran: [], sudoTried: 0 };
    const io = {
      env: { PATH, ...env },
      system: {
        isExecutable: (path) => fakeSystem(files).isExecutable(path),
        listDir: (dir) => fakeSystem(files).listDir(dir),
      },
      isRoot,
      sudoWorks: () => {
        log.sudoTried++;
        return sudo;
      },
      run: (argv) => {
        log.ran.push(argv.join(' '));
        if (fail) return false;
        if (argv.includes('install')) {
          for (const pkg of argv.slice(argv.indexOf('--no-install-recommends') + 1)) files.push(...(install[pkg] ?? []));
        }
        return true;
      },
      out: (line) => log.out.push(line),
      err: (line) => log.err.push(line),
    };
    return { io, log };
  }

  it('prints nothing, runs nothing and succeeds when everything is there', () => {
    const { io, log } = harness({ executables: EVERYTHING });
    expect(preflight('test', io)).toBe(0);
    expect(log).toEqual({ out: [], err: [], ran: [], sudoTried: 0 });
  });

  it('as root installs only what is missing, announces it and checks again', () => {
    const { io, log } = harness({ executables: [APT, ...PG15], isRoot: true, install: { chromium: [CHROMIUM] } });
    expect(preflight('test', io)).toBe(0);
    expect(log.out).toEqual(['Installing chromium for the test suite…']);
    expect(log.ran).toEqual(['apt-get update', 'env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium']);
    expect(log.err).toEqual([]);
    expect(log.sudoTried).toBe(0);
  });

  it('with passwordless sudo installs through sudo -n', () => {
    const { io, log } = harness({
      executables: [APT],
      sudo: true,
      install: { chromium: [CHROMIUM], postgresql: PG15 },
    });
    expect(preflight('test', io)).toBe(0);
    expect(log.out).toEqual(['Installing chromium, postgresql for the test suite…']);
    expect(log.ran).toEqual([
      'sudo -n apt-get update',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium postgresql',
    ]);
  });

  it('without root or sudo prints the one line at once and fails', () => {
    const { io, log } = harness({ executables: [APT, WRK] });
    expect(preflight('bench', io)).toBe(1);
    expect(log.ran).toEqual([]);
    expect(log.out).toEqual([]);
    expect(log.err).toEqual(['Missing: chromium. Install it (Debian/Ubuntu: sudo apt-get install chromium) and run npm run bench again.']);
  });

  it('without apt-get does not try to install, even as root', () => {
    const { io, log } = harness({ isRoot: true, executables: [CHROMIUM] });
    expect(preflight('test', io)).toBe(1);
    expect(log.ran).toEqual([]);
    expect(log.err).toHaveLength(1);
  });

  it('reports the one line when apt-get fails', () => {
    const { io, log } = harness({ executables: [APT, CHROMIUM], isRoot: true, fail: true });
    expect(preflight('test', io)).toBe(1);
    expect(log.ran).toEqual(['apt-get update']);
    expect(log.err).toEqual(['Missing: postgresql. Install it (Debian/Ubuntu: sudo apt-get install postgresql) and run npm test again.']);
  });

  it('reports what is still missing when the install succeeded but did not provide it', () => {
    const { io, log } = harness({ executables: [APT], isRoot: true, install: { chromium: [CHROMIUM] } });
    expect(preflight('test', io)).toBe(1);
    expect(log.err).toEqual(['Missing: postgresql. Install it (Debian/Ubuntu: sudo apt-get install postgresql) and run npm test again.']);
  });

  it('does not install for a wrong CHROMIUM_PATH alone', () => {
    const { io, log } = harness({ executables: EVERYTHING, isRoot: true, env: { CHROMIUM_PATH: '/nonexistent' } });
    expect(preflight('test', io)).toBe(1);
    expect(log.ran).toEqual([]);
    expect(log.err).toEqual([
      'Missing: chromium (CHROMIUM_PATH=/nonexistent). Install it (Debian/Ubuntu: sudo apt-get install chromium) and run npm test again.',
    ]);
  });

  it('installs the scale tests\' daemons and the xkey vmod as root', () => {
    const { io, log } = harness({
      executables: [APT, ...PG15, HAPROXY],
      isRoot: true,
      install: { varnish: [VARNISHD], 'varnish-modules': [XKEY] },
    });
    expect(preflight('scale', io)).toBe(0);
    expect(log.out).toEqual(['Installing varnish, varnish-modules for the scale tests…']);
    expect(log.ran).toEqual(['apt-get update', 'env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends varnish varnish-modules']);
    expect(log.err).toEqual([]);
  });

  it('is skipped with TESSERA_SKIP_PREFLIGHT=1', () => {
    const { io, log } = harness({ env: { TESSERA_SKIP_PREFLIGHT: '1' } });
    expect(preflight('test', io)).toBe(0);
    expect(log).toEqual({ out: [], err: [], ran: [], sudoTried: 0 });
  });
});

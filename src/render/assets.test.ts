// Issue 39 item 1: the site assets (stylesheets, islands) are built once and read by later
// starts, until an input changes; a damaged cache entry is built again, never served.
import { randomUUID } from 'node:crypto';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registry } from '../components/registry';
import { createRegistry, type Registry } from '../core/component';
import { prepareSiteAssets, type AssetBundle } from './assets';

const cacheDir = join(tmpdir(), `tessera-asset-cache-${randomUUID()}`);
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

/** The registry without one interactive kind: the island table, an input of the build, differs. */
function withoutOneIsland(): Registry {
  const dropped = registry.all().find((def) => def.interactive)!.name;
  return createRegistry(registry.all().filter((def) => def.name !== dropped));
}

function expectSameBundle(a: AssetBundle, b: AssetBundle): void {
  expect(b.base).toBe(a.base);
  expect([...b.files.keys()].sort()).toEqual([...a.files.keys()].sort());
  for (const [path, file] of a.files) expect(b.files.get(path)!.body.equals(file.body), path).toBe(true);
  expect(b.islands.runtime).toBe(a.islands.runtime);
  expect([...b.islands.kinds]).toEqual([...a.islands.kinds]);
}

describe('site assets kept between processes', () => {
  it('are built once, read back the same, rebuilt when damaged or when an input changes', { timeout: 240_000 }, async () => {
    const built = await prepareSiteAssets({ registry, cacheDir });
    expect(built.source).toBe('build');
    expect(built.bundle.files.size).toBeGreaterThan(10);

    const again = await prepareSiteAssets({ registry, cacheDir });
    expect(again.source).toBe('cache');
    expectSameBundle(built.bundle, again.bundle);

    // A damaged compressed form: the entry is built again, and what is served is right.
    const entry = join(cacheDir, (await readdir(cacheDir)).find((name) => name.startsWith('site-'))!);
    await writeFile(join(entry, 'sites/nyse.css.br'), 'damaged');
    const repaired = await prepareSiteAssets({ registry, cacheDir });
    expect(repaired.source).toBe('build');
    expectSameBundle(built.bundle, repaired.bundle);
    expect((await prepareSiteAssets({ registry, cacheDir })).source).toBe('cache');

    // The registry's interactive kinds are an input: one fewer is another build.
    const other = await prepareSiteAssets({ registry: withoutOneIsland(), cacheDir });
    expect(other.source).toBe('build');
    expect(other.bundle.islands.kinds.size).toBe(built.bundle.islands.kinds.size - 1);
    expect((await prepareSiteAssets({ registry, cacheDir })).source).toBe('cache');
  });
});

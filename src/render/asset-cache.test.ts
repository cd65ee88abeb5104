// Issue 39 item 1: builds kept on disk by the hash of their inputs — reused while the inputs are
// the same, never served once an input changed or the entry is damaged or partial.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { compressAsset, readCachedBuild, ROOT, writeCachedBuild, type Asset } from './asset-cache';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

// Inputs are named relative to the checkout: the test's own live in its ignored .tmp/.
const work = join(ROOT, '.tmp', `asset-cache-${randomUUID()}`);
const dir = join(work, 'cache');
const input = (name: string) => relative(ROOT, join(work, name));
afterAll(() => rm(work, { recursive: true, force: true }));

let files: Map<string, Asset>;
beforeEach(async () => {
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  await writeFile(join(ROOT, input('a.ts')), 'export const a = 1;');
  await writeFile(join(ROOT, input('b.ts')), 'export const b = 2;');
  files = new Map([
    ['app.js', await compressAsset('console.log("a built file");'.repeat(20), 'text/javascript; charset=utf-8')],
    ['fonts/face.woff2', await compressAsset(Buffer.from([0, 1, 2, 3, 4]), 'font/woff2')],
  ]);
});

/** A build of a.ts and b.ts that began a second ago (so the inputs were not changed while it ran). */
const write = (extra = { builder: '1' }) => writeCachedBuild({ dir, name: 'test', extra, inputs: [input('a.ts'), input('b.ts')], startedAt: Date.now() + 1000, files, meta: { entry: 'app.js' } });
const read = (extra = { builder: '1' }) => readCachedBuild({ dir, name: 'test', extra });
const entryDir = async () => join(dir, (await readdir(dir)).find((name) => name.startsWith('test-'))!);

describe('the on-disk asset cache', () => {
  it('compresses text off the event loop, and leaves binary files as they are', async () => {
    const js = files.get('app.js')!;
    expect(brotliDecompressSync(js.br!).equals(js.body)).toBe(true);
    expect(gunzipSync(js.gzip!).equals(js.body)).toBe(true);
    expect(files.get('fonts/face.woff2')!.br).toBeUndefined();
  });

  it('answers the same files and meta for the same inputs', async () => {
    expect(await write()).toBe(true);
    const found = await read();
    expect(found?.meta).toEqual({ entry: 'app.js' });
    expect([...found!.files.keys()].sort()).toEqual(['app.js', 'fonts/face.woff2']);
    for (const [path, file] of files) {
      const got = found!.files.get(path)!;
      expect(got.body.equals(file.body), path).toBe(true);
      expect(got.etag, path).toBe(file.etag);
      expect(got.contentType, path).toBe(file.contentType);
      expect(Boolean(got.br && file.br && got.br.equals(file.br)) || (!got.br && !file.br), path).toBe(true);
    }
  });

  it('does not answer once an input file changed, was removed, or what else keys the build changed', async () => {
    await write();
    expect(await read({ builder: '2' })).toBeUndefined();
    await writeFile(join(ROOT, input('b.ts')), 'export const b = 3;');
    expect(await read()).toBeUndefined();
    await writeFile(join(ROOT, input('b.ts')), 'export const b = 2;');
    expect(await read()).toBeDefined();
    await rm(join(ROOT, input('a.ts')));
    expect(await read()).toBeUndefined();
  });

  it('never serves a damaged or partial entry', async () => {
    await write();
    const entry = await entryDir();
    await writeFile(join(entry, 'app.js.br'), Buffer.from('not brotli'));
    expect(await read()).toBeUndefined();
    // Written again over the damaged one, it is served again.
    expect(await write()).toBe(true);
    expect(await read()).toBeDefined();
    await rm(join(entry, 'fonts/face.woff2'));
    expect(await read()).toBeUndefined();
    await write();
    await writeFile(join(entry, 'manifest.json'), '{"format": 1, "name": "test"');
    expect(await read()).toBeUndefined();
  });

  it('keeps no build whose inputs changed while it ran', async () => {
    const startedAt = Date.now() - 60_000;
    await utimes(join(ROOT, input('a.ts')), new Date(), new Date());
    expect(await writeCachedBuild({ dir, name: 'test', extra: {}, inputs: [input('a.ts')], startedAt, files, meta: null })).toBe(false);
    expect(await readCachedBuild({ dir, name: 'test', extra: {} })).toBeUndefined();
  });

  it('keeps the last three builds of a name', async () => {
    for (let i = 0; i < 5; i++) {
      await writeFile(join(ROOT, input('a.ts')), `export const a = ${i};`);
      await write();
    }
    expect((await readdir(dir)).filter((name) => name.startsWith('test-'))).toHaveLength(3);
    expect(await read()).toBeDefined();
  });
});

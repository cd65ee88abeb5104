import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the media library's bytes live, by key (`{hash}.{ext}`, `{hash}-{width}w.webp`). */
export interface MediaStorage {
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when there is no such file. */
  read(key: string): Promise<Buffer | undefined>;
  remove(keys: readonly string[]): Promise<void>;
}

/** Keys are made by the platform from hashes; anything else (a path, `..`) never reaches the disk. */
const KEY = /^[0-9a-f]{64}(-\d{3,4}w)?\.[a-z0-9]{2,5}$/;

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * Files in a directory: written to a temporary name and renamed, so a reader never sees half
 * a file and a crash leaves no broken one. Several processes may share the directory (a
 * network volume) since a key's bytes never change.
 */
export function fileMediaStorage(dir: string): MediaStorage {
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true }));
  return {
    async write(key, bytes) {
      await ensureDir();
      const target = join(dir, checked(key));
      const temp = `${target}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, target);
    },
    async read(key) {
      if (!KEY.test(key)) return undefined;
      try {
        return await readFile(join(dir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(join(dir, checked(key)), { force: true })));
    },
  };
}

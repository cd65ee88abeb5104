import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the media library's bytes live, by key (`{hash}.{ext}`, `{hash}-{width}w.webp`). */
export interface MediaStorage {
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when there is no such file. */
  read(key: string): Promise<Buffer | undefined>;
  remove(keys: readonly string[]): Promise<void>;
  /**
   * A new empty temporary file beside the stored ones, for streaming an upload into before it
   * is known to be kept: `keep(key)` moves it into place in one step, `discard()` removes it.
   */
  temporary(): Promise<TemporaryFile>;
}

/** A temporary file of a storage: never served, moved into place or removed. */
export interface TemporaryFile {
  /** Its path on this machine, for streaming into and inspecting. */
  readonly path: string;
  /** Moves it to `key` (replacing a file of the same key, which holds the same bytes). */
  keep(key: string): Promise<void>;
  /** Removes it; nothing happens when it was kept or removed already. */
  discard(): Promise<void>;
}

/** Keys are made by the platform from hashes; anything else (a path, `..`) never reaches the disk. */
const KEY = /^[0-9a-f]{64}(-\d{3,4}w)?\.[a-z0-9]{2,5}$/;
/** The directory of temporary files inside a storage's directory (same file system, so a rename moves). */
const INCOMING = '.incoming';
/** Temporary files older than this were left by a process that died mid-upload. */
const STALE_MS = 24 * 60 * 60_000;

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return key;
}

/** Removes temporary files a crashed process left; young ones may belong to another process's upload. */
async function sweep(incoming: string): Promise<void> {
  const names = await readdir(incoming).catch(() => [] as string[]);
  const now = Date.now();
  await Promise.all(
    names.map(async (name) => {
      const path = join(incoming, name);
      const info = await stat(path).catch(() => undefined);
      if (info && now - info.mtimeMs > STALE_MS) await rm(path, { force: true });
    }),
  );
}

/**
 * Files in a directory: written to a temporary name and renamed, so a reader never sees half
 * a file and a crash leaves no broken one. Several processes may share the directory (a
 * network volume) since a key's bytes never change.
 */
export function fileMediaStorage(dir: string): MediaStorage {
  const incoming = join(dir, INCOMING);
  let ready: Promise<unknown> | undefined;
  const ensureDir = () =>
    (ready ??= mkdir(incoming, { recursive: true }).then(() => {
      void sweep(incoming).catch(() => {});
    }));
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
    async temporary() {
      await ensureDir();
      const path = join(incoming, `${randomUUID()}.part`);
      await writeFile(path, new Uint8Array(0), { flag: 'wx' });
      let settled = false;
      return {
        path,
        async keep(key) {
          if (settled) throw new Error('This temporary file was kept or discarded already');
          await rename(path, join(dir, checked(key)));
          settled = true;
        },
        async discard() {
          if (settled) return;
          settled = true;
          await rm(path, { force: true });
        },
      };
    },
  };
}

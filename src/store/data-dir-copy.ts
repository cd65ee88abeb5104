import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What a PGlite data directory holds of PostgreSQL's own: not `tessera.lock` or `tessera.sock`,
 * nor MEDIA_DIR and SUBMISSIONS_DIR kept inside it.
 */
export const PGLITE_ENTRY = /^(PG_VERSION|base|global|pg_.+|postgresql(\.auto)?\.conf|postmaster\.opts)$/;

/** A copy of a data directory's PostgreSQL files. */
export interface DataDirCopy {
  files: number;
  bytes: number;
}

/** Files copied at once: libuv's thread pool has four threads. */
const AT_ONCE = 4;

/**
 * Copies the PostgreSQL files of the data directory `from` into `into`, which must not exist
 * (created with mode 0700). The caller makes sure nothing writes to `from` meanwhile. A file
 * system that can share blocks (btrfs, XFS) clones each file; elsewhere it is a kernel copy,
 * never read into this process's memory.
 */
export async function copyPostgresFiles(from: string, into: string): Promise<DataDirCopy> {
  const files: string[] = [];
  const dirs: string[] = [];
  const walk = async (relative: string) => {
    for (const entry of await readdir(join(from, relative), { withFileTypes: true })) {
      const name = relative ? join(relative, entry.name) : entry.name;
      if (!relative && !PGLITE_ENTRY.test(entry.name)) continue;
      if (entry.isDirectory()) {
        dirs.push(name);
        await walk(name);
      } else if (entry.isFile()) files.push(name);
    }
  };
  await walk('');
  await mkdir(into, { mode: 0o700 });
  for (const dir of dirs) await mkdir(join(into, dir), { mode: 0o700 });
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const name = files[next++]!;
      await copyFile(join(from, name), join(into, name), constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE);
      const { size } = await stat(join(into, name));
      bytes += size;
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return { files: files.length, bytes };
}

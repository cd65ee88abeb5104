import { chmod, lstat, opendir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What Tessera writes holds password hashes, visitors' data, submissions and the database's
 * own files: only the server's user may read it (issue 41 item 1). `tessera` sets this umask
 * before it creates anything, so every file it or PGlite creates is 0600 and every directory
 * 0700, whatever the shell's umask was.
 */
export const PRIVATE_UMASK = 0o077;

/** Group and other bits of a mode: any of them set is a file others may read, write or enter. */
const SHARED_BITS = 0o077;

/**
 * Takes group and other access away from `dirs` and everything under them (files that an older
 * version, a restore by hand or another tool left readable by others). Symbolic links are left
 * alone and not followed; a directory that does not exist is skipped. Returns how many files
 * and directories were changed.
 */
export async function tightenPrivateFiles(dirs: readonly string[]): Promise<number> {
  let changed = 0;
  const tighten = async (path: string, mode: number) => {
    if ((mode & SHARED_BITS) === 0) return;
    await chmod(path, mode & 0o700);
    changed++;
  };
  const walk = async (dir: string): Promise<void> => {
    for await (const entry of await opendir(dir)) {
      const path = join(dir, entry.name);
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) {
        await tighten(path, (await lstat(path)).mode);
        await walk(path);
      } else if (entry.isFile()) {
        await tighten(path, (await lstat(path)).mode);
      }
    }
  };
  for (const dir of new Set(dirs)) {
    const stats = await lstat(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!stats?.isDirectory()) continue;
    await tighten(dir, stats.mode);
    await walk(dir);
  }
  return changed;
}

import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Test fixtures that take seconds to make (a migrated and seeded database, dumped) are made once
 * per state of the sources and kept on this machine: every project and every run that needs one
 * reads it, and a run that needs none never makes it (issue 39 item 4).
 */

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BUILT_ONCE_DIR = join(tmpdir(), 'tessera-built-once');
/** What a fixture can depend on: the sources, the test helpers that build fixtures, the installed packages. */
const INPUTS = ['src', 'test/support', 'test/setup', 'package-lock.json', 'patches'];
/** A holder of the lock that has not finished after this long is taken to be dead. */
const LOCK_STALE_MS = 10 * 60_000;
/**
 * Versions of a fixture for other sources are removed once they are this old: a run that began
 * before the sources changed (or one in another checkout) may still read its own.
 */
const OLD_VERSION_MS = 2 * 60 * 60_000;

async function filesUnder(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isDirectory()) return [path];
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && !/\.test\.[cm]?tsx?$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

let key: Promise<string> | undefined;

/**
 * A hash of everything a fixture may be made from (tests excluded: editing a test does not
 * change what it starts from) and of today's date in UTC, since seeded content may speak of it.
 */
export function sourcesKey(): Promise<string> {
  key ??= (async () => {
    const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
    const files = (await Promise.all(INPUTS.map((input) => filesUnder(join(ROOT, input))))).flat().sort();
    for (const file of files) hash.update(relative(ROOT, file)).update('\0').update(await readFile(file)).update('\0');
    return hash.digest('hex').slice(0, 16);
  })();
  return key;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Holds `lock` (a directory: `mkdir` is atomic) while `work` runs; waits for another holder, takes over a dead one's. */
async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => '0'));
      const since = (await stat(lock).catch(() => undefined))?.mtimeMs ?? Date.now();
      const stale = (owner > 0 && !alive(owner)) || Date.now() - since > LOCK_STALE_MS;
      if (stale) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    await writeFile(join(lock, 'pid'), String(process.pid));
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * The path of the fixture `name` for the current sources: made by `make(path)` (a file or a
 * directory) when this machine has none yet (one maker at a time across processes; the others
 * wait and read it), made under a temporary name and renamed, so a reader never sees half of it.
 * Versions of the fixture made for other sources are removed after two hours. `dir`: where fixtures are kept
 * (`BUILT_ONCE_DIR` by default; built code must live inside the checkout to find its packages).
 */
export async function builtOnce(name: string, make: (path: string) => Promise<void>, { dir = BUILT_ONCE_DIR }: { dir?: string } = {}): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${name}-${await sourcesKey()}`);
  const exists = () =>
    stat(path).then(
      () => true,
      () => false,
    );
  if (await exists()) return path;
  return withLock(`${path}.lock`, async () => {
    if (await exists()) return path;
    const partial = `${path}.partial-${process.pid}`;
    try {
      await make(partial);
      await rename(partial, path);
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
    const older = new RegExp(`^${name}-[0-9a-f]{16}$`);
    for (const entry of await readdir(dir)) {
      if (!older.test(entry) || join(dir, entry) === path) continue;
      const made = (await stat(join(dir, entry)).catch(() => undefined))?.mtimeMs ?? Date.now();
      if (Date.now() - made > OLD_VERSION_MS) await rm(join(dir, entry), { recursive: true, force: true });
    }
    return path;
  });
}

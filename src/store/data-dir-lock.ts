import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** The lock file's name inside a PGlite data directory. */
export const LOCK_FILE = 'tessera.lock';

/** What the lock file holds: who has the data directory open. */
export interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
}

export interface DataDirLock {
  /** The data directory, resolved to an absolute path. */
  readonly dataDir: string;
  /** The lock file. */
  readonly file: string;
  readonly holder: LockHolder;
  /** Writes the lock file again (after something replaced the directory's contents). */
  rewrite(): Promise<void>;
  /** Removes the lock file if it is still this one; calling it again does nothing. */
  release(): Promise<void>;
}

/** Another live process holds the data directory. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';

  constructor(
    readonly dataDir: string,
    readonly file: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder
      ? `pid ${holder.pid} on host ${holder.hostname}, started ${holder.startedAt}`
      : 'its lock file could not be read';
    super(
      `The data directory ${dataDir} is in use by another Tessera process (${who}). ` +
        'Two processes on one PGlite data directory lose each other\'s writes. ' +
        `Stop it first, or set DATA_DIR to another directory. If no such process is running, delete ${file}.`,
    );
  }
}

/** Data directories this process holds: a pid equal to ours is a previous process's only when not here. */
const heldHere = new Set<string>();
/** Lock attempts of this process, one at a time per directory. */
const pending = new Map<string, Promise<unknown>>();

/**
 * Takes the data directory for this process: an atomic create of `tessera.lock` holding
 * `{pid, hostname, startedAt}`. A lock left by a process that is no longer running on this
 * host (a crash, `kill -9`) is taken over; a live one, or one from another host (whose
 * process cannot be checked), refuses with `DataDirInUseError`.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = resolve(dataDir);
  const previous = pending.get(dir) ?? Promise.resolve();
  const attempt = previous.catch(() => {}).then(() => takeLock(dir));
  pending.set(dir, attempt);
  try {
    return await attempt;
  } finally {
    if (pending.get(dir) === attempt) pending.delete(dir);
  }
}

async function takeLock(dir: string): Promise<DataDirLock> {
  const file = join(dir, LOCK_FILE);
  await mkdir(dir, { recursive: true });
  const holder: LockHolder = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  const content = JSON.stringify(holder);

  if (!(await create(file, content))) {
    const found = await readHolder(file);
    const stale = found.kind === 'gone' || found.kind === 'unreadable' || !mayBeAlive(found.holder, heldHere.has(dir));
    if (!stale) throw inUse(dir, file, found);
    if (!(await takeOver(file, found, content))) throw inUse(dir, file, await readHolder(file));
  }
  heldHere.add(dir);

  let released = false;
  return {
    dataDir: dir,
    file,
    holder,
    async rewrite() {
      if (released) return;
      const handle = await open(file, 'w');
      try {
        await handle.writeFile(content);
      } finally {
        await handle.close();
      }
    },
    async release() {
      if (released) return;
      released = true;
      heldHere.delete(dir);
      const current = await readFile(file, 'utf8').catch(() => undefined);
      if (current === content) await unlink(file).catch(() => {});
    },
  };
}

/**
 * Replaces a stale lock file with ours; false when another process got there first. Only
 * the holder of `tessera.lock.takeover` deletes a lock file, and only the stale one it read,
 * so two processes taking over at once cannot delete each other's live lock.
 */
async function takeOver(file: string, stale: Found, content: string): Promise<boolean> {
  const guard = `${file}.takeover`;
  if (!(await create(guard, content))) {
    const other = await readHolder(guard);
    // A live taker is at work; a dead one crashed within the takeover and left its guard.
    if (other.kind === 'holder' && mayBeAlive(other.holder, false)) return false;
    await unlink(guard).catch(() => {});
    if (!(await create(guard, content))) return false;
  }
  try {
    const current = await readFile(file, 'utf8').catch(() => undefined);
    if (current !== undefined) {
      if (stale.kind === 'gone' || current !== stale.raw) return false;
      await unlink(file);
    }
    // Retried once: a process that is starting may create it between the unlink and here.
    return await create(file, content);
  } finally {
    await unlink(guard).catch(() => {});
  }
}

/** Creates the file with `content` unless it exists (`wx` is atomic); false when it exists. */
async function create(file: string, content: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}

function inUse(dir: string, file: string, found: Found): DataDirInUseError {
  return new DataDirInUseError(dir, file, found.kind === 'holder' ? found.holder : undefined);
}

type Found = { kind: 'holder'; holder: LockHolder; raw: string } | { kind: 'unreadable'; raw: string } | { kind: 'gone' };

async function readHolder(file: string): Promise<Found> {
  // The file exists between `open` and `writeFile` of its creator: give it a moment to be written.
  for (let attempt = 0; ; attempt++) {
    let raw: string;
    try {
      raw = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'gone' };
      throw error;
    }
    const holder = parseHolder(raw);
    if (holder) return { kind: 'holder', holder, raw };
    if (attempt >= 4) return { kind: 'unreadable', raw };
    await new Promise((done) => setTimeout(done, 50));
  }
}

function parseHolder(raw: string): LockHolder | undefined {
  try {
    const value = JSON.parse(raw) as Partial<LockHolder> | null;
    if (value && Number.isSafeInteger(value.pid) && value.pid! > 0 && typeof value.hostname === 'string' && typeof value.startedAt === 'string') {
      return { pid: value.pid!, hostname: value.hostname, startedAt: value.startedAt };
    }
  } catch {
    // Not JSON: a creator that crashed before writing it.
  }
  return undefined;
}

/**
 * Whether the holder's process may still be running. `ours` says whether this process holds
 * it when the pid is our own; otherwise the pid belonged to a previous process (restarts
 * reuse pids, commonly in containers).
 */
function mayBeAlive(holder: LockHolder, ours: boolean): boolean {
  if (holder.hostname !== hostname()) return true;
  if (holder.pid === process.pid) return ours;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

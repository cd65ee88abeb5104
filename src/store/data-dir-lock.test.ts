import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir, type LockHolder } from './data-dir-lock';
import { openPglite } from './db';

let parent: string;
let dir: string;

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'tessera-lock-'));
  dir = join(parent, 'data');
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

async function holderIn(path: string): Promise<LockHolder> {
  return JSON.parse(await readFile(join(path, LOCK_FILE), 'utf8')) as LockHolder;
}

async function writeLock(holder: Partial<LockHolder> | string) {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, LOCK_FILE), typeof holder === 'string' ? holder : JSON.stringify(holder));
}

/** A process that runs until killed, and its exit. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { pid: child.pid!, stop: async () => (child.kill('SIGKILL'), await exited) };
}

describe('lockDataDir', () => {
  it('creates the directory and a lock file naming this process, removed on release', async () => {
    const lock = await lockDataDir(relative(process.cwd(), dir));
    expect(lock.dataDir).toBe(dir);
    const holder = await holderIn(dir);
    expect(holder).toEqual({ pid: process.pid, hostname: hostname(), startedAt: expect.any(String) });
    expect(Date.now() - Date.parse(holder.startedAt)).toBeLessThan(60_000);
    await lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    await lock.release();
  });

  it('refuses a directory this process already holds', async () => {
    const lock = await lockDataDir(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirInUseError);
      expect((await holderIn(dir)).pid).toBe(process.pid);
    } finally {
      await lock.release();
    }
    await (await lockDataDir(dir)).release();
  });

  it('refuses a lock held by a live process, naming the directory and the process', async () => {
    const other = otherProcess();
    try {
      await writeLock({ pid: other.pid, hostname: hostname(), startedAt: '2026-11-23T10:00:00.000Z' });
      const error = await lockDataDir(dir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirInUseError);
      expect((error as Error).message).toBe(
        `The data directory ${dir} is in use by another Tessera process (pid ${other.pid} on host ${hostname()}, started 2026-11-23T10:00:00.000Z). ` +
          "Two processes on one PGlite data directory lose each other's writes. " +
          `Stop it first, or set DATA_DIR to another directory. If no such process is running, delete ${join(dir, LOCK_FILE)}.`,
      );
      expect((await holderIn(dir)).pid).toBe(other.pid);
    } finally {
      await other.stop();
    }
  });

  it('takes over the lock of a process that has ended (a crash, kill -9)', async () => {
    const other = otherProcess();
    await other.stop();
    await writeLock({ pid: other.pid, hostname: hostname(), startedAt: '2026-11-23T10:00:00.000Z' });
    const lock = await lockDataDir(dir);
    expect((await holderIn(dir)).pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over a lock with our pid that this process does not hold (a restart that reused the pid)', async () => {
    await writeLock({ pid: process.pid, hostname: hostname(), startedAt: '2026-11-23T10:00:00.000Z' });
    const lock = await lockDataDir(dir);
    expect((await holderIn(dir)).startedAt).not.toBe('2026-11-23T10:00:00.000Z');
    await lock.release();
  });

  it('takes over a lock file that is not a lock (its writer crashed before writing)', async () => {
    await writeLock('');
    const lock = await lockDataDir(dir);
    expect((await holderIn(dir)).pid).toBe(process.pid);
    await lock.release();
  });

  it('refuses a lock from another host, whose process cannot be checked', async () => {
    const other = otherProcess();
    await other.stop();
    await writeLock({ pid: other.pid, hostname: `not-${hostname()}`, startedAt: '2026-11-23T10:00:00.000Z' });
    await expect(lockDataDir(dir)).rejects.toThrow(`pid ${other.pid} on host not-${hostname()}`);
  });

  it('lets exactly one of several processes starting at once take over a stale lock', async () => {
    const other = otherProcess();
    await other.stop();
    await writeLock({ pid: other.pid, hostname: hostname(), startedAt: '2026-11-23T10:00:00.000Z' });
    // Each holds what it took until its stdin closes, so a later taker cannot follow a released lock.
    const script = `
      import { lockDataDir } from ${JSON.stringify(new URL('./data-dir-lock.ts', import.meta.url).href)};
      try {
        const lock = await lockDataDir(${JSON.stringify(dir)});
        console.log('taken');
        process.stdin.resume();
        process.stdin.on('end', () => lock.release().then(() => process.exit(0)));
      } catch (error) {
        console.log(error.name);
      }`;
    const children = Array.from({ length: 3 }, () => spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] }));
    const outputs = children.map(
      (child) =>
        new Promise<string>((resolve) => {
          let out = '';
          child.stdout!.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            if (out.includes('\n')) resolve(out.trim());
          });
          child.once('exit', () => resolve(out.trim()));
        }),
    );
    const answers = await Promise.all(outputs);
    const exits = children.map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null))));
    children.forEach((child) => child.stdin!.end());
    await Promise.all(exits);
    expect(answers.sort()).toEqual(['DataDirInUseError', 'DataDirInUseError', 'taken']);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});

describe('openPglite on a data directory', () => {
  it('holds the lock while open: a second open is refused before PGlite touches the directory', async () => {
    const db = await openPglite({ dataDir: dir });
    try {
      await db.query('CREATE TABLE kept (n int)');
      await expect(openPglite({ dataDir: dir })).rejects.toThrow(`The data directory ${dir} is in use`);
      await db.query('INSERT INTO kept VALUES (1)');
    } finally {
      await db.close();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await openPglite({ dataDir: dir });
    try {
      expect((await again.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 1 }]);
      expect((await holderIn(dir)).pid).toBe(process.pid);
    } finally {
      await again.close();
    }
  });
});

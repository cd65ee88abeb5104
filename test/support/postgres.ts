import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin directory, e.g. /usr/lib/postgresql/15/bin. */
async function findBinaries(): Promise<string> {
  const versions = existsSync(ROOT) ? await readdir(ROOT) : [];
  const usable = versions
    .filter((version) => existsSync(join(ROOT, version, 'bin', 'initdb')) && existsSync(join(ROOT, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  if (!usable[0]) {
    throw new Error(
      `The pg test project needs the PostgreSQL server binaries (initdb, pg_ctl) under ${ROOT}/<version>/bin, ` +
        'and none were found. Install the `postgresql` package (Debian/Ubuntu: apt-get install postgresql).',
    );
  }
  return join(ROOT, usable[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user. */
const asRoot = process.getuid?.() === 0;

function command(bin: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

async function postgresOwner(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export interface PostgresServer {
  /** Connection URL (superuser `postgres`, database `postgres`). */
  readonly url: string;
  readonly port: number;
  /** Stops the server (`pg_ctl stop -m mode`, waiting); the data stays for `start()`. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts the stopped server again on the same port and data. */
  start(): Promise<void>;
  /** Stops the server if it runs and deletes its directory. */
  destroy(mode?: 'fast' | 'immediate'): Promise<void>;
}

/**
 * Starts a throw-away PostgreSQL: initdb in a temporary directory, its own port on
 * 127.0.0.1, its socket in that directory. A process that exits without `destroy()` stops it.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = await findBinaries();
  const dir = await mkdtemp(join(tmpdir(), 'tessera-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  if (asRoot) {
    const { uid, gid } = await postgresOwner();
    await chown(dir, uid, gid);
  }
  let started = false;
  const stopSync = (mode: 'fast' | 'immediate') => {
    if (!started) return;
    started = false;
    execFileSync(...command(join(bin, 'pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop']), { stdio: 'ignore' });
  };
  // A run killed before teardown must not leave a server behind.
  const onExit = () => stopSync('immediate');
  process.once('exit', onExit);

  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    // Durability is pointless for a database deleted after the run.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = async () => {
    try {
      await run(...command(join(bin, 'pg_ctl'), ['-D', data, '-l', log, '-o', settings, '-w', '-t', '60', 'start']));
    } catch (error) {
      const serverLog = await readFile(log, 'utf8').catch(() => '');
      throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${serverLog}`, { cause: error });
    }
    started = true;
  };
  const destroy = async (mode: 'fast' | 'immediate' = 'fast') => {
    process.off('exit', onExit);
    stopSync(mode);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await run(...command(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']));
    await start();
  } catch (error) {
    await destroy('immediate');
    throw error;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop(mode = 'fast') {
      if (!started) return;
      started = false;
      await run(...command(join(bin, 'pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop']));
    },
    start,
    destroy,
  };
}

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * PostgreSQL's own client tools for the native part of a backup: `pg_dump -Fc` in the backup's
 * snapshot and `pg_restore` into an empty database. The connection comes from DATABASE_URL as
 * libpq's PG* environment variables, so the password never appears on a command line.
 */

const SERVER_BINARIES = '/usr/lib/postgresql';

/** The newest installed client's `name` (Debian's /usr/lib/postgresql/N/bin), else `name` on PATH. */
export async function pgTool(name: 'pg_dump' | 'pg_restore'): Promise<string> {
  const versions = existsSync(SERVER_BINARIES) ? await readdir(SERVER_BINARIES) : [];
  const newest = versions
    .filter((version) => existsSync(join(SERVER_BINARIES, version, 'bin', name)))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))[0];
  return newest ? join(SERVER_BINARIES, newest, 'bin', name) : name;
}

/** Query parameters of a connection URL that libpq reads from the environment. */
const PARAMETERS: Record<string, string> = {
  host: 'PGHOST',
  port: 'PGPORT',
  user: 'PGUSER',
  password: 'PGPASSWORD',
  dbname: 'PGDATABASE',
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  application_name: 'PGAPPNAME',
  options: 'PGOPTIONS',
  connect_timeout: 'PGCONNECT_TIMEOUT',
};

/** DATABASE_URL as libpq's environment variables (over the inherited environment). */
export function pgEnvironment(databaseUrl: string, inherited: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...inherited };
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname.replace(/^\[(.*)\]$/, '$1'));
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  for (const [key, value] of url.searchParams) {
    const name = PARAMETERS[key];
    if (name) env[name] = value;
    // node-postgres's `ssl=true`: libpq's nearest is to require TLS.
    else if (key === 'ssl' && (value === 'true' || value === '1') && !url.searchParams.has('sslmode')) env.PGSSLMODE = 'require';
  }
  return env;
}

/** Runs a client tool; rejects with its error output (the last lines) when it fails. */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${tool} was not found: install PostgreSQL's client tools (the same major version as the server, or newer)`) : error),
    );
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve(Buffer.concat(out).toString());
      reject(new Error(`${tool} failed (${signal ?? `exit code ${code}`}): ${err.trim() || 'no message'}`));
    });
  });
}

/** `pg_dump -Fc` of the database in the exported snapshot `snapshot` (the transaction exporting it stays open meanwhile). */
export async function pgDump({ databaseUrl, snapshot, file }: { databaseUrl: string; snapshot: string | undefined; file: string }): Promise<void> {
  const args = ['--format=custom', '--no-password', `--file=${file}`, ...(snapshot ? [`--snapshot=${snapshot}`] : [])];
  await run(await pgTool('pg_dump'), args, pgEnvironment(databaseUrl));
}

/**
 * `pg_restore` of a `pg_dump -Fc` file into the (empty) database of `databaseUrl`, in one
 * transaction, without the source's owners and grants. The dump's comment on an extension is
 * left out: only the extension's owner may set it, and a database owner restoring is often not.
 */
export async function pgRestore({ databaseUrl, file, listFile }: { databaseUrl: string; file: string; listFile: string }): Promise<void> {
  const tool = await pgTool('pg_restore');
  const env = pgEnvironment(databaseUrl);
  const list = await run(tool, ['--list', file], env);
  await writeFile(listFile, list.split('\n').map((line) => (/^\d+; \d+ \d+ COMMENT - EXTENSION /.test(line) ? `;${line}` : line)).join('\n'));
  await run(tool, ['--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', '--no-password', `--use-list=${listFile}`, `--dbname=${env.PGDATABASE ?? env.PGUSER ?? ''}`, file], env);
}

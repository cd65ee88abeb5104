import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { chmod, lstat, mkdir, mkdtemp, opendir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openPglite } from '../store';
import { TEST_PASSWORD, TEST_USERS } from '../../test/support/app';
import { builtServer, killAllTessera, send, startTessera, type Tessera } from '../../test/support/tessera-process';

/*
 * Issue 41 item 1: everything `tessera` creates under DATA_DIR (PGlite's own files included),
 * MEDIA_DIR and SUBMISSIONS_DIR, and every backup and bundle it writes, is the server user's
 * only; files left readable by others are tightened at start, said in one line.
 */

let parent: string;
let dataDir: string;
let server: Tessera;
const env = () => ({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SECRET: 'private-files-test-secret-01', OUTBOX_INTERVAL_MS: '0' });

/** Every file and directory under `dir` that its group or others may use, with its mode. */
async function shared(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (path: string): Promise<void> => {
    const mode = (await lstat(path)).mode;
    if ((mode & 0o077) !== 0) found.push(`${path.slice(dataDir.length)} ${(mode & 0o777).toString(8)}`);
    if ((await lstat(path)).isDirectory()) for await (const entry of await opendir(path)) if (!entry.isSymbolicLink()) await walk(join(path, entry.name));
  };
  await walk(dir);
  return found;
}

/** `tessera ARGS` with the built server, standard output to `stdoutFile` when given (`> FILE`). */
async function tessera(args: string[], { stdoutFile }: { stdoutFile?: string } = {}): Promise<{ code: number | null; stderr: string }> {
  const main = join(await builtServer(), 'tessera.mjs');
  const out = stdoutFile === undefined ? 'ignore' : openSync(stdoutFile, 'w', 0o644);
  const child = spawn(process.execPath, [main, ...args], { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env() }, stdio: ['ignore', out, 'pipe'] });
  if (typeof out === 'number') closeSync(out);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stderr };
}

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'tessera-private-files-'));
  dataDir = join(parent, 'data');
  // A data directory as an older Tessera left it: PostgreSQL's files readable by all, media too.
  const db = await openPglite({ dataDir, loadDataDir: new Blob([await readFile(inject('templateDbPath'))]) });
  await db.close();
  const loosen = async (path: string): Promise<void> => {
    const directory = (await lstat(path)).isDirectory();
    await chmod(path, directory ? 0o755 : 0o644);
    if (directory) for await (const entry of await opendir(path)) await loosen(join(path, entry.name));
  };
  await loosen(dataDir);
  await mkdir(join(dataDir, 'media'), { recursive: true });
  await writeFile(join(dataDir, 'media', 'old.txt'), 'an older upload');
  await chmod(join(dataDir, 'media', 'old.txt'), 0o644);
  await chmod(join(dataDir, 'postgresql.conf'), 0o666);
  expect((await shared(dataDir)).length).toBeGreaterThan(100);
  server = await startTessera({ dataDir, adminPassword: TEST_PASSWORD, env: env() });
  await server.ready;
}, 120_000);

afterAll(async () => {
  killAllTessera();
  await rm(parent, { recursive: true, force: true });
});

describe('files only the server user can read', () => {
  it('tightens what others could read at start, says how many, and creates nothing others can read', { timeout: 120_000 }, async () => {
    for (let i = 0; i < 300 && !server.stdout().includes('Private files:'); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.stdout()).toMatch(/Private files: [\d,]+ files and directories others could read are now the server user's only/);
    expect(await shared(dataDir)).toEqual([]);

    // Work that makes PGlite write (a page created and published), and a backup and a bundle written after.
    const login = await send(server.port, 'POST', '/api/cms/login', { body: { email: TEST_USERS.admin, password: TEST_PASSWORD, tokenType: 'bearer' } });
    expect(login.status, login.body).toBe(200);
    const auth = { authorization: `Bearer ${(JSON.parse(login.body) as { token: string }).token}` };
    const created = await send(server.port, 'POST', '/api/cms/sites/imt/documents', { body: { path: '/private-files', title: 'Private files' }, headers: auth });
    expect(created.status, created.body).toBe(201);

    const backup = join(parent, 'tessera.backup.tar.gz');
    const written = await tessera(['backup', backup]);
    expect(written.code, written.stderr).toBe(0);
    expect((await stat(backup)).mode & 0o777).toBe(0o600);

    // A site export opens the data directory itself: after the server stopped.
    server.child.kill('SIGTERM');
    await server.exited;
    const bundle = join(parent, 'imt.tar.gz');
    const exported = await tessera(['site', 'export', 'imt'], { stdoutFile: bundle });
    expect(exported.code, exported.stderr).toBe(0);
    expect((await stat(bundle)).mode & 0o777).toBe(0o600);

    // Made after the start's tightening: private because of the umask, not because of it.
    expect(await shared(dataDir)).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../src/cli/bootstrap';
import { registry } from '../../src/components/registry';
import { openDb } from '../../src/store';
import { NOTICE_DOCUMENT_CACHE } from '../support/notice-document-cache';
import { killAllTessera, send, startTessera, type Tessera } from '../support/tessera-process';
import { parsePrometheusText } from '../support/prometheus';
import { createDatabase } from './databases';

/** `WORKERS=2 tessera start` on PostgreSQL (issue 26 item 1): node:cluster, one bootstrap, restarts, drain. */
const PASSWORD = 'a password for the workers test';
const METRICS_TOKEN = 'metrics-token-for-the-workers-test';
let dir: string;
let database: Awaited<ReturnType<typeof createDatabase>>;
let tessera: Tessera;

/** The primary's children that run Tessera (not esbuild's service). */
const workerPids = (primary: number): number[] =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => /tessera\.mjs|src\/cli\/main\.ts/.test(line))
    .map((line) => Number.parseInt(line.trim(), 10));

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-workers-'));
  database = await createDatabase();
  // Seeded here with the tests' cache of rendered notice documents: the primary's bootstrap then finds it done.
  const db = await openDb({ databaseUrl: database.url });
  try {
    await bootstrap(db, { registry, adminEmail: 'admin@tessera.local', adminPassword: PASSWORD, noticeDocumentCache: NOTICE_DOCUMENT_CACHE });
  } finally {
    await db.close();
  }
  tessera = await startTessera({ dataDir: dir, adminPassword: PASSWORD, env: { DATABASE_URL: database.url, WORKERS: '2', METRICS_TOKEN } });
  await tessera.ready;
}, 240_000);

afterAll(async () => {
  killAllTessera();
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('tessera start with WORKERS=2', () => {
  it('serves from two worker processes after one bootstrap, and restarts a worker that dies', async () => {
    expect(tessera.stdout()).toContain('in 2 worker processes');
    expect(tessera.stdout().match(/Tessera is running/g)).toHaveLength(1);
    const pids = workerPids(tessera.child.pid!);
    expect(pids).toHaveLength(2);
    expect((await send(tessera.port, 'GET', '/readyz')).status).toBe(200);

    process.kill(pids[0]!, 'SIGKILL');
    await until('the restart', () => tessera.stderr().includes('died (signal SIGKILL); starting another'));
    await until('a new worker', () => {
      const now = workerPids(tessera.child.pid!);
      return now.length === 2 && !now.includes(pids[0]!);
    });
    for (let i = 0; i < 6; i++) expect((await send(tessera.port, 'GET', '/healthz')).status).toBe(200);
  });

  it("answers /metrics on any worker with every worker's figures added up (issue 27 item 3)", async () => {
    expect((await send(tessera.port, 'GET', '/metrics')).status).toBe(401);
    const readyz = async () => {
      const res = await send(tessera.port, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.status, res.body).toBe(200);
      return parsePrometheusText(res.body).value('tessera_http_request_duration_seconds_count', { method: 'GET', route: '/readyz', status: '200' }) ?? 0;
    };
    const before = await readyz();
    for (let i = 0; i < 6; i++) expect((await send(tessera.port, 'GET', '/readyz')).status).toBe(200);
    // The connections went to both workers in turn; each scrape, whichever worker takes it, counts all six.
    for (let i = 0; i < 4; i++) expect(await readyz()).toBe(before + 6);
  });

  it('drains every worker on SIGTERM and exits 0 when all have', async () => {
    tessera.child.kill('SIGTERM');
    const { code } = await tessera.exited;
    expect(code).toBe(0);
    expect(tessera.stdout()).toContain('every worker has finished');
  });

  it('refuses more than one worker on the embedded PGlite store, in one line', async () => {
    const refused = await startTessera({ dataDir: join(dir, 'pglite'), adminPassword: PASSWORD, env: { WORKERS: '3' } });
    await expect(refused.ready).rejects.toThrow();
    expect(await refused.exited).toEqual({ code: 1, signal: null });
    expect(refused.stderr().trim()).toBe('WORKERS=3 needs DATABASE_URL: the embedded PGlite store serves one process');
  });
});

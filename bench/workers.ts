/**
 * Issue 26 item 8: requests/s of an uncached page mix with 2 worker processes vs 1
 * (`WORKERS=N npm start`), on a real PostgreSQL started for the run. "Uncached": nyse's
 * /notices, /trade-halts and /market-data hold components that filter by the query string, so
 * a request with a query is composed and rendered for itself (server/routes/pages.ts: "kept by
 * nobody"); wrk sends each request with a new query. Each server is the production build,
 * started as `npm start` starts it.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { seededPostgres } from './seeded-postgres';

const ROOT = new URL('..', import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_WORKERS_SECONDS ?? 10);
const PATHS = ['/notices', '/trade-halts', '/market-data'];

/** wrk's request function: the three pages in turn, each time with a query no request had before. */
const ROTATE = `
local paths = { ${PATHS.map((p) => `"${p}"`).join(', ')} }
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", paths[(n % #paths) + 1] .. "?bench=" .. n)
end
`;

export interface WorkersFigures {
  oneWorker: number;
  twoWorkers: number;
  ratio: number;
  seconds: number;
  connections: number;
  cores: number;
  paths: string[];
}

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `nyse.localhost:${port}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function startServer(databaseUrl: string, workers: number, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--max-semi-space-size=4', 'dist/tessera.mjs', 'start'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', DATABASE_URL: databaseUrl, WORKERS: String(workers), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SCHEDULER_INTERVAL_MS: '0', OUTBOX_INTERVAL_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`The server (WORKERS=${workers}) exited with ${child.exitCode}`);
    if (await get(port, '/readyz').catch(() => 0) === 200) return child;
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`The server (WORKERS=${workers}) did not become ready within 120 s`);
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function wrk(port: number, script: string, seconds: number): Promise<number> {
  const args = ['-t2', '-c32', `-d${seconds}s`, '-s', script, '-H', `Host: nyse.localhost:${port}`, `http://127.0.0.1:${port}/`];
  const { stdout } = await promisify(execFile)('wrk', args, { encoding: 'utf8' });
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(stdout);
  if (!rate) throw new Error(`Could not read wrk output:\n${stdout}`);
  if (errors) throw new Error(`wrk saw ${errors[1]} error responses`);
  return Number(rate[1]);
}

export async function workersBench(): Promise<WorkersFigures> {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'ignore' });
  const dir = await mkdtemp(join(tmpdir(), 'tessera-workers-bench-'));
  const script = join(dir, 'rotate.lua');
  await writeFile(script, ROTATE);
  const pg = await seededPostgres({ adminPassword: 'workers bench password' });
  try {
    const measure = async (workers: number): Promise<number> => {
      const port = 40_000 + Math.floor(Math.random() * 1000);
      const server = await startServer(pg.url, workers, port);
      try {
        for (const path of PATHS) if ((await get(port, `${path}?bench=warm`)) !== 200) throw new Error(`nyse ${path} did not answer 200`);
        await wrk(port, script, 3); // warm-up: JIT, connection pools, each worker's first renders
        return await wrk(port, script, SECONDS);
      } finally {
        await stop(server);
      }
    };
    const oneWorker = await measure(1);
    const twoWorkers = await measure(2);
    return { oneWorker, twoWorkers, ratio: twoWorkers / oneWorker, seconds: SECONDS, connections: 32, cores: availableParallelism(), paths: PATHS };
  } finally {
    await pg.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Issue 26 item 8: a mixed load on the built server as `npm start` runs it (the start script's
 * flags and demo content), first on PGlite in one process, then the same with the load
 * generator on one core and Tessera on the other (`taskset`, issue 39 item 2: wrk no longer
 * takes Tessera's core), then on PostgreSQL with two worker processes as the deployment guide
 * runs it: page views of
 * several sites' cached pages, a signed-in member's gated page, site search, the notices API
 * and market-data polling, all at once at 200 connections in total, one wrk per kind so that
 * each kind has its own requests/s, p50/p99 and errors.
 *
 * Clients: each request names one of 65,536 addresses in `X-Forwarded-For`, and the server
 * trusts loopback as its proxy (`TRUST_PROXY=127.0.0.1`), as it would behind the load balancer.
 * So the per-client rate limits apply per simulated client, as in production, rather than
 * to one address making every request (which would rightly be limited to 120 searches a minute).
 *
 * BENCH_MIXED_RUNS chooses the runs, BENCH_MIXED_NODE_ARGS adds Node flags to the servers (a CPU
 * profile: `--cpu-prof --cpu-prof-dir=…`).
 *
 * Form posts are left out: every demo form asks for a captcha (ALTCHA proof of work, single use),
 * which a wrk script cannot solve per request.
 */
import { execFile, spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { startCommand, stopServer, waitUntilServing } from './memory';
import { seededPostgres } from './seeded-postgres';

const ROOT = new URL('..', import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
/** Worker processes of the PostgreSQL run (the machine's two cores; wrk shares them). */
const POSTGRES_WORKERS = 2;
const MEMBER_EMAIL = 'member@tessera.local';

interface Kind {
  name: string;
  connections: number;
  method: 'GET' | 'POST';
  /** `site|path` (the site's host is `{site}.localhost`) */
  targets: string[];
  member?: boolean;
  /** Whether the kind's answers are cached pages (the p99 target applies to them). */
  cached?: boolean;
}

const KINDS: Kind[] = [
  {
    name: 'cached pages',
    connections: 110,
    method: 'GET',
    cached: true,
    targets: ['nyse|/', 'nyse|/fees', 'ice|/', 'mersinc|/', 'globalotc|/', 'ctaplan|/', 'esignal|/', 'imt|/', 'nyse|/holiday-hours'],
  },
  { name: 'signed-in member /members', connections: 30, method: 'GET', member: true, targets: ['mersmembers|/members'] },
  { name: 'site search', connections: 15, method: 'GET', targets: ['nyse|/search?q=fees', 'ice|/search?q=price%20list', 'nyse|/search?q=trading%20hours'] },
  {
    name: 'notices API',
    connections: 15,
    method: 'POST',
    targets: ['nyse|/api/site-search/search/websitenotices?searchCollections=exchange-circulars&pageSize=10', 'nyse|/api/site-search/search/websitenotices?searchCollections=exchange-circulars&q=fees&pageSize=10'],
  },
  { name: 'market-data polling', connections: 30, method: 'GET', targets: ['nyse|/api/market-data/quotes?symbols=KSTR', 'ice|/api/market-data/quotes?symbols=blcx,HBLN', 'nyse|/api/market-data/indices/NYA'] },
];

const SCRIPT = `
local targets = {}
local method = "GET"
local cookie = nil
function init(args)
  method = args[1]
  for i = 2, #args do
    local a = args[i]
    if a:sub(1, 7) == "cookie=" then cookie = a:sub(8)
    else
      local site, path = a:match("([^|]+)|(.*)")
      table.insert(targets, { host = site .. ".localhost", path = path })
    end
  end
  math.randomseed(os.time() + math.floor(os.clock() * 1000000))
end
function request()
  local t = targets[math.random(#targets)]
  local headers = {
    ["Host"] = t.host,
    ["Accept-Encoding"] = "gzip, br",
    ["X-Forwarded-For"] = string.format("10.77.%d.%d", math.random(0, 255), math.random(1, 254)),
  }
  if cookie then headers["Cookie"] = cookie end
  if method == "POST" then headers["Content-Length"] = "0" end
  return wrk.format(method, t.path, headers)
end
function done(summary, latency, requests)
  io.write(string.format("RESULT %d %d %d\\n", latency:percentile(50), latency:percentile(99), summary.requests))
end
`;

export interface KindFigures {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx/3xx answers and socket errors (connect, read, write, time-out) together. */
  errors: number;
  /** wrk's own words for them, e.g. "non-2xx 3, timeout 12". */
  errorKinds: string;
  cached: boolean;
}

export interface MixedLoadRun {
  engine: 'PGlite, one process' | `PostgreSQL, ${number} workers`;
  /** wrk ran on core 0 and Tessera on core 1 (`taskset`). */
  pinned: boolean;
  /** The 1-minute load average just before the load began. */
  loadBefore: number;
  kinds: KindFigures[];
  totalRequestsPerSecond: number;
  totalErrors: number;
}

export interface MixedLoadFigures {
  seconds: number;
  connections: number;
  runs: MixedLoadRun[];
  formPosts: 'left out: every demo form asks for a single-use ALTCHA proof of work';
}

/** One request; a JSON body when given. */
function send(port: number, method: Kind['method'], host: string, path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}): Promise<{ status: number; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? '' : JSON.stringify(body);
    const headers = { host, 'content-length': Buffer.byteLength(data), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) };
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cookies: res.headers['set-cookie'] ?? [] }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** Node flags for the servers under load, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where their time goes. */
const NODE_ARGS = (process.env.BENCH_MIXED_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** The load generator's core and Tessera's when a run pins them (`taskset -c`). */
const CORES = { wrk: '0', tessera: '1' };

/** `command args` as a process to spawn, on `core` when given. */
const onCore = (core: string | undefined, command: string, args: string[]): [string, string[]] => (core === undefined ? [command, args] : ['taskset', ['-c', core, command, ...args]]);

async function runWrk(kind: Kind, port: number, scriptPath: string, cookie: string | undefined, pinned: boolean): Promise<KindFigures> {
  const args = ['-t1', `-c${kind.connections}`, `-d${SECONDS}s`, '--timeout', '5s', '-s', scriptPath, `http://127.0.0.1:${port}/`, '--', kind.method, ...kind.targets];
  if (kind.member && cookie) args.push(`cookie=${cookie}`);
  const { stdout } = await promisify(execFile)(...onCore(pinned ? CORES.wrk : undefined, 'wrk', args), { encoding: 'utf8', maxBuffer: 1 << 20 });
  const result = /RESULT (\d+) (\d+) (\d+)/.exec(stdout);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  if (!result || !rps) throw new Error(`Could not read wrk output:\n${stdout}`);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const named = [['non-2xx', non2xx], ...['connect', 'read', 'write', 'timeout'].map((name, i) => [name, Number(socket?.[i + 1] ?? 0)] as const)] as const;
  const errorKinds = named.filter(([, n]) => n > 0).map(([name, n]) => `${name} ${n}`).join(', ');
  return {
    name: kind.name,
    connections: kind.connections,
    requestsPerSecond: Number(rps[1]),
    p50Ms: Number(result[1]) / 1000,
    p99Ms: Number(result[2]) / 1000,
    requests: Number(result[3]),
    errors: non2xx + socketErrors,
    errorKinds,
    cached: kind.cached ?? false,
  };
}

/** A server under load: where it listens, the member's password, and how to stop it. */
interface Target {
  port: number;
  memberPassword: string;
  stop(): Promise<void>;
}

/** The environment every target shares: the start script's, quiet logs, clients by X-Forwarded-For. */
function serverEnv(env: Record<string, string>, port: number): NodeJS.ProcessEnv {
  return { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SCHEDULER_INTERVAL_MS: '0', TRUST_PROXY: '127.0.0.1' };
}

/** CPU seconds (user and system) used so far by the processes of group `pgid`, from /proc (Linux's 100 ticks a second). */
async function groupCpuSeconds(pgid: number): Promise<number> {
  let ticks = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // After the command's name: state, ppid, pgrp, … utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100;
}

/**
 * Waits until a server's processes are quiet (under a tenth of a core for two seconds): a first
 * start publishes the demo notices while it already serves, and the load is to meet the steady
 * state, not that (its long transactions held every statement of the load for up to 10 s).
 */
async function quiet(pgid: number, timeoutMs = 300_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = await groupCpuSeconds(pgid);
  for (let calm = 0; calm < 4 && Date.now() < until; ) {
    await sleep(500);
    const now = await groupCpuSeconds(pgid);
    calm = now - last < 0.05 ? calm + 1 : 0;
    last = now;
  }
}

/**
 * `npm start` out of the box: one process on a fresh PGlite directory (on Tessera's core when
 * `pinned`); the member's password is what the first start prints.
 */
async function pgliteTarget(dir: string, pinned: boolean): Promise<Target> {
  const { env, args } = await startCommand();
  const port = 40_000 + Math.floor(Math.random() * 1000);
  const child = spawn(...onCore(pinned ? CORES.tessera : undefined, process.execPath, [...NODE_ARGS, ...args]), {
    cwd: ROOT,
    env: { ...serverEnv(env, port), DATA_DIR: join(dir, pinned ? 'data-pinned' : 'data'), ADMIN_PASSWORD: 'mixed load bench password' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  try {
    await waitUntilServing(port, child);
    await quiet(child.pid!);
  } catch (error) {
    await stopServer(child);
    throw error;
  }
  // A first start prints the demo visitors' generated passwords, once.
  const memberPassword = new RegExp(`${MEMBER_EMAIL.replaceAll('.', '\\.')}\\s+password (\\S+)`).exec(stdout)?.[1];
  if (!memberPassword) {
    await stopServer(child);
    throw new Error(`The first start printed no password for ${MEMBER_EMAIL}`);
  }
  return { port, memberPassword, stop: () => stopServer(child) };
}

/**
 * The deployment guide's shape on one host: `WORKERS=2` on a PostgreSQL started for the run
 * (bootstrapped as a first start would, with a known password for the demo visitors). The
 * database works in its own processes, so a search no longer holds up the page views.
 */
async function postgresTarget(): Promise<Target> {
  const { env, args } = await startCommand();
  const memberPassword = 'mixed load member password';
  const pg = await seededPostgres({ adminPassword: 'mixed load bench password', visitorPassword: memberPassword });
  try {
    const port = 40_000 + Math.floor(Math.random() * 1000);
    const child = spawn(process.execPath, [...NODE_ARGS, ...args], {
      cwd: ROOT,
      env: { ...serverEnv(env, port), DATABASE_URL: pg.url, WORKERS: String(POSTGRES_WORKERS), OUTBOX_INTERVAL_MS: '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    try {
      await waitUntilServing(port, child);
      await quiet(child.pid!);
    } catch (error) {
      await stopServer(child);
      throw error;
    }
    return {
      port,
      memberPassword,
      stop: async () => {
        await stopServer(child);
        await pg.destroy();
      },
    };
  } catch (error) {
    await pg.destroy();
    throw error;
  }
}

/** Every kind at once against `target`, after the member signs in. */
async function runKinds(engine: MixedLoadRun['engine'], pinned: boolean, target: Target, scriptPath: string): Promise<MixedLoadRun> {
  const login = await send(target.port, 'POST', 'mersmembers.localhost', '/api/visitor/login', { body: { email: MEMBER_EMAIL, password: target.memberPassword } });
  const cookie = login.cookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith('tessera_visitor='));
  if (login.status !== 200 || !cookie) throw new Error(`The member could not sign in (${login.status})`);
  // The steady state is measured: each address answered once first (page caches, market data, search).
  for (const kind of KINDS) {
    for (const t of kind.targets) {
      const [site, path] = t.split('|') as [string, string];
      const { status } = await send(target.port, kind.method, `${site}.localhost`, path, kind.member ? { cookie } : {});
      if (status !== 200) throw new Error(`${kind.method} ${site}${path} answered ${status} before the load`);
    }
  }
  const loadBefore = loadavg()[0]!;
  const kinds = await Promise.all(KINDS.map((kind) => runWrk(kind, target.port, scriptPath, cookie, pinned)));
  return {
    engine,
    pinned,
    loadBefore,
    kinds,
    totalRequestsPerSecond: kinds.reduce((sum, k) => sum + k.requestsPerSecond, 0),
    totalErrors: kinds.reduce((sum, k) => sum + k.errors, 0),
  };
}

/**
 * The runs of the bench, `BENCH_MIXED_RUNS` to choose (comma-separated): `pglite` (one process, as
 * `npm start` runs out of the box), `pinned` (the same, wrk on core 0 and Tessera on core 1;
 * skipped on one core), `postgres` (two workers).
 */
const RUNS = (process.env.BENCH_MIXED_RUNS ?? 'pglite,pinned,postgres').split(',');

/** The mixed load on PGlite (one process, as `npm start` runs out of the box; then pinned to a core apart from wrk), then on PostgreSQL with two workers. */
export async function mixedLoadBench(): Promise<MixedLoadFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-mixed-'));
  const scriptPath = join(dir, 'mixed.lua');
  await writeFile(scriptPath, SCRIPT);
  const runs: [string, MixedLoadRun['engine'], boolean, () => Promise<Target>][] = [
    ['pglite', 'PGlite, one process', false, () => pgliteTarget(dir, false)],
    ['pinned', 'PGlite, one process', true, () => pgliteTarget(dir, true)],
    ['postgres', `PostgreSQL, ${POSTGRES_WORKERS} workers`, false, postgresTarget],
  ];
  try {
    const done: MixedLoadRun[] = [];
    for (const [name, engine, pinned, start] of runs) {
      if (!RUNS.includes(name) || (pinned && availableParallelism() < 2)) continue;
      const target = await start();
      try {
        done.push(await runKinds(engine, pinned, target, scriptPath));
      } finally {
        await target.stop();
      }
    }
    return {
      seconds: SECONDS,
      connections: KINDS.reduce((sum, k) => sum + k.connections, 0),
      runs: done,
      formPosts: 'left out: every demo form asks for a single-use ALTCHA proof of work',
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

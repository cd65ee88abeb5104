/**
 * Issue 26 item 8: a mixed load on one `tessera start` process as `npm start` runs it (the
 * built server, the start script's flags, PGlite with the demo content): page views of
 * several sites' cached pages, a signed-in member's gated page, site search, the notices API
 * and market-data polling, all at once at 200 connections in total, one wrk per kind so that
 * each kind has its own requests/s, p50/p99 and errors.
 *
 * Clients: each request names one of 65,536 addresses in `X-Forwarded-For`, and the server
 * trusts loopback as its proxy (`TRUST_PROXY=127.0.0.1`), as it would behind the load balancer.
 * So the per-client rate limits apply per simulated client, as in production, rather than
 * to one address making every request (which would rightly be limited to 120 searches a minute).
 *
 * Form posts are left out: every demo form asks for a captcha (ALTCHA proof of work, single use),
 * which a wrk script cannot solve per request.
 */
import { execFile, spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startCommand, stopServer, waitUntilServing } from './memory';

const ROOT = new URL('..', import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
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
  errors: number;
  cached: boolean;
}

export interface MixedLoadFigures {
  seconds: number;
  connections: number;
  kinds: KindFigures[];
  totalRequestsPerSecond: number;
  totalErrors: number;
  formPosts: 'left out: every demo form asks for a single-use ALTCHA proof of work';
}

function post(port: number, host: string, path: string, body: unknown): Promise<{ status: number; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cookies: res.headers['set-cookie'] ?? [] }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

async function runWrk(kind: Kind, port: number, scriptPath: string, cookie: string | undefined): Promise<KindFigures> {
  const args = ['-t1', `-c${kind.connections}`, `-d${SECONDS}s`, '--timeout', '5s', '-s', scriptPath, `http://127.0.0.1:${port}/`, '--', kind.method, ...kind.targets];
  if (kind.member && cookie) args.push(`cookie=${cookie}`);
  const { stdout } = await promisify(execFile)('wrk', args, { encoding: 'utf8', maxBuffer: 1 << 20 });
  const result = /RESULT (\d+) (\d+) (\d+)/.exec(stdout);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  if (!result || !rps) throw new Error(`Could not read wrk output:\n${stdout}`);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    name: kind.name,
    connections: kind.connections,
    requestsPerSecond: Number(rps[1]),
    p50Ms: Number(result[1]) / 1000,
    p99Ms: Number(result[2]) / 1000,
    requests: Number(result[3]),
    errors: non2xx + socketErrors,
    cached: kind.cached ?? false,
  };
}

/** Starts the built server on a fresh PGlite directory, runs every kind at once, stops it. */
export async function mixedLoadBench(): Promise<MixedLoadFigures> {
  const { env, args } = await startCommand();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-mixed-'));
  const scriptPath = join(dataDir, 'mixed.lua');
  await writeFile(scriptPath, SCRIPT);
  const port = 40_000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      DATA_DIR: join(dataDir, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'mixed load bench password',
      SCHEDULER_INTERVAL_MS: '0',
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  try {
    await waitUntilServing(port, child);
    // A first start prints the demo visitors' generated passwords, once.
    const password = new RegExp(`${MEMBER_EMAIL.replaceAll('.', '\\.')}\\s+password (\\S+)`).exec(stdout)?.[1];
    if (!password) throw new Error(`The first start printed no password for ${MEMBER_EMAIL}`);
    const login = await post(port, 'mersmembers.localhost', '/api/visitor/login', { email: MEMBER_EMAIL, password });
    const cookie = login.cookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith('tessera_visitor='));
    if (login.status !== 200 || !cookie) throw new Error(`The member could not sign in (${login.status})`);
    const kinds = await Promise.all(KINDS.map((kind) => runWrk(kind, port, scriptPath, cookie)));
    return {
      seconds: SECONDS,
      connections: KINDS.reduce((sum, k) => sum + k.connections, 0),
      kinds,
      totalRequestsPerSecond: kinds.reduce((sum, k) => sum + k.requestsPerSecond, 0),
      totalErrors: kinds.reduce((sum, k) => sum + k.errors, 0),
      formPosts: 'left out: every demo form asks for a single-use ALTCHA proof of work',
    };
  } finally {
    await stopServer(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

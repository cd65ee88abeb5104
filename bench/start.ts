/**
 * Issue 39 item 1: how long `npm start` takes to serve, on the built server as the start script
 * runs it (`node dist/tessera.mjs start`, its flags and environment from package.json) on a new
 * data directory: the first start (the database created and seeded) to the first 200 on `/`, a
 * restart to the first 200, and the first `/admin` after a restart (the HTML and its script).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startCommand, stopServer } from './memory';

const ROOT = new URL('..', import.meta.url).pathname;

/** Issue 39's targets on a quiet 2-core machine, in seconds. */
export const START_TARGETS = { firstStart: 10, restart: 2, firstAdmin: 2 } as const;

/** Restarts measured (the median is reported): each takes a couple of seconds. */
const RESTARTS = Number(process.env.BENCH_START_RESTARTS ?? 3);

export interface StartFigures {
  /** Load average (1 minute) just before the run, and the machine's cores. */
  loadBefore: number;
  cores: number;
  firstStartSeconds: number;
  /**
   * CPU seconds the start used until its first 200, its child processes included: on a loaded
   * machine the wall time stretches with the load, the CPU time hardly does. A restart is one
   * process, mostly one thread: on a quiet machine it takes about this long.
   */
  firstStartCpuSeconds: number;
  /** From the first start's launch until it has published the demo notices too (it serves before). */
  firstStartNoticesSeconds: number;
  /** Median of `restarts`. */
  restartSeconds: number;
  restarts: number[];
  restartCpuSeconds: number;
  /** Median over the restarts: `/admin`'s HTML and then its script, one after the other. */
  firstAdminSeconds: number;
  firstAdmin: number[];
}

/** GET on 127.0.0.1 with a Host; resolves with the status and the body once it has all arrived. */
function fetchAll(port: number, host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Seconds from `since` until `/` answers 200 (asked every 20 ms). */
async function untilServing(port: number, child: ChildProcess, since: number, timeoutMs = 300_000): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const status = await fetchAll(port, 'localhost', '/').then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return (performance.now() - since) / 1000;
    await sleep(20);
  }
  throw new Error(`The server did not serve within ${timeoutMs / 1000} s`);
}

/** Seconds for `/admin` and then the script it names, as a browser's first visit asks for them. */
async function firstAdmin(port: number): Promise<number> {
  const started = performance.now();
  const html = await fetchAll(port, 'localhost', '/admin');
  if (html.status !== 200) throw new Error(`/admin answered ${html.status}`);
  const script = /<script type="module" src="([^"]+)"/.exec(html.body)?.[1];
  if (!script) throw new Error('/admin names no script');
  const js = await fetchAll(port, 'localhost', script);
  if (js.status !== 200) throw new Error(`${script} answered ${js.status}`);
  return (performance.now() - started) / 1000;
}

/** CPU seconds a process used, with those of its children it has waited for (Linux: /proc/PID/stat, in clock ticks of 1/100 s). */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces, inside parentheses): utime is the 14th field.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Runs the measurement (the caller builds dist/ first, as `npm start`'s prestart does). */
export async function startBench(): Promise<StartFigures> {
  const { env, args } = await startCommand();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-start-'));
  const port = 38_000 + Math.floor(Math.random() * 1000);
  const launch = () =>
    spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'start bench password', SCHEDULER_INTERVAL_MS: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
      // Its own process group: a first start's bootstrap child and renderer stop with it (stopServer).
      detached: true,
    });
  const loadBefore = loadavg()[0]!;
  try {
    let since = performance.now();
    const first = launch();
    let printed = '';
    // The demo notices are published after the server serves: the restarts are measured once they are.
    const noticesDone = new Promise<number>((resolve, reject) => {
      first.stdout!.on('data', (chunk: Buffer) => {
        printed += chunk.toString();
        if (/^Demo notices: [\d,]+ published/m.test(printed)) resolve((performance.now() - since) / 1000);
        if (/^Demo notices could not be published/m.test(printed)) reject(new Error(printed));
      });
    });
    noticesDone.catch(() => {});
    const firstStartSeconds = await untilServing(port, first, since);
    const firstStartCpuSeconds = await cpuSeconds(first.pid!);
    const firstStartNoticesSeconds = await noticesDone;
    await stopServer(first);
    const restarts: number[] = [];
    const restartCpu: number[] = [];
    const admin: number[] = [];
    for (let i = 0; i < RESTARTS; i++) {
      since = performance.now();
      const again = launch();
      again.stdout!.resume();
      restarts.push(await untilServing(port, again, since));
      restartCpu.push(await cpuSeconds(again.pid!));
      admin.push(await firstAdmin(port));
      await stopServer(again);
    }
    return {
      loadBefore,
      cores: availableParallelism(),
      firstStartSeconds,
      firstStartCpuSeconds,
      firstStartNoticesSeconds,
      restartSeconds: median(restarts),
      restarts,
      restartCpuSeconds: median(restartCpu),
      firstAdminSeconds: median(admin),
      firstAdmin: admin,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

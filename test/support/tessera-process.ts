import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtOnce } from './built-once';

/*
 * `tessera start` as `npm start` runs it, in a process of its own on a PGlite data directory
 * (or on PostgreSQL with `databaseUrl`), and plain HTTP to it on 127.0.0.1 (each request on a connection of its own, so a killed
 * process fails only the requests in flight).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The server compiled as `npm start` runs it (scripts/build.mjs), once per state of the sources
 * for every test process on this machine: a start from source paid for TypeScript compilation
 * of the whole server in each of the tests' dozens of starts (issue 39 item 4). Kept inside the
 * checkout (dist/test/), where its packages resolve.
 */
export function builtServer(): Promise<string> {
  builtServerDir ??= builtOnce(
    'server',
    async (out) => {
      const child = spawn(process.execPath, ['scripts/build.mjs', '--server-only', '--outdir', out], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
      const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('exit', resolve));
      if (code !== 0) throw new Error(`Building the server for the tests failed (exit code ${code})`);
    },
    { dir: join(ROOT, 'dist', 'test') },
  );
  return builtServerDir;
}
let builtServerDir: Promise<string> | undefined;

const running = new Set<ChildProcess>();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Tessera {
  child: ChildProcess;
  port: number;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once it serves; rejects if it exits first. */
  ready: Promise<void>;
}

/**
 * Starts `tessera start` on `dataDir` (created, migrated and seeded on its first start), or on
 * the PostgreSQL database `databaseUrl` (`dataDir` then holds only its media and uploads).
 * `port` is a free one unless given.
 */
export async function startTessera({
  dataDir,
  adminPassword,
  databaseUrl,
  port: chosenPort,
  env = {},
}: {
  dataDir: string;
  adminPassword: string;
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<Tessera> {
  const port = chosenPort ?? (await freePort());
  const server = join(await builtServer(), 'tessera.mjs');
  const child = spawn(process.execPath, [server, 'start'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'silent',
      SCHEDULER_INTERVAL_MS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => stdout.includes('Tessera is running') && resolve());
    void exited.then(({ code, signal }) => reject(new Error(`tessera start exited (${code ?? signal}) before serving:\n${stderr}`)));
  });
  ready.catch(() => {});
  return { child, port, stdout: () => stdout, stderr: () => stderr, exited, ready };
}

/** Kills (SIGKILL) every process `startTessera` started that still runs; for `afterAll`. */
export function killAllTessera(): void {
  for (const child of running) child.kill('SIGKILL');
}

export interface Response {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Gets the request with half its body sent, and `rest` to send the other half. */
export type Hold = (req: ClientRequest, rest: () => void) => void;

/**
 * One HTTP request on a connection of its own: `body` goes as JSON, `raw` as it is (with the
 * content type the headers give); `hold` delays the end of the body.
 */
export function send(port: number, method: string, path: string, options: { body?: unknown; raw?: string; headers?: Record<string, string>; hold?: Hold } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const json = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const payload = json ?? (options.raw === undefined ? undefined : Buffer.from(options.raw));
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...(json ? { 'content-type': 'application/json' } : {}),
          ...(payload ? { 'content-length': String(payload.length) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        res.on('error', reject);
        // The process died while answering: no whole response, so not acknowledged.
        res.on('close', () => res.complete || reject(new Error(`${method} ${path}: the connection closed before the whole response`)));
      },
    );
    req.on('error', reject);
    if (!payload) return void req.end();
    if (!options.hold) return void req.end(payload);
    const half = Math.floor(payload.length / 2);
    req.write(payload.subarray(0, half));
    options.hold(req, () => req.end(payload.subarray(half)));
  });
}

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpServer, request as httpRequest, type ClientRequest, type ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node } from '../../src/core/node';

/*
 * `npm start` as real processes on one PGlite data directory: a second process is refused,
 * SIGTERM drains and releases the directory (even while the outbox is sending to a target
 * that never finishes), and acknowledged writes survive both a clean stop and `kill -9`.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'process test password';

let parent: string;
let dataDir: string;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'tessera-process-'));
  dataDir = join(parent, 'data');
});

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await rm(parent, { recursive: true, force: true });
});

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

interface Tessera {
  child: ChildProcess;
  port: number;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once it serves; rejects if it exits first. */
  ready: Promise<void>;
}

/** `tessera start` as `npm start` runs it, in its own process; `env` adds configuration. */
async function startTessera({ env = {} }: { env?: Record<string, string> } = {}): Promise<Tessera> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'start'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'silent',
      SCHEDULER_INTERVAL_MS: '0',
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

interface Response {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Gets the request with half its body sent, and `rest` to send the other half. */
type Hold = (req: ClientRequest, rest: () => void) => void;

/** One HTTP request on a connection of its own; `hold` delays the end of the body. */
function send(port: number, method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; hold?: Hold } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}), ...options.headers },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        res.on('error', reject);
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

async function signIn(port: number): Promise<Record<string, string>> {
  const res = await send(port, 'POST', '/api/cms/login', { body: { email: 'admin@tessera.local', password: PASSWORD } });
  expect(res.status).toBe(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('tessera_session='))!;
  return { cookie: cookie.split(';')[0]!, 'x-csrf-token': (JSON.parse(res.body) as { csrfToken: string }).csrfToken };
}

function createDocument(port: number, headers: Record<string, string>, path: string, hold?: Hold) {
  return send(port, 'POST', '/api/cms/sites/nyse/documents', { headers, body: { path, title: `Kept ${path}` }, hold });
}

async function documentPaths(port: number, headers: Record<string, string>): Promise<string[]> {
  const res = await send(port, 'GET', '/api/cms/sites/nyse/documents', { headers });
  expect(res.status).toBe(200);
  return (JSON.parse(res.body) as { documents: { path: string }[] }).documents.map((d) => d.path);
}

const lockFile = () => join(dataDir, 'tessera.lock');
const FIRST = ['/kept-1', '/kept-2', '/kept-3'];
const SECOND = ['/kept-4', '/kept-5', '/kept-6'];

describe('tessera start on a PGlite data directory', () => {
  it('refuses a second process, drains on SIGTERM, and keeps acknowledged writes through SIGTERM and kill -9', { timeout: 120_000 }, async () => {
    // The first start migrates and seeds the demo content.
    const first = await startTessera();
    await first.ready;
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: first.child.pid });
    // It prints the editor's address first, then the administrator's credentials (issue 27 item 6).
    for (let waited = 0; !first.stdout().includes('Password:') && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    const printed = first.stdout().split('\n').filter((line) => line.startsWith('  '));
    expect(printed[0]).toBe(`  Editor:    http://localhost:${first.port}/admin`);
    expect(printed.findIndex((line) => line.startsWith('  E-mail:'))).toBeGreaterThan(0);
    expect(first.stdout()).toContain('First start: sign in to the editor as this administrator');

    // A second process on the same directory stops at once, naming the directory and the holder.
    const second = await startTessera();
    const refused = await Promise.race([second.exited, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000))]);
    if (refused === 'hung') second.child.kill('SIGKILL');
    expect(refused).toEqual({ code: 1, signal: null });
    expect(second.stderr()).toContain(`The data directory ${dataDir} is in use by another Tessera process (pid ${first.child.pid} on host`);
    expect(second.stderr()).toContain('set DATA_DIR to another directory');
    expect(second.stdout()).not.toContain('Tessera is running');

    const session = await signIn(first.port);
    for (const path of FIRST.slice(0, 2)) expect((await createDocument(first.port, session, path)).status).toBe(201);

    // SIGTERM (twice) while the third create is in flight: it still gets its 201, then the process exits 0.
    const inFlight = createDocument(first.port, session, FIRST[2]!, (_req, rest) => {
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => first.child.kill('SIGTERM'), 100);
        setTimeout(rest, 400);
      }, 200);
    });
    expect((await inFlight).status).toBe(201);
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(first.stderr()).toContain('SIGTERM: already stopping; waiting for requests in flight (at most 7 s).');
    expect(existsSync(lockFile())).toBe(false);

    // Started again: the three documents are there. Three more, then kill -9 at once.
    const third = await startTessera();
    await third.ready;
    const again = await signIn(third.port);
    expect(await documentPaths(third.port, again)).toEqual(expect.arrayContaining(FIRST));
    for (const path of SECOND) expect((await createDocument(third.port, again, path)).status).toBe(201);
    third.child.kill('SIGKILL');
    expect(await third.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: third.child.pid });

    // The dead process's lock is taken over; all six documents survived.
    const fourth = await startTessera();
    await fourth.ready;
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: fourth.child.pid });
    expect(await documentPaths(fourth.port, await signIn(fourth.port))).toEqual(expect.arrayContaining([...FIRST, ...SECOND]));
    fourth.child.kill('SIGTERM');
    expect(await fourth.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(lockFile())).toBe(false);
  });

  it('stops within 10 s on SIGTERM while the outbox is sending to a target that answers a byte a second', { timeout: 120_000 }, async () => {
    // The target: headers at once, then a byte a second for a minute (never idle long enough for a socket timeout).
    const hits: number[] = [];
    const open = new Set<ServerResponse>();
    const target = createHttpServer((req, res) => {
      req.resume();
      hits.push(Date.now());
      open.add(res);
      res.writeHead(200, { 'content-type': 'text/plain' });
      const drip = setInterval(() => res.write('.'), 1000);
      res.on('close', () => (clearInterval(drip), open.delete(res)));
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const hostPort = `127.0.0.1:${(target.address() as { port: number }).port}`;
    // A process the test above left behind when it failed would hold the data directory.
    for (const child of running) child.kill('SIGKILL');
    while (running.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      // On the data directory of the test above (seeded already, so it starts quicker), or a fresh one when run alone.
      const tessera = await startTessera({ env: { OUTBOX_INTERVAL_MS: '200', OUTBOUND_ALLOWED_HOSTS: hostPort } });
      await tessera.ready;
      const session = await signIn(tessera.port);
      const formId = '44444444-4444-4444-8444-444444444444';
      const form = { ...node('form', { formName: 'Slow hook', fields: [{ type: 'TEXT', name: 'first_name', displayName: 'First name' }], captcha: false, targetUrl: `http://${hostPort}/hook` }), id: formId };
      const created = await send(tessera.port, 'POST', '/api/cms/sites/nyse/documents', { headers: session, body: { path: '/slow-hook', title: 'Slow hook', tree: node('page-layout', {}, { main: [form] }) } });
      expect(created.status, created.body).toBe(201);
      const { id, draftRevision } = (JSON.parse(created.body) as { document: { id: string; draftRevision: number } }).document;
      expect((await send(tessera.port, 'POST', `/api/cms/documents/${id}/publish`, { headers: session, body: { revision: draftRevision, urgent: true, reason: 'Test set-up: nyse needs approval on a fresh install' } })).status).toBe(200);
      const submitted = await send(tessera.port, 'POST', '/api/forms/submit', { headers: { host: 'nyse.localhost' }, body: { path: '/slow-hook', formId, values: { first_name: 'Grace' } } });
      expect(submitted.status, submitted.body).toBe(201);

      // The outbox worker picks the message up and is now held by the target.
      const deadline = Date.now() + 10_000;
      while (hits.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(hits).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 300));

      const stopAt = Date.now();
      tessera.child.kill('SIGTERM');
      const exit = await Promise.race([tessera.exited, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 20_000))]);
      const took = Date.now() - stopAt;
      if (exit === 'hung') tessera.child.kill('SIGKILL');
      expect(exit).toEqual({ code: 0, signal: null });
      // Within the promised 10 s, and well before the call's own 10 s deadline: the call was aborted.
      expect(took).toBeLessThan(5_000);
      expect(tessera.stderr()).not.toContain('without closing the store');
      expect(tessera.stdout()).toContain('Tessera stopped.');
      expect(existsSync(lockFile())).toBe(false);
    } finally {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => target.close(() => resolve()));
    }
  });
});

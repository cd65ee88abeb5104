import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openPostgres } from '../../src/store';
import { createDatabase } from '../pg/databases';
import type { Db } from '../../src/store/types';
import type { Daemon } from './daemon';
import { startHaproxy } from './haproxy';
import { freePort, send, startTessera, type Response, type Tessera } from './tessera-process';
import { startVarnish } from './varnish';

/*
 * The scale suite's deployment on loopback (docs/deployment.md): two `tessera start`
 * processes on one PostgreSQL database, HAProxy balancing over them by /readyz, Varnish with
 * xkey in front of HAProxy, the processes purging it (CDN_PURGE_URL).
 */

/** The database test/setup/scale-database.ts seeds once; each stack runs on a copy. */
export const SCALE_TEMPLATE_DB = 'tessera_scale_template';

/** The seeded accounts: the administrator and the demo visitors (`member` holds ICE / Compliance US). */
export const SCALE_ACCOUNTS = {
  admin: { email: 'admin@tessera.local', password: 'scale admin password' },
  member: { email: 'member@tessera.local', password: 'scale visitor password' },
  visitor: { email: 'visitor@tessera.local', password: 'scale visitor password' },
} as const;

/** What the processes share when a test does not leave SECRET unset. */
export const SCALE_SECRET = 'scale suite shared secret, 32+ characters';

export interface Stack {
  /** The Tessera processes, in HAProxy's order (tessera1, tessera2). */
  tessera: [Tessera, Tessera];
  haproxy: Daemon;
  varnish: Daemon;
  /** A pool on the stack's database, for what the test checks there. */
  db: Db;
  databaseUrl: string;
  /** `PGAPPNAME` of each process's connections (its LISTEN connection included). */
  appNames: [string, string];
  /** A bearer token of the administrator (sessions live in the database: good on every process). */
  token: string;
  /** A page or API of `site` as a visitor asks it, on `port` (a process, HAProxy or Varnish). */
  get(port: number, site: string, path: string, headers?: Record<string, string>): Promise<Response>;
  /** The content API as the administrator, through `port`; throws unless it answers 2xx. */
  api<T>(port: number, method: string, path: string, body?: unknown): Promise<T>;
  stop(): Promise<void>;
}

/** Resolves with the milliseconds until `check` held, polling every `every` ms; throws after `timeoutMs`. */
export async function within(timeoutMs: number, check: () => Promise<boolean>, every = 20): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

/** A copy of the seeded database on the suite's server. */
const copyTemplate = () => createDatabase('tessera_scale', { server: inject('scalePostgresUrl'), template: SCALE_TEMPLATE_DB });

/**
 * Starts the whole stack on a fresh copy of the seeded database. `secret: null` leaves SECRET
 * unset (the processes then share the one stored in the database); `env` adds settings to
 * both processes. Everything runs on 127.0.0.1, with its files in one temporary directory.
 */
export async function startStack({ secret = SCALE_SECRET, env = {} }: { secret?: string | null; env?: Record<string, string> } = {}): Promise<Stack> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-scale-'));
  const cleanups: (() => Promise<void>)[] = [() => rm(dir, { recursive: true, force: true })];
  const stop = async () => {
    const errors: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => errors.push(error));
    if (errors.length > 0) throw new AggregateError(errors, 'stopping the scale stack');
  };
  try {
    const database = await copyTemplate();
    cleanups.push(() => database.drop());
    const db = await openPostgres({ databaseUrl: database.url, max: 2 });
    cleanups.push(() => db.close());

    const varnishPort = await freePort();
    const appNames: [string, string] = [`tessera1-${randomBytes(3).toString('hex')}`, `tessera2-${randomBytes(3).toString('hex')}`];
    // One after the other: each start bundles the islands, and two at once on a busy
    // two-core machine take longer than one after the other.
    const tessera: Tessera[] = [];
    for (const [i, appName] of appNames.entries()) {
      const proc = await startTessera({
        dataDir: join(dir, `tessera${i + 1}`),
        adminPassword: SCALE_ACCOUNTS.admin.password,
        databaseUrl: database.url,
        env: {
          ...(secret === null ? {} : { SECRET: secret }),
          PGAPPNAME: appName,
          CDN_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
          // A private, plain-http purge address is refused unless allowed (as in production on an internal network).
          OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${varnishPort}`,
          // HAProxy and Varnish on loopback tell the visitor's address (X-Forwarded-For).
          TRUST_PROXY: '127.0.0.1,::1',
          ...env,
        },
      });
      // A run that ends without stop() (a crashed worker) must not leave it running.
      const onExit = () => proc.child.kill('SIGKILL');
      process.once('exit', onExit);
      cleanups.push(async () => {
        process.off('exit', onExit);
        proc.child.kill('SIGKILL');
        await proc.exited;
      });
      await proc.ready;
      tessera.push(proc);
    }

    const haproxy = await startHaproxy({ backends: [tessera[0]!.port, tessera[1]!.port] });
    cleanups.push(() => haproxy.stop());
    const varnish = await startVarnish({ port: varnishPort, backendPort: haproxy.port, dir });
    cleanups.push(() => varnish.stop());

    // HAProxy routes to both once each answered /readyz.
    const seen = new Set<string>();
    await within(20_000, async () => {
      const res = await send(haproxy.port, 'GET', '/readyz').catch(() => undefined);
      if (res?.status === 200) seen.add(String(res.headers['x-served-by']));
      return seen.size === 2;
    }).catch(() => {
      throw new Error(`HAProxy did not route to both Tessera processes by /readyz (saw ${[...seen].join(', ') || 'none'}):\n${haproxy.output()}`);
    });

    const login = await send(tessera[0]!.port, 'POST', '/api/cms/login', { body: { ...SCALE_ACCOUNTS.admin, tokenType: 'bearer' } });
    if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status} ${login.body}`);
    const { token } = JSON.parse(login.body) as { token: string };

    const get = (port: number, site: string, path: string, headers: Record<string, string> = {}) =>
      send(port, 'GET', path, { headers: { host: `${site}.localhost:${port}`, ...headers } });
    const api = async <T>(port: number, method: string, path: string, body?: unknown): Promise<T> => {
      const res = await send(port, method, path, { headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { body }) });
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.body}`);
      return (res.body ? JSON.parse(res.body) : null) as T;
    };
    return { tessera: tessera as [Tessera, Tessera], haproxy, varnish, db, databaseUrl: database.url, appNames, token, get, api, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bootstrap } from '../../src/cli/bootstrap';
import { registry } from '../../src/components/registry';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/services/config';
import { hashPassword, openDb, openPglite, setPassword } from '../../src/store';
import type { Db } from '../../src/store/types';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  port: number;
  /** The administrator the first start created. */
  admin: { email: string; password: string };
  /** The demo visitors: `member` holds ICE / Compliance US, `visitor` no role. */
  visitors: { member: { email: string; password: string }; visitor: { email: string; password: string } };
  /** `http://{site}.localhost:{port}` */
  origin(site?: string): string;
  close(): Promise<void>;
}

/** The passwords of the store the browser tests' global set-up bootstraps once per run. */
export const SERVER_TEMPLATE = { adminPassword: 'e2e admin password', visitorPassword: 'e2e visitor password' } as const;

/**
 * The store to start on: a copy of the run's bootstrapped template when the test project
 * provides one (test/setup/server-template.ts), its admin's password set to the test's own;
 * otherwise a store bootstrapped here, as a first start does.
 */
async function openBootstrapped(config: Config, adminPassword: string): Promise<Db> {
  const inject = await vitestInject();
  const templatePath = inject?.('serverTemplatePath');
  if (!templatePath) {
    const db = await openDb({});
    await bootstrap(db, { registry, adminEmail: config.adminEmail, adminPassword, visitorPassword: SERVER_TEMPLATE.visitorPassword });
    return db;
  }
  template ??= readFile(templatePath).then((bytes) => new Blob([bytes]));
  const db = await openPglite({ loadDataDir: await template });
  if (adminPassword !== SERVER_TEMPLATE.adminPassword || config.adminEmail !== loadConfig({}).adminEmail) {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [loadConfig({}).adminEmail]);
    const id = rows[0]!.id;
    await db.query('UPDATE users SET email = $1 WHERE id = $2', [config.adminEmail, id]);
    await setPassword(db, { id, passwordHash: await hashPassword(adminPassword) });
  }
  return db;
}
let template: Promise<Blob> | undefined;

/** Vitest's `inject` inside a test run, else undefined (the benches start servers too). */
async function vitestInject() {
  return process.env.VITEST ? (await import('vitest')).inject : undefined;
}

/**
 * Where this server's JSON log goes when the run collects them (test/setup/server-template.ts,
 * which checks them for secrets at the end): a file of its own, with the secrets it was started
 * with beside it. Undefined outside such a run: the server logs nothing.
 */
async function serverLog(secrets: string[]): Promise<WriteStream | undefined> {
  const dir = (await vitestInject())?.('serverLogDir');
  if (!dir) return undefined;
  const id = randomUUID();
  await writeFile(join(dir, `${id}.secrets.json`), JSON.stringify({ secrets }));
  return createWriteStream(join(dir, `${id}.log`));
}

/**
 * A real listening server on an in-memory PGlite, bootstrapped like a first `npm start`.
 * `env` adds settings as the environment would (e.g. `SMTP_URL`, `OUTBOX_INTERVAL_MS`).
 * No site needs approval unless `siteApproval: 'as installed'` (ice and nyse do then): the
 * browser tests of review test it, the others their own point.
 */
export async function startServer({
  adminPassword = SERVER_TEMPLATE.adminPassword,
  env = {},
  siteApproval = 'off',
}: { adminPassword?: string; env?: Record<string, string>; siteApproval?: 'off' | 'as installed' } = {}): Promise<RunningServer> {
  const mediaDir = await mkdtemp(join(tmpdir(), 'tessera-media-'));
  const visitorPassword = SERVER_TEMPLATE.visitorPassword;
  const log = await serverLog([adminPassword, visitorPassword]);
  const config = loadConfig({
    LOG_LEVEL: log ? 'info' : 'silent',
    ADMIN_PASSWORD: adminPassword,
    PORT: '0',
    HOST: '127.0.0.1',
    MEDIA_DIR: join(mediaDir, 'media'),
    SUBMISSIONS_DIR: join(mediaDir, 'submissions'),
    // The record's key and witness beside this server's files, not beside the default DATA_DIR in the checkout.
    ARCHIVE_KEY_FILE: join(mediaDir, 'archive-key.pem'),
    ARCHIVE_WITNESS_FILE: join(mediaDir, 'archive-witness.jsonl'),
    ...env,
  });
  const db = await openBootstrapped(config, adminPassword);
  if (siteApproval === 'off') await db.query('UPDATE sites SET needs_approval = false');
  const app = await buildApp({ config, db, ...(log ? { logStream: log } : { logger: false }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return {
    app,
    db,
    port,
    admin: { email: config.adminEmail, password: adminPassword },
    visitors: {
      member: { email: 'member@tessera.local', password: visitorPassword },
      visitor: { email: 'visitor@tessera.local', password: visitorPassword },
    },
    origin: (site) => `http://${site ? `${site}.` : ''}localhost:${port}`,
    close: async () => {
      await app.close();
      await db.close();
      await rm(mediaDir, { recursive: true, force: true });
      if (log) await new Promise<void>((resolve) => log.end(resolve));
    },
  };
}

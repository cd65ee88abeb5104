import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bootstrap } from '../../src/cli/bootstrap';
import { registry } from '../../src/components/registry';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/services/config';
import { openDb } from '../../src/store';
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

/**
 * A real listening server on an in-memory PGlite, bootstrapped like a first `npm start`.
 * `env` adds settings as the environment would (e.g. `SMTP_URL`, `OUTBOX_INTERVAL_MS`).
 * No site needs approval unless `siteApproval: 'as installed'` (ice and nyse do then): the
 * browser tests of review test it, the others their own point.
 */
export async function startServer({
  adminPassword = 'e2e admin password',
  env = {},
  siteApproval = 'off',
}: { adminPassword?: string; env?: Record<string, string>; siteApproval?: 'off' | 'as installed' } = {}): Promise<RunningServer> {
  const db = await openDb({});
  const mediaDir = await mkdtemp(join(tmpdir(), 'tessera-media-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', ADMIN_PASSWORD: adminPassword, PORT: '0', HOST: '127.0.0.1', MEDIA_DIR: join(mediaDir, 'media'), SUBMISSIONS_DIR: join(mediaDir, 'submissions'), ...env });
  const visitorPassword = 'e2e visitor password';
  await bootstrap(db, { registry, adminEmail: config.adminEmail, adminPassword, visitorPassword });
  if (siteApproval === 'off') await db.query('UPDATE sites SET needs_approval = false');
  const app = await buildApp({ config, db, logger: false });
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
    },
  };
}

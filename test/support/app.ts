import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/services/config';
import type { Db } from '../../src/store/types';
import { openTestDb, TEST_PASSWORD } from './db';

export { TEST_PASSWORD, TEST_USERS, TEST_VISITORS } from './db';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** A fresh app on a fresh copy of the seeded template database; `env` adds configuration. */
export async function createTestApp({ env = {} }: { env?: Record<string, string> } = {}): Promise<TestApp> {
  const db = await openTestDb();
  const mediaDir = await mkdtemp(join(tmpdir(), 'tessera-media-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SECRET: 'test-secret-test-secret',
    SCHEDULER_INTERVAL_MS: '0',
    OUTBOX_INTERVAL_MS: '0',
    // The archive job records only in the tests that turn it on; its key and witness stay in this app's directory.
    ARCHIVE_INTERVAL_MS: '0',
    ARCHIVE_KEY_FILE: join(mediaDir, 'archive-key.pem'),
    ARCHIVE_WITNESS_FILE: join(mediaDir, 'archive-witness.jsonl'),
    MEDIA_DIR: join(mediaDir, 'media'),
    SUBMISSIONS_DIR: join(mediaDir, 'submissions'),
    ...env,
  });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export interface Session {
  cookie: string;
  csrf: string;
  /** inject() with the session cookie and CSRF header. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/api/cms/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`Sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const setCookie = res.cookies.find((c) => c.name === 'tessera_session');
  const cookie = `tessera_session=${setCookie!.value}`;
  const csrf = res.json().csrfToken as string;
  return {
    cookie,
    csrf,
    request: (options) =>
      app.inject({ ...options, headers: { cookie, 'x-csrf-token': csrf, ...(options.headers ?? {}) } }),
  };
}

/** A published document's draft revision and id, looked up by site and path. */
export async function findDocument(session: Session, site: string, path: string) {
  const res = await session.request({ method: 'GET', url: `/api/cms/sites/${site}/documents` });
  const doc = (res.json().documents as { path: string; id: string; draftRevision: number }[]).find((d) => d.path === path);
  if (!doc) throw new Error(`No document ${site}${path}`);
  return doc;
}

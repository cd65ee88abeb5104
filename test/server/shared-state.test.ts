import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingSecret } from '../../src/content';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/services/config';
import type { Db } from '../../src/store/types';
import { signIn, TEST_USERS } from '../support/app';
import { openTestDb } from '../support/db';

/**
 * Two server processes on one database (issue 26 item 1), as two apps on one store: what one
 * signs the other accepts, and limits counted by one hold on the other.
 */
let db: Db;
let dir: string;
const apps: FastifyInstance[] = [];

async function appOn(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', SCHEDULER_INTERVAL_MS: '0', OUTBOX_INTERVAL_MS: '0', ARCHIVE_INTERVAL_MS: '0', MEDIA_DIR: join(dir, 'media'), SUBMISSIONS_DIR: join(dir, 'submissions'), ...env });
  // Counted in the database as on PostgreSQL, where processes share one (PGlite's own serve one process and count in memory).
  const app = await buildApp({ config, db, logger: false, rateLimits: 'database' });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  db = await openTestDb();
  dir = await mkdtemp(join(tmpdir(), 'tessera-shared-'));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

const ice = { host: 'ice.localhost' };
const form = { ...ice, 'content-type': 'application/x-www-form-urlencoded' };

describe('two processes on one database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    [a, b] = [await appOn(), await appOn()];
  });

  it('sign alike without SECRET: the secret is generated once and stored; a configured SECRET still wins', async () => {
    const admin = await signIn(a, TEST_USERS.admin);
    const docs = (await admin.request({ method: 'GET', url: '/api/cms/sites/ice/documents' })).json().documents as { path: string; id: string }[];
    const margins = docs.find((d) => d.path === '/margins')!;
    expect((await admin.request({ method: 'PUT', url: `/api/cms/documents/${margins.id}/access-code`, payload: { code: 'clearing-2026' } })).statusCode).toBe(200);

    const granted = await a.inject({ method: 'POST', url: '/_access', headers: form, payload: 'path=%2Fmargins&code=clearing-2026' });
    expect(granted.statusCode).toBe(303);
    const cookie = `${granted.cookies[0]!.name}=${granted.cookies[0]!.value}`;
    const onB = await b.inject({ url: '/margins', headers: { ...ice, cookie } });
    expect(onB.statusCode).toBe(200);
    expect(onB.body).not.toContain('This page needs an access code');

    const stored = await signingSecret({ db });
    expect(stored).toMatch(/^[\w-]{43}$/);
    expect(await signingSecret({ db })).toBe(stored);
    expect(a.config.secret).toBe(stored);
    expect(b.config.secret).toBe(stored);

    const configured = await appOn({ SECRET: 'a configured secret of this host' });
    expect(configured.config.secret).toBe('a configured secret of this host');
    const onConfigured = await configured.inject({ url: '/margins', headers: { ...ice, cookie } });
    expect(onConfigured.body).toContain('This page needs an access code');
  });

  it('share the rate limits: the 11th sign-in within the minute across both is 429', async () => {
    const login = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/cms/login', remoteAddress: '192.0.2.11', payload: { email: 'nobody@example.test', password: 'not the password' } });
    for (let i = 0; i < 10; i++) expect((await login(i % 2 ? b : a)).statusCode, `attempt ${i + 1}`).toBe(401);
    const eleventh = await login(a);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error).toBe('RATE_LIMITED');
    expect((await login(b)).statusCode).toBe(429);
    // Another client, another count.
    expect((await a.inject({ method: 'POST', url: '/api/cms/login', remoteAddress: '192.0.2.12', payload: { email: 'nobody@example.test', password: 'x' } })).statusCode).toBe(401);
    // The health checks are exempt: the limited client still gets them.
    for (const url of ['/healthz', '/readyz']) for (let i = 0; i < 30; i++) expect((await b.inject({ url, remoteAddress: '192.0.2.11' })).statusCode).toBe(200);
  });

  it('share the count of wrong access codes: ten wrong across both lock the eleventh out', async () => {
    const enter = (app: FastifyInstance, code: string) => app.inject({ method: 'POST', url: '/_access', remoteAddress: '192.0.2.21', headers: form, payload: `path=%2Fmargins&code=${code}` });
    for (let i = 0; i < 10; i++) expect((await enter(i % 2 ? b : a, `guess-${i}`)).statusCode).toBe(403);
    const locked = await enter(b, 'clearing-2026');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('Too many wrong codes');
    expect((await enter(a, 'clearing-2026')).statusCode).toBe(429);
  });
});

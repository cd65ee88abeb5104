import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/services/config';
import { createTestApp, signIn, TEST_PASSWORD, TEST_USERS, TEST_VISITORS, type Session, type TestApp } from '../support/app';

// Two server processes' apps on one database: each keeps signed-in visitors for a few seconds,
// and a sign-out or a disabled visitor announced by one reaches the other within a second.
const HOST = { host: 'mersmembers.localhost' };
let a: TestApp;
let b: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  a = await createTestApp();
  b = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', SECRET: 'test-secret-test-secret', SCHEDULER_INTERVAL_MS: '0', OUTBOX_INTERVAL_MS: '0', ARCHIVE_INTERVAL_MS: '0' }), db: a.db, logger: false });
  await b.ready();
  admin = await signIn(a.app, TEST_USERS.admin);
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function visitorCookie(email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await a.app.inject({ method: 'POST', url: '/api/visitor/login', headers: HOST, payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return `tessera_visitor=${res.cookies.find((c) => c.name === 'tessera_visitor')!.value}`;
}

async function whoOnB(cookie: string): Promise<string | null> {
  const res = await b.inject({ method: 'GET', url: '/api/visitor/me', headers: { ...HOST, cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { visitor: { email: string } | null }).visitor?.email ?? null;
}

/** Polls process B until it refuses the session; how long that took (ms). */
async function refusedWithin(cookie: string): Promise<number> {
  const t0 = Date.now();
  await expect.poll(() => whoOnB(cookie), { timeout: 1000, interval: 20 }).toBeNull();
  return Date.now() - t0;
}

describe('the visitor session cache across processes', () => {
  it('keeps a session in the process, and a sign-out in A ends it in B within a second', async () => {
    const cookie = await visitorCookie(TEST_VISITORS.member);
    expect(await whoOnB(cookie)).toBe(TEST_VISITORS.member);
    // B keeps the session: a row deleted behind the application's back (no announcement) is still
    // accepted for the cache's few seconds; this is what saves a query per request.
    const saved = await a.db.query<{ id: string; visitor_id: string; expires_at: string; last_seen_at: string }>('SELECT * FROM visitor_sessions');
    await a.db.query('DELETE FROM visitor_sessions');
    expect(await whoOnB(cookie)).toBe(TEST_VISITORS.member);
    for (const row of saved.rows) {
      await a.db.query('INSERT INTO visitor_sessions (id, visitor_id, expires_at, last_seen_at) VALUES ($1, $2, $3, $4)', [row.id, row.visitor_id, row.expires_at, row.last_seen_at]);
    }

    const out = await a.app.inject({ method: 'POST', url: '/logout', headers: { ...HOST, cookie } });
    expect(out.statusCode).toBe(303);
    expect(await refusedWithin(cookie)).toBeLessThan(1000);
  });

  it('disabling a visitor or signing them out everywhere in A ends their sessions in B within a second', async () => {
    const created = await admin.request({
      method: 'POST',
      url: '/api/cms/visitors',
      payload: { email: 'cache@example.test', name: 'Casey Cache', password: 'a long visitor password', roles: [{ appKey: 'ICE', role: 'ICE Admin' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().visitor.id as string;

    let cookie = await visitorCookie('cache@example.test', 'a long visitor password');
    expect(await whoOnB(cookie)).toBe('cache@example.test');
    expect((await admin.request({ method: 'POST', url: `/api/cms/visitors/${id}/sign-out` })).json()).toEqual({ sessionsEnded: 1 });
    expect(await refusedWithin(cookie)).toBeLessThan(1000);

    cookie = await visitorCookie('cache@example.test', 'a long visitor password');
    const member = await visitorCookie(TEST_VISITORS.member);
    expect(await whoOnB(cookie)).toBe('cache@example.test');
    expect(await whoOnB(member)).toBe(TEST_VISITORS.member);
    const roles = await admin.request({ method: 'PATCH', url: `/api/cms/visitors/${id}`, payload: { roles: [] } });
    expect(roles.statusCode).toBe(200);
    await expect.poll(async () => (await b.inject({ method: 'GET', url: '/api/visitor/me', headers: { ...HOST, cookie } })).json().visitor?.roles, { timeout: 1000, interval: 20 }).toEqual([]);

    expect((await admin.request({ method: 'PATCH', url: `/api/cms/visitors/${id}`, payload: { disabled: true } })).statusCode).toBe(200);
    expect(await refusedWithin(cookie)).toBeLessThan(1000);
    // Someone else's session is untouched.
    expect(await whoOnB(member)).toBe(TEST_VISITORS.member);
  });
});

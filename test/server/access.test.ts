import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyone } from '../../src/server/access';
import { appendAudit } from '../../src/store';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/services/config';
import { createTestApp, findDocument, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

// Sign-ins are rate-limited per client (10 a minute): reuse one session per user in this file.
const sessions = new Map<string, Promise<Session>>();
function sessionOf(email: string): Promise<Session> {
  if (!sessions.has(email)) sessions.set(email, signIn(t.app, email));
  return sessions.get(email)!;
}
afterAll(() => t.close());

describe('access policies', () => {
  it('refuses to register a route that declares no policy', async () => {
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', ARCHIVE_INTERVAL_MS: '0' }), db: t.db, logger: false });
    try {
      expect(() => app.get('/undeclared', async () => 'x')).toThrow(/declares no access policy/);
      expect(() => app.get('/declared', { config: { access: anyone } }, async () => 'x')).not.toThrow();
    } finally {
      await app.close();
    }
  });

  it('answers 401 without a session and 401 for a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/sites' })).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/cms/sites', headers: { cookie: 'tessera_session=forged' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('rejects wrong passwords with 401 and no session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cms/login', payload: { email: TEST_USERS.user, password: 'wrong password!' } });
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'tessera_session')).toBeUndefined();
  });

  it('sets an HttpOnly, SameSite session cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cms/login', payload: { email: TEST_USERS.user, password: 'correct horse battery staple' } });
    const cookie = res.cookies.find((c) => c.name === 'tessera_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
  });

  it('lets a CMSTWO User edit drafts but not publish', async () => {
    const user = await sessionOf(TEST_USERS.user);
    const doc = await findDocument(user, 'nyse', '/fees');
    const draft = await user.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, title: 'Fees and charges' } });
    expect(draft.statusCode).toBe(200);
    const res = await user.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: draft.json().document.draftRevision } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your role (CMSTWO User) may not publish, unpublish, restore or delete documents');
    expect((await user.request({ method: 'GET', url: '/api/cms/users' })).statusCode).toBe(403);
  });

  it('keeps partials to Super Users: a CMSTWO User may not edit or create them', async () => {
    const user = await sessionOf(TEST_USERS.user);
    const footer = await findDocument(user, 'nyse', '/footer');
    const edit = await user.request({ method: 'PUT', url: `/api/cms/documents/${footer.id}/draft`, payload: { revision: footer.draftRevision, title: 'Footer' } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('Your role on nyse (CMSTWO User) may not edit partials');
    const create = await user.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: '/sidebar', title: 'Sidebar', kind: 'partial' } });
    expect(create.statusCode).toBe(403);
    const su = await sessionOf(TEST_USERS.superUser);
    const ok = await su.request({ method: 'PUT', url: `/api/cms/documents/${footer.id}/draft`, payload: { revision: footer.draftRevision, title: 'Site footer' } });
    expect(ok.statusCode).toBe(200);
  });

  it('lets a Super User publish but not manage users', async () => {
    const su = await sessionOf(TEST_USERS.superUser);
    const doc = await findDocument(su, 'nyse', '/holiday-hours');
    const saved = await su.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, title: 'Holidays and hours (revised)' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await su.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: saved.json().document.draftRevision, note: 'Re-publish' } })).statusCode).toBe(200);
    expect((await su.request({ method: 'GET', url: '/api/cms/users' })).statusCode).toBe(403);
  });

  it('lets an Admin manage users and read the audit log', async () => {
    const admin = await sessionOf(TEST_USERS.admin);
    const created = await admin.request({
      method: 'POST',
      url: '/api/cms/users',
      payload: { email: 'new.editor@example.test', name: 'New Editor', role: 'CMSTWO User', password: 'a long enough password' },
    });
    expect(created.statusCode).toBe(201);
    const dup = await admin.request({
      method: 'POST',
      url: '/api/cms/users',
      payload: { email: 'NEW.editor@example.test', name: 'Again', role: 'CMSTWO User', password: 'a long enough password' },
    });
    expect(dup.statusCode).toBe(409);
    const bad = await admin.request({ method: 'POST', url: '/api/cms/users', payload: { email: 'x', name: '', role: 'Root', password: 'short' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['/body/email', '/body/name', '/body/role', '/body/password']));
    const audit = await admin.request({ method: 'GET', url: '/api/cms/audit?format=csv' });
    expect(audit.statusCode).toBe(200);
    expect(audit.headers['content-type']).toContain('text/csv');
    expect(audit.body).toContain('user.create');
  });

  it('never leaves the platform without an active Admin', async () => {
    const admin = await sessionOf(TEST_USERS.admin);
    const patch = (id: string, payload: object) => admin.request({ method: 'PATCH', url: `/api/cms/users/${id}`, payload });
    const users = (await admin.request({ method: 'GET', url: '/api/cms/users' })).json().users as { id: string; email: string; roles: Record<string, string>; disabled: boolean }[];
    const me = users.find((u) => u.email === TEST_USERS.admin)!;
    // Only this Admin stays active.
    for (const other of users.filter((u) => Object.values(u.roles).includes('CMSTWO Admin') && !u.disabled && u.id !== me.id)) expect((await patch(other.id, { role: 'CMSTWO User' })).statusCode).toBe(200);
    for (const payload of [{ role: 'CMSTWO Super User' }, { disabled: true }]) {
      const refused = await patch(me.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'LAST_ADMIN' });
      expect(refused.json().message).toMatch(/^Every site keeps at least one active Admin: make another user an Admin of ice before changing /);
    }
    // With a second Admin, the first may step down.
    const second = await admin.request({ method: 'POST', url: '/api/cms/users', payload: { email: 'second.admin@example.test', name: 'Second Admin', role: 'CMSTWO Admin', password: 'a long enough password' } });
    expect(second.statusCode).toBe(201);
    const stepDown = await patch(me.id, { role: 'CMSTWO Super User' });
    expect(stepDown.statusCode).toBe(200);
    const back = await (await signIn(t.app, 'second.admin@example.test', 'a long enough password')).request({ method: 'PATCH', url: `/api/cms/users/${me.id}`, payload: { role: 'CMSTWO Admin' } });
    expect(back.statusCode).toBe(200);
  });

  it('exports every matching audit entry as CSV, past one page of 500', async () => {
    const admin = await sessionOf(TEST_USERS.admin);
    for (let i = 0; i < 520; i++) {
      await appendAudit(t.db, { actor: 'bulk@example.test', action: 'bulk.test', site: 'nyse', documentId: null, path: `/p${i}`, detail: { i } });
    }
    const csv = await admin.request({ method: 'GET', url: '/api/cms/audit?format=csv&action=bulk.test' });
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(521);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[6])).size).toBe(520);
    expect((await admin.request({ method: 'GET', url: '/api/cms/audit?limit=501' })).statusCode).toBe(400);
  });

  it('requires the CSRF token for cookie-authenticated changes', async () => {
    const user = await sessionOf(TEST_USERS.user);
    const doc = await findDocument(user, 'nyse', '/fees');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/cms/documents/${doc.id}/draft`,
      headers: { cookie: user.cookie },
      payload: { revision: doc.draftRevision, title: 'Hijacked' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('CSRF');
  });

  it('accepts bearer tokens without CSRF for headless clients', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/cms/login', payload: { email: TEST_USERS.user, password: 'correct horse battery staple', tokenType: 'bearer' } });
    expect(login.cookies).toHaveLength(0);
    const res = await t.app.inject({ method: 'GET', url: '/api/cms/sites', headers: { authorization: `Bearer ${login.json().token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().sites).toHaveLength(8);
  });

  it('signs out: the session stops working', async () => {
    const user = await signIn(t.app, TEST_USERS.user);
    expect((await user.request({ method: 'POST', url: '/api/cms/logout' })).statusCode).toBe(200);
    expect((await user.request({ method: 'GET', url: '/api/cms/me' })).statusCode).toBe(401);
  });

  it('rate-limits sign-in attempts', { timeout: 60_000 }, async () => {
    const fresh = await createTestApp();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await fresh.app.inject({ method: 'POST', url: '/api/cms/login', payload: { email: TEST_USERS.user, password: 'wrong' } });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes[11]).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});

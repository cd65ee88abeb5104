import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node, type Node } from '../../src/core/node';
import { walk } from '../../src/core/tree';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/services/config';
import { runDueSchedules } from '../../src/content';
import { PRESENCE_WINDOW_MS } from '../../src/content/admin/presence';
import { PRESENCE_INTERVAL_MS } from '../../src/editor/page-editor/presence';
import { createUser, hashPassword, listAudit, listVersions, updateUser } from '../../src/store';
import type { Db } from '../../src/store/types';
import { openTestDb } from '../support/db';
import { signIn, TEST_PASSWORD, TEST_USERS, type Session } from '../support/app';

const SECRET = 'test-secret-test-secret';
const HOUR = 3_600_000;

/** An app on `db` with the background scheduler off unless an interval is given; the db stays open on close. */
async function appOn(db: Db, schedulerIntervalMs = 0): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', SECRET, SCHEDULER_INTERVAL_MS: String(schedulerIntervalMs), ARCHIVE_INTERVAL_MS: '0' });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  return app;
}

/** What the scheduled-publishing job runs, as one process (`instanceId`) would, at a given time. */
const schedulerOf = (app: FastifyInstance, instanceId = `scheduler-${randomUUID()}`) => ({
  instanceId,
  async runDue(now: Date) {
    const result = await runDueSchedules(app.content, { claimedBy: instanceId, now });
    return {
      published: result.published.map(({ documentId, version }) => ({ documentId, version })),
      failed: result.failed.map(({ documentId, error }) => ({ documentId, error })),
    };
  },
});

let db: Db;
let app: FastifyInstance;
let su: Session;
let uma: Session;
beforeAll(async () => {
  db = await openTestDb();
  app = await appOn(db);
  [su, uma] = await Promise.all([signIn(app, TEST_USERS.superUser), signIn(app, TEST_USERS.user)]);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const heading = (text: string): Node => node('heading', { text, level: 2 });
const page = (main: Node[]): Node =>
  node('page-layout', {}, { headerContent: [node('include', { path: '/header' })], main, footerContent: [node('include', { path: '/footer' })] });

let pathCounter = 0;
const freshPath = (prefix: string) => `/${prefix}-${Date.now()}-${++pathCounter}`;

interface Doc {
  id: string;
  path: string;
  draftRevision: number;
  publishedVersion: number | null;
  draft: Node;
  title: string;
  kind: string;
  site: string;
  seo: Record<string, unknown>;
  status: string;
}

async function createPage(main: Node[], { site = 'ice', prefix = 'editor', seo = {} as Record<string, unknown> } = {}): Promise<Doc> {
  const res = await su.request({ method: 'POST', url: `/api/cms/sites/${site}/documents`, payload: { path: freshPath(prefix), title: 'Editor test', tree: page(main), seo } });
  expect(res.statusCode).toBe(201);
  return res.json().document as Doc;
}

async function getDoc(id: string): Promise<Doc> {
  return (await su.request({ method: 'GET', url: `/api/cms/documents/${id}` })).json().document as Doc;
}

async function saveDraft(id: string, tree: Node): Promise<Doc> {
  const doc = await getDoc(id);
  const res = await su.request({ method: 'PUT', url: `/api/cms/documents/${id}/draft`, payload: { revision: doc.draftRevision, tree } });
  expect(res.statusCode).toBe(200);
  return res.json().document as Doc;
}

async function publishNow(id: string): Promise<void> {
  const { draftRevision } = await getDoc(id);
  expect((await su.request({ method: 'POST', url: `/api/cms/documents/${id}/publish`, payload: { revision: draftRevision } })).statusCode).toBe(200);
}

const visit = (path: string, host = 'ice.localhost') => app.inject({ url: path, headers: { host } });
const inOneHour = () => new Date(Date.now() + HOUR).toISOString();

describe('editor API: every route declares its policy', () => {
  const id = randomUUID();
  const routes: [string, string, unknown?][] = [
    ['POST', `/api/cms/documents/${id}/presence`],
    ['DELETE', `/api/cms/documents/${id}/presence`],
    ['GET', `/api/cms/documents/${id}/schedule`],
    ['PUT', `/api/cms/documents/${id}/schedule`, { at: '2099-01-01T00:00:00Z' }],
    ['DELETE', `/api/cms/documents/${id}/schedule`],
    ['POST', `/api/cms/documents/${id}/preview-link`, {}],
    ['GET', `/api/cms/documents/${id}/preview-links`],
    ['DELETE', `/api/cms/preview-links/${id}`],
    ['GET', `/api/cms/documents/${id}/diff?from=1&to=draft`],
    ['POST', `/api/cms/documents/${id}/duplicate`, { path: '/x' }],
  ];
  for (const [method, url, payload] of routes) {
    it(`${method} ${url.replace(id, ':id')} needs a session (401)`, async () => {
      const res = await app.inject({ method: method as 'GET', url, ...(payload ? { payload: payload as object } : {}) });
      expect(res.statusCode).toBe(401);
    });
  }

  it('refuses scheduling to a CMSTWO User (403) and lets them use the editor routes', async () => {
    const doc = await createPage([heading('Policy')]);
    const put = await uma.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/schedule`, payload: { at: inOneHour() } });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toContain('CMSTWO User');
    expect((await uma.request({ method: 'DELETE', url: `/api/cms/documents/${doc.id}/schedule` })).statusCode).toBe(403);
    expect((await uma.request({ method: 'GET', url: `/api/cms/documents/${doc.id}/schedule` })).statusCode).toBe(200);
    expect((await uma.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/presence` })).statusCode).toBe(200);
    expect((await uma.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/preview-link`, payload: {} })).statusCode).toBe(200);
    expect((await uma.request({ method: 'GET', url: `/api/cms/documents/${doc.id}/diff?from=draft&to=draft` })).statusCode).toBe(200);
  });

  it('needs the CSRF token for changes made with the session cookie', async () => {
    const doc = await createPage([heading('CSRF')]);
    const res = await app.inject({ method: 'POST', url: `/api/cms/documents/${doc.id}/presence`, headers: { cookie: su.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('CSRF');
  });
});

describe('presence', () => {
  const beat = (session: Session, id: string) => session.request({ method: 'POST', url: `/api/cms/documents/${id}/presence` });

  it('shows each editor the other people who have the page open, not themselves', async () => {
    const doc = await createPage([heading('Presence')]);
    const first = await beat(su, doc.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ editors: [] });
    const second = (await beat(uma, doc.id)).json().editors;
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ name: 'Sam Super', email: TEST_USERS.superUser });
    expect(Object.keys(second[0]).sort()).toEqual(['email', 'name', 'since', 'userId']);
    const third = (await beat(su, doc.id)).json().editors;
    expect(third.map((e: { email: string }) => e.email)).toEqual([TEST_USERS.user]);
    // Another document is another room.
    const other = await createPage([heading('Elsewhere')]);
    expect((await beat(su, other.id)).json().editors).toEqual([]);
  });

  it('keeps "since" across heartbeats, forgets people silent for more than 20 s, and restarts "since" when they return', async () => {
    // A tab closed without a goodbye is gone from the others' view within 30 s: the window plus one of their beats.
    expect(PRESENCE_WINDOW_MS + PRESENCE_INTERVAL_MS).toBeLessThanOrEqual(30_000);
    expect(PRESENCE_WINDOW_MS).toBeGreaterThan(2 * PRESENCE_INTERVAL_MS);
    const doc = await createPage([heading('Heartbeats')]);
    await beat(uma, doc.id);
    const since = (await beat(su, doc.id)).json().editors[0].since as string;
    await beat(uma, doc.id);
    expect((await beat(su, doc.id)).json().editors[0].since).toBe(since);

    const silentFor = (seconds: number) =>
      db.query(
        `UPDATE editor_presence SET seen_at = now() - $3::int * interval '1 second', since = now() - interval '5 minutes'
         WHERE document_id = $1 AND user_id = (SELECT id FROM users WHERE email = $2)`,
        [doc.id, TEST_USERS.user, seconds],
      );
    await silentFor(18);
    expect((await beat(su, doc.id)).json().editors).toHaveLength(1);
    await silentFor(21);
    expect((await beat(su, doc.id)).json().editors).toEqual([]);
    await beat(uma, doc.id);
    const back = (await beat(su, doc.id)).json().editors;
    expect(back).toHaveLength(1);
    expect(Date.parse(back[0].since)).toBeGreaterThan(Date.now() - 20_000);
  });

  it('forgets an editor at once when they leave', async () => {
    const doc = await createPage([heading('Leaving')]);
    await beat(uma, doc.id);
    expect((await beat(su, doc.id)).json().editors).toHaveLength(1);
    const left = await uma.request({ method: 'DELETE', url: `/api/cms/documents/${doc.id}/presence` });
    expect(left.statusCode).toBe(204);
    expect((await beat(su, doc.id)).json().editors).toEqual([]);
  });

  it('is shared by every server process on the database', async () => {
    const doc = await createPage([heading('Two processes')]);
    const second = await appOn(db);
    try {
      const umaThere = await signIn(second, TEST_USERS.user);
      await beat(umaThere, doc.id);
      expect((await beat(su, doc.id)).json().editors.map((e: { email: string }) => e.email)).toEqual([TEST_USERS.user]);
    } finally {
      await second.close();
    }
  });

  it('answers 404 for an unknown document and 400 for a bad id', async () => {
    const missing = await beat(su, randomUUID());
    expect(missing.statusCode).toBe(404);
    expect((await beat(su, 'nope')).statusCode).toBe(400);
    expect((await su.request({ method: 'DELETE', url: '/api/cms/documents/nope/presence' })).statusCode).toBe(400);
  });
});

describe('scheduled publishing', () => {
  const schedule = (session: Session, id: string, payload: unknown) =>
    session.request({ method: 'PUT', url: `/api/cms/documents/${id}/schedule`, payload: payload as object });
  const readSchedule = async (id: string) => (await su.request({ method: 'GET', url: `/api/cms/documents/${id}/schedule` })).json().schedule;
  const later = () => new Date(Date.now() + 2 * HOUR);

  it('refuses a time in the past, a malformed time, a time without zone and unknown fields, naming the field', async () => {
    const doc = await createPage([heading('Bad times')]);
    const past = await schedule(su, doc.id, { at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/^Invalid request: at: at must be in the future/);
    expect(past.json().issues[0].path).toBe('/body/at');
    for (const at of ['tomorrow', '2099-01-01T09:00', 12, '']) {
      const res = await schedule(su, doc.id, { at });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('/body/at');
    }
    expect((await schedule(su, doc.id, {})).json().issues[0].path).toBe('/body/at');
    expect((await schedule(su, doc.id, { at: '2999-01-01T00:00:00Z' })).json().message).toContain('within a year');
    const extra = await schedule(su, doc.id, { at: inOneHour(), when: 'now' });
    expect(extra.statusCode).toBe(400);
    expect(extra.body).toContain('when');
    expect(await readSchedule(doc.id)).toBeNull();
  });

  it('answers 404 for an unknown document and refuses to schedule an invalid draft', async () => {
    expect((await schedule(su, randomUUID(), { at: inOneHour() })).statusCode).toBe(404);
    expect((await su.request({ method: 'GET', url: `/api/cms/documents/${randomUUID()}/schedule` })).statusCode).toBe(404);
    const doc = await createPage([heading('Soon broken')]);
    await db.query(`UPDATE documents SET draft = jsonb_set(draft, '{slots,main,0,props,level}', '"two"') WHERE id = $1`, [doc.id]);
    const res = await schedule(su, doc.id, { at: inOneHour() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('PAGE_INCOMPLETE');
    expect(res.json().message).toContain('Heading “Soon broken” › level');
  });

  it('reads, replaces and cancels a schedule', async () => {
    const doc = await createPage([heading('Schedule me')]);
    expect(await readSchedule(doc.id)).toBeNull();
    const at = new Date(Date.now() + 3 * HOUR);
    const first = await schedule(su, doc.id, { at: at.toISOString().replace('Z', '+00:00'), note: 'Launch' });
    expect(first.statusCode).toBe(200);
    expect(first.json().schedule).toMatchObject({ documentId: doc.id, at: at.toISOString(), note: 'Launch', status: 'pending', scheduledBy: TEST_USERS.superUser, revision: doc.draftRevision });
    expect(await readSchedule(doc.id)).toMatchObject({ at: at.toISOString(), status: 'pending' });

    const moved = new Date(Date.now() + 5 * HOUR).toISOString();
    await schedule(su, doc.id, { at: moved });
    expect(await readSchedule(doc.id)).toMatchObject({ at: moved, note: null });
    const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM publish_schedules WHERE document_id = $1', [doc.id]);
    expect(rows[0]!.n).toBe(1);

    expect((await su.request({ method: 'DELETE', url: `/api/cms/documents/${doc.id}/schedule` })).statusCode).toBe(204);
    expect(await readSchedule(doc.id)).toBeNull();
    const again = await su.request({ method: 'DELETE', url: `/api/cms/documents/${doc.id}/schedule` });
    expect(again.statusCode).toBe(404);
    const actions = (await listAudit(db, { documentId: doc.id })).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['publish.schedule', 'publish.unschedule']));
    // A cancelled schedule never publishes.
    expect((await schedulerOf(app).runDue(new Date(Date.now() + 6 * HOUR))).published.filter((p) => p.documentId === doc.id)).toEqual([]);
  });

  it('publishes the draft when due, once, as the scheduling user, and visitors see it at once', async () => {
    const doc = await createPage([heading('Version one text')]);
    await publishNow(doc.id);
    expect((await visit(doc.path)).body).toContain('Version one text');
    await saveDraft(doc.id, page([heading('Scheduled text')]));
    expect((await schedule(su, doc.id, { at: inOneHour(), note: 'Timed' })).statusCode).toBe(200);

    const scheduler = schedulerOf(app);
    expect((await scheduler.runDue(new Date())).published.filter((p) => p.documentId === doc.id)).toEqual([]);
    expect((await visit(doc.path)).body).toContain('Version one text');

    const run = await scheduler.runDue(later());
    expect(run.published).toContainEqual({ documentId: doc.id, version: 2 });
    // The cached page was dropped: visitors see the new version without waiting.
    const seen = await visit(doc.path);
    expect(seen.body).toContain('Scheduled text');
    expect(seen.body).not.toContain('Version one text');

    const versions = await listVersions(db, { id: doc.id });
    expect(versions.map((v) => [v.version, v.note, v.publishedBy])).toEqual([
      [2, 'Timed', TEST_USERS.superUser],
      [1, null, TEST_USERS.superUser],
    ]);
    const audit = (await listAudit(db, { documentId: doc.id, action: 'document.publish' }))[0]!;
    expect(audit).toMatchObject({ actor: TEST_USERS.superUser, detail: { version: 2, note: 'Timed' } });
    expect(await readSchedule(doc.id)).toMatchObject({ status: 'published', version: 2, claimedBy: scheduler.instanceId });

    expect((await scheduler.runDue(later())).published.filter((p) => p.documentId === doc.id)).toEqual([]);
    expect(await listVersions(db, { id: doc.id })).toHaveLength(2);
  });

  it('publishes exactly once when two schedulers run at the same time on one database', async () => {
    const docs = await Promise.all([1, 2, 3].map((i) => createPage([heading(`Race ${i}`)])));
    for (const doc of docs) expect((await schedule(su, doc.id, { at: inOneHour() })).statusCode).toBe(200);
    const other = await appOn(db);
    try {
      const a = schedulerOf(app, 'process-a');
      const b = schedulerOf(other, 'process-b');
      const when = later();
      const results = await Promise.all([a.runDue(when), b.runDue(when), a.runDue(when), b.runDue(when)]);
      const counts = new Map<string, number>();
      for (const r of results) {
        for (const p of r.published) if (docs.some((d) => d.id === p.documentId)) counts.set(p.documentId, (counts.get(p.documentId) ?? 0) + 1);
      }
      expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(docs.map((d) => [d.id, 1])));
      for (const doc of docs) {
        const versions = await listVersions(db, { id: doc.id });
        expect(versions).toHaveLength(1);
        expect((await listAudit(db, { documentId: doc.id, action: 'document.publish' }))).toHaveLength(1);
        expect(['process-a', 'process-b']).toContain((await readSchedule(doc.id)).claimedBy);
      }
    } finally {
      await other.close();
    }
  });

  it('publishes after a restart: a schedule made by one app is run by a new app on the same database', async () => {
    const first = await appOn(db);
    const firstSu = await signIn(first, TEST_USERS.superUser);
    const doc = await createPage([heading('Before restart')]);
    expect((await firstSu.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/schedule`, payload: { at: inOneHour() } })).statusCode).toBe(200);
    await first.close();

    const restarted = await appOn(db);
    try {
      const run = await schedulerOf(restarted).runDue(later());
      expect(run.published).toContainEqual({ documentId: doc.id, version: 1 });
      expect((await restarted.inject({ url: doc.path, headers: { host: 'ice.localhost' } })).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('runs on its own in an app whose configuration sets an interval, and stops when the app closes', async () => {
    const doc = await createPage([heading('Background run')]);
    await schedule(su, doc.id, { at: inOneHour() });
    // Time passes: the schedule falls due.
    await db.query(`UPDATE publish_schedules SET at = now() - interval '1 minute' WHERE document_id = $1`, [doc.id]);
    const background = await appOn(db, 20);
    try {
      const deadline = Date.now() + 5_000;
      while ((await readSchedule(doc.id)).status === 'pending' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await readSchedule(doc.id)).toMatchObject({ status: 'published', version: 1 });
    } finally {
      await background.close();
    }
    // Closed: a newly due schedule stays pending.
    const next = await createPage([heading('After close')]);
    await schedule(su, next.id, { at: inOneHour() });
    await db.query(`UPDATE publish_schedules SET at = now() - interval '1 minute' WHERE document_id = $1`, [next.id]);
    await new Promise((r) => setTimeout(r, 100));
    expect((await readSchedule(next.id)).status).toBe('pending');
    await su.request({ method: 'DELETE', url: `/api/cms/documents/${next.id}/schedule` });
  });

  it('marks a schedule with an invalid draft as failed, with the reason, and goes on with the others', async () => {
    const broken = await createPage([heading('Will break')]);
    const fine = await createPage([heading('Stays fine')]);
    await schedule(su, broken.id, { at: new Date(Date.now() + HOUR).toISOString() });
    await schedule(su, fine.id, { at: new Date(Date.now() + HOUR + 60_000).toISOString() });
    await db.query(`UPDATE documents SET draft = jsonb_set(draft, '{slots,main,0,props,level}', '"two"') WHERE id = $1`, [broken.id]);

    const scheduler = schedulerOf(app);
    const run = await scheduler.runDue(later());
    expect(run.failed).toEqual([{ documentId: broken.id, error: expect.stringContaining('The page cannot be published until 1 field is fixed') }]);
    expect(run.published).toContainEqual({ documentId: fine.id, version: 1 });
    const failed = await readSchedule(broken.id);
    expect(failed).toMatchObject({ status: 'failed', version: null });
    expect(failed.error).toContain('Heading “Will break” › level');
    expect(await listVersions(db, { id: broken.id })).toEqual([]);
    expect((await listAudit(db, { documentId: broken.id, action: 'publish.schedule-failed' }))).toHaveLength(1);
    // Not retried.
    expect((await scheduler.runDue(later())).failed.filter((f) => f.documentId === broken.id)).toEqual([]);
  });

  it('does not publish for someone who has lost the right to publish since scheduling', async () => {
    const email = `demoted-${Date.now()}@example.test`;
    const user = await createUser(db, { email, name: 'Dee Moted', role: 'CMSTWO Super User', passwordHash: await hashPassword(TEST_PASSWORD) });
    const session = await signIn(app, email);
    const doc = await createPage([heading('Demoted')]);
    expect((await schedule(session, doc.id, { at: inOneHour() })).statusCode).toBe(200);
    await updateUser(db, { id: user.id, role: 'CMSTWO User' });
    const run = await schedulerOf(app).runDue(later());
    expect(run.failed).toContainEqual({ documentId: doc.id, error: expect.stringContaining(`${email} may no longer publish`) });
    expect(await listVersions(db, { id: doc.id })).toEqual([]);
  });

  it('drops the schedule of a deleted document', async () => {
    const doc = await createPage([heading('Deleted')]);
    await schedule(su, doc.id, { at: inOneHour() });
    expect((await su.request({ method: 'DELETE', url: `/api/cms/documents/${doc.id}` })).statusCode).toBe(204);
    const run = await schedulerOf(app).runDue(later());
    expect([...run.published, ...run.failed].some((r) => r.documentId === doc.id)).toBe(false);
  });
});

describe('preview links', () => {
  const makeLink = (session: Session, id: string, payload: unknown = {}) =>
    session.request({ method: 'POST', url: `/api/cms/documents/${id}/preview-link`, payload: payload as object });

  it("shows the current draft in the site theme, on its site's origin, unindexed, private, with a banner", async () => {
    const doc = await createPage([heading('Published words')], { site: 'nyse' });
    await publishNow(doc.id);
    await saveDraft(doc.id, page([heading('Draft words for review')]));
    const res = await makeLink(uma, doc.id);
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json();
    expect(url).toMatch(/^http:\/\/nyse\.localhost:\d+\/_preview\/[\w-]{43}$/);
    expect(Math.abs(Date.parse(expiresAt) - (Date.now() + 1440 * 60_000))).toBeLessThan(60_000);
    const { pathname } = new URL(url);

    // On the portal's or another site's host, its links would not work: it moves to the site's origin.
    for (const host of ['localhost', 'ice.localhost']) {
      const moved = await app.inject({ url: pathname, headers: { host } });
      expect(moved.statusCode).toBe(302);
      expect(moved.headers.location).toBe(url);
      expect(moved.headers['cache-control']).toBe('private, no-store');
    }
    for (const host of ['nyse.localhost', 'reviews.example.org']) {
      const preview = await app.inject({ url: pathname, headers: { host } });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toContain('text/html');
      expect(preview.headers['cache-control']).toBe('private, no-store');
      expect(preview.body).toContain('<meta name="robots" content="noindex">');
      expect(preview.body).toContain('Preview — not published');
      expect(preview.body).toContain('data-site="nyse"');
      expect(preview.body).toContain('Draft words for review');
      expect(preview.body).not.toContain('Published words');
    }
    // The link follows the draft as it changes.
    await saveDraft(doc.id, page([heading('Second draft')]));
    expect((await app.inject({ url })).body).toContain('Second draft');
    // And it is read-only: no other method answers on it.
    expect((await app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(404);
  });

  it('can show one version instead of the draft', async () => {
    const doc = await createPage([heading('First published')]);
    await publishNow(doc.id);
    await saveDraft(doc.id, page([heading('Later draft')]));
    const { url } = (await makeLink(su, doc.id, { version: 1, expiresInMinutes: 5 })).json();
    const preview = await app.inject({ url });
    expect(preview.body).toContain('First published');
    expect(preview.body).not.toContain('Later draft');
    expect(preview.body).toContain('version 1');
    expect((await makeLink(su, doc.id, { version: 9 })).statusCode).toBe(404);
  });

  it('previews a partial as a page of its own', async () => {
    const res = await su.request({ method: 'POST', url: '/api/cms/sites/ice/documents', payload: { path: freshPath('partial'), kind: 'partial', title: 'Snippet', tree: node('fragment', {}, { content: [heading('Partial text')] }) } });
    const { url } = (await makeLink(su, res.json().document.id)).json();
    const preview = await app.inject({ url });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toMatch(/^<!doctype html>/);
    expect(preview.body).toContain('Partial text');
    expect(preview.body).toContain('Preview — not published');
  });

  it('refuses lifetimes outside 5 minutes to 7 days and unknown fields', async () => {
    const doc = await createPage([heading('Lifetimes')]);
    for (const expiresInMinutes of [4, 10_081, 60.5, '60']) {
      const res = await makeLink(su, doc.id, { expiresInMinutes });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('/body/expiresInMinutes');
    }
    expect((await makeLink(su, doc.id, { expiresInMinutes: 10_080 })).statusCode).toBe(200);
    expect((await makeLink(su, doc.id, { token: 'x' })).statusCode).toBe(400);
    expect((await makeLink(su, randomUUID())).statusCode).toBe(404);
  });

  it('answers an unknown, altered or malformed token with 404 and an expired one with 410, as pages that say so', async () => {
    const doc = await createPage([heading('Secret draft')]);
    const made = (await makeLink(su, doc.id)).json();
    const token = new URL(made.url).pathname.slice('/_preview/'.length);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    // The shape of the signed tokens links had before they were stored.
    const signedStyle = `${Buffer.from(`${doc.id}..${Math.floor(Date.now() / 1000) + 3600}`).toString('base64url')}.${token}`;
    for (const bad of [flipped, signedStyle, 'garbage', `${token}.x`, `${token}A`, 'a'.repeat(450)]) {
      const res = await app.inject({ url: `/_preview/${bad}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain('This preview link does not work');
      expect(res.body).not.toContain('Secret draft');
    }
    expect((await app.inject({ url: made.url })).statusCode).toBe(200);
    await db.query(`UPDATE preview_links SET expires_at = now() - interval '1 second' WHERE id = $1`, [made.id]);
    const gone = await app.inject({ url: made.url });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('This preview link has expired');
    expect(gone.body).not.toContain('Secret draft');
  });

  it('stops working when the document is deleted', async () => {
    const doc = await createPage([heading('Short-lived')]);
    const { url } = (await makeLink(su, doc.id)).json();
    await su.request({ method: 'DELETE', url: `/api/cms/documents/${doc.id}` });
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This preview link does not work');
  });
});

describe('version diff', () => {
  it('summarizes what changed between versions and the draft', async () => {
    const kept = heading('Kept heading');
    const edited = heading('Old text');
    const doc = await createPage([kept, edited]);
    await publishNow(doc.id);
    const added = node('rich-text', { html: '<p>New paragraph</p>' });
    const root = (await getDoc(doc.id)).draft;
    await saveDraft(doc.id, { ...root, slots: { ...root.slots, main: [{ ...edited, props: { ...edited.props, text: 'New text' } }, kept, added] } });
    await publishNow(doc.id);
    const current = await getDoc(doc.id);
    const main = current.draft.slots.main!;
    await saveDraft(doc.id, { ...current.draft, slots: { ...current.draft.slots, main: main.filter((n) => n.id !== kept.id) } });

    const v1v2 = await uma.request({ method: 'GET', url: `/api/cms/documents/${doc.id}/diff?from=1&to=2` });
    expect(v1v2.statusCode).toBe(200);
    const diff = v1v2.json();
    expect(diff.from).toBe(1);
    expect(diff.to).toBe(2);
    expect(diff.added).toEqual([{ id: added.id, name: 'rich-text', path: '/root/slots/main/2' }]);
    expect(diff.removed).toEqual([]);
    expect(diff.changed).toEqual([{ id: edited.id, name: 'heading', path: '/root/slots/main/0', props: ['text'] }]);
    expect(diff.moved.map((m: { id: string }) => m.id)).toHaveLength(1);

    const toDraft = (await su.request({ method: 'GET', url: `/api/cms/documents/${doc.id}/diff?from=2&to=draft` })).json();
    expect(toDraft.to).toBe('draft');
    expect(toDraft.removed).toEqual([{ id: kept.id, name: 'heading', path: '/root/slots/main/1' }]);
    expect(toDraft.added).toEqual([]);
    expect(toDraft.changed).toEqual([]);
  });

  it('answers 404 for a missing version or document and 400 for bad parameters', async () => {
    const doc = await createPage([heading('Diff errors')]);
    await publishNow(doc.id);
    const get = (query: string, id = doc.id) => su.request({ method: 'GET', url: `/api/cms/documents/${id}/diff${query}` });
    const missing = await get('?from=1&to=7');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('Version 7');
    expect((await get('?from=1&to=draft', randomUUID())).statusCode).toBe(404);
    for (const query of ['', '?from=1', '?to=draft', '?from=0&to=1', '?from=latest&to=1', '?from=1.5&to=1', '?from=1&to=draft&extra=1']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues[0].path).toMatch(/^\/query/);
    }
  });
});

describe('publishing without changes', () => {
  it('refuses to add a version identical to the live one, and publishes again once something changed', async () => {
    const doc = await createPage([heading('Nothing new')]);
    await publishNow(doc.id);
    const again = await su.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: (await getDoc(doc.id)).draftRevision } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'NOTHING_TO_PUBLISH', message: 'Nothing to publish: the draft is the same as published version 1' });
    const root = (await getDoc(doc.id)).draft;
    await saveDraft(doc.id, { ...root, slots: { ...root.slots, main: [heading('Something new')] } });
    await publishNow(doc.id);
    expect((await getDoc(doc.id)).publishedVersion).toBe(2);
  });
});

describe('duplicate', () => {
  const ids = (tree: Node) => {
    const out: string[] = [];
    walk(tree, ({ node: n }) => void out.push(n.id));
    return out;
  };
  const names = (tree: Node) => {
    const out: string[] = [];
    walk(tree, ({ node: n }) => void out.push(n.name));
    return out;
  };

  it('copies tree, seo and kind into a new draft with fresh ids', async () => {
    const source = await createPage([heading('Copy me'), node('rich-text', { html: '<p>Body</p>' })], { seo: { description: 'About copying' } });
    const path = freshPath('copy');
    const res = await uma.request({ method: 'POST', url: `/api/cms/documents/${source.id}/duplicate`, payload: { path } });
    expect(res.statusCode).toBe(201);
    const copy = res.json().document as Doc;
    expect(copy).toMatchObject({ path, site: 'ice', kind: 'page', title: 'Editor test (copy)', status: 'draft', seo: { description: 'About copying' } });
    expect(copy.id).not.toBe(source.id);
    expect(names(copy.draft)).toEqual(names(source.draft));
    expect(JSON.stringify(copy.draft)).toContain('Copy me');
    const sourceIds = new Set(ids(source.draft));
    expect(ids(copy.draft).filter((id) => sourceIds.has(id))).toEqual([]);
    // The source is untouched.
    expect((await getDoc(source.id)).draft).toEqual(source.draft);

    const titled = await su.request({ method: 'POST', url: `/api/cms/documents/${source.id}/duplicate`, payload: { path: freshPath('copy'), title: 'Named copy' } });
    expect(titled.json().document.title).toBe('Named copy');
  });

  it('keeps a partial a partial', async () => {
    const res = await su.request({ method: 'POST', url: '/api/cms/sites/ice/documents', payload: { path: freshPath('part'), kind: 'partial', title: 'Part', tree: node('fragment', {}, { content: [heading('Part')] }) } });
    const copy = await su.request({ method: 'POST', url: `/api/cms/documents/${res.json().document.id}/duplicate`, payload: { path: freshPath('part') } });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().document.kind).toBe('partial');
  });

  it('validates the path as create does, and refuses a taken one', async () => {
    const source = await createPage([heading('Paths')]);
    const dup = (payload: unknown, id = source.id) => su.request({ method: 'POST', url: `/api/cms/documents/${id}/duplicate`, payload: payload as object });
    const upper = await dup({ path: '/Copy' });
    expect(upper.statusCode).toBe(400);
    expect(upper.json().error).toBe('INVALID_PATH');
    expect((await dup({ path: '/a/../b' })).json().error).toBe('INVALID_PATH');
    const taken = await dup({ path: source.path });
    expect(taken.statusCode).toBe(409);
    expect((await dup({})).json().issues[0].path).toBe('/body/path');
    expect((await dup({ path: '/fine-path', title: '  ' })).json().issues[0].path).toBe('/body/title');
    expect((await dup({ path: '/fine-path', kind: 'partial' })).statusCode).toBe(400);
    expect((await dup({ path: freshPath('copy') }, randomUUID())).statusCode).toBe(404);
  });
});

describe('render API: visitor states', () => {
  const render = (payload: unknown) => su.request({ method: 'POST', url: '/api/sites/nyse/render', payload: payload as object });
  const tree = () => page([heading('Members-only figures')]);

  it('renders the page before the access code as the gate, without the content, and after it with the content', async () => {
    const before = await render({ tree: tree(), path: '/members', state: { accessCode: 'before' } });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('This page needs an access code');
    expect(before.body).toContain('value="/members"');
    expect(before.body).not.toContain('Members-only figures');
    const after = await render({ tree: tree(), state: { accessCode: 'after' } });
    expect(after.body).toContain('Members-only figures');
    expect(after.body).not.toContain('This page needs an access code');
    expect((await render({ tree: tree() })).body).toContain('Members-only figures');
  });

  it('refuses unknown states', async () => {
    const res = await render({ tree: tree(), state: { accessCode: 'during' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('/body/state/accessCode');
    expect((await render({ tree: tree(), state: { auth: 'authorized' } })).statusCode).toBe(400);
  });
});

describe('drafts with values still being typed', () => {
  const card = (props: Record<string, unknown>): Node => node('card', props);

  it('stores an empty required text and a text over its limit, refuses publishing naming each field, and publishes once fixed', async () => {
    const doc = await createPage([heading('Annual fees')]);
    const saved = await saveDraft(doc.id, page([heading('   '), card({ title: 'x'.repeat(400) })]));
    const main = saved.draft.slots.main!;
    expect(main[0]!.props.text).toBe('');
    expect(main[1]!.props.title).toBe('x'.repeat(400));
    expect((await getDoc(doc.id)).draft.slots.main![1]!.props.title).toBe('x'.repeat(400));

    const refused = await su.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: saved.draftRevision } });
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.error).toBe('PAGE_INCOMPLETE');
    expect(body.message).toContain('The page cannot be published until 2 fields are fixed');
    expect(body.message).toContain('Heading › text: Enter the heading text');
    expect(body.issues.map((i: { path: string }) => i.path)).toEqual(['/root/slots/main/0/props/text', '/root/slots/main/1/props/title']);
    expect((await getDoc(doc.id)).publishedVersion).toBeNull();

    await saveDraft(doc.id, page([heading('Annual fees'), card({ title: 'Listing fees' })]));
    await publishNow(doc.id);
  });

  it('still refuses unknown kinds, props and slots with 400 and keeps the stored draft', async () => {
    const doc = await createPage([heading('Structure stays checked')]);
    for (const tree of [
      page([node('marquee', {})]),
      page([heading('Hi'), node('heading', { text: '', colour: 'red' })]),
      { ...page([]), slots: { ...page([]).slots, sidebar: [] } },
      page([node('heading', { text: 42 })]),
    ]) {
      const res = await su.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, tree } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('INVALID_TREE');
    }
    expect((await getDoc(doc.id)).draftRevision).toBe(doc.draftRevision);
  });

  it('never renders an unfinished value in previews: an address that breaks the URL rule is left out', async () => {
    const doc = await createPage([heading('Preview me')], { site: 'nyse' });
    await saveDraft(doc.id, page([card({ title: 'Risky', href: 'javascript:alert(1)' }), heading('')]));
    expect((await getDoc(doc.id)).draft.slots.main![0]!.props.href).toBe('javascript:alert(1)');
    const { url } = (await su.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/preview-link`, payload: {} })).json();
    const preview = await app.inject({ url });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Risky');
    expect(preview.body).not.toContain('javascript:');
    const rendered = await su.request({ method: 'POST', url: '/api/sites/nyse/render', payload: { tree: (await getDoc(doc.id)).draft } });
    expect(rendered.statusCode).toBe(200);
    expect(rendered.body).toContain('Risky');
    expect(rendered.body).not.toContain('javascript:');
  });
});

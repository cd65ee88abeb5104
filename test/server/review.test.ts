// Issue 23 items 2 and 3 through the HTTP API: every error of the review routes, and the
// approval rule of publishing, scheduling and notices on a site that needs approval.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSites, migrateStore } from '../../src/content';
import { node } from '../../src/core/node';
import { listSites, openDb } from '../../src/store';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let admin: Session;
let superUser: Session;
let user: Session;

let counter = 0;
const tree = (text: string) => node('page-layout', {}, { main: [node('heading', { text, level: 2 })], footerContent: [] });

/** A new page on `site` by the CMSTWO User; its id and draft revision. */
async function newPage(site = 'ice', as = user): Promise<{ id: string; draftRevision: number }> {
  const res = await as.request({ method: 'POST', url: `/api/cms/sites/${site}/documents`, payload: { path: `/review-api-${++counter}`, title: 'Fees', tree: tree('Fees') } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().document;
}

async function ask(doc: { id: string; draftRevision: number }, as = user, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await as.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/review-requests`, payload: { revision: doc.draftRevision, note: 'Please review', ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().request.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, superUser, user] = await Promise.all([signIn(t.app, TEST_USERS.admin), signIn(t.app, TEST_USERS.superUser), signIn(t.app, TEST_USERS.user)]);
});
afterAll(() => t.close());

describe('review requests over HTTP', () => {
  it('asks, lists, reads, comments and approves; the visitor sees the approved draft', async () => {
    const doc = await newPage();
    const id = await ask(doc);
    const mine = await user.request({ method: 'GET', url: `/api/cms/review-requests?document=${doc.id}` });
    expect(mine.json().requests.map((r: { id: string }) => r.id)).toEqual([id]);
    const queue = await superUser.request({ method: 'GET', url: '/api/cms/review-requests?state=open' });
    expect(queue.json().requests.some((r: { id: string; stale: boolean }) => r.id === id && !r.stale)).toBe(true);
    const comment = await superUser.request({ method: 'POST', url: `/api/cms/review-requests/${id}/comments`, payload: { body: 'Looks right' } });
    expect(comment.statusCode, comment.body).toBe(201);
    const detail = await user.request({ method: 'GET', url: `/api/cms/review-requests/${id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ request: { id, state: 'open', stale: false }, comments: [{ body: 'Looks right', author: TEST_USERS.superUser }], live: null, mayDecide: false });
    expect((await superUser.request({ method: 'GET', url: `/api/cms/review-requests/${id}` })).json().mayDecide).toBe(true);
    const approved = await superUser.request({ method: 'POST', url: `/api/cms/review-requests/${id}/approve`, payload: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ request: { state: 'approved', decidedBy: TEST_USERS.superUser }, version: { version: 1 } });
    const path = approved.json().request.path as string;
    const visit = await t.app.inject({ url: path, headers: { host: 'ice.localhost' } });
    expect(visit.statusCode).toBe(200);
  });

  it('answers 400 naming the field for bad bodies and queries', async () => {
    const doc = await newPage();
    const cases: [Session, string, string, unknown, string][] = [
      [user, 'POST', `/api/cms/documents/${doc.id}/review-requests`, { note: 'x' }, 'revision'],
      [user, 'POST', `/api/cms/documents/${doc.id}/review-requests`, { revision: doc.draftRevision, note: '   ' }, 'note'],
      [user, 'POST', `/api/cms/documents/${doc.id}/review-requests`, { revision: doc.draftRevision, note: 'x'.repeat(2001) }, 'note'],
      [user, 'POST', `/api/cms/documents/${doc.id}/review-requests`, { revision: doc.draftRevision, note: 'x', publishAt: '2001-01-01T00:00:00Z' }, 'publishAt'],
      [user, 'POST', `/api/cms/documents/${doc.id}/review-requests`, { revision: doc.draftRevision, note: 'x', extra: 1 }, 'extra'],
      [user, 'GET', '/api/cms/review-requests?state=pending', undefined, 'state'],
      [superUser, 'POST', '/api/cms/review-requests/00000000-0000-4000-8000-000000000000/reject', {}, 'comment'],
      [superUser, 'POST', '/api/cms/review-requests/00000000-0000-4000-8000-000000000000/comments', { body: '' }, 'body'],
      [superUser, 'POST', '/api/cms/review-requests/not-a-uuid/approve', {}, 'id'],
      [admin, 'POST', `/api/cms/documents/${doc.id}/publish`, { revision: doc.draftRevision, urgent: true }, 'reason'],
    ];
    for (const [as, method, url, payload, field] of cases) {
      const res = await as.request({ method: method as 'GET' | 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(res.body, `${method} ${url}`).toContain(field);
    }
  });

  it('answers 404 for unknown requests and documents, 403 for Users deciding and for one\'s own request, 409 when decided or stale', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await superUser.request({ method: 'POST', url: `/api/cms/review-requests/${missing}/approve`, payload: {} })).statusCode).toBe(404);
    expect((await user.request({ method: 'GET', url: `/api/cms/review-requests/${missing}` })).statusCode).toBe(404);
    expect((await user.request({ method: 'POST', url: `/api/cms/documents/${missing}/review-requests`, payload: { revision: 1, note: 'x' } })).statusCode).toBe(404);

    const doc = await newPage();
    const id = await ask(doc);
    expect((await user.request({ method: 'POST', url: `/api/cms/review-requests/${id}/approve`, payload: {} })).statusCode).toBe(403);
    expect((await user.request({ method: 'POST', url: `/api/cms/review-requests/${id}/reject`, payload: { comment: 'no' } })).statusCode).toBe(403);

    // The Super User's own request: 403 with the message, also for an Admin's own.
    const own = await newPage('ice', superUser);
    const ownId = await ask(own, superUser);
    const refused = await superUser.request({ method: 'POST', url: `/api/cms/review-requests/${ownId}/approve`, payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'OWN_REVIEW', message: 'You cannot approve your own review request' });

    // A stale request: 409, nothing published.
    const saved = await user.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, title: 'Fees and charges' } });
    expect(saved.statusCode).toBe(200);
    const stale = await superUser.request({ method: 'POST', url: `/api/cms/review-requests/${id}/approve`, payload: {} });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'REVIEW_STALE' });
    expect(stale.json().message).toContain('changed since it was requested');
    expect((await user.request({ method: 'GET', url: `/api/cms/documents/${doc.id}` })).json().document.publishedVersion).toBeNull();
    // An old revision: 409 DRAFT_CHANGED, like publishing.
    const old = await user.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/review-requests`, payload: { revision: doc.draftRevision, note: 'x' } });
    expect(old.statusCode).toBe(409);
    expect(old.json().error).toBe('DRAFT_CHANGED');

    // Decided: 409 naming who.
    const rejected = await admin.request({ method: 'POST', url: `/api/cms/review-requests/${ownId}/reject`, payload: { comment: 'Not yet' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().request).toMatchObject({ state: 'rejected', decisionComment: 'Not yet' });
    const again = await admin.request({ method: 'POST', url: `/api/cms/review-requests/${ownId}/approve`, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`rejected already (${TEST_USERS.admin}`);
  });

  it('on a site that needs approval: 409 for direct publishing and scheduling, urgent Admins publish, notices follow', async () => {
    const doc = await newPage('nyse', superUser);
    expect((await superUser.request({ method: 'PATCH', url: '/api/cms/sites/nyse', payload: { needsApproval: true } })).statusCode).toBe(403);
    const turnedOn = await admin.request({ method: 'PATCH', url: '/api/cms/sites/nyse', payload: { needsApproval: true } });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect(turnedOn.json().site.needsApproval).toBe(true);
    try {
      const refused = await superUser.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: doc.draftRevision } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'REVIEW_REQUIRED' });
      expect(refused.json().message).toContain('needs a review');
      const at = new Date(Date.now() + 3_600_000).toISOString();
      expect((await superUser.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/schedule`, payload: { at } })).statusCode).toBe(409);
      expect((await superUser.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: doc.draftRevision, urgent: true, reason: 'Outage' } })).statusCode).toBe(403);
      const urgent = await admin.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: doc.draftRevision, urgent: true, reason: 'Trading halt notice' } });
      expect(urgent.statusCode, urgent.body).toBe(200);
      const audit = await admin.request({ method: 'GET', url: '/api/cms/audit?action=document.publish&site=nyse' });
      expect(audit.json().entries[0].detail).toMatchObject({ urgent: true, approval: { kind: 'urgent', reason: 'Trading halt notice', by: TEST_USERS.admin } });
      // Taking the live page off the site follows the same rule (issue 41 item 5): refused, unless an Admin says why.
      const unpublish = (session: typeof superUser, payload?: object) => session.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/unpublish`, ...(payload ? { payload } : {}) });
      expect((await unpublish(superUser)).json()).toMatchObject({ error: 'REVIEW_REQUIRED' });
      expect((await unpublish(admin, { urgent: true })).json().issues[0].path).toBe('/body/reason');
      expect((await superUser.request({ method: 'DELETE', url: `/api/cms/documents/${doc.id}` })).statusCode).toBe(409);
      expect((await superUser.request({ method: 'DELETE', url: `/api/cms/documents/${doc.id}?urgent=true&reason=Duplicate` })).statusCode).toBe(403);
      expect((await admin.request({ method: 'DELETE', url: `/api/cms/documents/${doc.id}?urgent=true` })).statusCode).toBe(400);
      expect((await unpublish(admin, { urgent: true, reason: 'Published by mistake' })).statusCode).toBe(200);

      // Notices are shown on every site: while one needs approval, a Super User cannot publish one.
      const created = await superUser.request({ method: 'POST', url: '/api/cms/notices', payload: { collection: 'exchange-circulars', noticeNumber: `R-${++counter}`, title: 'Review notice', pubDate: '2026-11-28' } });
      expect(created.statusCode, created.body).toBe(201);
      const noticeId = created.json().notice.id as string;
      const notice = await superUser.request({ method: 'POST', url: `/api/cms/notices/${noticeId}/publish` });
      expect(notice.statusCode).toBe(409);
      expect(notice.json().error).toBe('REVIEW_REQUIRED');
      expect((await admin.request({ method: 'POST', url: `/api/cms/notices/${noticeId}/publish`, payload: { urgent: true } })).statusCode).toBe(400);
      const published = await admin.request({ method: 'POST', url: `/api/cms/notices/${noticeId}/publish`, payload: { urgent: true, reason: 'Margin call' } });
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json().notice.status).toBe('published');
    } finally {
      await admin.request({ method: 'PATCH', url: '/api/cms/sites/nyse', payload: { needsApproval: false } });
    }
  });

  it('a new installation has ice and nyse need approval, and no other site', async () => {
    // In memory: a test never writes the checkout's ./data.
    const db = await openDb({});
    try {
      await migrateStore(db);
      await installSites({ db });
      const sites = await listSites(db);
      expect(sites.filter((s) => s.needsApproval).map((s) => s.id)).toEqual(['ice', 'nyse']);
      // Installing again keeps an Admin's choice.
      await db.query(`UPDATE sites SET needs_approval = false WHERE id = 'ice'`);
      await installSites({ db });
      expect((await listSites(db)).filter((s) => s.needsApproval).map((s) => s.id)).toEqual(['nyse']);
    } finally {
      await db.close();
    }
  });
});

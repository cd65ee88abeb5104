import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/core/contracts';
import type { SiteId } from '../../src/core/sites';
import { insertSubmission } from '../../src/store';
import { createTestApp, signIn, TEST_PASSWORD, TEST_USERS, type Session, type TestApp } from '../support/app';

/**
 * The route × role matrix (issue 23 item 1): for a person who is CMSTWO User on nyse, CMSTWO
 * Super User on ice and has nothing on imt, a representative request of every non-public route
 * of the route table, on each site where the route is about one. "allowed" means anything but
 * 401/403 and below 500 (a 404 or 400 where the request names nothing real); "refused" means
 * exactly 403, and for a refusal by the operation, naming the site. A route added to the table
 * without a row here fails the first test.
 */

const SITES = ['nyse', 'ice', 'imt'] as const satisfies readonly SiteId[];
type MatrixSite = (typeof SITES)[number];
type Outcome = 'allowed' | 'refused';
type Request = Omit<InjectOptions, 'url'> & { url: string };

/** What the person may do per site, by the route's kind of work. */
const EDIT: Record<MatrixSite, Outcome> = { nyse: 'allowed', ice: 'allowed', imt: 'refused' };
const PUBLISH: Record<MatrixSite, Outcome> = { nyse: 'refused', ice: 'allowed', imt: 'refused' };
const ADMIN: Record<MatrixSite, Outcome> = { nyse: 'refused', ice: 'refused', imt: 'refused' };

interface Fixture {
  /** A published page of the site (seed content). */
  doc: { id: string; path: string; draftRevision: number; draft: unknown };
  /** A draft page made for this test, for changes. */
  draft: { id: string; draftRevision: number };
  /** A draft page to delete. */
  victim: { id: string };
  /** A preview link the person may revoke where they can (their own), or the Admin's on imt. */
  linkId: string;
  submissionId: string;
  /** A review request the Admin made of a draft of the site. */
  reviewId: string;
}

type Row =
  | { site: (site: MatrixSite, f: Fixture) => Request; expect: Record<MatrixSite, Outcome> }
  | { global: () => Request; expect: Outcome; session?: 'fresh' };

const UNKNOWN_UUID = '00000000-0000-4000-8000-00000000beef';
const UNKNOWN_HASH = 'f'.repeat(64);
const future = () => new Date(Date.now() + 3_600_000).toISOString();

let counter = 0;
const fresh = (prefix: string) => `/${prefix}-${Date.now()}-${++counter}`;

const ROWS: Record<string, Row> = {
  logout: { global: () => ({ method: 'POST', url: '/api/cms/logout' }), expect: 'allowed', session: 'fresh' },
  getMe: { global: () => ({ method: 'GET', url: '/api/cms/me' }), expect: 'allowed' },
  listDocuments: { site: (s) => ({ method: 'GET', url: `/api/cms/sites/${s}/documents` }), expect: EDIT },
  listDocumentTree: { site: (s) => ({ method: 'GET', url: `/api/cms/sites/${s}/tree` }), expect: EDIT },
  listDataSources: { site: (s) => ({ method: 'GET', url: `/api/cms/sites/${s}/data-sources` }), expect: EDIT },
  previewDataSource: { site: (s) => ({ method: 'GET', url: `/api/cms/sites/${s}/data-sources/preview?url=${encodeURIComponent('/api/reports/history.csv?contract=B')}` }), expect: EDIT },
  previewChart: { site: (s) => ({ method: 'POST', url: `/api/cms/sites/${s}/chart-preview`, payload: { dataSources: [] } }), expect: EDIT },
  validateUrl: { site: (s) => ({ method: 'POST', url: `/api/cms/sites/${s}/validate-url`, payload: { url: 'https://www.example.com/' } }), expect: EDIT },
  createDocument: { site: (s) => ({ method: 'POST', url: `/api/cms/sites/${s}/documents`, payload: { path: fresh('matrix'), title: 'Matrix' } }), expect: EDIT },
  getDocument: { site: (_s, f) => ({ method: 'GET', url: `/api/cms/documents/${f.doc.id}` }), expect: EDIT },
  saveDraft: { site: (_s, f) => ({ method: 'PUT', url: `/api/cms/documents/${f.draft.id}/draft`, payload: { revision: f.draft.draftRevision, title: 'Matrix edit' } }), expect: EDIT },
  discardChanges: { site: (_s, f) => ({ method: 'POST', url: `/api/cms/documents/${f.draft.id}/discard-changes`, payload: { revision: f.draft.draftRevision } }), expect: EDIT },
  duplicateDocument: { site: (_s, f) => ({ method: 'POST', url: `/api/cms/documents/${f.doc.id}/duplicate`, payload: { path: fresh('matrix-copy') } }), expect: EDIT },
  deleteDocument: { site: (_s, f) => ({ method: 'DELETE', url: `/api/cms/documents/${f.victim.id}` }), expect: PUBLISH },
  setAccessCode: { site: (_s, f) => ({ method: 'PUT', url: `/api/cms/documents/${f.draft.id}/access-code`, payload: { code: null } }), expect: PUBLISH },
  publishDocument: { site: (_s, f) => ({ method: 'POST', url: `/api/cms/documents/${f.draft.id}/publish`, payload: { revision: f.draft.draftRevision } }), expect: PUBLISH },
  unpublishDocument: { site: (_s, f) => ({ method: 'POST', url: `/api/cms/documents/${f.draft.id}/unpublish` }), expect: PUBLISH },
  listVersions: { site: (_s, f) => ({ method: 'GET', url: `/api/cms/documents/${f.doc.id}/versions` }), expect: EDIT },
  getVersion: { site: (_s, f) => ({ method: 'GET', url: `/api/cms/documents/${f.doc.id}/versions/1` }), expect: EDIT },
  restoreVersion: { site: (_s, f) => ({ method: 'POST', url: `/api/cms/documents/${f.draft.id}/versions/1/restore` }), expect: PUBLISH },
  diffDocument: { site: (_s, f) => ({ method: 'GET', url: `/api/cms/documents/${f.doc.id}/diff?from=1&to=draft` }), expect: EDIT },
  listDraftSaves: { site: (_s, f) => ({ method: 'GET', url: `/api/cms/documents/${f.doc.id}/draft-saves` }), expect: EDIT },
  getDraftSave: { site: (_s, f) => ({ method: 'GET', url: `/api/cms/documents/${f.doc.id}/draft-saves/1` }), expect: EDIT },
  restoreDraftSave: { site: (_s, f) => ({ method: 'POST', url: `/api/cms/documents/${f.draft.id}/draft-saves/1/restore`, payload: { baseRevision: f.draft.draftRevision } }), expect: EDIT },
  sendPresence: { site: (_s, f) => ({ method: 'POST', url: `/api/cms/documents/${f.doc.id}/presence` }), expect: EDIT },
  leavePresence: { site: (_s, f) => ({ method: 'DELETE', url: `/api/cms/documents/${f.doc.id}/presence` }), expect: EDIT },
  getSchedule: { site: (_s, f) => ({ method: 'GET', url: `/api/cms/documents/${f.doc.id}/schedule` }), expect: EDIT },
  schedulePublish: { site: (_s, f) => ({ method: 'PUT', url: `/api/cms/documents/${f.draft.id}/schedule`, payload: { at: future() } }), expect: PUBLISH },
  cancelSchedule: { site: (_s, f) => ({ method: 'DELETE', url: `/api/cms/documents/${f.draft.id}/schedule` }), expect: PUBLISH },
  createPreviewLink: { site: (_s, f) => ({ method: 'POST', url: `/api/cms/documents/${f.doc.id}/preview-link`, payload: { expiresInMinutes: 60 } }), expect: EDIT },
  listPreviewLinks: { site: (_s, f) => ({ method: 'GET', url: `/api/cms/documents/${f.doc.id}/preview-links` }), expect: EDIT },
  revokePreviewLink: { site: (_s, f) => ({ method: 'DELETE', url: `/api/cms/preview-links/${f.linkId}` }), expect: EDIT },
  listComponents: { global: () => ({ method: 'GET', url: '/api/cms/components' }), expect: 'allowed' },
  renderTree: { site: (s, f) => ({ method: 'POST', url: `/api/sites/${s}/render`, payload: { tree: f.doc.draft } }), expect: EDIT },
  listUsers: { global: () => ({ method: 'GET', url: '/api/cms/users' }), expect: 'refused' },
  createUser: {
    global: () => ({ method: 'POST', url: '/api/cms/users', payload: { email: `m${++counter}@matrix.test`, name: 'M', roles: { nyse: 'CMSTWO User' }, password: 'a long enough password' } }),
    expect: 'refused',
  },
  updateUser: { global: () => ({ method: 'PATCH', url: `/api/cms/users/${UNKNOWN_UUID}`, payload: { name: 'X' } }), expect: 'refused' },
  listSites: { global: () => ({ method: 'GET', url: '/api/cms/sites' }), expect: 'allowed' },
  updateSite: { site: (s) => ({ method: 'PATCH', url: `/api/cms/sites/${s}`, payload: { name: 'Renamed' } }), expect: ADMIN },
  listJobs: { global: () => ({ method: 'GET', url: '/api/cms/jobs' }), expect: 'refused' },
  runJob: { global: () => ({ method: 'POST', url: '/api/cms/jobs/outbox/run' }), expect: 'refused' },
  listAudit: { site: (s) => ({ method: 'GET', url: `/api/cms/audit?site=${s}` }), expect: ADMIN },
  listVisitors: { global: () => ({ method: 'GET', url: '/api/cms/visitors' }), expect: 'refused' },
  createVisitor: { global: () => ({ method: 'POST', url: '/api/cms/visitors', payload: {} }), expect: 'refused' },
  getVisitor: { global: () => ({ method: 'GET', url: `/api/cms/visitors/${UNKNOWN_UUID}` }), expect: 'refused' },
  updateVisitor: { global: () => ({ method: 'PATCH', url: `/api/cms/visitors/${UNKNOWN_UUID}`, payload: {} }), expect: 'refused' },
  signOutVisitor: { global: () => ({ method: 'POST', url: `/api/cms/visitors/${UNKNOWN_UUID}/sign-out` }), expect: 'refused' },
  getIdentityProvider: { site: (s) => ({ method: 'GET', url: `/api/cms/sites/${s}/identity-provider` }), expect: ADMIN },
  setIdentityProvider: { site: (s) => ({ method: 'PUT', url: `/api/cms/sites/${s}/identity-provider`, payload: {} }), expect: ADMIN },
  removeIdentityProvider: { site: (s) => ({ method: 'DELETE', url: `/api/cms/sites/${s}/identity-provider` }), expect: ADMIN },
  getSiteSettings: { site: (s) => ({ method: 'GET', url: `/api/cms/sites/${s}/settings` }), expect: ADMIN },
  setSiteSettings: { site: (s) => ({ method: 'PUT', url: `/api/cms/sites/${s}/settings/seo`, payload: { titlePattern: '{title} | Matrix' } }), expect: ADMIN },
  listRedirects: { site: (s) => ({ method: 'GET', url: `/api/cms/sites/${s}/redirects` }), expect: ADMIN },
  createRedirect: { site: (s) => ({ method: 'POST', url: `/api/cms/sites/${s}/redirects`, payload: { from: '/matrix-old', to: '/matrix-new' } }), expect: ADMIN },
  exportSite: { site: (s) => ({ method: 'GET', url: `/api/cms/sites/${s}/export` }), expect: ADMIN },
  importSite: { site: (s) => ({ method: 'POST', url: `/api/cms/sites/${s}/import`, payload: 'x', headers: { 'content-type': 'text/plain' } }), expect: ADMIN },
  importRedirects: { site: (s) => ({ method: 'POST', url: `/api/cms/sites/${s}/redirects/import`, payload: { csv: '/matrix-a,/matrix-b' } }), expect: ADMIN },
  deleteRedirect: { site: (s) => ({ method: 'DELETE', url: `/api/cms/sites/${s}/redirects/00000000-0000-4000-8000-000000000000` }), expect: ADMIN },
  uploadMedia: { global: () => ({ method: 'POST', url: '/api/cms/media', payload: 'x', headers: { 'content-type': 'text/plain' } }), expect: 'allowed' },
  listMedia: { global: () => ({ method: 'GET', url: '/api/cms/media' }), expect: 'allowed' },
  getMedia: { global: () => ({ method: 'GET', url: `/api/cms/media/${UNKNOWN_HASH}` }), expect: 'allowed' },
  updateMedia: { global: () => ({ method: 'PATCH', url: `/api/cms/media/${UNKNOWN_HASH}`, payload: { alt: 'x' } }), expect: 'allowed' },
  deleteMedia: { global: () => ({ method: 'DELETE', url: `/api/cms/media/${UNKNOWN_HASH}` }), expect: 'allowed' },
  listSubmissions: { site: (s) => ({ method: 'GET', url: `/api/cms/submissions?site=${s}` }), expect: PUBLISH },
  listSubmissionForms: { site: (s) => ({ method: 'GET', url: `/api/cms/submissions/forms?site=${s}` }), expect: PUBLISH },
  getSubmissionFile: { site: (_s, f) => ({ method: 'GET', url: `/api/cms/submissions/${f.submissionId}/files/${UNKNOWN_HASH}` }), expect: PUBLISH },
  listOutbox: { global: () => ({ method: 'GET', url: '/api/cms/outbox' }), expect: 'refused' },
  retryOutbox: { global: () => ({ method: 'POST', url: '/api/cms/outbox/1/retry' }), expect: 'refused' },
  getCaptchaSettings: { site: (s) => ({ method: 'GET', url: `/api/cms/sites/${s}/captcha` }), expect: ADMIN },
  setCaptchaSettings: { site: (s) => ({ method: 'PUT', url: `/api/cms/sites/${s}/captcha`, payload: { provider: 'altcha' } }), expect: ADMIN },
  listNotices: { global: () => ({ method: 'GET', url: '/api/cms/notices' }), expect: 'allowed' },
  createNotice: {
    global: () => ({ method: 'POST', url: '/api/cms/notices', payload: { collection: 'exchange-circulars', noticeNumber: `M-${++counter}`, title: 'Matrix', pubDate: '2026-01-02' } }),
    expect: 'allowed',
  },
  getNotice: { global: () => ({ method: 'GET', url: `/api/cms/notices/${UNKNOWN_UUID}` }), expect: 'allowed' },
  updateNotice: { global: () => ({ method: 'PATCH', url: `/api/cms/notices/${UNKNOWN_UUID}`, payload: { title: 'X' } }), expect: 'allowed' },
  // Notices show on every site's notice lists: publishing them needs the role on every site.
  publishNotice: { global: () => ({ method: 'POST', url: `/api/cms/notices/${UNKNOWN_UUID}/publish` }), expect: 'refused' },
  unpublishNotice: { global: () => ({ method: 'POST', url: `/api/cms/notices/${UNKNOWN_UUID}/unpublish` }), expect: 'refused' },
  deleteNotice: { global: () => ({ method: 'DELETE', url: `/api/cms/notices/${UNKNOWN_UUID}` }), expect: 'refused' },
  importNotices: {
    global: () => ({ method: 'POST', url: '/api/cms/notices/import?dryRun=false&publish=true', payload: 'collection,noticeNumber,title,pubDate\n', headers: { 'content-type': 'text/csv' } }),
    expect: 'refused',
  },
  // Retention (Admins): the person is Admin nowhere, so the gate refuses.
  // The managed topics of notices: every editor reads them; changing them is a publisher's of every site, like publishing notices.
  listManagedNoticeTopics: { global: () => ({ method: 'GET', url: '/api/cms/notice-topics?collection=exchange-circulars' }), expect: 'allowed' },
  createNoticeTopic: { global: () => ({ method: 'POST', url: '/api/cms/notice-topics', payload: { collection: 'exchange-circulars', name: `Matrix ${++counter}` } }), expect: 'refused' },
  renameNoticeTopic: { global: () => ({ method: 'PATCH', url: `/api/cms/notice-topics/${UNKNOWN_UUID}`, payload: { name: 'Matrix' } }), expect: 'refused' },
  deleteNoticeTopic: { global: () => ({ method: 'DELETE', url: `/api/cms/notice-topics/${UNKNOWN_UUID}` }), expect: 'refused' },
  getRetention: { global: () => ({ method: 'GET', url: '/api/cms/retention' }), expect: 'refused' },
  setContentRetention: { global: () => ({ method: 'PUT', url: '/api/cms/retention/content/page/draft-saves', payload: { days: 30 } }), expect: 'refused' },
  setFormRetention: { site: (s) => ({ method: 'PUT', url: `/api/cms/retention/forms/${s}/matrix`, payload: { days: 30 } }), expect: ADMIN },
  clearFormRetention: { site: (s) => ({ method: 'DELETE', url: `/api/cms/retention/forms/${s}/matrix` }), expect: ADMIN },
  // Banners: Super User on every site the banner targets.
  listBanners: { global: () => ({ method: 'GET', url: '/api/cms/banners' }), expect: 'allowed' },
  createBanner: {
    site: (s) => ({ method: 'POST', url: '/api/cms/banners', payload: { kind: 'banner', message: 'Matrix', sites: [s], startsAt: future() } }),
    expect: PUBLISH,
  },
  updateBanner: {
    site: (s) => ({ method: 'PUT', url: `/api/cms/banners/${UNKNOWN_UUID}`, payload: { kind: 'banner', message: 'Matrix', sites: [s], startsAt: future() } }),
    expect: PUBLISH,
  },
  deleteBanner: { global: () => ({ method: 'DELETE', url: `/api/cms/banners/${UNKNOWN_UUID}` }), expect: 'allowed' },
  // The archive: every editor of the site reads what it served.
  getArchiveEntry: { site: (s, f) => ({ method: 'GET', url: `/api/cms/sites/${s}/archive?path=${encodeURIComponent(f.doc.path)}&at=${encodeURIComponent(new Date().toISOString())}` }), expect: EDIT },
  listArchiveEntries: { site: (s, f) => ({ method: 'GET', url: `/api/cms/sites/${s}/archive/entries?path=${encodeURIComponent(f.doc.path)}` }), expect: EDIT },
  exportArchive: { site: (s, f) => ({ method: 'GET', url: `/api/cms/sites/${s}/archive/export?path=${encodeURIComponent(f.doc.path)}&at=${encodeURIComponent(new Date().toISOString())}` }), expect: EDIT },
  // Review: anyone who may edit asks; reviewers of the site (never the requester) decide.
  requestReview: { site: (_s, f) => ({ method: 'POST', url: `/api/cms/documents/${f.draft.id}/review-requests`, payload: { revision: f.draft.draftRevision, note: 'Matrix' } }), expect: EDIT },
  listReviewRequests: { global: () => ({ method: 'GET', url: '/api/cms/review-requests' }), expect: 'allowed' },
  getReviewRequest: { site: (_s, f) => ({ method: 'GET', url: `/api/cms/review-requests/${f.reviewId}` }), expect: PUBLISH },
  commentOnReview: { site: (_s, f) => ({ method: 'POST', url: `/api/cms/review-requests/${f.reviewId}/comments`, payload: { body: 'Matrix' } }), expect: PUBLISH },
  rejectReview: { site: (_s, f) => ({ method: 'POST', url: `/api/cms/review-requests/${f.reviewId}/reject`, payload: { comment: 'Matrix' } }), expect: PUBLISH },
  approveReview: { site: (_s, f) => ({ method: 'POST', url: `/api/cms/review-requests/${f.reviewId}/approve`, payload: {} }), expect: PUBLISH },
  // The component catalogue: every editor reads it and sees a sample in every site's theme.
  listComponentKinds: { global: () => ({ method: 'GET', url: '/api/cms/component-catalogue' }), expect: 'allowed' },
  getComponentKind: { global: () => ({ method: 'GET', url: '/api/cms/component-catalogue/hero' }), expect: 'allowed' },
  listComponentUsage: { global: () => ({ method: 'GET', url: '/api/cms/component-catalogue/hero/usage' }), expect: 'allowed' },
  renderComponentSample: { site: (s) => ({ method: 'GET', url: `/api/cms/component-catalogue/heading/sample/${s}` }), expect: EDIT },
};

let t: TestApp;
let admin: Session;
let person: Session;
const fixtures = {} as Record<MatrixSite, Fixture>;
const PERSON = 'two.sites@matrix.test';

async function json(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
  await json(
    await admin.request({
      method: 'POST',
      url: '/api/cms/users',
      payload: { email: PERSON, name: 'Two Sites', roles: { nyse: 'CMSTWO User', ice: 'CMSTWO Super User' }, password: TEST_PASSWORD },
    }),
    201,
  );
  person = await signIn(t.app, PERSON);
  for (const site of SITES) {
    const { documents } = await json(await admin.request({ method: 'GET', url: `/api/cms/sites/${site}/documents` }), 200);
    const published = (documents as { id: string; kind: string; status: string }[]).find((d) => d.kind === 'page' && d.status === 'published')!;
    const { document: doc } = await json(await admin.request({ method: 'GET', url: `/api/cms/documents/${published.id}` }), 200);
    const { document: draft } = await json(await admin.request({ method: 'POST', url: `/api/cms/sites/${site}/documents`, payload: { path: fresh('matrix-draft'), title: 'Draft' } }), 201);
    const { document: victim } = await json(await admin.request({ method: 'POST', url: `/api/cms/sites/${site}/documents`, payload: { path: fresh('matrix-victim'), title: 'Victim' } }), 201);
    // Their own link where they may edit; the Admin's on imt, where they may not.
    const author = site === 'imt' ? admin : person;
    const link = await json(await author.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/preview-link`, payload: { expiresInMinutes: 60 } }), 200);
    const submission = await insertSubmission(t.db, {
      site,
      documentId: doc.id,
      path: doc.path,
      formId: 'matrix',
      formKind: 'contact',
      formName: 'Matrix',
      values: {},
      files: [],
      retentionDays: 30,
      idempotencyKey: null,
    });
    const { document: reviewed } = await json(await admin.request({ method: 'POST', url: `/api/cms/sites/${site}/documents`, payload: { path: fresh('matrix-review'), title: 'Review' } }), 201);
    const review = await json(
      await admin.request({ method: 'POST', url: `/api/cms/documents/${reviewed.id}/review-requests`, payload: { revision: reviewed.draftRevision, note: 'Matrix' } }),
      201,
    );
    fixtures[site] = { doc, draft, victim, linkId: link.id, submissionId: submission!.id, reviewId: review.request.id };
  }
});
afterAll(() => t?.close());

function check(outcome: Outcome, res: LightMyRequestResponse, label: string, site?: MatrixSite, byOperation = false): void {
  if (outcome === 'refused') {
    expect(res.statusCode, `${label}: ${res.body}`).toBe(403);
    if (site && byOperation) expect(res.json().message, label).toContain(` on ${site} (`);
  } else {
    expect([401, 403], `${label}: ${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
    expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
  }
}

describe('route × role matrix', () => {
  it('has a row for every route of the route table that needs a signed-in editor', () => {
    const guarded = Object.values(routes)
      .filter((route) => route.access.minRole !== null)
      .map((route) => route.id)
      .sort();
    expect(Object.keys(ROWS).sort()).toEqual(guarded);
  });

  it('answers a CMSTWO User on nyse, Super User on ice, nobody on imt as their role on each site allows', async () => {
    for (const [id, row] of Object.entries(ROWS)) {
      const route = routes[id as keyof typeof routes];
      if ('global' in row) {
        const session = row.session === 'fresh' ? await signIn(t.app, PERSON) : person;
        check(row.expect, await session.request(row.global()), id);
        continue;
      }
      for (const site of SITES) {
        const res = await person.request(row.site(site, fixtures[site]));
        // Admin routes stop at the gate (no Admin anywhere); the others are refused by the operation, naming the site.
        check(row.expect[site], res, `${id} on ${site}`, site, route.access.minRole !== 'CMSTWO Admin');
      }
    }
  });

  it('shows the signed-in editor their roles per site, and only the sites they hold one on', async () => {
    const me = await json(await person.request({ method: 'GET', url: '/api/cms/me' }), 200);
    expect(me.user.roles).toEqual({ nyse: 'CMSTWO User', ice: 'CMSTWO Super User' });
    const { sites } = await json(await person.request({ method: 'GET', url: '/api/cms/sites' }), 200);
    expect((sites as { id: string }[]).map((s) => s.id).sort()).toEqual(['ice', 'nyse']);
    const refused = await person.request({ method: 'POST', url: '/api/cms/sites/imt/documents', payload: { path: fresh('nope'), title: 'No' } });
    expect(refused.json()).toEqual({ error: 'FORBIDDEN', message: 'Your role on imt (none) may not edit drafts' });
  });
});

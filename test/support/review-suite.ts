import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rejectsWith } from './failures';
import { recordedView, recordNow, testRenderer, warmRenderer } from './archive';
import { registry } from '../../src/components/registry';
import {
  approveReview,
  archiveAt,
  CLI,
  commentOnReview,
  createContentContext,
  createDocument,
  createUser,
  deleteDocument,
  unpublishDocument,
  getDocument,
  getReviewRequest,
  listReviewRequests,
  publishDocument,
  rejectReview,
  requestReview,
  runDueSchedules,
  saveDraft,
  schedulePublish,
  updateSite,
  userActor,
  type ContentContext,
  type UserActor,
} from '../../src/content';
import { TesseraError } from '../../src/core/errors';
import { node, type Node } from '../../src/core/node';
import type { Role, SiteId } from '../../src/core/sites';
import { getPublishedPage, listAudit, listVersions, upsertSite } from '../../src/store';
import type { Db } from '../../src/store/types';

const SITE: SiteId = 'ice';
const HOUR = 3_600_000;

let counter = 0;
const freshPath = () => `/review-${process.pid}-${Date.now()}-${++counter}`;
const freshEmail = (who: string) => `${who}-${process.pid}-${Date.now()}-${++counter}@review.test`;
const page = (text: string): Node => node('page-layout', {}, { main: [node('heading', { text, level: 2 })], footerContent: [] });

/**
 * Review before publishing (issue 23 items 2 and 3) through the content operations, on every
 * engine (PGlite in the unit project, PostgreSQL in pg): a request is bound to one exact draft,
 * nobody approves their own, a later edit makes it stale and its approval publishes nothing, two
 * approvals at once publish once, and a site that needs approval refuses direct publishing but
 * an Admin's urgent one.
 */
export function describeReviewSuite(name: string, open: () => Promise<Db>): void {
  describe(name, () => {
    let db: Db;
    let ctx: ContentContext;
    let admin: UserActor;
    let reviewer: UserActor;
    let otherReviewer: UserActor;
    let author: UserActor;

    const person = async (who: string, role: Role) =>
      userActor(await createUser(ctx, { actor: CLI, email: freshEmail(who), name: who, role, password: 'a long enough password' }));

    beforeAll(warmRenderer);
    beforeEach(async () => {
      db = await open();
      await upsertSite(db, { id: SITE, name: 'ICE', hosts: ['ice.review.test'] });
      ctx = createContentContext({ db, registry, archive: testRenderer });
      admin = await person('Ada Admin', 'CMSTWO Admin');
      reviewer = await person('Rita Reviewer', 'CMSTWO Super User');
      otherReviewer = await person('Otto Reviewer', 'CMSTWO Super User');
      author = await person('Uwe User', 'CMSTWO User');
    });

    afterEach(() => db.close());

    const newPage = (text = 'Fees 2030') => createDocument(ctx, { actor: author, site: SITE, path: freshPath(), title: 'Fees', tree: page(text) });
    const ask = (id: string, revision: number, extra: { publishAt?: string } = {}) => requestReview(ctx, { actor: author, id, revision, note: 'New fee table', ...extra });

    it('binds a request to the draft, tells the reviewers, and approval publishes exactly that draft', async () => {
      const doc = await newPage();
      const request = await ask(doc.id, doc.draftRevision);
      expect(request).toMatchObject({ state: 'open', revision: doc.draftRevision, stale: false, requestedBy: author.email, site: SITE });
      expect(request.draftHash).toMatch(/^[0-9a-f]{64}$/);
      const mail = await db.query<{ target: string; payload: { subject: string } }>(`SELECT target, payload FROM outbox WHERE channel = 'email' ORDER BY id`);
      expect(mail.rows.map((m) => m.target)).toEqual(expect.arrayContaining([reviewer.email, otherReviewer.email, admin.email]));
      expect(mail.rows.map((m) => m.target)).not.toContain(author.email);

      // The author sees their own; a reviewer sees the queue.
      expect((await listReviewRequests(ctx, { actor: author, page: { limit: 50 } })).items.map((r) => r.id)).toContain(request.id);
      expect((await listReviewRequests(ctx, { actor: reviewer, state: 'open', page: { limit: 50 } })).items.map((r) => r.id)).toContain(request.id);

      const { request: approved, version } = await approveReview(ctx, { actor: reviewer, id: request.id, comment: 'Checked against the fee schedule' });
      expect(approved).toMatchObject({ state: 'approved', decidedBy: reviewer.email, decisionComment: 'Checked against the fee schedule', version: 1 });
      expect(version?.tree).toEqual(doc.draft);
      const live = await getPublishedPage(db, { site: SITE, path: doc.path });
      expect(live?.tree).toEqual(doc.draft);
      const publish = (await listAudit(db, { documentId: doc.id })).find((e) => e.action === 'document.publish');
      expect(publish?.actor).toBe(reviewer.email);
      expect(publish?.detail).toMatchObject({ approval: { kind: 'review', requestId: request.id, requestedBy: author.email, approvedBy: reviewer.email } });
      // The record of what was served names who asked and who approved (DESIGN §7b).
      await recordNow(ctx);
      const served = recordedView(await archiveAt(ctx, { actor: reviewer, site: SITE, path: doc.path, at: new Date() }));
      expect(served.entry).toMatchObject({ publishedBy: reviewer.email, approvedBy: reviewer.email, requestedBy: author.email, urgentReason: null });
      expect(served.verified).toBe(true);
      const toAuthor = await db.query(`SELECT 1 FROM outbox WHERE target = $1`, [author.email]);
      expect(toAuthor.rows).toHaveLength(1);
    });

    it('a requester cannot approve their own request, and a User cannot approve at all', async () => {
      const doc = await createDocument(ctx, { actor: reviewer, site: SITE, path: freshPath(), title: 'Fees', tree: page('Fees') });
      const own = await requestReview(ctx, { actor: reviewer, id: doc.id, revision: doc.draftRevision, note: 'Please check' });
      const error = await rejectsWith(approveReview(ctx, { actor: reviewer, id: own.id }), 'OWN_REVIEW');
      expect(error.status).toBe(403);
      expect(error.message).toBe('You cannot approve your own review request');
      await rejectsWith(rejectReview(ctx, { actor: reviewer, id: own.id, comment: 'No' }), 'FORBIDDEN');
      const user = await person('Ulla User', 'CMSTWO User');
      await rejectsWith(approveReview(ctx, { actor: user, id: own.id }), 'FORBIDDEN');
      expect(await listVersions(db, { id: doc.id })).toHaveLength(0);
      expect((await approveReview(ctx, { actor: otherReviewer, id: own.id })).request.state).toBe('approved');
    });

    it('four eyes: no one who saved the draft since its last publication approves it, though someone else asked', async () => {
      // A reviewer writes the draft and a User asks: the reviewer's approval would be their own.
      const doc = await createDocument(ctx, { actor: reviewer, site: SITE, path: freshPath(), title: 'Fees', tree: page('Fees') });
      const saved = await saveDraft(ctx, { actor: author, id: doc.id, revision: doc.draftRevision, tree: page('Fees 2032') });
      const request = await ask(doc.id, saved.draftRevision);
      const error = await rejectsWith(approveReview(ctx, { actor: reviewer, id: request.id }), 'OWN_DRAFT_REVIEW');
      expect(error.status).toBe(403);
      expect(error.message).toBe('You saved this draft since it was last published: someone who did not must approve it');
      expect(await listVersions(db, { id: doc.id })).toHaveLength(0);
      expect((await approveReview(ctx, { actor: otherReviewer, id: request.id })).request.state).toBe('approved');
      // Published: the next change starts a new list, in which the first reviewer has saved nothing.
      const next = await saveDraft(ctx, { actor: author, id: doc.id, revision: saved.draftRevision, tree: page('Fees 2033') });
      const again = await ask(doc.id, next.draftRevision);
      expect((await approveReview(ctx, { actor: reviewer, id: again.id })).request.state).toBe('approved');
    });

    it('an edit after the request makes it stale, and its approval publishes nothing', async () => {
      const doc = await newPage();
      const request = await ask(doc.id, doc.draftRevision);
      await saveDraft(ctx, { actor: author, id: doc.id, revision: doc.draftRevision, tree: page('Fees 2031') });
      const detail = await getReviewRequest(ctx, { actor: reviewer, id: request.id });
      expect(detail.request.stale).toBe(true);
      expect(detail.mayDecide).toBe(true);
      const error = await rejectsWith(approveReview(ctx, { actor: reviewer, id: request.id }), 'REVIEW_STALE');
      expect(error.message).toContain('changed since it was requested');
      expect(await listVersions(db, { id: doc.id })).toHaveLength(0);
      expect((await getDocument(ctx, { actor: author, id: doc.id })).publishedVersion).toBeNull();
      expect((await getReviewRequest(ctx, { actor: reviewer, id: request.id })).request.state).toBe('open');
      // A title change alone is a change too (the hash covers it, whatever the revision says).
      const fresh = await getDocument(ctx, { actor: author, id: doc.id });
      const again = await ask(doc.id, fresh.draftRevision);
      expect((await getReviewRequest(ctx, { actor: reviewer, id: request.id })).request.state).toBe('superseded');
      await saveDraft(ctx, { actor: author, id: doc.id, revision: fresh.draftRevision, title: 'Fees and charges' });
      await rejectsWith(approveReview(ctx, { actor: reviewer, id: again.id }), 'REVIEW_STALE');
      expect(await listVersions(db, { id: doc.id })).toHaveLength(0);
    });

    it('refuses a request for an older revision or with nothing to publish', async () => {
      const doc = await newPage();
      const saved = await saveDraft(ctx, { actor: author, id: doc.id, revision: doc.draftRevision, tree: page('Fees 2031') });
      await rejectsWith(ask(doc.id, doc.draftRevision), 'DRAFT_CHANGED');
      const request = await ask(doc.id, saved.draftRevision);
      await approveReview(ctx, { actor: reviewer, id: request.id });
      await rejectsWith(ask(doc.id, saved.draftRevision), 'NOTHING_TO_PUBLISH');
    });

    it('two reviewers approving at once publish once; the second is told who decided', async () => {
      const doc = await newPage();
      const request = await ask(doc.id, doc.draftRevision);
      const outcomes = await Promise.allSettled([approveReview(ctx, { actor: reviewer, id: request.id }), approveReview(ctx, { actor: otherReviewer, id: request.id })]);
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]!.reason).toBeInstanceOf(TesseraError);
      expect((lost[0]!.reason as TesseraError).code).toBe('REVIEW_DECIDED');
      const winner = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof approveReview>>>).value.request.decidedBy!;
      expect((lost[0]!.reason as TesseraError).message).toContain(`approved already (${winner} at `);
      expect(await listVersions(db, { id: doc.id })).toHaveLength(1);
      expect((await listAudit(db, { documentId: doc.id })).filter((e) => e.action === 'document.publish')).toHaveLength(1);
    });

    it('reject stores the comment; comments form a thread; a decided request takes no more', async () => {
      const doc = await newPage();
      const request = await ask(doc.id, doc.draftRevision);
      await commentOnReview(ctx, { actor: reviewer, id: request.id, body: 'Is the 2031 fee final?' });
      await commentOnReview(ctx, { actor: author, id: request.id, body: 'Yes, from the board minutes.' });
      await rejectsWith(rejectReview(ctx, { actor: otherReviewer, id: request.id, comment: '  ' }), 'INVALID_BODY');
      const rejected = await rejectReview(ctx, { actor: otherReviewer, id: request.id, comment: 'Wait for the filing' });
      expect(rejected).toMatchObject({ state: 'rejected', decidedBy: otherReviewer.email, decisionComment: 'Wait for the filing' });
      const detail = await getReviewRequest(ctx, { actor: author, id: request.id });
      expect(detail.comments.map((c) => [c.author, c.body])).toEqual([
        [reviewer.email, 'Is the 2031 fee final?'],
        [author.email, 'Yes, from the board minutes.'],
      ]);
      expect(detail.request.decisionComment).toBe('Wait for the filing');
      await rejectsWith(approveReview(ctx, { actor: reviewer, id: request.id }), 'REVIEW_DECIDED');
      await rejectsWith(commentOnReview(ctx, { actor: reviewer, id: request.id, body: 'Late' }), 'REVIEW_DECIDED');
      expect(await listVersions(db, { id: doc.id })).toHaveLength(0);
      // Another User may not read it.
      await rejectsWith(getReviewRequest(ctx, { actor: await person('Nora Nosy', 'CMSTWO User'), id: request.id }), 'FORBIDDEN');
    });

    it('on a site that needs approval: a Super User is refused, an urgent Admin publishes and is flagged', async () => {
      await updateSite(ctx, { actor: admin, id: SITE, patch: { needsApproval: true } });
      expect((await listAudit(db, { site: SITE })).find((e) => e.action === 'site.update')?.detail).toEqual({ needsApproval: true });
      const doc = await createDocument(ctx, { actor: reviewer, site: SITE, path: freshPath(), title: 'Fees', tree: page('Fees') });
      const refused = await rejectsWith(publishDocument(ctx, { actor: reviewer, id: doc.id, revision: doc.draftRevision }), 'REVIEW_REQUIRED');
      expect(refused.status).toBe(409);
      expect(refused.message).toContain('needs a review');
      await rejectsWith(publishDocument(ctx, { actor: admin, id: doc.id, revision: doc.draftRevision }), 'REVIEW_REQUIRED');
      await rejectsWith(publishDocument(ctx, { actor: reviewer, id: doc.id, revision: doc.draftRevision, urgent: true, reason: 'Outage' }), 'FORBIDDEN');
      await rejectsWith(publishDocument(ctx, { actor: admin, id: doc.id, revision: doc.draftRevision, urgent: true, reason: ' ' }), 'INVALID_BODY');
      await rejectsWith(schedulePublish(ctx, { actor: reviewer, id: doc.id, at: new Date(Date.now() + HOUR).toISOString() }), 'REVIEW_REQUIRED');
      expect(await listVersions(db, { id: doc.id })).toHaveLength(0);

      const { version } = await publishDocument(ctx, { actor: admin, id: doc.id, revision: doc.draftRevision, urgent: true, reason: 'Exchange outage notice' });
      expect(version.version).toBe(1);
      const entry = (await listAudit(db, { documentId: doc.id })).find((e) => e.action === 'document.publish');
      expect(entry?.detail).toMatchObject({ urgent: true, approval: { kind: 'urgent', reason: 'Exchange outage notice', by: admin.email } });
      await recordNow(ctx);
      const served = recordedView(await archiveAt(ctx, { actor: admin, site: SITE, path: doc.path, at: new Date() }));
      expect(served.entry).toMatchObject({ publishedBy: admin.email, requestedBy: null, urgentReason: 'Exchange outage notice' });

      // The review path still works there: the Super User asks, someone else approves.
      const saved = await saveDraft(ctx, { actor: reviewer, id: doc.id, revision: doc.draftRevision, tree: page('Fees 2031') });
      const request = await requestReview(ctx, { actor: reviewer, id: doc.id, revision: saved.draftRevision, note: 'Fees 2031' });
      expect((await approveReview(ctx, { actor: otherReviewer, id: request.id })).version?.version).toBe(2);
    });

    it('on a site that needs approval, unpublishing or deleting a live page needs a review or an Admin\'s urgent reason; a draft is deleted freely', async () => {
      const live = async (text: string) => {
        const doc = await createDocument(ctx, { actor: admin, site: SITE, path: freshPath(), title: text, tree: page(text) });
        await publishDocument(ctx, { actor: admin, id: doc.id, revision: doc.draftRevision });
        return doc;
      };
      const [first, second, third] = [await live('Fees one'), await live('Fees two'), await live('Fees three')];
      await updateSite(ctx, { actor: admin, id: SITE, patch: { needsApproval: true } });
      await rejectsWith(unpublishDocument(ctx, { actor: reviewer, id: first.id }), 'REVIEW_REQUIRED');
      await rejectsWith(unpublishDocument(ctx, { actor: admin, id: first.id }), 'REVIEW_REQUIRED');
      await rejectsWith(deleteDocument(ctx, { actor: reviewer, id: first.id }), 'REVIEW_REQUIRED');
      await rejectsWith(unpublishDocument(ctx, { actor: reviewer, id: first.id, urgent: true, reason: 'Wrong fees' }), 'FORBIDDEN');
      expect((await getPublishedPage(db, { site: SITE, path: first.path }))?.version).toBe(1);

      // The Admin's urgent reason: off the site at once, flagged in the audit log and the record.
      await unpublishDocument(ctx, { actor: admin, id: first.id, urgent: true, reason: 'Wrong fees shown' });
      expect(await getPublishedPage(db, { site: SITE, path: first.path })).toBeUndefined();
      expect((await listAudit(db, { documentId: first.id })).find((e) => e.action === 'document.unpublish')?.detail).toMatchObject({ approval: { kind: 'urgent', reason: 'Wrong fees shown' } });
      await recordNow(ctx);

      // A User asks to unpublish; a Super User approves; the page goes.
      const request = await requestReview(ctx, { actor: author, id: second.id, revision: second.draftRevision, note: 'Product withdrawn', action: 'unpublish' });
      expect(request).toMatchObject({ action: 'unpublish', state: 'open' });
      await rejectsWith(requestReview(ctx, { actor: author, id: first.id, revision: first.draftRevision, note: 'Gone already', action: 'unpublish' }), 'NOT_PUBLISHED');
      expect((await approveReview(ctx, { actor: reviewer, id: request.id })).request.state).toBe('approved');
      expect(await getPublishedPage(db, { site: SITE, path: second.path })).toBeUndefined();
      expect((await listAudit(db, { documentId: second.id })).find((e) => e.action === 'document.unpublish')?.detail).toMatchObject({ approval: { kind: 'review', requestedBy: author.email, approvedBy: reviewer.email } });

      // Deleting through review: the document goes, the audit log keeps who asked and who approved.
      const removal = await requestReview(ctx, { actor: author, id: third.id, revision: third.draftRevision, note: 'Duplicate page', action: 'delete' });
      await rejectsWith(approveReview(ctx, { actor: author, id: removal.id }), 'OWN_REVIEW');
      await approveReview(ctx, { actor: reviewer, id: removal.id });
      await rejectsWith(getDocument(ctx, { actor: admin, id: third.id }), 'NOT_FOUND');
      expect((await listAudit(db, { documentId: third.id })).find((e) => e.action === 'document.delete')?.detail).toMatchObject({ approval: { kind: 'review', requestedBy: author.email, approvedBy: reviewer.email } });

      // A draft never published shows nowhere: deleted without review.
      const draft = await newPage('Only a draft');
      await deleteDocument(ctx, { actor: reviewer, id: draft.id });
      await rejectsWith(getDocument(ctx, { actor: admin, id: draft.id }), 'NOT_FOUND');
      await recordNow(ctx);
    });

    it('an approval with a time schedules exactly that draft; a later edit fails the schedule', async () => {
      const doc = await newPage();
      const at = new Date(Date.now() + HOUR).toISOString();
      const request = await ask(doc.id, doc.draftRevision, { publishAt: at });
      const { request: approved, version } = await approveReview(ctx, { actor: reviewer, id: request.id });
      expect(version).toBeNull();
      expect(approved.scheduleId).not.toBeNull();
      await saveDraft(ctx, { actor: author, id: doc.id, revision: doc.draftRevision, tree: page('Not reviewed') });
      const run = await runDueSchedules(ctx, { claimedBy: 'review-suite', now: new Date(Date.now() + 2 * HOUR) });
      expect(run.published).toHaveLength(0);
      expect(run.failed.find((f) => f.documentId === doc.id)?.error).toContain('changed since review request');
      expect(await listVersions(db, { id: doc.id })).toHaveLength(0);

      const other = await newPage('Fees 2032');
      const second = await ask(other.id, other.draftRevision, { publishAt: at });
      await approveReview(ctx, { actor: reviewer, id: second.id });
      const ran = await runDueSchedules(ctx, { claimedBy: 'review-suite', now: new Date(Date.now() + 2 * HOUR) });
      expect(ran.published.map((p) => p.documentId)).toEqual([other.id]);
      const entry = (await listAudit(db, { documentId: other.id })).find((e) => e.action === 'document.publish');
      expect(entry?.detail).toMatchObject({ approval: { kind: 'review', requestId: second.id, requestedBy: author.email, approvedBy: reviewer.email } });
    });

    it('deleting a document removes its requests, comments and the schedule an approval made', async () => {
      const doc = await newPage();
      const request = await ask(doc.id, doc.draftRevision, { publishAt: new Date(Date.now() + HOUR).toISOString() });
      await commentOnReview(ctx, { actor: reviewer, id: request.id, body: 'Fine' });
      await approveReview(ctx, { actor: reviewer, id: request.id });
      await deleteDocument(ctx, { actor: reviewer, id: doc.id });
      const left = await db.query(
        `SELECT (SELECT count(*) FROM review_requests WHERE document_id = $1)::int AS requests, (SELECT count(*) FROM publish_schedules WHERE document_id = $1)::int AS schedules`,
        [doc.id],
      );
      expect(left.rows[0]).toEqual({ requests: 0, schedules: 0 });
      await rejectsWith(getReviewRequest(ctx, { actor: reviewer, id: request.id }), 'NOT_FOUND');
    });
  });
}

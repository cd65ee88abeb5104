import { testRenderer, warmRenderer } from './archive';
import { failingOn, rejectsWith } from './failures';
import { beforeAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../src/components/registry';
import {
  CLI,
  cancelSchedule,
  createContentContext,
  createDocument,
  createPreviewLink,
  createUser,
  deleteDocument,
  getDocument,
  heartbeat,
  listDocuments,
  listUsers,
  publishDocument,
  restoreVersion,
  revokePreviewLink,
  runDueSchedules,
  saveDraft,
  schedulePublish,
  setAccessCode,
  unpublishDocument,
  updateSite,
  updateUser,
  userActor,
  type ContentContext,
  type UserActor,
} from '../../src/content';
import { TesseraError } from '../../src/core/errors';
import { node, type Node } from '../../src/core/node';
import { everySite, type SiteId } from '../../src/core/sites';
import { createSession, getDocumentByPath, getPublishedPage, getSession, getSite, getUser, listAudit, listVersions, upsertSite } from '../../src/store';
import type { Db } from '../../src/store/types';

const SITE: SiteId = 'ice';
const OTHER_SITE: SiteId = 'nyse';
const HOUR = 3_600_000;

let counter = 0;
const freshPath = (prefix = 'operations') => `/${prefix}-${process.pid}-${Date.now()}-${++counter}`;
const freshEmail = () => `person-${process.pid}-${Date.now()}-${++counter}@operations.test`;
const page = (text: string): Node => node('page-layout', {}, { main: [node('heading', { text, level: 2 })], footerContent: [] });

/**
 * The documents, publishing and administration operations on every engine (PGlite in the unit
 * project, PostgreSQL in pg): each opens its transaction, checks, writes through the
 * repositories, and appends its audit entry in that transaction; the errors people see are
 * the operation's.
 */
export function describeOperationsSuite(name: string, open: () => Promise<Db>): void {
  describe(name, () => {
    beforeAll(warmRenderer);
    let db: Db;
    let ctx: ContentContext;
    let editor: UserActor;

    beforeEach(async () => {
      db = await open();
      await upsertSite(db, { id: SITE, name: 'ICE', hosts: ['ice.operations.test'] });
      await upsertSite(db, { id: OTHER_SITE, name: 'NYSE', hosts: ['nyse.operations.test'] });
      ctx = createContentContext({ db, registry, archive: testRenderer });
      editor = userActor(await createUser(ctx, { actor: CLI, email: freshEmail(), name: 'Eda Editor', role: 'CMSTWO Admin', password: 'a long enough password' }));
    });

    afterEach(() => db.close());

    const newPage = (overrides: { path?: string; site?: SiteId; title?: string } = {}) =>
      createDocument(ctx, { actor: editor, site: SITE, path: freshPath(), title: 'Market data', tree: page('First draft'), ...overrides });

    describe('documents', () => {
      it('creates a draft and audits it in the same transaction', async () => {
        const doc = await newPage();
        expect(doc).toMatchObject({ status: 'draft', draftRevision: 1, updatedBy: editor.email });
        const entries = await listAudit(db, { documentId: doc.id });
        expect(entries.map((e) => [e.action, e.actor, e.site, e.path, e.detail])).toEqual([
          ['document.create', editor.email, SITE, doc.path, { kind: 'page', title: 'Market data' }],
        ]);
      });

      it('keeps paths unique per site, not across sites, and refuses a path another page is live at', async () => {
        const doc = await newPage();
        const taken = await rejectsWith(newPage({ path: doc.path }), 'ALREADY_EXISTS');
        expect(taken.message).toBe(`A document at ${doc.path} already exists`);
        expect((await newPage({ site: OTHER_SITE, path: doc.path })).path).toBe(doc.path);
        await rejectsWith(newPage({ path: '/Has Spaces' }), 'INVALID_PATH');

        const live = await newPage();
        await publishDocument(ctx, { actor: editor, id: live.id, revision: 1 });
        await saveDraft(ctx, { actor: editor, id: live.id, revision: 1, path: freshPath('moved') });
        const liveThere = await rejectsWith(newPage({ path: live.path }), 'ALREADY_EXISTS');
        expect(liveThere.message).toBe(`A published page at ${live.path} already exists`);
      });

      it('saves on the current revision, and refuses a stale one with the current revision', async () => {
        const doc = await newPage();
        const saved = await saveDraft(ctx, { actor: editor, id: doc.id, revision: 1, tree: page('Second'), title: 'Quotes' });
        expect(saved).toMatchObject({ draftRevision: 2, title: 'Quotes' });
        const stale = await rejectsWith(saveDraft(ctx, { actor: editor, id: doc.id, revision: 1, title: 'Lost update' }), 'CONFLICT');
        expect([stale.status, stale.details]).toEqual([409, { current: 2 }]);
        const [entry] = await listAudit(db, { documentId: doc.id, action: 'draft.save' });
        expect(entry).toMatchObject({ actor: editor.email, path: doc.path, detail: { revision: 2, changed: ['draft', 'title'] } });
      });

      it('lets exactly one of two saves from the same revision win', async () => {
        const doc = await newPage();
        const results = await Promise.allSettled([
          saveDraft(ctx, { actor: editor, id: doc.id, revision: 1, title: 'First' }),
          saveDraft(ctx, { actor: editor, id: doc.id, revision: 1, title: 'Second' }),
        ]);
        const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(lost).toHaveLength(1);
        expect((lost[0]!.reason as TesseraError).code).toBe('CONFLICT');
        expect((await getDocument(ctx, { actor: editor, id: doc.id })).draftRevision).toBe(2);
        expect(await listAudit(db, { documentId: doc.id, action: 'draft.save' })).toHaveLength(1);
      });

      it('moves a document, and refuses a taken path without saving anything', async () => {
        const a = await newPage();
        const b = await newPage();
        const taken = await rejectsWith(saveDraft(ctx, { actor: editor, id: b.id, revision: 1, path: a.path, title: 'Moved' }), 'ALREADY_EXISTS');
        expect(taken.message).toBe(`A document at ${a.path} already exists`);
        expect(await getDocument(ctx, { actor: editor, id: b.id })).toMatchObject({ path: b.path, title: 'Market data', draftRevision: 1 });
        const target = freshPath('moved');
        expect((await saveDraft(ctx, { actor: editor, id: b.id, revision: 1, path: target })).path).toBe(target);
        const [entry] = await listAudit(db, { documentId: b.id, action: 'draft.save' });
        expect(entry).toMatchObject({ path: target, detail: { revision: 2, changed: ['path'], previousPath: b.path } });
      });

      it('names unknown documents in NOT_FOUND', async () => {
        const missing = '00000000-0000-4000-8000-000000000000';
        for (const id of [missing, 'not-a-uuid']) {
          const error = await rejectsWith(saveDraft(ctx, { actor: editor, id, revision: 1, title: 'x' }), 'NOT_FOUND');
          expect(error.message).toBe(`Document ${id} not found`);
          await rejectsWith(publishDocument(ctx, { actor: editor, id, revision: 1 }), 'NOT_FOUND');
          await rejectsWith(deleteDocument(ctx, { actor: editor, id }), 'NOT_FOUND');
          await rejectsWith(unpublishDocument(ctx, { actor: editor, id }), 'NOT_FOUND');
          await rejectsWith(setAccessCode(ctx, { actor: editor, id, code: null }), 'NOT_FOUND');
          await rejectsWith(heartbeat(ctx, { actor: editor, id }), 'NOT_FOUND');
        }
      });

      it('leaves the draft as it was when its audit row cannot be written', async () => {
        const doc = await newPage();
        const broken = { ...ctx, db: failingOn(db, /INSERT INTO audit_log/) };
        await expect(saveDraft(broken, { actor: editor, id: doc.id, revision: 1, title: 'Lost' })).rejects.toThrow('injected failure');
        expect(await getDocument(ctx, { actor: editor, id: doc.id })).toMatchObject({ title: 'Market data', draftRevision: 1 });
        const never = freshPath('never');
        await expect(createDocument(broken, { actor: editor, site: SITE, path: never, title: 'Never', tree: page('x') })).rejects.toThrow('injected failure');
        expect(await getDocumentByPath(db, { site: SITE, path: never })).toBeUndefined();
      });

      it('deletes a document with its versions, keeping the audit trail', async () => {
        const doc = await newPage();
        await publishDocument(ctx, { actor: editor, id: doc.id, revision: 1 });
        await deleteDocument(ctx, { actor: editor, id: doc.id });
        expect(await getPublishedPage(db, { site: SITE, path: doc.path })).toBeUndefined();
        expect((await listAudit(db, { documentId: doc.id })).map((e) => [e.action, e.detail])).toEqual([
          ['document.delete', { title: 'Market data', publishedVersion: 1 }],
          ['document.publish', { version: 1, revision: 1, note: null }],
          ['document.create', { kind: 'page', title: 'Market data' }],
        ]);
        const again = await rejectsWith(deleteDocument(ctx, { actor: editor, id: doc.id }), 'NOT_FOUND');
        expect(again.message).toBe(`Document ${doc.id} not found`);
      });

      it('sets and clears an access code, auditing only whether one is set', async () => {
        const doc = await newPage();
        expect((await setAccessCode(ctx, { actor: editor, id: doc.id, code: 'open sesame' })).hasAccessCode).toBe(true);
        expect((await setAccessCode(ctx, { actor: editor, id: doc.id, code: null })).hasAccessCode).toBe(false);
        const entries = await listAudit(db, { documentId: doc.id, action: 'access-code.set' });
        expect(entries.map((e) => e.detail)).toEqual([{ enabled: false }, { enabled: true }]);
        expect(JSON.stringify(entries)).not.toContain('scrypt');
      });
    });

    describe('publishing', () => {
      it('unpublishes: gone for visitors, versions stay, audited; a second time → NOT_PUBLISHED', async () => {
        const doc = await newPage();
        await publishDocument(ctx, { actor: editor, id: doc.id, revision: 1 });
        expect(await unpublishDocument(ctx, { actor: editor, id: doc.id })).toMatchObject({ status: 'draft', publishedVersion: null });
        expect(await getPublishedPage(db, { site: SITE, path: doc.path })).toBeUndefined();
        expect(await listVersions(db, { id: doc.id })).toHaveLength(1);
        const again = await rejectsWith(unpublishDocument(ctx, { actor: editor, id: doc.id }), 'NOT_PUBLISHED');
        expect(again.message).toBe('The document is not published');
        const entries = await listAudit(db, { documentId: doc.id, action: 'document.unpublish' });
        expect(entries.map((e) => [e.actor, e.detail])).toEqual([[editor.email, { version: 1 }]]);
      });

      it('restores a version as a new draft revision, audited; an unknown version → NOT_FOUND', async () => {
        const doc = await newPage();
        await publishDocument(ctx, { actor: editor, id: doc.id, revision: 1 });
        await saveDraft(ctx, { actor: editor, id: doc.id, revision: 1, tree: page('Second'), title: 'Second' });
        const restored = await restoreVersion(ctx, { actor: editor, id: doc.id, version: 1 });
        expect(restored).toMatchObject({ title: 'Market data', draftRevision: 3, publishedVersion: 1, status: 'published' });
        const [entry] = await listAudit(db, { documentId: doc.id, action: 'version.restore' });
        expect(entry).toMatchObject({ actor: editor.email, detail: { version: 1, revision: 3 } });
        const missing = await rejectsWith(restoreVersion(ctx, { actor: editor, id: doc.id, version: 9 }), 'NOT_FOUND');
        expect(missing.message).toBe(`Version 9 of document ${doc.id} not found`);
      });

      it('refuses to publish at a path another page is live at', async () => {
        const live = await newPage();
        await publishDocument(ctx, { actor: editor, id: live.id, revision: 1 });
        const other = await newPage();
        // Only a save racing a publish gets here (saves refuse a path that is live elsewhere): the row is set directly.
        await saveDraft(ctx, { actor: editor, id: live.id, revision: 1, path: freshPath('away') });
        await db.query('UPDATE documents SET path = $2 WHERE id = $1', [other.id, live.path]);
        const error = await rejectsWith(publishDocument(ctx, { actor: editor, id: other.id, revision: 1 }), 'ALREADY_EXISTS');
        expect(error.message).toBe(`A published page at ${live.path} already exists`);
        expect(await listVersions(db, { id: other.id })).toEqual([]);
      });

      it('schedules, replaces and cancels a publish, each audited; nothing pending → NOT_FOUND', async () => {
        const doc = await newPage();
        const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
        const first = await schedulePublish(ctx, { actor: editor, id: doc.id, at: at(1), note: 'First' });
        const second = await schedulePublish(ctx, { actor: editor, id: doc.id, at: at(2) });
        await cancelSchedule(ctx, { actor: editor, id: doc.id });
        const missing = await rejectsWith(cancelSchedule(ctx, { actor: editor, id: doc.id }), 'NOT_FOUND');
        expect(missing.message).toBe('A scheduled publish of this document not found');
        const entries = await listAudit(db, { documentId: doc.id });
        expect(entries.filter((e) => e.action.startsWith('publish.')).map((e) => [e.action, e.detail])).toEqual([
          ['publish.unschedule', { at: second.at }],
          ['publish.schedule', { at: second.at, note: null, revision: 1, replacedAt: first.at }],
          ['publish.schedule', { at: first.at, note: 'First', revision: 1 }],
        ]);
        await rejectsWith(schedulePublish(ctx, { actor: editor, id: '00000000-0000-4000-8000-000000000000', at: at(1) }), 'NOT_FOUND');
      });

      it('marks a due schedule whose author may no longer publish as failed, and audits it', async () => {
        const doc = await newPage();
        const publisher = userActor(await createUser(ctx, { actor: CLI, email: freshEmail(), name: 'Pat', role: 'CMSTWO Super User', password: 'a long enough password' }));
        const scheduled = await schedulePublish(ctx, { actor: publisher, id: doc.id, at: new Date(Date.now() + HOUR).toISOString() });
        await updateUser(ctx, { actor: editor, id: publisher.id, role: 'CMSTWO User' });
        const run = await runDueSchedules(ctx, { claimedBy: 'suite', now: new Date(Date.now() + 2 * HOUR) });
        expect(run.failed.filter((f) => f.documentId === doc.id)).toEqual([{ documentId: doc.id, path: doc.path, error: expect.stringContaining(`${publisher.email} may no longer publish`) }]);
        const [entry] = await listAudit(db, { documentId: doc.id, action: 'publish.schedule-failed' });
        expect(entry).toMatchObject({ actor: null, site: SITE, path: doc.path, detail: { at: scheduled.at, scheduledBy: publisher.email } });
        expect(await listVersions(db, { id: doc.id })).toEqual([]);
      });

      it('publishes a due schedule as the draft is when it is due, naming where it went live', async () => {
        const doc = await newPage();
        await schedulePublish(ctx, { actor: editor, id: doc.id, at: new Date(Date.now() + HOUR).toISOString() });
        const moved = freshPath('scheduled');
        await saveDraft(ctx, { actor: editor, id: doc.id, revision: 1, path: moved, tree: page('Later') });
        const run = await runDueSchedules(ctx, { claimedBy: 'suite', now: new Date(Date.now() + 2 * HOUR) });
        expect(run.published.filter((p) => p.documentId === doc.id)).toEqual([{ documentId: doc.id, version: 1, site: SITE, path: moved }]);
        expect((await getPublishedPage(db, { site: SITE, path: moved }))!.tree.slots.main![0]!.props.text).toBe('Later');
      });

      it('makes and revokes preview links, each audited once', async () => {
        const doc = await newPage();
        const originOf = (site: string) => `https://${site}.example.org`;
        const link = await createPreviewLink(ctx, { actor: editor, id: doc.id, expiresInMinutes: 60, originOf });
        expect(link.url).toMatch(new RegExp(`^https://${SITE}\\.example\\.org/_preview/[\\w-]{43}$`));
        await rejectsWith(createPreviewLink(ctx, { actor: editor, id: doc.id, version: 1, expiresInMinutes: 60, originOf }), 'NOT_FOUND');
        await revokePreviewLink(ctx, { actor: editor, linkId: link.id });
        const again = await rejectsWith(revokePreviewLink(ctx, { actor: editor, linkId: link.id }), 'NOT_FOUND');
        expect(again.message).toBe(`Unrevoked preview link ${link.id} not found`);
        const entries = await listAudit(db, { documentId: doc.id });
        expect(entries.filter((e) => e.action.startsWith('preview-link.')).map((e) => [e.action, e.actor, e.detail])).toEqual([
          ['preview-link.revoke', editor.email, { linkId: link.id, version: null, createdBy: editor.email }],
          ['preview-link.create', editor.email, { linkId: link.id, version: null, expiresAt: link.expiresAt }],
        ]);
      });
    });

    describe('per-site roles (issue 23 item 1)', () => {
      const THIRD: SiteId = 'imt';
      /** A CMSTWO User on nyse, a CMSTWO Super User on ice, nothing on imt. */
      async function twoSiteEditor(): Promise<UserActor> {
        await upsertSite(db, { id: THIRD, name: 'IMT', hosts: ['imt.operations.test'] });
        const roles = { [OTHER_SITE]: 'CMSTWO User', [SITE]: 'CMSTWO Super User' } as const;
        return userActor(await createUser(ctx, { actor: editor, email: freshEmail(), name: 'Two Sites', roles, password: 'a long enough password' }));
      }

      it('refuses a User with roles on two sites on the third, naming the site and the role there', async () => {
        const two = await twoSiteEditor();
        expect(two.roles).toEqual({ nyse: 'CMSTWO User', ice: 'CMSTWO Super User' });
        const imtDoc = await newPage({ site: THIRD });
        // Thunks: each call starts only when awaited, so no refusal goes unhandled meanwhile.
        const refusals = [
          () => createDocument(ctx, { actor: two, site: THIRD, path: freshPath(), title: 'No', tree: page('No') }),
          () => getDocument(ctx, { actor: two, id: imtDoc.id }),
          () => listDocuments(ctx, { actor: two, site: THIRD, page: { limit: 1 } }),
          () => saveDraft(ctx, { actor: two, id: imtDoc.id, revision: 1, title: 'Changed' }),
          () => publishDocument(ctx, { actor: two, id: imtDoc.id, revision: 1 }),
          () => schedulePublish(ctx, { actor: two, id: imtDoc.id, at: new Date(Date.now() + HOUR).toISOString() }),
          () => createPreviewLink(ctx, { actor: two, id: imtDoc.id, expiresInMinutes: 60, originOf: () => 'https://imt.example.org' }),
          () => heartbeat(ctx, { actor: two, id: imtDoc.id }),
          () => deleteDocument(ctx, { actor: two, id: imtDoc.id }),
        ];
        for (const refused of refusals) expect((await rejectsWith(refused(), 'FORBIDDEN')).message).toMatch(/^Your role on imt \(none\) may not /);
        expect((await rejectsWith(listDocuments(ctx, { actor: two, site: THIRD, page: { limit: 1 } }), 'FORBIDDEN')).message).toBe('Your role on imt (none) may not read documents');
        expect((await getDocument(ctx, { actor: editor, id: imtDoc.id })).title).toBe('Market data');
        expect(await listAudit(db, { documentId: imtDoc.id, actor: two.email })).toEqual([]);
      });

      it('lets the same person edit on nyse and publish on ice, each by the role on that site', async () => {
        const two = await twoSiteEditor();
        const nyseDoc = await createDocument(ctx, { actor: two, site: OTHER_SITE, path: freshPath(), title: 'Draft', tree: page('Draft') });
        await saveDraft(ctx, { actor: two, id: nyseDoc.id, revision: 1, title: 'Draft 2' });
        const publish = await rejectsWith(publishDocument(ctx, { actor: two, id: nyseDoc.id, revision: 2 }), 'FORBIDDEN');
        expect(publish.message).toBe('Your role on nyse (CMSTWO User) may not publish, unpublish, restore or delete documents');
        const icePartial = await rejectsWith(createDocument(ctx, { actor: two, site: OTHER_SITE, kind: 'partial', path: freshPath(), title: 'P' }), 'FORBIDDEN');
        expect(icePartial.message).toBe('Your role on nyse (CMSTWO User) may not edit partials');
        const iceDoc = await createDocument(ctx, { actor: two, site: SITE, path: freshPath(), title: 'Live', tree: page('Live') });
        expect((await publishDocument(ctx, { actor: two, id: iceDoc.id, revision: 1 })).version.version).toBe(1);
        await unpublishDocument(ctx, { actor: two, id: iceDoc.id });
      });

      it('re-checks the scheduler’s role on the document’s site when the schedule is due', async () => {
        const two = await twoSiteEditor();
        const iceDoc = await createDocument(ctx, { actor: two, site: SITE, path: freshPath(), title: 'Later', tree: page('Later') });
        await schedulePublish(ctx, { actor: two, id: iceDoc.id, at: new Date(Date.now() + HOUR).toISOString() });
        // Still Super User on nyse, but only User on ice now: the ice schedule may not run.
        await updateUser(ctx, { actor: editor, id: two.id, roles: { ice: 'CMSTWO User', nyse: 'CMSTWO Super User' } });
        const run = await runDueSchedules(ctx, { claimedBy: 'suite', now: new Date(Date.now() + 2 * HOUR) });
        expect(run.failed.filter((f) => f.documentId === iceDoc.id)).toHaveLength(1);
        expect(await listVersions(db, { id: iceDoc.id })).toEqual([]);
      });

      it('needs Admin on each site whose role is granted or changed', async () => {
        const iceAdmin = userActor(await createUser(ctx, { actor: editor, email: freshEmail(), name: 'Ice Admin', roles: { ice: 'CMSTWO Admin' }, password: 'a long enough password' }));
        const granted = await createUser(ctx, { actor: iceAdmin, email: freshEmail(), name: 'Ice Only', roles: { ice: 'CMSTWO User' }, password: 'a long enough password' });
        expect(granted.roles).toEqual({ ice: 'CMSTWO User' });
        const elsewhere = await rejectsWith(createUser(ctx, { actor: iceAdmin, email: freshEmail(), name: 'X', roles: { nyse: 'CMSTWO User' }, password: 'a long enough password' }), 'FORBIDDEN');
        expect(elsewhere.message).toBe('Your role (CMSTWO Admin on ice) may not grant roles on nyse');
        await rejectsWith(createUser(ctx, { actor: iceAdmin, email: freshEmail(), name: 'Y', role: 'CMSTWO User', password: 'a long enough password' }), 'FORBIDDEN');
        expect((await updateUser(ctx, { actor: iceAdmin, id: granted.id, roles: { ice: 'CMSTWO Super User' } })).roles).toEqual({ ice: 'CMSTWO Super User' });
        await rejectsWith(updateUser(ctx, { actor: iceAdmin, id: granted.id, roles: { ice: 'CMSTWO User', imt: 'CMSTWO User' } }), 'FORBIDDEN');
        // Disabling someone who holds roles on sites the actor does not administer is refused.
        await rejectsWith(updateUser(ctx, { actor: iceAdmin, id: editor.id, disabled: true }), 'FORBIDDEN');
        expect((await listUsers(ctx, { actor: iceAdmin, page: { limit: 200 } })).items.map((u) => u.id)).toContain(granted.id);
        // Need to know: an Admin of ice lists ice's editors, with their roles on ice only.
        const password = 'a long enough password';
        const nyseOnly = await createUser(ctx, { actor: editor, email: freshEmail(), name: 'Nyse Only', roles: { nyse: 'CMSTWO User' }, password });
        const both = await createUser(ctx, { actor: editor, email: freshEmail(), name: 'Two Sites', roles: { ice: 'CMSTWO User', nyse: 'CMSTWO Super User' }, password });
        const seen = (await listUsers(ctx, { actor: iceAdmin, page: { limit: 200 } })).items;
        expect(seen.map((u) => u.id)).not.toContain(nyseOnly.id);
        expect(seen.find((u) => u.id === both.id)!.roles).toEqual({ ice: 'CMSTWO User' });
        expect(seen.every((u) => Object.keys(u.roles).every((site) => site === 'ice'))).toBe(true);
        // What it sends back is its sites' roles: the user's role on nyse stays.
        expect((await updateUser(ctx, { actor: iceAdmin, id: both.id, roles: { ice: 'CMSTWO Super User' } })).roles).toEqual({ ice: 'CMSTWO Super User' });
        expect((await getUser(db, { id: both.id }))!.roles).toEqual({ ice: 'CMSTWO Super User', nyse: 'CMSTWO Super User' });
        const [entry] = await listAudit(db, { actor: iceAdmin.email, action: 'user.create' });
        expect(entry!.detail).toEqual({ userId: granted.id, email: granted.email, roles: { ice: 'CMSTWO User' } });
      });
    });

    describe('administration', () => {
      it('treats e-mail addresses that differ only in case as one account', async () => {
        const email = freshEmail();
        await createUser(ctx, { actor: editor, email, name: 'A', role: 'CMSTWO User', password: 'a long enough password' });
        const error = await rejectsWith(createUser(ctx, { actor: editor, email: email.toUpperCase(), name: 'B', role: 'CMSTWO User', password: 'a long enough password' }), 'ALREADY_EXISTS');
        expect(error.message).toBe(`A user with the e-mail address ${email.toUpperCase()} already exists`);
      });

      it('audits user changes; disabling ends the sessions; the last active Admin stays', async () => {
        const user = await createUser(ctx, { actor: editor, email: freshEmail(), name: 'Kim', role: 'CMSTWO User', password: 'a long enough password' });
        const { token } = await createSession(db, { userId: user.id, ttlMs: HOUR });
        await updateUser(ctx, { actor: editor, id: user.id, disabled: true });
        await updateUser(ctx, { actor: editor, id: user.id, disabled: false, name: 'Kim L.' });
        expect(await getSession(db, { token, ttlMs: HOUR })).toBeUndefined();
        expect((await listAudit(db, { actor: editor.email })).filter((e) => e.action.startsWith('user.')).map((e) => [e.action, e.detail])).toEqual([
          ['user.update', { userId: user.id, email: user.email, name: 'Kim L.', disabled: false }],
          ['user.update', { userId: user.id, email: user.email, disabled: true }],
          ['user.create', { userId: user.id, email: user.email, role: 'CMSTWO User' }],
        ]);
        const missing = await rejectsWith(updateUser(ctx, { actor: editor, id: '00000000-0000-4000-8000-000000000000', name: 'x' }), 'NOT_FOUND');
        expect(missing.message).toBe('User 00000000-0000-4000-8000-000000000000 not found');

        const { rows } = await db.query<{ id: string }>(
          `SELECT DISTINCT u.id FROM users u JOIN user_site_roles r ON r.user_id = u.id WHERE r.role = 'CMSTWO Admin' AND NOT u.disabled AND u.id <> $1`,
          [editor.id],
        );
        for (const { id } of rows) await updateUser(ctx, { actor: CLI, id, role: 'CMSTWO User' });
        const last = await rejectsWith(updateUser(ctx, { actor: CLI, id: editor.id, disabled: true }), 'LAST_ADMIN');
        expect(last.details).toEqual({ name: 'Eda Editor', site: 'ice' });
        // Every site keeps an Admin: giving up Admin on one site alone is refused too, naming it.
        const oneSite = await rejectsWith(updateUser(ctx, { actor: CLI, id: editor.id, roles: { ...everySite('CMSTWO Admin'), imt: 'CMSTWO User' } }), 'LAST_ADMIN');
        expect(oneSite.details).toEqual({ name: 'Eda Editor', site: 'imt' });
      });

      it('refuses a host another site serves, compared as stored', async () => {
        const error = await rejectsWith(updateSite(ctx, { actor: editor, id: OTHER_SITE, patch: { hosts: ['Ice.Operations.Test'] } }), 'ALREADY_EXISTS');
        expect(error.message).toBe('The host "ice.operations.test" already exists');
        expect((await getSite(db, { id: OTHER_SITE }))?.hosts).toEqual(['nyse.operations.test']);
        const exact = await rejectsWith(updateSite(ctx, { actor: editor, id: OTHER_SITE, patch: { hosts: ['ice.operations.test'] } }), 'ALREADY_EXISTS');
        expect(exact.message).toBe('Host ice.operations.test already exists');
        expect(await listAudit(db, { action: 'site.update', actor: editor.email })).toEqual([]);
      });
    });
  });
}

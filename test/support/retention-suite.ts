import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testRenderer } from './archive';
import { registry } from '../../src/components/registry';
import {
  clearFormRetention,
  createContentContext,
  createDocument,
  getDocument,
  getRetentionSettings,
  listDraftSaves,
  runRetention,
  saveDraft,
  setContentRetention,
  setFormRetention,
  userActor,
  type ContentContext,
  type UserActor,
} from '../../src/content';
import { TesseraError } from '../../src/core/errors';
import { node, newId, type Node } from '../../src/core/node';
import type { SiteId } from '../../src/core/sites';
import { createUser, insertPreviewLink, listAudit, upsertSite } from '../../src/store';
import type { AuditEntry, Db, DocumentRecord } from '../../src/store/types';

const SITE: SiteId = 'ice';
let counter = 0;
const fresh = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${++counter}`;
const page = (text: string): Node => node('page-layout', {}, { main: [node('heading', { text, level: 2 })], footerContent: [] });

async function failure(work: Promise<unknown>): Promise<TesseraError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TesseraError);
  return error as TesseraError;
}

/**
 * Retention (issue 23 item 6) on every engine (PGlite in the unit project, PostgreSQL in pg):
 * what is past its period is deleted, one audit entry each; what is younger stays; a form's
 * own period beats the default; the current draft is never touched; runs are bounded.
 */
export function describeRetentionSuite(name: string, open: () => Promise<Db>): void {
  describe(name, () => {
    let db: Db;
    let ctx: ContentContext;
    let admin: UserActor;
    let editor: UserActor;

    beforeEach(async () => {
      db = await open();
      await upsertSite(db, { id: SITE, name: 'ICE', hosts: ['ice.retention.test'] });
      ctx = createContentContext({ db, registry, archive: testRenderer });
      const a = await createUser(db, { email: `${fresh('admin')}@retention.test`, name: 'Ada Admin', role: 'CMSTWO Admin', passwordHash: 'x' });
      const e = await createUser(db, { email: `${fresh('editor')}@retention.test`, name: 'Ed Editor', role: 'CMSTWO Super User', passwordHash: 'x' });
      admin = userActor(a);
      editor = userActor(e);
    });
    afterEach(() => db.close());

    /** Audit entries of retention deletions naming `key: value` in their detail. */
    async function retentionEntries(action: string, match: (e: AuditEntry) => boolean): Promise<AuditEntry[]> {
      return (await listAudit(db, { action, actor: 'retention', limit: 500 })).filter(match);
    }

    /** A submission of `formId` made `ageDays` ago, kept `retentionDays` by its form. Its page is gone (a submission may outlive it). */
    async function submission(formId: string, { ageDays, retentionDays }: { ageDays: number; retentionDays: number }): Promise<string> {
      const id = newId();
      await db.query(
        `INSERT INTO form_submissions (id, site, path, form_id, form_kind, form_name, values, created_at, delete_after)
         VALUES ($1, $2, '/contact', $3, 'form', $4, '{}', now() - make_interval(days => $5), now() - make_interval(days => $5) + make_interval(days => $6))`,
        [id, SITE, formId, `Form ${formId.slice(-6)}`, ageDays, retentionDays],
      );
      return id;
    }

    const remaining = async (ids: string[]) =>
      (await db.query<{ id: string }>('SELECT id FROM form_submissions WHERE id = ANY($1::uuid[]) ORDER BY id', [ids])).rows.map((r) => r.id).sort();

    it('deletes submissions past their period, one audit entry each naming the period and age, and keeps younger ones', async () => {
      const form = fresh('form');
      const old = [await submission(form, { ageDays: 40, retentionDays: 30 }), await submission(form, { ageDays: 31, retentionDays: 30 })];
      const young = await submission(form, { ageDays: 29, retentionDays: 30 });

      const report = await runRetention(ctx);
      expect(report.submissions).toBeGreaterThanOrEqual(2);
      expect(await remaining([...old, young])).toEqual([young]);

      const entries = await retentionEntries('submission.delete', (e) => e.detail.formId === form);
      expect(entries.map((e) => e.detail.submission).sort()).toEqual([...old].sort());
      const first = entries.find((e) => e.detail.submission === old[0])!;
      expect(first).toMatchObject({ actor: 'retention', site: SITE, path: '/contact', detail: { days: 30, ageDays: 40, periodFrom: 'form' } });
    });

    it('applies a form’s own period, set by an Admin, in place of each submission’s, both ways', async () => {
      const shortened = fresh('short');
      const lengthened = fresh('long');
      const untouched = fresh('plain');
      const a = await submission(shortened, { ageDays: 40, retentionDays: 365 });
      const b = await submission(lengthened, { ageDays: 40, retentionDays: 30 });
      const c = await submission(untouched, { ageDays: 40, retentionDays: 365 });

      await setFormRetention(ctx, { actor: admin, site: SITE, formId: shortened, days: 30 });
      await setFormRetention(ctx, { actor: admin, site: SITE, formId: lengthened, days: 3650 });
      await runRetention(ctx);
      expect(await remaining([a, b, c])).toEqual([b, c].sort());
      const [entry] = await retentionEntries('submission.delete', (e) => e.detail.submission === a);
      expect(entry!.detail).toMatchObject({ days: 30, ageDays: 40, periodFrom: 'retention setting' });

      // Taken away again: the submission's own 30 days apply.
      await clearFormRetention(ctx, { actor: admin, site: SITE, formId: lengthened });
      await runRetention(ctx);
      expect(await remaining([b, c])).toEqual([c]);

      const settings = await getRetentionSettings(ctx, { actor: admin });
      expect(settings.forms.find((f) => f.formId === shortened)).toMatchObject({ site: SITE, days: 30, submissions: 0 });
      expect(settings.forms.find((f) => f.formId === untouched)).toMatchObject({ days: null, submissions: 1 });
      const audited = (await listAudit(db, { action: 'retention.set', actor: admin.email })).map((e) => [e.detail.formId, e.detail.days]);
      expect(audited).toEqual(expect.arrayContaining([[shortened, 30], [lengthened, 3650], [lengthened, null]]));
    });

    it('refuses a form that does not exist, and anyone but an Admin', async () => {
      const unknown = await failure(setFormRetention(ctx, { actor: admin, site: SITE, formId: fresh('nowhere'), days: 30 }));
      expect(unknown.code).toBe('NOT_FOUND');
      expect((await failure(clearFormRetention(ctx, { actor: admin, site: SITE, formId: fresh('nowhere') }))).code).toBe('NOT_FOUND');
      expect((await failure(getRetentionSettings(ctx, { actor: editor }))).code).toBe('FORBIDDEN');
      // An Admin of one site: that site's forms, not the periods every site's drafts follow.
      const siteAdmin = userActor(await createUser(db, { email: `${fresh('site-admin')}@retention.test`, name: 'Sam Site', roles: { [SITE]: 'CMSTWO Admin' }, passwordHash: 'x' }));
      const seen = await getRetentionSettings(ctx, { actor: siteAdmin });
      expect(seen.content).toBeNull();
      expect(seen.forms.every((f) => f.site === SITE)).toBe(true);
      expect((await getRetentionSettings(ctx, { actor: admin })).content).toEqual(expect.any(Array));
      expect((await failure(setContentRetention(ctx, { actor: siteAdmin, kind: 'page', subject: 'draft-saves', days: 1 }))).code).toBe('FORBIDDEN');
      expect((await failure(setContentRetention(ctx, { actor: editor, kind: 'page', subject: 'draft-saves', days: 1 }))).code).toBe('FORBIDDEN');

      // A form node in a page's draft may be given a period before its first submission.
      const formId = newId();
      const tree = node('page-layout', {}, { main: [{ ...node('form', { formName: 'Early', fields: [] }), id: formId }], footerContent: [] });
      await createDocument(ctx, { actor: editor, site: SITE, path: `/${fresh('early')}`, title: 'Early', tree });
      expect(await setFormRetention(ctx, { actor: admin, site: SITE, formId, days: 10 })).toMatchObject({ formId, days: 10, submissions: 0 });
    });

    async function documentWithSaves(kind: 'page' | 'partial', texts: string[]): Promise<DocumentRecord> {
      const doc = await createDocument(ctx, {
        actor: editor,
        site: SITE,
        kind,
        path: `/${fresh(kind)}`,
        title: 'Retained',
        tree: kind === 'page' ? page('v1') : node('fragment', {}, { content: [node('heading', { text: 'v1', level: 2 })] }),
      });
      let current = doc;
      for (const text of texts) {
        const tree = kind === 'page' ? page(text) : node('fragment', {}, { content: [node('heading', { text, level: 2 })] });
        current = await saveDraft(ctx, { actor: editor, id: doc.id, revision: current.draftRevision, tree });
      }
      return current;
    }

    const ageSaves = (id: string, days: number) => db.query(`UPDATE draft_saves SET saved_at = now() - make_interval(days => $2) WHERE document_id = $1`, [id, days]);

    it('deletes draft saves past their content type’s period, but never the current draft or its save', async () => {
      await setContentRetention(ctx, { actor: admin, kind: 'page', subject: 'draft-saves', days: 30 });
      const doc = await documentWithSaves('page', ['v2', 'v3', 'v4']);
      const younger = await documentWithSaves('page', ['v2']);
      await ageSaves(doc.id, 31);
      await ageSaves(younger.id, 29);
      const before = await getDocument(ctx, { actor: editor, id: doc.id });
      const saved = (await listDraftSaves(ctx, { actor: editor, id: doc.id })).map((s) => s.revision);
      expect(saved.length).toBeGreaterThan(2);

      await runRetention(ctx);
      expect((await listDraftSaves(ctx, { actor: editor, id: doc.id })).map((s) => s.revision)).toEqual([doc.draftRevision]);
      expect((await listDraftSaves(ctx, { actor: editor, id: younger.id })).length).toBe(1);
      const after = await getDocument(ctx, { actor: editor, id: doc.id });
      expect([after.draftRevision, after.draft]).toEqual([before.draftRevision, before.draft]);

      const entries = await retentionEntries('draft-save.delete', (e) => e.documentId === doc.id);
      expect(entries.map((e) => e.detail.revision).sort()).toEqual(saved.filter((r) => r !== doc.draftRevision).sort());
      expect(entries[0]).toMatchObject({ site: SITE, path: doc.path, detail: { kind: 'page', days: 30, ageDays: 31 } });
    });

    it('keeps the draft saves of a content type set to keep them', async () => {
      await setContentRetention(ctx, { actor: admin, kind: 'partial', subject: 'draft-saves', days: null });
      const partial = await documentWithSaves('partial', ['v2', 'v3']);
      await ageSaves(partial.id, 3000);
      await runRetention(ctx);
      expect((await listDraftSaves(ctx, { actor: editor, id: partial.id })).length).toBe(2);
      const settings = await getRetentionSettings(ctx, { actor: admin });
      expect(settings.content?.find((c) => c.kind === 'partial' && c.subject === 'draft-saves')).toMatchObject({ days: null, updatedBy: admin.email });
    });

    it('deletes preview links that stopped working longer ago than the period; working links stay', async () => {
      await setContentRetention(ctx, { actor: admin, kind: 'page', subject: 'preview-links', days: 30 });
      const doc = await documentWithSaves('page', []);
      const link = async (expiresInDays: number, createdDaysAgo: number, revokedDaysAgo?: number) => {
        const { link } = await insertPreviewLink(db, { documentId: doc.id, version: null, userId: editor.id, expiresAt: new Date(Date.now() + expiresInDays * 86_400_000).toISOString() });
        await db.query(
          `UPDATE preview_links SET created_at = now() - make_interval(days => $2),
             revoked_at = CASE WHEN $3::integer IS NULL THEN NULL ELSE now() - make_interval(days => $3::integer) END WHERE id = $1`,
          [link.id, createdDaysAgo, revokedDaysAgo ?? null],
        );
        return link.id;
      };
      const expiredLongAgo = await link(-31, 40);
      const revokedLongAgo = await link(10, 40, 31);
      const expiredRecently = await link(-29, 40);
      const working = await link(5, 400);

      await runRetention(ctx);
      const { rows } = await db.query<{ id: string }>('SELECT id FROM preview_links WHERE document_id = $1', [doc.id]);
      expect(rows.map((r) => r.id).sort()).toEqual([expiredRecently, working].sort());
      const entries = await retentionEntries('preview-link.delete', (e) => e.documentId === doc.id);
      expect(entries.map((e) => e.detail.link).sort()).toEqual([expiredLongAgo, revokedLongAgo].sort());
      expect(entries.find((e) => e.detail.link === revokedLongAgo)!.detail).toMatchObject({ days: 30, ageDays: 31 });
    });

    it('deletes in bounded batches and says when more is left for the next run', async () => {
      const form = fresh('batched');
      const ids = [];
      for (let i = 0; i < 5; i++) ids.push(await submission(form, { ageDays: 10, retentionDays: 1 }));
      const first = await runRetention(ctx, { batch: 2, maxBatches: 2 });
      expect(first).toMatchObject({ submissions: 4, more: true });
      expect((await remaining(ids)).length).toBe(1);
      const second = await runRetention(ctx, { batch: 2, maxBatches: 2 });
      expect(second).toMatchObject({ submissions: 1, more: false });
      expect(await remaining(ids)).toEqual([]);
      expect((await retentionEntries('submission.delete', (e) => e.detail.formId === form)).length).toBe(5);
    });
  });
}

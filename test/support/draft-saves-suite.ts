import { testRenderer } from './archive';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../src/components/registry';
import {
  createContentContext,
  createDocument,
  deleteDocument,
  getDocument,
  getDraftSave,
  listDraftSaves,
  restoreDraftSave,
  saveDraft,
  userActor,
  type ContentContext,
} from '../../src/content';
import { TesseraError } from '../../src/core/errors';
import { node, type Node } from '../../src/core/node';
import { DRAFT_SAVES_KEPT, listAudit, upsertSite } from '../../src/store';
import type { Db, DocumentRecord } from '../../src/store/types';

const ACTOR = 'drafts@suite.test';
const editor = userActor({ id: '00000000-0000-4000-8000-00000000d001', email: ACTOR, name: 'Dora Drafts', role: 'CMSTWO Super User' });
const someoneElse = userActor({ id: '00000000-0000-4000-8000-00000000d002', email: 'someone@else.test', name: 'Sid Else', role: 'CMSTWO User' });
const restorer = userActor({ id: '00000000-0000-4000-8000-00000000d003', email: 'restorer@suite.test', name: 'Rae Restorer', role: 'CMSTWO User' });
let counter = 0;
const freshPath = () => `/draft-saves-${process.pid}-${Date.now()}-${++counter}`;
const tree = (text: string): Node => node('page-layout', {}, { main: [node('heading', { text, level: 2 })], footerContent: [] });
const textOf = (t: Node) => t.slots.main?.[0]?.props.text;

async function failure(work: Promise<unknown>): Promise<TesseraError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TesseraError);
  return error as TesseraError;
}

/** Recent draft saves, through the content operations, run on every engine (PGlite in the unit project, PostgreSQL in pg). */
export function describeDraftSavesSuite(name: string, open: () => Promise<Db>): void {
  describe(name, () => {
    let db: Db;
    let ctx: ContentContext;
    beforeEach(async () => {
      db = await open();
      await upsertSite(db, { id: 'ice', name: 'ICE', hosts: ['ice.drafts.test'] });
      ctx = createContentContext({ db, registry, archive: testRenderer });
    });
    afterEach(() => db.close());

    const newPage = (text = 'created'): Promise<DocumentRecord> =>
      createDocument(ctx, { actor: editor, site: 'ice', path: freshPath(), kind: 'page', title: 'Fees', tree: tree(text) });

    async function saveTexts(doc: DocumentRecord, texts: string[]): Promise<DocumentRecord> {
      let current = doc;
      for (const text of texts) current = await saveDraft(ctx, { actor: editor, id: doc.id, revision: current.draftRevision, tree: tree(text) });
      return current;
    }

    it('keeps each save of a draft, newest first, with who saved it and when', async () => {
      const doc = await newPage();
      await saveTexts(doc, ['first edit', 'second edit']);
      const renamed = await saveDraft(ctx, { actor: someoneElse, id: doc.id, revision: 3, title: 'Fees 2030' });
      const saves = await listDraftSaves(ctx, { actor: editor, id: doc.id });
      expect(saves.map((s) => [s.revision, s.title, s.savedBy])).toEqual([
        [4, 'Fees 2030', 'someone@else.test'],
        [3, 'Fees', ACTOR],
        [2, 'Fees', ACTOR],
      ]);
      expect(saves[0]!.savedAt).toBe(renamed.updatedAt);
      expect(saves[0]!.path).toBe(doc.path);
      const second = await getDraftSave(ctx, { actor: editor, id: doc.id, revision: 3 });
      expect(textOf(second.tree)).toBe('second edit');
      expect(textOf((await getDraftSave(ctx, { actor: editor, id: doc.id, revision: 2 })).tree)).toBe('first edit');
      const dropped = await failure(getDraftSave(ctx, { actor: editor, id: doc.id, revision: 1 }));
      expect([dropped.code, dropped.message]).toEqual(['NOT_FOUND', `Draft save 1 of document ${doc.id} not found`]);
      expect((await failure(listDraftSaves(ctx, { actor: editor, id: 'not-a-uuid' }))).code).toBe('NOT_FOUND');
    });

    it(`keeps only the latest ${DRAFT_SAVES_KEPT} saves of a document, and no other document's`, async () => {
      const doc = await newPage();
      const other = await newPage();
      await saveTexts(other, ['other page']);
      await saveTexts(doc, Array.from({ length: DRAFT_SAVES_KEPT + 5 }, (_, i) => `edit ${i + 1}`));
      const saves = await listDraftSaves(ctx, { actor: editor, id: doc.id });
      expect(saves).toHaveLength(DRAFT_SAVES_KEPT);
      expect(saves[0]!.revision).toBe(DRAFT_SAVES_KEPT + 6);
      expect(saves.at(-1)!.revision).toBe(7);
      expect(await listDraftSaves(ctx, { actor: editor, id: other.id })).toHaveLength(1);
    });

    it('a failed save stores neither the draft nor its copy (stale revision)', async () => {
      const doc = await newPage();
      await saveTexts(doc, ['mine']);
      const stale = await failure(saveDraft(ctx, { actor: editor, id: doc.id, revision: 1, tree: tree('stale') }));
      expect([stale.code, stale.details]).toEqual(['CONFLICT', { current: 2 }]);
      expect((await listDraftSaves(ctx, { actor: editor, id: doc.id })).map((s) => s.revision)).toEqual([2]);
    });

    it('a save whose copy cannot be stored is not saved either: both or neither', async () => {
      const doc = await newPage('created');
      const failingCopy: Db = {
        ...db,
        engine: db.engine,
        query: db.query.bind(db),
        transaction: (fn) =>
          db.transaction((tx) =>
            fn({ ...tx, engine: tx.engine, transaction: tx.transaction.bind(tx), query: <R,>(sql: string, params?: readonly unknown[]) => (/INSERT INTO draft_saves/.test(sql) ? Promise.reject(new Error('disk full')) : tx.query<R>(sql, params)) }),
          ),
      };
      await expect(saveDraft({ ...ctx, db: failingCopy }, { actor: editor, id: doc.id, revision: 1, tree: tree('lost?') })).rejects.toThrow('disk full');
      const after = await getDocument(ctx, { actor: editor, id: doc.id });
      expect([after.draftRevision, textOf(after.draft)]).toEqual([1, 'created']);
    });

    it('restores a save as a new revision on top of the current one, deleting nothing', async () => {
      const doc = await newPage();
      const latest = await saveTexts(doc, ['first edit', 'second edit']);
      await saveDraft(ctx, { actor: editor, id: doc.id, revision: latest.draftRevision, title: 'Renamed' });
      const restored = await restoreDraftSave(ctx, { actor: restorer, id: doc.id, revision: 2, baseRevision: 4 });
      expect(restored.draftRevision).toBe(5);
      expect(textOf(restored.draft)).toBe('first edit');
      expect(restored.title).toBe('Fees');
      expect(restored.updatedBy).toBe('restorer@suite.test');
      expect(textOf((await getDocument(ctx, { actor: editor, id: doc.id })).draft)).toBe('first edit');
      // The restored draft is the newest save; the ones after the restored save are still there.
      expect((await listDraftSaves(ctx, { actor: editor, id: doc.id })).map((s) => s.revision)).toEqual([5, 4, 3, 2]);
      const [entry] = await listAudit(db, { documentId: doc.id, action: 'draft.restore' });
      expect(entry).toMatchObject({ actor: 'restorer@suite.test', detail: { from: 2, revision: 5 } });
    });

    it('refuses a stale revision (CONFLICT with the current one), an unknown save or document (NOT_FOUND)', async () => {
      const doc = await newPage();
      await saveTexts(doc, ['first edit', 'second edit']);
      const stale = await failure(restoreDraftSave(ctx, { actor: editor, id: doc.id, revision: 2, baseRevision: 2 }));
      expect(stale.code).toBe('CONFLICT');
      expect(stale.details).toMatchObject({ current: 3 });
      const unknownSave = await failure(restoreDraftSave(ctx, { actor: editor, id: doc.id, revision: 99, baseRevision: 3 }));
      expect([unknownSave.code, unknownSave.message]).toEqual(['NOT_FOUND', 'Draft save 99 not found']);
      const unknownDocument = await failure(restoreDraftSave(ctx, { actor: editor, id: '7d2b6a2e-9d4f-4a53-8f0e-0c6b1b2f9a11', revision: 2, baseRevision: 3 }));
      expect([unknownDocument.code, unknownDocument.message]).toEqual(['NOT_FOUND', 'Document 7d2b6a2e-9d4f-4a53-8f0e-0c6b1b2f9a11 not found']);
      expect((await getDocument(ctx, { actor: editor, id: doc.id })).draftRevision).toBe(3);
      expect(await listAudit(db, { documentId: doc.id, action: 'draft.restore' })).toEqual([]);
    });

    it('goes with its document when the document is deleted', async () => {
      const doc = await newPage();
      await saveTexts(doc, ['edit']);
      await deleteDocument(ctx, { actor: editor, id: doc.id });
      const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM draft_saves WHERE document_id = $1', [doc.id]);
      expect(rows[0]!.n).toBe(0);
    });
  });
}

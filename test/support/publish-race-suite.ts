import { testRenderer, warmRenderer } from './archive';
import { failingOn, rejectsWith } from './failures';
import { beforeAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../src/components/registry';
import { createContentContext, createDocument, getDocument, publishDocument, saveDraft, userActor, type ContentContext } from '../../src/content';
import { TesseraError } from '../../src/core/errors';
import { node, type Node } from '../../src/core/node';
import { listAudit, listVersions, upsertSite } from '../../src/store';
import type { Db } from '../../src/store/types';

const publisher = userActor({ id: '00000000-0000-4000-8000-00000000aaaa', email: 'publisher@race.test', name: 'Pia Publisher', role: 'CMSTWO Admin' });
const editors = [1, 2, 3].map((n) =>
  userActor({ id: `00000000-0000-4000-8000-00000000000${n}`, email: `editor${n}@race.test`, name: `Editor ${n}`, role: 'CMSTWO User' }),
);

let counter = 0;
const freshPath = () => `/publish-race-${process.pid}-${Date.now()}-${++counter}`;
/** An empty heading is kept in a draft (core/incomplete.ts) and refused by publishing. */
const page = (text: string): Node => node('page-layout', {}, { main: [node('heading', { text, level: 2 })], footerContent: [] });
const headingOf = (tree: Node) => tree.slots.main?.[0]?.props.text;
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Publishing against concurrent draft saves, through the content operations, on every engine
 * (PGlite in the unit project, PostgreSQL in pg): what is published is exactly the revision the
 * publisher reviewed, and never a draft with incomplete values.
 */
export function describePublishRaceSuite(name: string, open: () => Promise<Db>): void {
  describe(name, () => {
    beforeAll(warmRenderer);
    let db: Db;
    let ctx: ContentContext;
    beforeEach(async () => {
      db = await open();
      await upsertSite(db, { id: 'ice', name: 'ICE', hosts: ['ice.publish-race.test'] });
      ctx = createContentContext({ db, registry, archive: testRenderer });
    });
    afterEach(() => db.close());

    it('publishes only the reviewed revision, never an incomplete draft, while saves race publishes', async () => {
      const created = await createDocument(ctx, { actor: editors[0]!, site: 'ice', path: freshPath(), title: 'Fees', tree: page('Fees 2030') });
      const trees = new Map<number, Node>([[created.draftRevision, created.draft]]);
      const incomplete = new Set<number>();
      const outcomes = { published: 0, stale: 0, incomplete: 0, unchanged: 0 };

      async function saver(who: number, saves: number): Promise<void> {
        const actor = editors[who]!;
        for (let i = 0; i < saves; i++) {
          // Every third save leaves the heading empty, as someone still typing would.
          const text = (i + who) % 3 === 0 ? '' : `Fees ${who}.${i}`;
          for (;;) {
            const { draftRevision } = await getDocument(ctx, { actor, id: created.id });
            try {
              const saved = await saveDraft(ctx, { actor, id: created.id, revision: draftRevision, tree: page(text) });
              trees.set(saved.draftRevision, saved.draft);
              if (headingOf(saved.draft) === '') incomplete.add(saved.draftRevision);
              break;
            } catch (error) {
              if (!(error instanceof TesseraError && error.code === 'CONFLICT')) throw error;
            }
          }
          await yieldTurn();
        }
      }

      async function publishing(attempts: number): Promise<void> {
        for (let i = 0; i < attempts; i++) {
          const reviewed = await getDocument(ctx, { actor: publisher, id: created.id });
          await yieldTurn();
          try {
            const { version } = await publishDocument(ctx, { actor: publisher, id: created.id, revision: reviewed.draftRevision });
            expect(version.tree).toEqual(reviewed.draft);
            outcomes.published += 1;
          } catch (error) {
            if (!(error instanceof TesseraError)) throw error;
            if (error.code === 'DRAFT_CHANGED') {
              outcomes.stale += 1;
              const current = error.details.current as number;
              expect(current).toBeGreaterThan(reviewed.draftRevision);
              expect(editors.map((e) => e.email)).toContain(error.details.by);
              expect(error.message).toContain(`${String(error.details.by)} saved revision ${current} at `);
            } else if (error.code === 'PAGE_INCOMPLETE') {
              outcomes.incomplete += 1;
              expect(incomplete.has(reviewed.draftRevision) || headingOf(reviewed.draft) === '').toBe(true);
            } else if (error.code === 'NOTHING_TO_PUBLISH') {
              outcomes.unchanged += 1;
            } else {
              throw error;
            }
          }
        }
      }

      await Promise.all([saver(0, 12), saver(1, 12), saver(2, 12), publishing(15), publishing(15), publishing(15)]);
      // One more publish after the race, so the run always ends with at least one version.
      const last = await getDocument(ctx, { actor: publisher, id: created.id });
      if (headingOf(last.draft) === '') {
        const fixed = await saveDraft(ctx, { actor: editors[0]!, id: created.id, revision: last.draftRevision, tree: page('Fees final') });
        trees.set(fixed.draftRevision, fixed.draft);
        await publishDocument(ctx, { actor: publisher, id: created.id, revision: fixed.draftRevision });
      } else if (last.status !== 'published') {
        await publishDocument(ctx, { actor: publisher, id: created.id, revision: last.draftRevision });
      }

      expect(outcomes.published + outcomes.stale + outcomes.incomplete + outcomes.unchanged).toBe(45);
      const versions = await listVersions(db, { id: created.id });
      expect(versions.length).toBeGreaterThan(0);
      const audit = await listAudit(db, { documentId: created.id, action: 'document.publish' });
      const revisionOf = new Map(audit.map((entry) => [entry.detail.version as number, entry.detail.revision as number]));
      for (const version of versions) {
        const revision = revisionOf.get(version.version)!;
        expect(incomplete.has(revision), `version ${version.version} is revision ${revision}, an incomplete draft`).toBe(false);
        expect(headingOf(version.tree)).not.toBe('');
        expect(version.tree, `version ${version.version}`).toEqual(trees.get(revision));
      }
    });

    it('refuses a revision older than the draft with 409, naming who saved the newer one and when', async () => {
      const created = await createDocument(ctx, { actor: publisher, site: 'ice', path: freshPath(), title: 'Fees', tree: page('Reviewed') });
      const saved = await saveDraft(ctx, { actor: editors[1]!, id: created.id, revision: created.draftRevision, tree: page('Changed a second ago') });
      const stale = await rejectsWith(publishDocument(ctx, { actor: publisher, id: created.id, revision: created.draftRevision }));
      expect(stale.code).toBe('DRAFT_CHANGED');
      expect(stale.status).toBe(409);
      expect(stale.message).toBe(
        `The draft changed after you reviewed it: editor2@race.test saved revision ${saved.draftRevision} at ${saved.updatedAt}. Review that revision, then publish again`,
      );
      expect(stale.toJSON()).toMatchObject({ error: 'DRAFT_CHANGED', current: saved.draftRevision, updatedBy: 'editor2@race.test', updatedAt: saved.updatedAt });
      expect(await listVersions(db, { id: created.id })).toEqual([]);

      const { version, document } = await publishDocument(ctx, { actor: publisher, id: created.id, revision: saved.draftRevision, note: 'Reviewed' });
      expect(headingOf(version.tree)).toBe('Changed a second ago');
      expect(document).toMatchObject({ status: 'published', publishedVersion: 1 });
      const [entry] = await listAudit(db, { documentId: created.id, action: 'document.publish' });
      expect(entry).toMatchObject({ actor: 'publisher@race.test', detail: { version: 1, revision: saved.draftRevision, note: 'Reviewed' } });
      const again = await rejectsWith(publishDocument(ctx, { actor: publisher, id: created.id, revision: saved.draftRevision }));
      expect(again.code).toBe('NOTHING_TO_PUBLISH');
    });

    it('leaves nothing published when the audit entry cannot be written', async () => {
      const created = await createDocument(ctx, { actor: publisher, site: 'ice', path: freshPath(), title: 'Fees', tree: page('Atomic') });
      const broken = { ...ctx, db: failingOn(db, /INSERT INTO audit_log/) };
      await expect(publishDocument(broken, { actor: publisher, id: created.id, revision: created.draftRevision })).rejects.toThrow('injected failure');
      expect(await listVersions(db, { id: created.id })).toEqual([]);
      expect(await getDocument(ctx, { actor: publisher, id: created.id })).toMatchObject({ publishedVersion: null, status: 'draft' });
      expect((await publishDocument(ctx, { actor: publisher, id: created.id, revision: created.draftRevision })).version.version).toBe(1);
    });
  });
}

import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../src/components/registry';
import {
  archiveAt,
  CLI,
  createContentContext,
  createDocument,
  createUser,
  exportArchive,
  listArchive,
  publishDocument,
  saveDraft,
  unpublishDocument,
  userActor,
  verifyArchive,
  type ContentContext,
  type UserActor,
} from '../../src/content';
import { TesseraError } from '../../src/core/errors';
import { node, type Node } from '../../src/core/node';
import type { SiteId } from '../../src/core/sites';
import { upsertSite } from '../../src/store';
import type { Db } from '../../src/store/types';
import { testRenderer, warmRenderer } from './archive';
import { publishDraft } from '../../src/content/publishing/publish';

const SITE: SiteId = 'ice';
const MINUTE = 60_000;

let counter = 0;
const fresh = (prefix: string) => `/${prefix}-${process.pid}-${++counter}`;
const fragment = (text: string): Node => node('fragment', {}, { content: [node('heading', { text, level: 3 })] });
const pageWith = (text: string, partial: string): Node =>
  node('page-layout', {}, { main: [node('heading', { text, level: 2 })], footerContent: [node('include', { path: partial })] });

async function notFound(work: Promise<unknown>): Promise<void> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TesseraError);
  expect((error as TesseraError).code).toBe('NOT_FOUND');
}

/**
 * The record of what was served (issue 23 items 4 and 5) on every engine: what a path showed at
 * an instant across a publish, a partial change and an unpublish; the table refuses UPDATE,
 * DELETE and TRUNCATE; a row altered behind the application's back (as the database owner, with
 * the trigger disabled) is found by verify, which names it; an export checks itself.
 */
export function describeArchiveSuite(name: string, open: () => Promise<Db>): void {
  describe(name, () => {
    beforeAll(warmRenderer);
    let db: Db;
    let ctx: ContentContext;
    let publisher: UserActor;
    /** The clock publications read: moved by hand, starting after anything already in the archive. */
    let now: Date;
    const later = (minutes: number) => (now = new Date(now.getTime() + minutes * MINUTE));

    beforeEach(async () => {
      db = await open();
      await upsertSite(db, { id: SITE, name: 'ICE', hosts: ['ice.archive.test'] });
      now = new Date(Math.ceil((Date.now() + 24 * 60 * MINUTE) / MINUTE) * MINUTE);
      ctx = createContentContext({ db, registry, archive: testRenderer, clock: { now: () => now } });
      publisher = userActor(await createUser(ctx, { actor: CLI, email: `publisher-${process.pid}-${++counter}@archive.test`, name: 'Pat Publisher', role: 'CMSTWO Admin', password: 'a long enough password' }));
    });

    afterEach(() => db.close());

    /** A published partial and a published page that includes it; returns their ids and paths. */
    async function pageWithPartial() {
      const partialPath = fresh('archive-footer');
      const partial = await createDocument(ctx, { actor: publisher, site: SITE, kind: 'partial', path: partialPath, title: 'Footer', tree: fragment('Footer one') });
      await publishDocument(ctx, { actor: publisher, id: partial.id, revision: 1 });
      later(10);
      const doc = await createDocument(ctx, { actor: publisher, site: SITE, path: fresh('archive-fees'), title: 'Fees', tree: pageWith('Fees as of March', partialPath) });
      await publishDocument(ctx, { actor: publisher, id: doc.id, revision: 1 });
      return { partial, doc, publishedAt: new Date(now) };
    }

    it('answers what a path served at each instant across a publish, a partial change and an unpublish', async () => {
      const { partial, doc, publishedAt } = await pageWithPartial();
      await notFound(archiveAt(ctx, { actor: publisher, site: SITE, path: doc.path, at: new Date(publishedAt.getTime() - 1) }));

      const first = await archiveAt(ctx, { actor: publisher, site: SITE, path: doc.path, at: new Date(publishedAt.getTime() + 5 * MINUTE) });
      expect(first.verified).toBe(true);
      expect(first.entry).toMatchObject({ event: 'publish', cause: 'document', version: 1, documentId: doc.id, publishedBy: publisher.email, approvedBy: publisher.email, requestedBy: null, urgentReason: null });
      expect(first.entry.html).toMatch(/^<!DOCTYPE html>/i);
      expect(first.entry.html).toContain('Fees as of March');
      expect(first.entry.html).toContain('Footer one');

      later(10);
      await saveDraft(ctx, { actor: publisher, id: partial.id, revision: 1, tree: fragment('Footer two') });
      await publishDocument(ctx, { actor: publisher, id: partial.id, revision: 2 });
      const partialChangedAt = new Date(now);
      const second = await archiveAt(ctx, { actor: publisher, site: SITE, path: doc.path, at: new Date(partialChangedAt.getTime() + MINUTE) });
      expect(second.entry).toMatchObject({ cause: `partial ${partial.path}`, version: 1 });
      expect(second.verified).toBe(true);
      expect(second.entry.html).toContain('Footer two');
      expect(second.entry.html).not.toContain('Footer one');
      // Before the partial changed, the page still showed the first footer.
      expect((await archiveAt(ctx, { actor: publisher, site: SITE, path: doc.path, at: new Date(partialChangedAt.getTime() - MINUTE) })).entry.html).toContain('Footer one');

      later(10);
      await unpublishDocument(ctx, { actor: publisher, id: doc.id });
      const unpublishedAt = new Date(now);
      await notFound(archiveAt(ctx, { actor: publisher, site: SITE, path: doc.path, at: new Date(unpublishedAt.getTime() + MINUTE) }));
      expect((await archiveAt(ctx, { actor: publisher, site: SITE, path: doc.path, at: new Date(unpublishedAt.getTime() - MINUTE) })).entry.html).toContain('Footer two');

      const entries = await listArchive(ctx, { actor: publisher, site: SITE, path: doc.path });
      expect(entries.map((e) => [e.event, e.cause])).toEqual([
        ['withdrawn', 'document'],
        ['publish', `partial ${partial.path}`],
        ['publish', 'document'],
      ]);
      const [report] = await verifyArchive(ctx, { actor: CLI, site: SITE });
      expect(report).toMatchObject({ site: SITE, broken: null });
      expect(report!.entries).toBeGreaterThanOrEqual(5);
    });

    it('records the approver, the requester and an urgent reason, and a move as the old path withdrawn', async () => {
      const doc = await createDocument(ctx, { actor: publisher, site: SITE, path: fresh('archive-approved'), title: 'Approved', tree: pageWith('Approved', '/footer') });
      await db.transaction((tx) =>
        publishDraft(ctx, tx, { actor: publisher, id: doc.id, revision: 1, note: null, refuseUnchanged: true, approval: { kind: 'review', requestId: 'r-1', requestedBy: 'uma@archive.test', approvedBy: publisher.email } }),
      );
      expect((await archiveAt(ctx, { actor: publisher, site: SITE, path: doc.path, at: now })).entry).toMatchObject({ approvedBy: publisher.email, requestedBy: 'uma@archive.test', urgentReason: null });

      later(5);
      const moved = fresh('archive-moved');
      await saveDraft(ctx, { actor: publisher, id: doc.id, revision: 1, path: moved });
      await db.transaction((tx) =>
        publishDraft(ctx, tx, { actor: publisher, id: doc.id, revision: 2, note: null, refuseUnchanged: true, approval: { kind: 'urgent', reason: 'Trading halt notice', by: publisher.email } }),
      );
      expect((await archiveAt(ctx, { actor: publisher, site: SITE, path: moved, at: now })).entry).toMatchObject({ urgentReason: 'Trading halt notice', requestedBy: null, version: 2 });
      await notFound(archiveAt(ctx, { actor: publisher, site: SITE, path: doc.path, at: now }));
      expect((await listArchive(ctx, { actor: publisher, site: SITE, path: doc.path }))[0]).toMatchObject({ event: 'withdrawn', cause: `moved to ${moved}`, documentId: doc.id });
    });

    it('refuses UPDATE, DELETE and TRUNCATE of archive rows', async () => {
      const { doc } = await pageWithPartial();
      const [entry] = await listArchive(ctx, { actor: publisher, site: SITE, path: doc.path });
      await expect(db.query(`UPDATE archive_entries SET html = '<p>altered</p>' WHERE id = $1`, [entry!.id])).rejects.toThrow(/append-only: UPDATE refused/);
      await expect(db.query(`DELETE FROM archive_entries WHERE id = $1`, [entry!.id])).rejects.toThrow(/append-only: DELETE refused/);
      await expect(db.query(`TRUNCATE archive_entries`)).rejects.toThrow(/append-only: TRUNCATE refused/);
      expect((await archiveAt(ctx, { actor: publisher, site: SITE, path: doc.path, at: now })).verified).toBe(true);
    });

    it('finds a row altered or removed behind the application’s back, naming the first broken entry', async () => {
      const { doc } = await pageWithPartial();
      later(5);
      const other = await createDocument(ctx, { actor: publisher, site: SITE, path: fresh('archive-later'), title: 'Later', tree: pageWith('Later page', '/footer') });
      await publishDocument(ctx, { actor: publisher, id: other.id, revision: 1 });
      const [target] = await listArchive(ctx, { actor: publisher, site: SITE, path: doc.path });

      // As the database owner: the trigger set aside, the HTML changed, the trigger back.
      await db.exec(`ALTER TABLE archive_entries DISABLE TRIGGER archive_entries_no_update_delete`);
      await db.query(`UPDATE archive_entries SET html = replace(html, 'Fees as of March', 'Fees as of April') WHERE id = $1`, [target!.id]);
      await db.exec(`ALTER TABLE archive_entries ENABLE TRIGGER archive_entries_no_update_delete`);

      const [report] = await verifyArchive(ctx, { actor: CLI, site: SITE });
      expect(report!.broken).toMatchObject({ id: target!.id, seq: target!.seq, path: doc.path, at: target!.at, problem: 'its HTML does not match its SHA-256' });
      const view = await archiveAt(ctx, { actor: publisher, site: SITE, path: doc.path, at: now });
      expect(view.verified).toBe(false);
      expect(view.broken).toMatchObject({ id: target!.id, problem: 'its HTML does not match its SHA-256' });

      // A whole entry rewritten consistently (its HTML hash and its own hash) breaks the next link instead.
      await db.exec(`ALTER TABLE archive_entries DISABLE TRIGGER archive_entries_no_update_delete`);
      await db.query(`DELETE FROM archive_entries WHERE id = $1`, [target!.id]);
      await db.exec(`ALTER TABLE archive_entries ENABLE TRIGGER archive_entries_no_update_delete`);
      const [afterDelete] = await verifyArchive(ctx, { actor: CLI, site: SITE });
      expect(afterDelete!.broken).toMatchObject({ seq: target!.seq + 1, problem: `entry #${target!.seq} of the chain is missing (the next entry found is #${target!.seq + 1})` });
    });

    it('keeps one linear chain per site when publications race', async () => {
      const docs = [];
      for (let i = 0; i < 4; i++) docs.push(await createDocument(ctx, { actor: publisher, site: SITE, path: fresh('archive-race'), title: `Race ${i}`, tree: pageWith(`Race ${i}`, '/footer') }));
      await Promise.all(docs.map((d) => publishDocument(ctx, { actor: publisher, id: d.id, revision: 1 })));
      const [report] = await verifyArchive(ctx, { actor: CLI, site: SITE });
      expect(report!.broken).toBeNull();
      for (const d of docs) expect((await listArchive(ctx, { actor: publisher, site: SITE, path: d.path })).length).toBe(1);
    });

    it('exports a bundle that checks itself without Tessera, and fails when its HTML is changed', async () => {
      const { doc } = await pageWithPartial();
      const files = await exportArchive(ctx, { actor: publisher, site: SITE, path: doc.path, at: now });
      expect(files.map((f) => f.name)).toEqual(['page.html', 'entry.json', 'chain.json', 'check.mjs', 'README.md']);
      const dir = await mkdtemp(join(tmpdir(), 'tessera-archive-bundle-'));
      try {
        for (const f of files) await writeFile(join(dir, f.name), f.content);
        const ok = spawnSync(process.execPath, ['check.mjs'], { cwd: dir, encoding: 'utf8' });
        expect(ok.status, ok.stderr).toBe(0);
        expect(ok.stdout).toContain(`OK: ${SITE} ${doc.path}`);
        await writeFile(join(dir, 'page.html'), files[0]!.content.replace('Fees as of March', 'Fees as of April'));
        const broken = spawnSync(process.execPath, ['check.mjs'], { cwd: dir, encoding: 'utf8' });
        expect(broken.status).toBe(1);
        expect(broken.stderr).toContain('BROKEN: page.html does not match the SHA-256 of the entry');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
}

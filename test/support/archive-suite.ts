import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
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
  deleteDocument,
  exportArchive,
  listArchive,
  openArchiveAnchor,
  publishDocument,
  recordArchive,
  saveDraft,
  setSiteSettings,
  unpublishDocument,
  userActor,
  verifyArchive,
  writeCheckpoint,
  type ArchiveAnchor,
  type ContentContext,
  type UserActor,
} from '../../src/content';
import { entryHash } from '../../src/content/archive/hash';
import { upsertNotices } from '../../src/content/notices/upsert-notices';
import { TesseraError } from '../../src/core/errors';
import { node, type Node } from '../../src/core/node';
import type { SiteId } from '../../src/core/sites';
import { archiveChainPage, upsertSite } from '../../src/store';
import type { Db } from '../../src/store/types';
import { recordedView, testRenderer, warmRenderer } from './archive';
import { publishDraft } from '../../src/content/publishing/publish';

const SITE: SiteId = 'ice';
const MINUTE = 60_000;

let counter = 0;
const fresh = (prefix: string) => `/${prefix}-${process.pid}-${++counter}`;
const fragment = (text: string): Node => node('fragment', {}, { content: [node('heading', { text, level: 3 })] });
const pageWith = (text: string, partial: string): Node =>
  node('page-layout', {}, { main: [node('heading', { text, level: 2 })], footerContent: [node('include', { path: partial })] });
/** A footer long enough that its change is stored as a blob the pages share. */
const longFooter = (word: string): Node =>
  node('fragment', {}, { content: [node('rich-text', { html: `<p>${`The ${word} clearing schedule applies to every contract listed on this exchange. `.repeat(6)}</p>` })] });

async function notFound(work: Promise<unknown>): Promise<void> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TesseraError);
  expect((error as TesseraError).code).toBe('NOT_FOUND');
}

/** Runs a statement as the database owner with the archive's append-only triggers set aside (an attacker holding the database). */
async function asOwner(db: Db, sql: string, params: unknown[] = []): Promise<void> {
  await db.exec('ALTER TABLE archive_entries DISABLE TRIGGER archive_entries_no_update_delete; ALTER TABLE archive_bodies DISABLE TRIGGER archive_bodies_no_update_delete');
  try {
    await db.query(sql, params);
  } finally {
    await db.exec('ALTER TABLE archive_entries ENABLE TRIGGER archive_entries_no_update_delete; ALTER TABLE archive_bodies ENABLE TRIGGER archive_bodies_no_update_delete');
  }
}

/**
 * The record of what was served (issue 23 items 4 and 5, issue 40 items 1 and 2) on every
 * engine: publications are recorded after commit and answer "recording" until then; each entry
 * holds what its own publication served, however late it is rendered; a partial change stores
 * a few hundred bytes per page; the tables refuse UPDATE, DELETE and TRUNCATE; a row altered,
 * removed or re-chained behind the application's back is found; an export checks itself.
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
    const record = () => recordArchive(ctx);
    const servedAt = async (path: string, at: Date) => recordedView(await archiveAt(ctx, { actor: publisher, site: SITE, path, at }));
    const entriesOf = async (path: string) => (await listArchive(ctx, { actor: publisher, site: SITE, path })).entries;

    beforeEach(async () => {
      db = await open();
      await upsertSite(db, { id: SITE, name: 'ICE', hosts: ['ice.archive.test'] });
      now = new Date(Math.ceil((Date.now() + 24 * 60 * MINUTE) / MINUTE) * MINUTE);
      ctx = createContentContext({ db, registry, archive: testRenderer, clock: { now: () => now } });
      publisher = userActor(await createUser(ctx, { actor: CLI, email: `publisher-${process.pid}-${++counter}@archive.test`, name: 'Pat Publisher', role: 'CMSTWO Admin', password: 'a long enough password' }));
      // Whatever the template left pending is not this test's.
      await record();
    });

    afterEach(() => db.close());

    /** A published partial and a published page that includes it, recorded; returns their ids and paths. */
    async function pageWithPartial(footer: Node = fragment('Footer one')) {
      const partialPath = fresh('archive-footer');
      const partial = await createDocument(ctx, { actor: publisher, site: SITE, kind: 'partial', path: partialPath, title: 'Footer', tree: footer });
      await publishDocument(ctx, { actor: publisher, id: partial.id, revision: 1 });
      later(10);
      const doc = await createDocument(ctx, { actor: publisher, site: SITE, path: fresh('archive-fees'), title: 'Fees', tree: pageWith('Fees as of March', partialPath) });
      await publishDocument(ctx, { actor: publisher, id: doc.id, revision: 1 });
      const publishedAt = new Date(now);
      await record();
      return { partial, doc, publishedAt };
    }

    it('answers what a path served at each instant across a publish, a partial change and an unpublish', async () => {
      const { partial, doc, publishedAt } = await pageWithPartial();
      await notFound(archiveAt(ctx, { actor: publisher, site: SITE, path: doc.path, at: new Date(publishedAt.getTime() - 1) }));

      const first = await servedAt(doc.path, new Date(publishedAt.getTime() + 5 * MINUTE));
      expect(first.verified).toBe(true);
      expect(first.entry).toMatchObject({ event: 'publish', cause: 'document', version: 1, documentId: doc.id, publishedBy: publisher.email, approvedBy: publisher.email, requestedBy: null, urgentReason: null });
      expect(first.entry.at).toBe(publishedAt.toISOString());
      expect(first.entry.html).toMatch(/^<!DOCTYPE html>/i);
      expect(first.entry.html).toContain('Fees as of March');
      expect(first.entry.html).toContain('Footer one');

      later(10);
      await saveDraft(ctx, { actor: publisher, id: partial.id, revision: 1, tree: fragment('Footer two') });
      await publishDocument(ctx, { actor: publisher, id: partial.id, revision: 2 });
      const partialChangedAt = new Date(now);
      await record();
      const second = await servedAt(doc.path, new Date(partialChangedAt.getTime() + MINUTE));
      expect(second.entry).toMatchObject({ cause: `partial ${partial.path}`, version: 1 });
      expect(second.verified).toBe(true);
      expect(second.entry.html).toContain('Footer two');
      expect(second.entry.html).not.toContain('Footer one');
      // Before the partial changed, the page still showed the first footer.
      expect((await servedAt(doc.path, new Date(partialChangedAt.getTime() - MINUTE))).entry.html).toContain('Footer one');

      later(10);
      await unpublishDocument(ctx, { actor: publisher, id: doc.id });
      const unpublishedAt = new Date(now);
      await record();
      await notFound(archiveAt(ctx, { actor: publisher, site: SITE, path: doc.path, at: new Date(unpublishedAt.getTime() + MINUTE) }));
      expect((await servedAt(doc.path, new Date(unpublishedAt.getTime() - MINUTE))).entry.html).toContain('Footer two');

      expect((await entriesOf(doc.path)).map((e) => [e.event, e.cause])).toEqual([
        ['withdrawn', 'document'],
        ['publish', `partial ${partial.path}`],
        ['publish', 'document'],
      ]);
      const { chains } = await verifyArchive(ctx, { actor: CLI, site: SITE });
      expect(chains[0]).toMatchObject({ site: SITE, broken: null, problems: [], pending: null });
      expect(chains[0]!.entries).toBeGreaterThanOrEqual(5);
    });

    it('says "recording" with what is pending until the archive job records it, never another page', async () => {
      const { partial, doc, publishedAt } = await pageWithPartial();
      later(10);
      await saveDraft(ctx, { actor: publisher, id: doc.id, revision: 1, tree: pageWith('Fees as of April', partial.path) });
      await publishDocument(ctx, { actor: publisher, id: doc.id, revision: 2 });
      const republishedAt = new Date(now);

      const pending = await archiveAt(ctx, { actor: publisher, site: SITE, path: doc.path, at: new Date(republishedAt.getTime() + MINUTE) });
      expect(pending).toEqual({
        state: 'recording',
        pending: [{ at: republishedAt.toISOString(), event: 'publish', cause: 'document', version: 2, publishedBy: publisher.email, remaining: 1, items: 1 }],
      });
      // Before the pending publication the recorded page answers as before.
      expect((await servedAt(doc.path, new Date(publishedAt.getTime() + MINUTE))).entry.html).toContain('Fees as of March');
      expect((await listArchive(ctx, { actor: publisher, site: SITE, path: doc.path })).pending).toHaveLength(1);
      const refused = await exportArchive(ctx, { actor: publisher, site: SITE, path: doc.path, at: new Date(republishedAt.getTime() + MINUTE) }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(TesseraError);
      expect((refused as TesseraError).code).toBe('ARCHIVE_RECORDING');
      const { chains } = await verifyArchive(ctx, { actor: CLI, site: SITE });
      expect(chains[0]).toMatchObject({ broken: null, problems: [], pending: { publications: 1, items: 1, oldestAt: republishedAt.toISOString() } });

      expect(await record()).toMatchObject({ entries: 1, publications: 1, more: false });
      const recorded = await servedAt(doc.path, new Date(republishedAt.getTime() + MINUTE));
      expect(recorded.entry).toMatchObject({ version: 2, at: republishedAt.toISOString() });
      expect(recorded.entry.html).toContain('Fees as of April');
      expect((await listArchive(ctx, { actor: publisher, site: SITE, path: doc.path })).pending).toEqual([]);
    });

    it('records each publication as it was, however late: the footer, the page and the settings of its own moment', async () => {
      const { partial, doc } = await pageWithPartial();
      later(10);
      await saveDraft(ctx, { actor: publisher, id: partial.id, revision: 1, tree: fragment('Footer two') });
      await publishDocument(ctx, { actor: publisher, id: partial.id, revision: 2 });
      const twoAt = new Date(now);
      later(10);
      // The page itself changes before the footer's publication is recorded …
      await saveDraft(ctx, { actor: publisher, id: doc.id, revision: 1, tree: pageWith('Fees as of April', partial.path) });
      await publishDocument(ctx, { actor: publisher, id: doc.id, revision: 2 });
      const pageAt = new Date(now);
      later(10);
      // … and so do the footer again and the site's colours.
      await saveDraft(ctx, { actor: publisher, id: partial.id, revision: 2, tree: fragment('Footer three') });
      await publishDocument(ctx, { actor: publisher, id: partial.id, revision: 3 });
      const threeAt = new Date(now);
      later(10);
      await setSiteSettings(ctx, { actor: publisher, site: SITE, section: 'theme', body: { primary: '#123456' } });
      const themeAt = new Date(now);

      await record();
      const at = async (instant: Date) => (await servedAt(doc.path, new Date(instant.getTime() + MINUTE))).entry;
      const two = await at(twoAt);
      expect(two).toMatchObject({ cause: `partial ${partial.path}`, version: 1 });
      expect(two.html).toContain('Footer two');
      expect(two.html).toContain('Fees as of March');
      expect(two.html).not.toContain('Footer three');
      const page = await at(pageAt);
      expect(page).toMatchObject({ cause: 'document', version: 2 });
      expect(page.html).toContain('Fees as of April');
      expect(page.html).toContain('Footer two');
      const three = await at(threeAt);
      expect(three.html).toContain('Footer three');
      expect(three.html).not.toContain('--t-color-primary:#123456');
      const theme = await at(themeAt);
      expect(theme).toMatchObject({ cause: 'site settings: theme' });
      expect(theme.html).toContain('--t-color-primary:#123456');
      expect(theme.html).toContain('Footer three');
      await setSiteSettings(ctx, { actor: publisher, site: SITE, section: 'theme', body: {} });
    });

    it('records a page deleted before its publication was recorded, as it was', async () => {
      const partialPath = fresh('archive-footer');
      const partial = await createDocument(ctx, { actor: publisher, site: SITE, kind: 'partial', path: partialPath, title: 'Footer', tree: fragment('Footer of a short life') });
      await publishDocument(ctx, { actor: publisher, id: partial.id, revision: 1 });
      later(5);
      const doc = await createDocument(ctx, { actor: publisher, site: SITE, path: fresh('archive-brief'), title: 'Brief', tree: pageWith('Here briefly', partialPath) });
      await publishDocument(ctx, { actor: publisher, id: doc.id, revision: 1 });
      const publishedAt = new Date(now);
      later(5);
      await deleteDocument(ctx, { actor: publisher, id: doc.id });
      await deleteDocument(ctx, { actor: publisher, id: partial.id });
      await record();
      const served = await servedAt(doc.path, publishedAt);
      expect(served.entry.html).toContain('Here briefly');
      expect(served.entry.html).toContain('Footer of a short life');
      await notFound(archiveAt(ctx, { actor: publisher, site: SITE, path: doc.path, at: now }));
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM archive_kept_versions');
      expect(rows[0]!.n).toBe(0);
    });

    it('records the notices a page listed at each publication, captured when it was published', async () => {
      const word = `w${process.pid}x${++counter}`;
      const doc = await createDocument(ctx, {
        actor: publisher,
        site: SITE,
        path: fresh('archive-memos'),
        title: 'Memos',
        tree: node('page-layout', {}, { main: [node('notice-list', { caption: 'Memos', searchCollections: [{ collection: 'information-memos' }], showTopicFilter: false, pageSize: 5 })] }),
      });
      await publishDocument(ctx, { actor: publisher, id: doc.id, revision: 1 });
      await record();
      const day = now.toISOString().slice(0, 10);
      const notice = { collection: 'information-memos', noticeNumber: `IM-${word}`, name: '', topic: 'Trading', market: 'NYSE', jurisdiction: 'US', circularType: 'Trader Update', pubDate: day, filePath: '', url: '', rules: '', sortOrder: 0, body: '' };
      later(5);
      await upsertNotices(ctx, { actor: publisher, notices: [{ ...notice, title: `Auction collars widened ${word}` }], status: 'published' });
      const widenedAt = new Date(now);
      later(5);
      await upsertNotices(ctx, { actor: publisher, notices: [{ ...notice, title: `Auction collars narrowed ${word}` }], status: 'published' });
      const narrowedAt = new Date(now);
      await record();
      const widened = (await servedAt(doc.path, widenedAt)).entry;
      expect(widened).toMatchObject({ cause: 'notices' });
      expect(widened.html).toContain(`Auction collars widened ${word}`);
      expect(widened.html).not.toContain(`Auction collars narrowed ${word}`);
      const narrowed = (await servedAt(doc.path, narrowedAt)).entry;
      expect(narrowed.html).toContain(`Auction collars narrowed ${word}`);
    });

    it('stores a partial change as a few hundred bytes per page, the partial itself once, and reads every page back exactly', async () => {
      const { partial } = await pageWithPartial(longFooter('old'));
      const pages = [];
      for (let i = 0; i < 8; i++) {
        const doc = await createDocument(ctx, { actor: publisher, site: SITE, path: fresh('archive-many'), title: `Page ${i}`, tree: pageWith(`Contract ${i} specifications and margins`, partial.path) });
        await publishDocument(ctx, { actor: publisher, id: doc.id, revision: 1 });
        pages.push(doc);
      }
      await record();
      const count = async () =>
        (
          await db.query<{ bodies: number; frames: number; blobs: number; bytes: number }>(
            `SELECT (SELECT count(*)::int FROM archive_bodies) AS bodies, (SELECT count(*)::int FROM archive_bodies WHERE base IS NULL) AS frames,
                    (SELECT count(*)::int FROM archive_blobs) AS blobs, (SELECT coalesce(sum(length(data)), 0)::int FROM archive_bodies) + (SELECT coalesce(sum(length(data)), 0)::int FROM archive_blobs) AS bytes`,
          )
        ).rows[0]!;
      const before = await count();
      later(10);
      await saveDraft(ctx, { actor: publisher, id: partial.id, revision: 1, tree: longFooter('new') });
      await publishDocument(ctx, { actor: publisher, id: partial.id, revision: 2 });
      const changedAt = new Date(now);
      const { entries } = await record();
      expect(entries).toBe(pages.length + 2);
      const after = await count();
      expect(after.bodies - before.bodies).toBe(pages.length + 2);
      // No page is stored whole again, and the new footer's bytes are stored once, not per page.
      expect(after.frames - before.frames).toBe(0);
      expect(after.blobs - before.blobs).toBeLessThanOrEqual(2);
      expect((after.bytes - before.bytes) / (pages.length + 2)).toBeLessThan(400);
      for (const doc of pages) {
        const { entry, verified } = await servedAt(doc.path, changedAt);
        expect(verified).toBe(true);
        expect(entry.html).toContain('The new clearing schedule');
        expect(entry.html).toContain(`${doc.title.replace('Page ', 'Contract ')} specifications`);
      }
      const { chains } = await verifyArchive(ctx, { actor: CLI, site: SITE });
      expect(chains[0]).toMatchObject({ broken: null, problems: [] });
    });

    it('records the approver, the requester and an urgent reason, and a move as the old path withdrawn', async () => {
      const doc = await createDocument(ctx, { actor: publisher, site: SITE, path: fresh('archive-approved'), title: 'Approved', tree: pageWith('Approved', '/footer') });
      await db.transaction((tx) =>
        publishDraft(ctx, tx, { actor: publisher, id: doc.id, revision: 1, note: null, refuseUnchanged: true, approval: { kind: 'review', requestId: 'r-1', requestedBy: 'uma@archive.test', approvedBy: publisher.email } }),
      );
      await record();
      expect((await servedAt(doc.path, now)).entry).toMatchObject({ approvedBy: publisher.email, requestedBy: 'uma@archive.test', urgentReason: null });

      later(5);
      const moved = fresh('archive-moved');
      await saveDraft(ctx, { actor: publisher, id: doc.id, revision: 1, path: moved });
      await db.transaction((tx) =>
        publishDraft(ctx, tx, { actor: publisher, id: doc.id, revision: 2, note: null, refuseUnchanged: true, approval: { kind: 'urgent', reason: 'Trading halt notice', by: publisher.email } }),
      );
      await record();
      expect((await servedAt(moved, now)).entry).toMatchObject({ urgentReason: 'Trading halt notice', requestedBy: null, version: 2 });
      await notFound(archiveAt(ctx, { actor: publisher, site: SITE, path: doc.path, at: now }));
      expect((await entriesOf(doc.path))[0]).toMatchObject({ event: 'withdrawn', cause: `moved to ${moved}`, documentId: doc.id });
    });

    it('refuses UPDATE, DELETE and TRUNCATE of archive rows, bodies and blobs', async () => {
      const { doc, partial } = await pageWithPartial(longFooter('kept'));
      // The footer changed: each page is stored as operations on its last body, the new bytes as a blob.
      later(5);
      await saveDraft(ctx, { actor: publisher, id: partial.id, revision: 1, tree: node('fragment', {}, { content: [node('rich-text', { html: `<p>${'A wholly new footer paragraph for the record. '.repeat(4)}</p>` })] }) });
      await publishDocument(ctx, { actor: publisher, id: partial.id, revision: 2 });
      await record();
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM archive_blobs')).rows[0]!.n).toBeGreaterThan(0);
      const [entry] = await entriesOf(doc.path);
      await expect(db.query(`UPDATE archive_entries SET cause = 'altered' WHERE id = $1`, [entry!.id])).rejects.toThrow(/append-only: UPDATE refused/);
      await expect(db.query(`DELETE FROM archive_entries WHERE id = $1`, [entry!.id])).rejects.toThrow(/append-only: DELETE refused/);
      await expect(db.query(`TRUNCATE archive_entries`)).rejects.toThrow(/append-only: TRUNCATE refused/);
      await expect(db.query(`UPDATE archive_bodies SET size = 1`)).rejects.toThrow(/append-only: UPDATE refused/);
      await expect(db.query(`DELETE FROM archive_bodies`)).rejects.toThrow(/append-only: DELETE refused/);
      await expect(db.query(`TRUNCATE archive_bodies CASCADE`)).rejects.toThrow(/append-only: TRUNCATE refused/);
      await expect(db.query(`DELETE FROM archive_blobs`)).rejects.toThrow(/append-only: DELETE refused/);
      await expect(db.query(`TRUNCATE archive_blobs`)).rejects.toThrow(/append-only: TRUNCATE refused/);
      expect((await servedAt(doc.path, now)).verified).toBe(true);
    });

    it('finds a row altered or removed behind the application’s back, naming the first broken entry', async () => {
      const { doc } = await pageWithPartial();
      later(5);
      const other = await createDocument(ctx, { actor: publisher, site: SITE, path: fresh('archive-later'), title: 'Later', tree: pageWith('Later page', '/footer') });
      await publishDocument(ctx, { actor: publisher, id: other.id, revision: 1 });
      await record();
      const [target] = await entriesOf(doc.path);

      // As the database owner: the stored page replaced by another one.
      const html = (await servedAt(doc.path, now)).entry.html;
      const { deflateRawSync } = await import('node:zlib');
      await asOwner(db, `UPDATE archive_bodies SET base = NULL, data = $2 WHERE sha256 = decode($1, 'hex')`, [target!.htmlSha256, deflateRawSync(Buffer.from(html.replace('Fees as of March', 'Fees as of April')))]);
      const { chains } = await verifyArchive(ctx, { actor: CLI, site: SITE });
      expect(chains[0]!.broken).toMatchObject({ id: target!.id, seq: target!.seq, path: doc.path, at: target!.at, problem: 'its HTML does not match its SHA-256' });
      const view = await servedAt(doc.path, now);
      expect(view.verified).toBe(false);
      expect(view.broken).toMatchObject({ id: target!.id, problem: 'its HTML does not match its SHA-256' });

      // An entry's own field altered: its hash no longer covers it.
      await asOwner(db, `UPDATE archive_entries SET published_by = 'someone else' WHERE id = $1`, [target!.id]);
      // A whole entry removed breaks the next link instead.
      await asOwner(db, `DELETE FROM archive_entries WHERE id = $1`, [target!.id]);
      const afterDelete = (await verifyArchive(ctx, { actor: CLI, site: SITE })).chains[0]!;
      expect(afterDelete.broken).toMatchObject({ seq: target!.seq + 1, problem: `entry #${target!.seq} of the chain is missing (the next entry found is #${target!.seq + 1})` });
    });

    it('checks a viewed entry where it stands, in reads that do not grow with the chain: itself, its HTML and the links either side', async () => {
      const docs: { id: string; path: string }[] = [];
      for (let i = 0; i < 4; i++) {
        later(1);
        const doc = await createDocument(ctx, { actor: publisher, site: SITE, path: fresh('archive-neighbours'), title: `Neighbour ${i}`, tree: pageWith(`Neighbour ${i}`, '/footer') });
        await publishDocument(ctx, { actor: publisher, id: doc.id, revision: 1 });
        docs.push(doc);
      }
      await record();
      const [first, , third, fourth] = await Promise.all(docs.map(async (d) => (await entriesOf(d.path))[0]!));
      const view = () => servedAt(docs[2]!.path, now);
      expect(await view()).toMatchObject({ verified: true, broken: null });
      // An entry further back is verify's to find (the whole chain); the view reads only the neighbours.
      await asOwner(db, `UPDATE archive_entries SET published_by = 'someone else' WHERE id = $1`, [first!.id]);
      expect(await view()).toMatchObject({ verified: true, broken: null });
      expect((await verifyArchive(ctx, { actor: CLI, site: SITE })).chains[0]!.broken).toMatchObject({ id: first!.id, problem: 'its hash does not match its contents' });
      // The entry after it no longer names its hash …
      await asOwner(db, `UPDATE archive_entries SET prev_hash = $2 WHERE id = $1`, [fourth!.id, '0'.repeat(64)]);
      expect((await view()).broken).toMatchObject({ id: fourth!.id, problem: `its previous-entry hash does not match entry #${third!.seq}'s hash` });
      // … and the entry before it is removed.
      await asOwner(db, `DELETE FROM archive_entries WHERE seq = $1 AND site = $2`, [third!.seq - 1, SITE]);
      expect(await view()).toMatchObject({ verified: false, broken: { id: third!.id, problem: `entry #${third!.seq - 1} of the chain, before it, is missing` } });
    });

    it('keeps one linear chain per site when publications race', async () => {
      const docs = [];
      for (let i = 0; i < 4; i++) docs.push(await createDocument(ctx, { actor: publisher, site: SITE, path: fresh('archive-race'), title: `Race ${i}`, tree: pageWith(`Race ${i}`, '/footer') }));
      await Promise.all(docs.map((d) => publishDocument(ctx, { actor: publisher, id: d.id, revision: 1 })));
      // Two recorders at once (two processes): each batch is recorded once.
      await Promise.all([record(), record()]);
      const { chains } = await verifyArchive(ctx, { actor: CLI, site: SITE });
      expect(chains[0]).toMatchObject({ broken: null, problems: [], pending: null });
      for (const d of docs) expect((await entriesOf(d.path)).length).toBe(1);
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

    describe('anchored outside the database', () => {
      let dir: string;
      let anchor: ArchiveAnchor;
      beforeEach(async () => {
        dir = await mkdtemp(join(tmpdir(), 'tessera-archive-anchor-'));
        anchor = await openArchiveAnchor({ keyFile: join(dir, 'key.pem'), witnessFiles: [join(dir, 'witness.jsonl')], create: true });
      });
      afterEach(() => rm(dir, { recursive: true, force: true }));

      /** Three pages published and recorded, then a checkpoint of every chain's head. */
      async function anchoredPages() {
        const docs = [];
        for (let i = 0; i < 3; i++) {
          later(1);
          const doc = await createDocument(ctx, { actor: publisher, site: SITE, path: fresh('archive-anchored'), title: `Anchored ${i}`, tree: pageWith(`Anchored ${i}`, '/footer') });
          await publishDocument(ctx, { actor: publisher, id: doc.id, revision: 1 });
          docs.push(doc);
        }
        expect(await recordArchive(ctx, { anchor, checkpointEveryMs: 0 })).toMatchObject({ publications: 3, checkpoints: 1 });
        return docs;
      }

      const verified = async () => (await verifyArchive(ctx, { actor: CLI, site: SITE, anchor })).chains[0]!;

      it('creates the key with mode 0600 and signs a checkpoint that verify checks the chain against', async () => {
        await anchoredPages();
        expect((await stat(join(dir, 'key.pem'))).mode & 0o777).toBe(0o600);
        const report = await verifyArchive(ctx, { actor: CLI, site: SITE, anchor });
        expect(report.checkpoint).toMatchObject({ witness: join(dir, 'witness.jsonl') });
        expect(report.chains[0]).toMatchObject({ broken: null, problems: [] });
        expect(report.chains[0]!.anchoredAt!.seq).toBe(report.chains[0]!.entries);
        // Another key's verify cannot read it: the chain is then not anchored.
        const stranger = await openArchiveAnchor({ keyFile: join(dir, 'other.pem'), witnessFiles: [join(dir, 'witness.jsonl')], create: true });
        const unanchored = await verifyArchive(ctx, { actor: CLI, site: SITE, anchor: stranger });
        expect(unanchored.checkpoint).toBeNull();
        expect(unanchored.notes.join('\n')).toContain('signed with another key');
        expect(unanchored.chains[0]!.problems.join('\n')).toContain('the end of the chain is not anchored');
      });

      it('finds the newest entry deleted (the chain truncated) against the checkpoint', async () => {
        const docs = await anchoredPages();
        const newest = (await entriesOf(docs[2]!.path))[0]!;
        await asOwner(db, 'DELETE FROM archive_entries WHERE id = $1', [newest.id]);
        const chain = await verified();
        expect(chain.broken).toBeNull();
        expect(chain.problems.join('\n')).toMatch(new RegExp(`the chain ends at entry #${newest.seq - 1}, but the checkpoint signed at .* names entry #${newest.seq}: 1 entry was removed from its end`));
      });

      it('finds a chain recomputed with the public formula after an edit (re-chained) against the checkpoint', async () => {
        const docs = await anchoredPages();
        const target = (await entriesOf(docs[1]!.path))[0]!;
        const rows = await archiveChainPage(db, { site: SITE, afterSeq: target.seq - 1, limit: 100, withHtml: false });
        let prevHash = target.prevHash;
        for (const { id, hash: _hash, html: _html, ...row } of rows) {
          const fields = { ...row, prevHash, ...(id === target.id ? { publishedBy: 'someone else' } : {}) };
          const hash = entryHash(fields);
          await asOwner(db, 'UPDATE archive_entries SET published_by = $2, prev_hash = $3, hash = $4 WHERE id = $1', [id, fields.publishedBy, prevHash, hash]);
          prevHash = hash;
        }
        const chain = await verified();
        // The chain is consistent in itself …
        expect(chain.broken).toBeNull();
        // … but not the one that was signed.
        expect(chain.problems.join('\n')).toMatch(/entry #\d+'s hash is not the one the checkpoint signed at .* names: the chain was rewritten/);

        // Whoever also holds the key signs a checkpoint of the rewritten chain: the one before it still shows the rewrite.
        later(1);
        await writeCheckpoint(ctx, { anchor });
        const resigned = await verified();
        expect(resigned.problems.join('\n')).toMatch(/the checkpoints signed at .* and .* name different hashes for entry #\d+: the key signed a rewritten chain/);
        expect(resigned.problems.join('\n')).toMatch(/the chain was rewritten/);
      });

      it('finds a published version whose entry is missing, though the chain after the checkpoint still links', async () => {
        await anchoredPages();
        later(1);
        const late = await createDocument(ctx, { actor: publisher, site: SITE, path: fresh('archive-late'), title: 'Late', tree: pageWith('Late', '/footer') });
        await publishDocument(ctx, { actor: publisher, id: late.id, revision: 1 });
        // Recorded without a checkpoint: nothing outside the database knows of it yet.
        await recordArchive(ctx);
        const [entry] = await entriesOf(late.path);
        await asOwner(db, 'DELETE FROM archive_entries WHERE id = $1', [entry!.id]);
        const chain = await verified();
        expect(chain.broken).toBeNull();
        expect(chain.problems).toEqual([expect.stringMatching(new RegExp(`^version 1 of ${late.path} \\(document ${late.id}\\), published .*, has no entry in the record: its entry is missing$`))]);
      });
    });
  });
}

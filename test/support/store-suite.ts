import { testRenderer } from './archive';
import { caught, failingOn, rejectsWith } from './failures';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TesseraError } from '../../src/core/errors';
import { node, type Node } from '../../src/core/node';
import { everySite, type SiteId } from '../../src/core/sites';
import {
  appendAudit,
  HIT_END,
  HIT_START,
  indexPage,
  searchSite,
  suggestSearch,
  countStaleIndexedPages,
  upsertNoticeBatch,
  noticeValues,
  noticeYears,
  searchNotices,
  surfacedPages,
  getVisitorSession,
  listVisitors,
  verifyVisitorLogin,
  clearPublished,
  countDocuments,
  countUsers,
  createSession,
  createUser,
  deleteDocument,
  draftFromVersion,
  draftRevision,
  foreignKeyViolation,
  hashPassword,
  hostServedElsewhere,
  insertDocument,
  insertPreviewLink,
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  getDocument,
  getDocumentByPath,
  getPreviewLink,
  getPublishedPage,
  getPublishedPartials,
  getSession,
  getSite,
  getUser,
  getUserByEmail,
  getVersion,
  listAudit,
  listDocuments,
  listPreviewLinks,
  listSites,
  listUsers,
  listVersions,
  loadMigrations,
  migrate,
  insertVersion,
  lockActiveAdmins,
  lockDocument,
  markPreviewLinkRevoked,
  publishedPathTaken,
  resolvePreviewToken,
  setAccessCodeHash,
  setPassword,
  setUserRoles,
  sitesWithActiveAdmin,
  siteForHost,
  uniqueViolation,
  updateDraft,
  updateUser,
  upsertSite,
  verifyLogin,
} from '../../src/store';
import type { Db, DocumentRecord, VersionRecord } from '../../src/store/types';
import { registry } from '../../src/components/registry';
import { CLI, createContentContext, createVisitor, signOutVisitor, updateVisitor, visitorSignIn } from '../../src/content';
import { upsertNotices } from '../../src/content/notices/upsert-notices';
import { startVisitorSession } from '../../src/content/visitors/visitor-sessions';
import { visitorForIdentity } from '../../src/content/visitors/provider-sign-in';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const HOUR = 3_600_000;
/** Sites, hosts and e-mail addresses of the suite; chosen not to collide with seeded data. */
const SITE: SiteId = 'ice';
const OTHER_SITE: SiteId = 'nyse';
const ACTOR = 'editor@suite.test';

let counter = 0;
/** A path no other test (or seed) uses. */
function freshPath(prefix = 'suite'): string {
  counter += 1;
  return `/${prefix}-${process.pid}-${Date.now()}-${counter}`;
}

function freshEmail(): string {
  counter += 1;
  return `person-${process.pid}-${Date.now()}-${counter}@suite.test`;
}

function pageTree(text: string): Node {
  return node('page-layout', {}, { main: [node('text', { text })], footerContent: [] });
}

/** Repositories report broken constraints as the database does: the constraint a failed call broke. */
async function violates(work: Promise<unknown>, kind: 'unique' | 'foreign-key'): Promise<string> {
  const error = await caught(work);
  const constraint = kind === 'unique' ? uniqueViolation(error) : foreignKeyViolation(error);
  expect(constraint, String(error)).toBeDefined();
  return constraint!;
}

/** The lowest-cost password hash the suite needs: real, so sign-in checks run as in production. */
const passwordHashes = new Map<string, Promise<string>>();
function hashOf(password: string): Promise<string> {
  if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password));
  return passwordHashes.get(password)!;
}

/**
 * The store's share of a publish (the use case is content/publishing/publish.ts, which also
 * validates, indexes and audits): lock the row, write exactly the locked draft, in one transaction.
 */
function publish(db: Db, { id, actor, note = null }: { id: string; actor: string; note?: string | null }): Promise<VersionRecord> {
  return db.transaction(async (tx) => {
    const document = await lockDocument(tx, { id });
    if (!document) throw new TesseraError('NOT_FOUND', { what: 'Document' });
    return insertVersion(tx, { document, actor, note });
  });
}

/** Every object in a JSON value has the plain prototype and no own `__proto__` key. */
function assertPlainJson(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(assertPlainJson);
  } else if (value !== null && typeof value === 'object') {
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(value, '__proto__')).toBe(false);
    Object.values(value).forEach(assertPlainJson);
  }
}

/**
 * The behaviour of the storage layer, written once and run on every engine: PGlite in the
 * unit project, a real PostgreSQL in the pg project. `open` gives each test a migrated
 * database of its own (tests do not count on it being empty). The repositories only read and
 * write rows; the use cases around them (access, audit, domain errors) are
 * test/support/operations-suite.ts.
 */
export function describeStoreSuite(name: string, open: () => Promise<Db>): void {
  describe(name, () => {
    let db: Db;

    beforeEach(async () => {
      db = await open();
      await upsertSite(db, { id: SITE, name: 'ICE', hosts: ['ice.suite.test', 'www.ice.suite.test'] });
      await upsertSite(db, { id: OTHER_SITE, name: 'NYSE', hosts: ['nyse.suite.test'] });
    });

    afterEach(async () => {
      await db.close();
    });

    async function newPage(overrides: Partial<Parameters<typeof insertDocument>[1]> = {}): Promise<DocumentRecord> {
      return insertDocument(db, {
        site: SITE,
        path: freshPath(),
        kind: 'page',
        title: 'Market data',
        draft: pageTree('first draft'),
        actor: ACTOR,
        ...overrides,
      });
    }

    describe('the database interface', () => {
      it('returns timestamps as ISO strings, bigints as numbers, dates as text, jsonb as objects', async () => {
        const { rows } = await db.query<Record<string, unknown>>(
          `SELECT now() AS at, count(*) AS n, 9007199254740::int8 AS big, DATE '2024-02-29' AS day,
                  '{"a":[1,{"b":null}]}'::jsonb AS doc, ARRAY['x','y']::text[] AS list`,
        );
        const row = rows[0]!;
        expect(row.at).toMatch(ISO);
        expect(Math.abs(Date.parse(row.at as string) - Date.now())).toBeLessThan(60_000);
        expect(typeof row.n).toBe('number');
        expect(row.big).toBe(9007199254740);
        expect(row.day).toBe('2024-02-29');
        expect(row.doc).toEqual({ a: [1, { b: null }] });
        expect(row.list).toEqual(['x', 'y']);
      });

      it('commits a transaction that resolves and rolls back one that throws', async () => {
        await db.transaction((tx) => appendAudit(tx, { actor: ACTOR, action: 'suite.committed' }));
        const error = await caught(
          db.transaction(async (tx) => {
            await appendAudit(tx, { actor: ACTOR, action: 'suite.rolled-back' });
            throw new Error('stop');
          }),
        );
        expect((error as Error).message).toBe('stop');
        expect(await listAudit(db, { action: 'suite.committed' })).toHaveLength(1);
        expect(await listAudit(db, { action: 'suite.rolled-back' })).toHaveLength(0);
      });

      it('runs a nested transaction as a savepoint: its failure undoes only its own work', async () => {
        await db.transaction(async (tx) => {
          await appendAudit(tx, { actor: ACTOR, action: 'suite.outer' });
          await caught(
            tx.transaction(async (inner) => {
              await appendAudit(inner, { actor: ACTOR, action: 'suite.inner' });
              await inner.query('SELECT 1 / 0');
            }),
          );
          await appendAudit(tx, { actor: ACTOR, action: 'suite.after' });
        });
        expect(await listAudit(db, { action: 'suite.outer' })).toHaveLength(1);
        expect(await listAudit(db, { action: 'suite.inner' })).toHaveLength(0);
        expect(await listAudit(db, { action: 'suite.after' })).toHaveLength(1);
      });

      it('refuses to commit a transaction whose statement failed, even when the error was caught', async () => {
        await caught(
          db.transaction(async (tx) => {
            await appendAudit(tx, { actor: ACTOR, action: 'suite.aborted' });
            await caught(tx.query('SELECT 1 / 0'));
          }),
        );
        expect(await listAudit(db, { action: 'suite.aborted' })).toHaveLength(0);
      });

      it('runs scripts of several statements', async () => {
        await db.exec(`CREATE TEMP TABLE suite_script (n int); INSERT INTO suite_script VALUES (1), (2);`);
        const { rows } = await db.query<{ total: number }>('SELECT sum(n)::int8 AS total FROM suite_script');
        expect(rows[0]!.total).toBe(3);
      });
    });

    describe('migrations', () => {
      it('records every migration once and applies nothing the second time', async () => {
        const migrations = await loadMigrations();
        expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
        expect(await migrate(db)).toEqual({ applied: [] });
        const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
        expect(rows.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
      });
    });

    describe('sites', () => {
      it('finds a site by host in any case, with or without a port', async () => {
        expect((await siteForHost(db, 'ice.suite.test'))?.id).toBe(SITE);
        expect((await siteForHost(db, 'WWW.Ice.Suite.Test:8443'))?.id).toBe(SITE);
        expect((await siteForHost(db, 'nyse.suite.test.'))?.id).toBe(OTHER_SITE);
        expect(await siteForHost(db, 'unknown.suite.test')).toBeUndefined();
        expect(await siteForHost(db, 'suite.test')).toBeUndefined();
      });

      it('updates only what is given and stores hosts normalized', async () => {
        await upsertSite(db, { id: SITE, name: 'ICE', captchaSiteKey: 'key-1', settings: { theme: 'ice' } });
        const updated = await upsertSite(db, { id: SITE, name: 'Intercontinental Exchange' });
        expect(updated).toMatchObject({
          name: 'Intercontinental Exchange',
          hosts: ['ice.suite.test', 'www.ice.suite.test'],
          captchaSiteKey: 'key-1',
          settings: { theme: 'ice' },
        });
        expect(updated.updatedAt).toMatch(ISO);
        const cleared = await upsertSite(db, { id: SITE, name: 'ICE', hosts: ['ICE.Suite.Test:80'], captchaSiteKey: null });
        expect(cleared.hosts).toEqual(['ice.suite.test']);
        expect(cleared.captchaSiteKey).toBeNull();
        expect(await getSite(db, { id: SITE })).toEqual(cleared);
        expect((await listSites(db)).map((s) => s.id)).toEqual(expect.arrayContaining([SITE, OTHER_SITE]));
      });

      it('tells which of the given hosts, normalized, another site serves', async () => {
        expect(await hostServedElsewhere(db, { id: OTHER_SITE, hosts: ['free.suite.test', 'Ice.Suite.Test:443'] })).toBe('ice.suite.test');
        expect(await hostServedElsewhere(db, { id: SITE, hosts: ['ice.suite.test'] })).toBeUndefined();
        expect(await hostServedElsewhere(db, { id: OTHER_SITE, hosts: ['free.suite.test', ''] })).toBeUndefined();
        expect(await hostServedElsewhere(db, { id: OTHER_SITE, hosts: [] })).toBeUndefined();
      });
    });

    describe('documents and drafts', () => {
      it('creates a draft at revision 1', async () => {
        const doc = await newPage({ seo: { description: 'Prices', noindex: true } });
        expect(doc).toMatchObject({
          site: SITE,
          kind: 'page',
          title: 'Market data',
          status: 'draft',
          draftRevision: 1,
          publishedVersion: null,
          hasAccessCode: false,
          seo: { description: 'Prices', noindex: true },
          updatedBy: ACTOR,
        });
        expect(doc.createdAt).toMatch(ISO);
        expect(await getDocument(db, { id: doc.id })).toEqual(doc);
        expect(await getDocumentByPath(db, { site: SITE, path: doc.path })).toEqual(doc);
        expect(await listAudit(db, { documentId: doc.id })).toEqual([]);
      });

      it('keeps paths unique per site, not across sites', async () => {
        const doc = await newPage();
        expect(await violates(newPage({ path: doc.path }), 'unique')).toBe('documents_site_path_key');
        const elsewhere = await newPage({ site: OTHER_SITE, path: doc.path });
        expect(elsewhere.path).toBe(doc.path);
      });

      it('refuses malformed paths and unknown sites', async () => {
        for (const path of ['/Has Spaces', 'no-slash']) await expect(newPage({ path })).rejects.toMatchObject({ code: '23514' });
        await violates(newPage({ site: 'nowhere' as SiteId }), 'foreign-key');
      });

      it('saves on the current revision and bumps it; a stale one changes nothing', async () => {
        const doc = await newPage();
        const second = pageTree('second');
        const saved = (await updateDraft(db, { id: doc.id, baseRevision: 1, draft: second, title: 'Quotes', actor: 'a@suite.test' }))!.document;
        expect(saved).toMatchObject({ draftRevision: 2, title: 'Quotes', updatedBy: 'a@suite.test' });
        expect(saved.draft).toEqual(second);

        expect(await updateDraft(db, { id: doc.id, baseRevision: 1, draft: pageTree('lost update'), actor: 'b@suite.test' })).toBeUndefined();
        expect(await draftRevision(db, { id: doc.id })).toBe(2);
        const current = await getDocument(db, { id: doc.id });
        expect(current).toMatchObject({ draftRevision: 2, title: 'Quotes', updatedBy: 'a@suite.test' });
        expect(current!.draft).toEqual(saved.draft);
      });

      it('lets exactly one of two saves from the same revision win', async () => {
        const doc = await newPage();
        const results = await Promise.all([
          updateDraft(db, { id: doc.id, baseRevision: 1, title: 'First', actor: ACTOR }),
          updateDraft(db, { id: doc.id, baseRevision: 1, title: 'Second', actor: ACTOR }),
        ]);
        expect(results.filter((r) => r !== undefined)).toHaveLength(1);
        expect((await getDocument(db, { id: doc.id }))!.draftRevision).toBe(2);
      });

      it('answers undefined for unknown documents, and for ids that are no uuid', async () => {
        const missing = '00000000-0000-4000-8000-000000000000';
        for (const id of [missing, 'not-a-uuid']) {
          expect(await updateDraft(db, { id, baseRevision: 1, title: 'x', actor: ACTOR })).toBeUndefined();
          expect(await draftRevision(db, { id })).toBeUndefined();
          expect(await db.transaction((tx) => lockDocument(tx, { id }))).toBeUndefined();
          expect(await deleteDocument(db, { id })).toBeUndefined();
          expect(await clearPublished(db, { id })).toBeUndefined();
          expect(await setAccessCodeHash(db, { id, hash: null, actor: ACTOR })).toBeUndefined();
        }
        expect(await getDocument(db, { id: missing })).toBeUndefined();
        expect(await getDocument(db, { id: 'not-a-uuid' })).toBeUndefined();
      });

      it('moves a document to a free path, and refuses a taken one without saving anything', async () => {
        const a = await newPage();
        const b = await newPage();
        expect(await violates(updateDraft(db, { id: b.id, baseRevision: 1, path: a.path, title: 'Moved', actor: ACTOR }), 'unique')).toBe('documents_site_path_key');
        expect(await getDocument(db, { id: b.id })).toMatchObject({ path: b.path, title: 'Market data', draftRevision: 1 });

        const target = freshPath('moved');
        const moved = await updateDraft(db, { id: b.id, baseRevision: 1, path: target, actor: ACTOR });
        expect(moved).toMatchObject({ document: { path: target, draftRevision: 2 }, previousPath: b.path });
        expect(await getDocumentByPath(db, { site: SITE, path: b.path })).toBeUndefined();
      });

      it('tells whether another document is live at a path', async () => {
        const doc = await newPage();
        expect(await publishedPathTaken(db, { site: SITE, path: doc.path })).toBe(false);
        await publish(db, { id: doc.id, actor: ACTOR });
        expect(await publishedPathTaken(db, { site: SITE, path: doc.path })).toBe(true);
        expect(await publishedPathTaken(db, { site: SITE, path: doc.path, exceptId: doc.id })).toBe(false);
        expect(await publishedPathTaken(db, { site: OTHER_SITE, path: doc.path })).toBe(false);
      });

      it('lists a site’s documents by path with their status, without trees', async () => {
        const doc = await newPage({ path: freshPath('b-list') });
        const partial = await newPage({ path: freshPath('a-list'), kind: 'partial', draft: node('fragment') });
        const listed = await listDocuments(db, { site: SITE });
        const mine = listed.filter((d) => d.id === doc.id || d.id === partial.id);
        expect(mine.map((d) => d.id)).toEqual([partial.id, doc.id]);
        expect(mine[1]).not.toHaveProperty('draft');
        expect(mine[1]).toMatchObject({ status: 'draft', draftRevision: 1, hasAccessCode: false });
        const paths = listed.map((d) => d.path);
        expect(paths).toEqual([...paths].sort());
        expect((await listDocuments(db, { site: SITE, kind: 'partial' })).map((d) => d.id)).toContain(partial.id);
        expect((await listDocuments(db, { site: SITE, kind: 'partial' })).map((d) => d.id)).not.toContain(doc.id);
        expect((await listDocuments(db, { site: OTHER_SITE })).map((d) => d.id)).not.toContain(doc.id);
        expect(await countDocuments(db, { site: SITE })).toBe(listed.length);
      });

      it('stores a node tree as JSON and gives back an equal tree of plain objects', async () => {
        const tree: Node = {
          id: '6f1c2a8e-3b7d-4c1e-9a0b-5d4e3f2a1b0c',
          name: 'page-layout',
          version: 2,
          props: {
            title: 'Zürich — 東京 "quoted" \\ back\nline',
            nested: { list: [1, 2.5, -3, true, false, null, { deep: [[], {}] }], empty: '' },
            big: 1e21,
          },
          slots: {
            main: [{ id: 'a2b3c4d5-e6f7-4a8b-9c0d-1e2f3a4b5c6d', name: 'text', props: { text: 'x' }, slots: {} }],
            footerContent: [],
          },
        };
        const doc = await newPage({ draft: tree });
        const read = (await getDocument(db, { id: doc.id }))!;
        expect(read.draft).toEqual(tree);
        assertPlainJson(read.draft);
        const version = await publish(db, { id: doc.id, actor: ACTOR });
        expect(version.tree).toEqual(tree);
        assertPlainJson((await getPublishedPage(db, { site: SITE, path: doc.path }))!.tree);
      });

      it('drops "__proto__" keys found in stored JSON instead of handing them on', async () => {
        const doc = await newPage();
        await db.query(
          `UPDATE documents SET draft = '{"id":"x","name":"text","props":{"__proto__":{"polluted":true},"ok":1},"slots":{}}'::jsonb
           WHERE id = $1`,
          [doc.id],
        );
        const read = (await getDocument(db, { id: doc.id }))!;
        expect(read.draft.props).toEqual({ ok: 1 });
        assertPlainJson(read.draft);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect({ ...read.draft.props }).not.toHaveProperty('polluted');
      });
    });

    describe('publishing and versions', () => {
      it('publishes immutable versions and points the document at the newest', async () => {
        const doc = await newPage();
        const v1 = await publish(db, { id: doc.id, actor: 'publisher@suite.test', note: 'Launch' });
        expect(v1).toMatchObject({ documentId: doc.id, version: 1, title: 'Market data', note: 'Launch', publishedBy: 'publisher@suite.test' });
        expect(v1.publishedAt).toMatch(ISO);
        expect((await getDocument(db, { id: doc.id }))!.publishedVersion).toBe(1);

        await updateDraft(db, { id: doc.id, baseRevision: 1, draft: pageTree('second'), title: 'Quotes', actor: ACTOR });
        const live = await getPublishedPage(db, { site: SITE, path: doc.path });
        expect(live).toMatchObject({ documentId: doc.id, version: 1, title: 'Market data', kind: 'page', accessCodeHash: null });
        expect(live!.tree).toEqual(doc.draft);

        const v2 = await publish(db, { id: doc.id, actor: ACTOR });
        expect(v2.version).toBe(2);
        expect(v2.note).toBeNull();
        expect((await getPublishedPage(db, { site: SITE, path: doc.path }))!.title).toBe('Quotes');
        expect((await listVersions(db, { id: doc.id })).map((v) => v.version)).toEqual([2, 1]);
        expect(await getVersion(db, { id: doc.id, version: 1 })).toEqual(v1);
        expect(await getVersion(db, { id: doc.id, version: 3 })).toBeUndefined();

        await expect(db.query(`UPDATE versions SET title = 'rewritten' WHERE document_id = $1`, [doc.id])).rejects.toThrow(
          /immutable/,
        );
        expect((await getVersion(db, { id: doc.id, version: 1 }))!.title).toBe('Market data');
      });

      it('moves through the statuses draft, published, changed and back', async () => {
        const doc = await newPage();
        const status = async () => (await getDocument(db, { id: doc.id }))!.status;
        expect(await status()).toBe('draft');
        await publish(db, { id: doc.id, actor: ACTOR });
        expect(await status()).toBe('published');
        await updateDraft(db, { id: doc.id, baseRevision: 1, draft: pageTree('edited'), actor: ACTOR });
        expect(await status()).toBe('changed');
        expect((await listDocuments(db, { site: SITE })).find((d) => d.id === doc.id)!.status).toBe('changed');
        await updateDraft(db, { id: doc.id, baseRevision: 2, draft: doc.draft, actor: ACTOR });
        expect(await status()).toBe('published');
        await updateDraft(db, { id: doc.id, baseRevision: 3, seo: { noindex: true }, actor: ACTOR });
        expect(await status()).toBe('changed');
        await publish(db, { id: doc.id, actor: ACTOR });
        expect(await status()).toBe('published');
        const unpublished = await clearPublished(db, { id: doc.id });
        expect(unpublished).toMatchObject({ status: 'draft', publishedVersion: null });
      });

      it('leaves nothing half-written when a step of publishing fails', async () => {
        const doc = await newPage();
        for (const step of [/UPDATE documents SET published_version/, /DELETE FROM path_redirects/]) {
          const error = await caught(publish(failingOn(db, step), { id: doc.id, actor: ACTOR }));
          expect((error as Error).message).toBe('injected failure');
          expect(await listVersions(db, { id: doc.id })).toEqual([]);
          expect(await getDocument(db, { id: doc.id })).toMatchObject({ publishedVersion: null, status: 'draft' });
          expect(await getPublishedPage(db, { site: SITE, path: doc.path })).toBeUndefined();
        }
        expect((await publish(db, { id: doc.id, actor: ACTOR })).version).toBe(1);
      });

      it('numbers concurrent publications one after the other', async () => {
        const doc = await newPage();
        const versions = await Promise.all([1, 2, 3].map(() => publish(db, { id: doc.id, actor: ACTOR })));
        expect(versions.map((v) => v.version).sort()).toEqual([1, 2, 3]);
        expect((await getDocument(db, { id: doc.id }))!.publishedVersion).toBe(3);
      });

      it('unpublishes: the page is gone for visitors, its versions stay', async () => {
        const doc = await newPage();
        await publish(db, { id: doc.id, actor: ACTOR });
        expect(await clearPublished(db, { id: doc.id })).toMatchObject({ publishedVersion: null, publishedPath: null, status: 'draft' });
        expect(await getPublishedPage(db, { site: SITE, path: doc.path })).toBeUndefined();
        expect(await listVersions(db, { id: doc.id })).toHaveLength(1);
      });

      it('restores a version as a new draft revision', async () => {
        const doc = await newPage({ seo: { description: 'v1' } });
        await publish(db, { id: doc.id, actor: ACTOR });
        await updateDraft(db, { id: doc.id, baseRevision: 1, draft: pageTree('v2'), title: 'Second', seo: {}, actor: ACTOR });
        await publish(db, { id: doc.id, actor: ACTOR });

        const restored = (await draftFromVersion(db, { id: doc.id, version: 1, actor: 'restorer@suite.test' }))!;
        expect(restored).toMatchObject({
          title: 'Market data',
          seo: { description: 'v1' },
          draftRevision: 3,
          publishedVersion: 2,
          status: 'changed',
          updatedBy: 'restorer@suite.test',
        });
        expect(restored.draft).toEqual(doc.draft);
        expect((await getPublishedPage(db, { site: SITE, path: doc.path }))!.version).toBe(2);

        expect(await draftFromVersion(db, { id: doc.id, version: 9, actor: ACTOR })).toBeUndefined();
        expect((await getDocument(db, { id: doc.id }))!.draftRevision).toBe(3);
      });

      it('deletes a document together with its versions, keeping the audit trail', async () => {
        const doc = await newPage();
        await publish(db, { id: doc.id, actor: ACTOR });
        await publish(db, { id: doc.id, actor: ACTOR });
        await appendAudit(db, { actor: ACTOR, action: 'suite.before-delete', documentId: doc.id });
        expect(await deleteDocument(db, { id: doc.id })).toEqual({ site: SITE, path: doc.path, title: 'Market data', publishedVersion: 2, publishedPath: doc.path, kind: 'page' });
        expect(await getDocument(db, { id: doc.id })).toBeUndefined();
        expect(await getPublishedPage(db, { site: SITE, path: doc.path })).toBeUndefined();
        const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM versions WHERE document_id = $1', [doc.id]);
        expect(rows[0]!.n).toBe(0);
        expect((await listAudit(db, { documentId: doc.id })).map((e) => e.action)).toEqual(['suite.before-delete']);
        expect(await deleteDocument(db, { id: doc.id })).toBeUndefined();
        expect((await newPage({ path: doc.path })).path).toBe(doc.path);
      });

      it('sets and clears the access code hash of a page', async () => {
        const doc = await newPage();
        await publish(db, { id: doc.id, actor: ACTOR });
        const gated = await setAccessCodeHash(db, { id: doc.id, hash: 'scrypt$hash-of-code', actor: 'gate@suite.test' });
        expect(gated).toMatchObject({ hasAccessCode: true, updatedBy: 'gate@suite.test' });
        expect(gated).not.toHaveProperty('accessCodeHash');
        expect((await getPublishedPage(db, { site: SITE, path: doc.path }))!.accessCodeHash).toBe('scrypt$hash-of-code');
        const open = await setAccessCodeHash(db, { id: doc.id, hash: null, actor: ACTOR });
        expect(open!.hasAccessCode).toBe(false);
        expect((await getPublishedPage(db, { site: SITE, path: doc.path }))!.accessCodeHash).toBeNull();
      });

      it('gives the published partials among the asked paths', async () => {
        const footer = await newPage({ kind: 'partial', path: freshPath('footer'), draft: node('fragment', { tag: 'footer' }) });
        const flyout = await newPage({ kind: 'partial', path: freshPath('flyout'), draft: node('fragment') });
        const page = await newPage();
        await publish(db, { id: footer.id, actor: ACTOR });
        await publish(db, { id: page.id, actor: ACTOR });
        const found = await getPublishedPartials(db, { site: SITE, paths: [footer.path, flyout.path, page.path, '/missing', footer.path] });
        expect([...found.keys()]).toEqual([footer.path]);
        expect(found.get(footer.path)).toMatchObject({ kind: 'partial', version: 1, tree: footer.draft });
        expect((await getPublishedPartials(db, { site: OTHER_SITE, paths: [footer.path] })).size).toBe(0);
        expect((await getPublishedPartials(db, { site: SITE, paths: [] })).size).toBe(0);
      });
    });

    describe('users', () => {
      it('signs in with the right password only, whatever the case of the e-mail address', async () => {
        const email = freshEmail();
        const user = await createUser(db, { email, name: 'Ada', role: 'CMSTWO Super User', passwordHash: await hashOf('a long passphrase') });
        expect(user).toMatchObject({ email, name: 'Ada', roles: everySite('CMSTWO Super User'), disabled: false });
        expect(user.createdAt).toMatch(ISO);
        expect(await verifyLogin(db, { email: email.toUpperCase(), password: 'a long passphrase' })).toEqual(user);
        expect(await verifyLogin(db, { email, password: 'a long passphrasE' })).toBeUndefined();
        expect(await verifyLogin(db, { email, password: '' })).toBeUndefined();
        expect(await verifyLogin(db, { email: freshEmail(), password: 'a long passphrase' })).toBeUndefined();
      });

      it('stores only a salted scrypt hash of the password', async () => {
        const a = await createUser(db, { email: freshEmail(), name: 'A', role: 'CMSTWO User', passwordHash: await hashPassword('same password') });
        const b = await createUser(db, { email: freshEmail(), name: 'B', role: 'CMSTWO User', passwordHash: await hashPassword('same password') });
        const { rows } = await db.query<{ password_hash: string }>(
          'SELECT password_hash FROM users WHERE id = ANY($1::uuid[]) ORDER BY email',
          [[a.id, b.id]],
        );
        expect(rows).toHaveLength(2);
        for (const row of rows) {
          expect(row.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
          expect(row.password_hash).not.toContain('same password');
        }
        expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
      });

      it('treats e-mail addresses that differ only in case as the same account', async () => {
        const email = freshEmail();
        await createUser(db, { email, name: 'A', role: 'CMSTWO User', passwordHash: await hashOf('pw one') });
        const taken = createUser(db, { email: ` ${email.toUpperCase()}`, name: 'B', role: 'CMSTWO Admin', passwordHash: await hashOf('pw two') });
        expect(await violates(taken, 'unique')).toBe('users_email_key');
        expect((await getUserByEmail(db, { email: email.toUpperCase() }))!.name).toBe('A');
      });

      it('refuses a role outside the three CMSTWO roles', async () => {
        await expect(
          createUser(db, { email: freshEmail(), name: 'X', role: 'ICE Admin' as 'CMSTWO Admin', passwordHash: await hashOf('pw') }),
        ).rejects.toThrow();
      });

      it('updates, disables and counts users', async () => {
        const before = await countUsers(db);
        const user = await createUser(db, { email: freshEmail(), name: 'Grace', role: 'CMSTWO User', passwordHash: await hashOf('pw grace') });
        expect(await countUsers(db)).toBe(before + 1);
        expect((await listUsers(db)).map((u) => u.id)).toContain(user.id);

        const promoted = await updateUser(db, { id: user.id, role: 'CMSTWO Admin', name: 'Grace H.' });
        expect(promoted).toMatchObject({ roles: everySite('CMSTWO Admin'), name: 'Grace H.', disabled: false });
        expect(await getUser(db, { id: user.id })).toEqual(promoted);

        const { token } = await createSession(db, { userId: user.id, ttlMs: HOUR });
        const disabled = await updateUser(db, { id: user.id, disabled: true });
        expect(disabled).toMatchObject({ disabled: true, roles: everySite('CMSTWO Admin'), name: 'Grace H.' });
        expect(await verifyLogin(db, { email: user.email, password: 'pw grace' })).toBeUndefined();
        expect(await getSession(db, { token, ttlMs: HOUR })).toBeUndefined();
        await updateUser(db, { id: user.id, disabled: false });
        expect(await verifyLogin(db, { email: user.email, password: 'pw grace' })).toBeDefined();

        expect(await updateUser(db, { id: '00000000-0000-4000-8000-000000000000', name: 'x' })).toBeUndefined();
        expect(await updateUser(db, { id: 'nope', name: 'x' })).toBeUndefined();
        expect(await getUser(db, { id: 'nope' })).toBeUndefined();
      });

      it('replaces a password', async () => {
        const user = await createUser(db, { email: freshEmail(), name: 'Lin', role: 'CMSTWO User', passwordHash: await hashOf('old password') });
        expect(await setPassword(db, { id: user.id, passwordHash: await hashOf('new password') })).toBe(true);
        expect(await verifyLogin(db, { email: user.email, password: 'old password' })).toBeUndefined();
        expect(await verifyLogin(db, { email: user.email, password: 'new password' })).toEqual(user);
        expect(await setPassword(db, { id: '00000000-0000-4000-8000-000000000000', passwordHash: await hashOf('x') })).toBe(false);
      });

      it('locks the active Admins and names them', async () => {
        const admin = await createUser(db, { email: freshEmail(), name: 'Ida', role: 'CMSTWO Admin', passwordHash: await hashOf('pw') });
        const off = await createUser(db, { email: freshEmail(), name: 'Off', role: 'CMSTWO Admin', passwordHash: await hashOf('pw') });
        await updateUser(db, { id: off.id, disabled: true });
        const ids = (await db.transaction((tx) => lockActiveAdmins(tx))).map((a) => a.id);
        expect(ids).toContain(admin.id);
        expect(ids).not.toContain(off.id);
      });

      it('grants roles per site: a site left out is no access, and roles replace every grant', async () => {
        const user = await createUser(db, { email: freshEmail(), name: 'Per Site', roles: { nyse: 'CMSTWO User', ice: 'CMSTWO Super User' }, passwordHash: await hashOf('pw') });
        expect(user.roles).toEqual({ nyse: 'CMSTWO User', ice: 'CMSTWO Super User' });
        expect((await getSession(db, { token: (await createSession(db, { userId: user.id, ttlMs: HOUR })).token, ttlMs: HOUR }))!.user.roles).toEqual(user.roles);
        const moved = await updateUser(db, { id: user.id, roles: { imt: 'CMSTWO Admin' } });
        expect(moved!.roles).toEqual({ imt: 'CMSTWO Admin' });
        await setUserRoles(db, { userId: user.id, roles: {} });
        expect((await getUser(db, { id: user.id }))!.roles).toEqual({});
        const bad = db.transaction((tx) => setUserRoles(tx, { userId: user.id, roles: { ice: 'ICE Admin' as 'CMSTWO Admin' } }));
        await expect(bad).rejects.toThrow();
        await expect(db.query(`INSERT INTO user_site_roles (user_id, site, role) VALUES ($1, 'nowhere', 'CMSTWO User')`, [user.id])).rejects.toThrow();
      });

      it('names the sites that have an active Admin', async () => {
        const admin = await createUser(db, { email: freshEmail(), name: 'Imt Admin', roles: { imt: 'CMSTWO Admin', ice: 'CMSTWO User' }, passwordHash: await hashOf('pw') });
        const locked = await db.transaction((tx) => lockActiveAdmins(tx));
        expect(locked.find((a) => a.id === admin.id)!.sites).toEqual(['imt']);
        expect(await sitesWithActiveAdmin(db)).toContain('imt');
      });
    });

    describe('sessions', () => {
      async function newUser() {
        return createUser(db, { email: freshEmail(), name: 'Session user', role: 'CMSTWO User', passwordHash: await hashOf('pw') });
      }

      it('hands out a random token and stores only its SHA-256', async () => {
        const user = await newUser();
        const { token, session } = await createSession(db, { userId: user.id, ttlMs: HOUR });
        expect(token).toMatch(/^[\w-]{43}$/);
        expect(session.id).toBe(createHash('sha256').update(token).digest('hex'));
        expect(session.csrfToken).toMatch(/^[\w-]{43}$/);
        expect(session.csrfToken).not.toBe(token);
        const { rows } = await db.query<{ n: number }>(
          'SELECT count(*) AS n FROM sessions WHERE id = $1 OR csrf_token = $1',
          [token],
        );
        expect(rows[0]!.n).toBe(0);
        const expires = Date.parse(session.expiresAt) - Date.now();
        expect(expires).toBeGreaterThan(HOUR - 60_000);
        expect(expires).toBeLessThan(HOUR + 60_000);
        const other = await createSession(db, { userId: user.id, ttlMs: HOUR });
        expect(other.token).not.toBe(token);
      });

      it('finds the session and its user, sliding the expiry forward', async () => {
        const user = await newUser();
        const { token, session } = await createSession(db, { userId: user.id, ttlMs: 60_000 });
        const found = await getSession(db, { token, ttlMs: HOUR });
        expect(found!.user).toEqual(user);
        expect(found!.session).toMatchObject({ id: session.id, userId: user.id, csrfToken: session.csrfToken });
        expect(Date.parse(found!.session.expiresAt) - Date.parse(session.expiresAt)).toBeGreaterThan(HOUR - 120_000);
        expect(await getSession(db, { token: `${token}x`, ttlMs: HOUR })).toBeUndefined();
        expect(await getSession(db, { token: '', ttlMs: HOUR })).toBeUndefined();
      });

      it('does not return an expired session, and sweeps expired ones', async () => {
        const user = await newUser();
        const expired = await createSession(db, { userId: user.id, ttlMs: HOUR });
        const live = await createSession(db, { userId: user.id, ttlMs: HOUR });
        await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [expired.session.id]);
        expect(await getSession(db, { token: expired.token, ttlMs: HOUR })).toBeUndefined();
        expect(await deleteExpiredSessions(db)).toBeGreaterThanOrEqual(1);
        const { rows } = await db.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1', [user.id]);
        expect(rows.map((r) => r.id)).toEqual([live.session.id]);
      });

      it('ends one session, or all of a user’s but one', async () => {
        const user = await newUser();
        const a = await createSession(db, { userId: user.id, ttlMs: HOUR });
        const b = await createSession(db, { userId: user.id, ttlMs: HOUR });
        const c = await createSession(db, { userId: user.id, ttlMs: HOUR });
        await deleteSession(db, { token: a.token });
        expect(await getSession(db, { token: a.token, ttlMs: HOUR })).toBeUndefined();
        expect(await deleteUserSessions(db, { userId: user.id, exceptToken: c.token })).toBe(1);
        expect(await getSession(db, { token: b.token, ttlMs: HOUR })).toBeUndefined();
        expect(await getSession(db, { token: c.token, ttlMs: HOUR })).toBeDefined();
      });
    });

    describe('preview links', () => {
      const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
      async function author(role: 'CMSTWO User' | 'CMSTWO Super User' = 'CMSTWO User') {
        return createUser(db, { email: freshEmail(), name: 'Link author', role, passwordHash: await hashOf('pw') });
      }

      it('hands out a 256-bit token once, stores its SHA-256, and resolves it to the claim', async () => {
        const doc = await newPage();
        const user = await author();
        const { token, link } = await insertPreviewLink(db, { documentId: doc.id, version: null, expiresAt: inHours(1), userId: user.id });
        expect(token).toMatch(/^[\w-]{43}$/);
        expect(link).toMatchObject({
          documentId: doc.id,
          version: null,
          revokedAt: null,
          revokedBy: null,
          createdBy: { id: user.id, name: 'Link author', email: user.email },
          status: 'active',
        });
        expect(link.createdAt).toMatch(ISO);
        expect(Math.abs(Date.parse(link.expiresAt) - Date.parse(inHours(1)))).toBeLessThan(60_000);
        const { rows } = await db.query<{ token_hash: string; n: number }>(
          `SELECT token_hash, (SELECT count(*) FROM preview_links WHERE strpos(row_to_json(preview_links)::text, $2) > 0) AS n
           FROM preview_links WHERE id = $1`,
          [link.id, token],
        );
        expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
        expect(rows[0]!.n).toBe(0);
        expect(await resolvePreviewToken(db, { token })).toEqual({
          ok: true,
          claim: { linkId: link.id, documentId: doc.id, version: null, expiresAt: link.expiresAt },
        });
        expect(await getPreviewLink(db, { id: link.id })).toEqual(link);
      });

      it('refuses unknown, altered and malformed tokens', async () => {
        const doc = await newPage();
        const user = await author();
        const { token } = await insertPreviewLink(db, { documentId: doc.id, version: null, expiresAt: inHours(1), userId: user.id });
        const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
        for (const bad of [altered, `${token}A`, token.slice(1), '', 'a.b', 'x'.repeat(500)]) {
          expect(await resolvePreviewToken(db, { token: bad })).toEqual({ ok: false, reason: 'invalid' });
        }
      });

      it('links one published version, and refuses a version that does not exist', async () => {
        const doc = await newPage();
        await publish(db, { id: doc.id, actor: ACTOR });
        const user = await author();
        const { token } = await insertPreviewLink(db, { documentId: doc.id, version: 1, expiresAt: inHours(1), userId: user.id });
        const check = await resolvePreviewToken(db, { token });
        expect(check.ok && check.claim.version).toBe(1);
        await violates(insertPreviewLink(db, { documentId: doc.id, version: 2, expiresAt: inHours(1), userId: user.id }), 'foreign-key');
        await violates(
          insertPreviewLink(db, { documentId: '00000000-0000-4000-8000-000000000000', version: null, expiresAt: inHours(1), userId: user.id }),
          'foreign-key',
        );
        await violates(
          insertPreviewLink(db, { documentId: doc.id, version: null, expiresAt: inHours(1), userId: '00000000-0000-4000-8000-000000000000' }),
          'foreign-key',
        );
      });

      it('tells expired and revoked links apart; revoking is not repeated', async () => {
        const doc = await newPage();
        const user = await author();
        const old = await insertPreviewLink(db, { documentId: doc.id, version: null, expiresAt: inHours(-1), userId: user.id });
        const live = await insertPreviewLink(db, { documentId: doc.id, version: null, expiresAt: inHours(1), userId: user.id });
        expect(await resolvePreviewToken(db, { token: old.token })).toEqual({ ok: false, reason: 'expired' });

        const revoked = (await markPreviewLinkRevoked(db, { id: live.link.id, actor: 'reviewer@suite.test' }))!;
        expect(revoked).toMatchObject({ site: SITE, path: doc.path, link: { status: 'revoked', revokedBy: 'reviewer@suite.test' } });
        expect(revoked.link.revokedAt).toMatch(ISO);
        expect(await resolvePreviewToken(db, { token: live.token })).toEqual({ ok: false, reason: 'revoked' });
        expect(await markPreviewLinkRevoked(db, { id: live.link.id, actor: 'reviewer@suite.test' })).toBeUndefined();
        expect((await getPreviewLink(db, { id: live.link.id }))!.revokedAt).toBe(revoked.link.revokedAt);
        expect(await markPreviewLinkRevoked(db, { id: '00000000-0000-4000-8000-000000000000', actor: null })).toBeUndefined();
        expect(await markPreviewLinkRevoked(db, { id: 'nope', actor: null })).toBeUndefined();

        expect((await listPreviewLinks(db, { documentId: doc.id })).map((l) => [l.id, l.status])).toEqual([
          [live.link.id, 'revoked'],
          [old.link.id, 'expired'],
        ]);
        expect(await listPreviewLinks(db, { documentId: 'nope' })).toEqual([]);
      });

      it('stops every link of an author who is disabled, and deletes them with the author or the document', async () => {
        const doc = await newPage();
        const user = await author();
        const other = await author('CMSTWO Super User');
        const a = await insertPreviewLink(db, { documentId: doc.id, version: null, expiresAt: inHours(1), userId: user.id });
        const b = await insertPreviewLink(db, { documentId: doc.id, version: null, expiresAt: inHours(1), userId: user.id });
        const kept = await insertPreviewLink(db, { documentId: doc.id, version: null, expiresAt: inHours(1), userId: other.id });

        await updateUser(db, { id: user.id, disabled: true });
        for (const { token } of [a, b]) expect(await resolvePreviewToken(db, { token })).toEqual({ ok: false, reason: 'invalid' });
        expect((await resolvePreviewToken(db, { token: kept.token })).ok).toBe(true);
        expect((await getPreviewLink(db, { id: a.link.id }))!.status).toBe('author-disabled');

        await db.query('DELETE FROM users WHERE id = $1', [user.id]);
        expect((await listPreviewLinks(db, { documentId: doc.id })).map((l) => l.id)).toEqual([kept.link.id]);
        await deleteDocument(db, { id: doc.id });
        expect(await resolvePreviewToken(db, { token: kept.token })).toEqual({ ok: false, reason: 'invalid' });
        expect(await getPreviewLink(db, { id: kept.link.id })).toBeUndefined();
      });
    });

    describe('site search', () => {
      it('finds indexed published pages with highlighted snippets, and never access-coded ones', async () => {
        const word = `w${Math.random().toString(36).slice(2, 9)}`;
        const doc = await newPage({ title: 'Searchable' });
        await publish(db, { id: doc.id, actor: ACTOR });
        await indexPage(db, { documentId: doc.id, site: SITE, title: 'Searchable', body: `A page about ${word} and clearing` });
        const found = await searchSite(db, { site: SITE, q: word, collections: [], limit: 10, offset: 0 });
        expect(found.total).toBe(1);
        expect(found.hits[0]!.snippet).toContain(`${HIT_START}${word}${HIT_END}`);
        await setAccessCodeHash(db, { id: doc.id, hash: 'x', actor: ACTOR });
        expect((await searchSite(db, { site: SITE, q: word, collections: [], limit: 10, offset: 0 })).total).toBe(0);
      });

      it('suggests words of the site’s own pages; links a notice to its document, else to the page that lists it (issue 25)', async () => {
        const word = `w${Math.random().toString(36).slice(2, 9)}`;
        const doc = await newPage({ title: 'Bulletins' });
        await publish(db, { id: doc.id, actor: ACTOR });
        await indexPage(db, { documentId: doc.id, site: SITE, title: 'Bulletins', body: 'The holiday schedule of the bulletins', textVersion: 2, lists: ['regulatory-bulletins'], listsByYear: true });
        expect(await countStaleIndexedPages(db, { textVersion: 2 })).toBe(0);
        expect(await countStaleIndexedPages(db, { textVersion: 3 })).toBeGreaterThan(0);
        // Trigram similarity (migrations 012/023) on both engines, not the prefix stand-in.
        expect((await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM pg_extension WHERE extname = 'pg_trgm'`)).rows[0]!.n).toBe(1);
        const suggested = await suggestSearch(db, { site: SITE, q: 'hollyday', collections: [] });
        expect(suggested.correction).toBe('holiday');
        expect(suggested.terms[0]).toBe('holiday');
        expect(await suggestSearch(db, { site: SITE, q: 'qqqxxzz', collections: [] })).toEqual({ terms: [] });

        const base = { name: '', market: 'ICE', jurisdiction: 'US', circularType: 'Bulletin', filePath: '', url: '', rules: '', sortOrder: 0, body: 'Members should note the change.', topic: 'Rules' };
        const notice = { ...base, collection: 'regulatory-bulletins' as const, noticeNumber: `RB-${word}`, title: `Bulletin on ${word}`, pubDate: '2025-05-01' };
        await upsertNoticeBatch(db, { notices: [notice], status: 'published', actor: ACTOR });
        const search = () => searchSite(db, { site: SITE, q: word, collections: ['regulatory-bulletins'], limit: 10, offset: 0 });
        expect((await search()).hits[0]).toMatchObject({ kind: 'notice', url: `${doc.path}?year=2025`, ref: `RB-${word}`, snippet: 'Members should note the change.' });
        await upsertNoticeBatch(db, { notices: [{ ...notice, url: 'https://docs.example.test/rb.pdf' }], status: 'published', actor: ACTOR });
        expect((await search()).hits[0]!.url).toBe('https://docs.example.test/rb.pdf');
      });
    });

    describe('notices', () => {
      it('upserts in bulk, searches with web syntax by collection and year, and lists years and topics', async () => {
        const prefix = `S${Math.random().toString(36).slice(2, 8)}`;
        const base = { name: '', market: 'NYSE', jurisdiction: 'US', circularType: 'Trader Update', filePath: '', url: '', rules: '', sortOrder: 0, body: '' };
        const notices = [
          { ...base, collection: 'information-memos', noticeNumber: `${prefix}-1`, title: 'Opening auction collars widened', topic: `T${prefix}`, pubDate: '2024-03-01' },
          { ...base, collection: 'information-memos', noticeNumber: `${prefix}-2`, title: 'Closing auction imbalance feed', topic: `T${prefix}`, pubDate: '2025-06-01' },
          { ...base, collection: 'information-memos', noticeNumber: `${prefix}-3`, title: 'Closing cross fee change', topic: 'Other', pubDate: '2025-07-01' },
        ];
        const ctx = createContentContext({ db, registry, archive: testRenderer });
        expect(await upsertNotices(ctx, { actor: CLI, notices, status: 'published' })).toEqual({ created: 3, updated: 0 });
        expect(await upsertNotices(ctx, { actor: CLI, notices: notices.slice(0, 1), status: 'published' })).toEqual({ created: 0, updated: 1 });
        expect((await listAudit(db, { actor: 'cli', action: 'notice.import' })).map((e) => e.detail)).toEqual([
          { created: 0, updated: 1, status: 'published' },
          { created: 3, updated: 0, status: 'published' },
        ]);
        const found = await searchNotices(db, { collections: ['information-memos'], q: `closing -fee`, topic: `T${prefix}`, page: 1, pageSize: 10 });
        expect(found.results.map((n) => n.noticeNumber)).toEqual([`${prefix}-2`]);
        const year = await searchNotices(db, { collections: ['information-memos'], year: 2025, topic: `T${prefix}`, page: 1, pageSize: 10 });
        expect(year.total).toBe(1);
        expect(await noticeYears(db, { collections: ['information-memos'] })).toEqual(expect.arrayContaining([2024, 2025]));
        expect(await noticeValues(db, { collections: ['information-memos'], column: 'topic' })).toContain(`T${prefix}`);
      });
    });

    describe('content surfacing', () => {
      it('lists published pages by any tag, pinned first, without access-coded pages', async () => {
        const tag = `t${Math.random().toString(36).slice(2, 10)}`;
        const made: string[] = [];
        for (const [title, tags] of [['Alpha', [tag]], ['Beta', [tag, 'other']], ['Gamma', []]] as const) {
          const doc = await newPage({ title, seo: { tags: [...tags] } });
          await publish(db, { id: doc.id, actor: ACTOR });
          made.push(doc.path);
        }
        const coded = await newPage({ title: 'Coded', seo: { tags: [tag] } });
        await publish(db, { id: coded.id, actor: ACTOR });
        await setAccessCodeHash(db, { id: coded.id, hash: 'x', actor: ACTOR });
        const listed = await surfacedPages(db, { site: SITE, tags: [tag], criterion: 'title', pinned: [made[2]!], limit: 10, exclude: '/' });
        expect(listed.map((p) => p.title)).toEqual(['Gamma', 'Alpha', 'Beta']);
        expect((await surfacedPages(db, { site: SITE, tags: [tag, 'nothing'], criterion: 'newest', pinned: [], limit: 1, exclude: made[1]! })).map((p) => p.title)).toEqual(['Alpha']);
      });
    });

    describe('visitors', () => {
      it('creates visitors with roles per application key, unique e-mail regardless of case, and searches them', async () => {
        const ctx = createContentContext({ db, registry, archive: testRenderer });
        const email = `V-${freshEmail()}`;
        const made = await createVisitor(ctx, { actor: CLI, email, name: 'Val 100% Visitor', password: 'a visitor password', roles: [{ appKey: 'ICE', role: 'Compliance US' }, { appKey: 'ICE', role: 'Compliance US' }] });
        expect(made).toMatchObject({ email, hasPassword: true, disabled: false, roles: [{ appKey: 'ICE', role: 'Compliance US' }], providers: [], lastSignInAt: null });
        await rejectsWith(createVisitor(ctx, { actor: CLI, email: email.toLowerCase(), name: 'Again', roles: [] }), 'ALREADY_EXISTS');
        expect((await listAudit(db, { actor: 'cli', action: 'visitor.create' })).filter((e) => e.detail.visitorId === made.id)).toHaveLength(1);
        expect((await listVisitors(db, { q: email.toUpperCase(), page: { limit: 10 } })).items.map((v) => v.id)).toEqual([made.id]);
        // LIKE's own characters are searched as text.
        expect((await listVisitors(db, { q: '100%', page: { limit: 10 } })).items.map((v) => v.id)).toEqual([made.id]);
        expect((await listVisitors(db, { q: '_', page: { limit: 10 } })).total).toBe(0);
        const changed = await updateVisitor(ctx, { actor: CLI, id: made.id, roles: [{ appKey: 'ICE', role: 'ICE Admin' }] });
        expect(changed.roles).toEqual([{ appKey: 'ICE', role: 'ICE Admin' }]);
      });

      it('signs in with the password, keeps a session, and ends it on disabling', async () => {
        const ctx = createContentContext({ db, registry, archive: testRenderer });
        const email = freshEmail();
        const made = await createVisitor(ctx, { actor: CLI, email, name: 'Sam', password: 'a visitor password', roles: [] });
        expect(await verifyVisitorLogin(db, { email: email.toUpperCase(), password: 'wrong' })).toBeUndefined();
        expect((await verifyVisitorLogin(db, { email, password: 'a visitor password' }))?.id).toBe(made.id);
        const { token } = await visitorSignIn(ctx, { email, password: 'a visitor password', ttlMs: 60_000 });
        expect((await getVisitorSession(db, { token, ttlMs: 60_000 }))?.lastSignInAt).toMatch(ISO);
        expect(await getVisitorSession(db, { token: 'forged', ttlMs: 60_000 })).toBeUndefined();
        await updateVisitor(ctx, { actor: CLI, id: made.id, disabled: true });
        expect(await getVisitorSession(db, { token, ttlMs: 60_000 })).toBeUndefined();
        expect(await verifyVisitorLogin(db, { email, password: 'a visitor password' })).toBeUndefined();
      });

      it('links provider identities: by subject, by verified e-mail, or as a new visitor; never takes an address unverified', async () => {
        const ctx = createContentContext({ db, registry, archive: testRenderer });
        const email = freshEmail();
        const known = await createVisitor(ctx, { actor: CLI, email, name: 'Known', roles: [{ appKey: 'ICE', role: 'ICE Admin' }] });
        const linked = await visitorForIdentity(ctx, { issuer: 'https://idp.test', subject: 's1', email, emailVerified: true, name: 'K' });
        expect(linked).toMatchObject({ id: known.id, providers: ['https://idp.test'] });
        expect((await visitorForIdentity(ctx, { issuer: 'https://idp.test', subject: 's1', email: 'changed@x.test', emailVerified: false, name: 'K' }))?.id).toBe(known.id);
        await rejectsWith(visitorForIdentity(ctx, { issuer: 'https://idp.test', subject: 's2', email, emailVerified: false, name: 'Mallory' }), 'ALREADY_EXISTS');
        const freshAddress = freshEmail();
        const fresh = await visitorForIdentity(ctx, { issuer: 'https://idp.test', subject: 's3', email: freshAddress, emailVerified: false, name: 'New' });
        expect(fresh).toMatchObject({ hasPassword: false, roles: [], providers: ['https://idp.test'] });
        expect((await listAudit(db, { actor: 'https://idp.test', action: 'visitor.create' })).map((e) => e.detail)).toContainEqual({ visitorId: fresh!.id, email: freshAddress, issuer: 'https://idp.test' });
        const { token } = await startVisitorSession(ctx, { visitor: known, ttlMs: 60_000 });
        expect(await signOutVisitor(ctx, { actor: CLI, id: known.id })).toBe(1);
        expect(await getVisitorSession(db, { token, ttlMs: 60_000 })).toBeUndefined();
      });
    });

    describe('audit log', () => {
      it('filters by site, actor, action and document, newest first, in pages', async () => {
        const actor = freshEmail();
        const doc = await newPage({ actor });
        const entry = (action: string, revision?: number) =>
          appendAudit(db, { actor, action, site: SITE, documentId: doc.id, path: doc.path, detail: revision === undefined ? {} : { revision } });
        await entry('document.create');
        await entry('draft.save', 2);
        await entry('draft.save', 3);
        await appendAudit(db, { actor, action: 'suite.note', site: OTHER_SITE, detail: { n: 1 } });

        const all = await listAudit(db, { actor });
        expect(all.map((e) => e.action)).toEqual(['suite.note', 'draft.save', 'draft.save', 'document.create']);
        expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((x, y) => y - x));
        expect(all[0]).toMatchObject({ site: OTHER_SITE, documentId: null, path: null, detail: { n: 1 } });
        expect(all[0]!.at).toMatch(ISO);
        expect(typeof all[0]!.id).toBe('number');

        expect((await listAudit(db, { actor, site: SITE })).map((e) => e.action)).toEqual(['draft.save', 'draft.save', 'document.create']);
        expect((await listAudit(db, { actor, action: 'draft.save' })).map((e) => e.detail.revision)).toEqual([3, 2]);
        const firstPage = await listAudit(db, { actor, limit: 2 });
        const secondPage = await listAudit(db, { actor, limit: 2, before: firstPage[1]!.id });
        expect([...firstPage, ...secondPage]).toEqual(all);
        expect(await listAudit(db, { documentId: 'not-a-uuid' })).toEqual([]);
      });
    });
  });
}

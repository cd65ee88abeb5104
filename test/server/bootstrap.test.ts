// Issue 39 item 1: a restart asks the store whether anything is to do (no bootstrap child when
// nothing is), and a bootstrap says what it is doing, step by step.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoNotices } from '../../src/cli/seed/notices';
import { withDocumentBodies } from '../../src/cli/seed/notice-text';
import { registry } from '../../src/components/registry';
import { bootstrap, createContentContext, installSites, pendingBootstrap, seedNotices, renderNoticeDocument, type BootstrapProgress, type SeedDocument } from '../../src/content';
import { node } from '../../src/core/node';
import { openPglite } from '../../src/store';
import type { Db } from '../../src/store/types';
import { openTestDb } from '../support/db';
import { testRenderer, warmRenderer } from '../support/archive';

const SEED = { notices: true, visitors: true };
let db: Db | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('pendingBootstrap', () => {
  it('finds nothing to do on a bootstrapped store, and names each step that something undid', { timeout: 60_000 }, async () => {
    db = await openTestDb();
    expect(await pendingBootstrap({ db }, SEED)).toEqual([]);
    // What the seed does not bring is not asked about.
    await db.query('DELETE FROM visitor_sessions');
    await db.query('DELETE FROM visitors');
    expect(await pendingBootstrap({ db }, SEED)).toEqual(['visitors']);
    expect(await pendingBootstrap({ db }, { notices: true, visitors: false })).toEqual([]);
    await db.query('UPDATE page_search SET text_version = text_version - 1');
    expect(await pendingBootstrap({ db }, SEED)).toEqual(['search', 'visitors']);
    await db.query('DELETE FROM notices');
    expect(await pendingBootstrap({ db }, SEED)).toEqual(['search', 'notices', 'visitors']);
  });

  // A new in-memory store is a cluster made from nothing (initdb): seconds under load.
  it('asks for migrations on a new store, and after a migration is undone by hand', { timeout: 60_000 }, async () => {
    db = await openPglite();
    expect(await pendingBootstrap({ db }, SEED)).toEqual(['migrations']);
    await db.close();
    db = await openTestDb();
    await db.query('DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations)');
    expect(await pendingBootstrap({ db }, SEED)).toEqual(['migrations']);
  });
});

/** A small page in a site whose layout every site allows. */
const page = (i: number): SeedDocument => ({
  site: 'mersinc',
  path: `/bootstrap-test-${i}`,
  kind: 'page',
  title: `Bootstrap test ${i}`,
  tree: node('page-layout-no-banner', {}, { main: [node('heading', { text: `Bootstrap test ${i}`, level: 1 })] }),
});

describe('bootstrap', () => {
  beforeAll(() => warmRenderer(), 120_000);

  it('reports each step in order with its progress, stores the documents it is given, and leaves nothing pending', { timeout: 120_000 }, async () => {
    db = await openPglite();
    const ctx = createContentContext({ db, registry, archive: testRenderer });
    const notices = withDocumentBodies(demoNotices().slice(0, 3));
    const progress: BootstrapProgress[] = [];
    let asked: readonly string[] = [];
    const result = await bootstrap(ctx, {
      adminEmail: 'admin@example.test',
      adminPassword: 'a long enough password',
      documents: () => [page(1), page(2)],
      notices: () => notices,
      visitors: () => [{ email: 'reader@example.test', name: 'Rae Reader', roles: [] }],
      visitorPassword: 'a visitor password',
      // Another renderer (the command line's worker) gives the same bytes; this one records what it was asked.
      renderNoticeDocuments: async (fields, onProgress) => {
        asked = fields.map((f) => f.noticeNumber);
        const out = [];
        for (const f of fields) {
          out.push(await renderNoticeDocument(f));
          onProgress?.(out.length);
        }
        return out;
      },
      onProgress: (p) => progress.push(p),
    });
    expect(result.seeded).toBe(2);
    expect(asked).toEqual(notices.map((n) => n.noticeNumber));

    const steps = [...new Set(progress.map((p) => p.step))];
    expect(steps.filter((s) => s !== 'notice documents')).toEqual(['migrations', 'sites', 'administrator', 'documents', 'notices', 'visitors']);
    expect(steps).toContain('notice documents');
    // Each step ends with done = total; the documents count up one by one.
    for (const step of steps) {
      const last = progress.filter((p) => p.step === step).at(-1)!;
      expect(last.done, step).toBe(last.total);
    }
    expect(progress.filter((p) => p.step === 'documents').map((p) => p.done)).toEqual([0, 1, 2]);
    expect(progress.filter((p) => p.step === 'notice documents').at(-1)).toEqual({ step: 'notice documents', done: 3, total: 3 });

    // The notices link to documents whose bytes are exactly what rendering their fields gives.
    const { rows } = await db.query<{ notice_number: string; file_path: string }>('SELECT notice_number, file_path FROM notices ORDER BY notice_number');
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const hash = /^\/media\/([0-9a-f]{64})\.pdf$/.exec(row.file_path)![1]!;
      const blob = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM media_blobs WHERE hash = $1', [hash]);
      const expected = await renderNoticeDocument(notices.find((n) => n.noticeNumber === row.notice_number)!);
      expect(Buffer.from(blob.rows[0]!.bytes).equals(expected), row.notice_number).toBe(true);
    }

    expect(await pendingBootstrap({ db }, SEED)).toEqual([]);
    // A second bootstrap finds everything done and reports nothing.
    progress.length = 0;
    const again = await bootstrap(ctx, { adminEmail: 'admin@example.test', documents: () => [page(3)], notices: () => notices, onProgress: (p) => progress.push(p) });
    expect(again).toEqual({ seeded: 0 });
    expect(progress).toEqual([]);
  });
});

describe('bootstrap with the notices deferred', () => {
  it('leaves the notices pending, and seedNotices publishes them once', { timeout: 120_000 }, async () => {
    db = await openPglite();
    const ctx = createContentContext({ db, registry, archive: testRenderer });
    const notices = withDocumentBodies(demoNotices().slice(0, 2));
    const result = await bootstrap(ctx, { adminEmail: 'admin@example.test', documents: () => [page(1)], notices: () => notices, deferNotices: true });
    expect(result.noticesPending).toBe(true);
    expect(await pendingBootstrap({ db }, { notices: true, visitors: false })).toEqual(['notices']);
    expect(await seedNotices(ctx, { notices: () => notices })).toBe(2);
    expect(await pendingBootstrap({ db }, { notices: true, visitors: false })).toEqual([]);
    expect(await seedNotices(ctx, { notices: () => notices })).toBe(0);
    expect((await db.query('SELECT count(*)::int AS n FROM notices WHERE file_path <> $1', [''])).rows).toEqual([{ n: 2 }]);
  });
});

describe('installSites', () => {
  it('creates a missing site and leaves every existing one as its Admins set it', { timeout: 60_000 }, async () => {
    db = await openTestDb();
    const settings = { colors: { primary: '#123456' } };
    await db.query(`UPDATE sites SET name = 'NYSE Markets', hosts = '{markets.nyse.test}', captcha_site_key = 'their-key', settings = $1 WHERE id = 'nyse'`, [JSON.stringify(settings)]);
    await db.query(`DELETE FROM sites WHERE id = 'imt' AND NOT EXISTS (SELECT 1 FROM documents WHERE site = 'imt')`);
    const before = await db.query(`SELECT name, hosts, captcha_site_key, settings, needs_approval FROM sites WHERE id = 'nyse'`);
    // A bootstrap after an upgrade's migration runs this again.
    await installSites({ db });
    expect((await db.query(`SELECT name, hosts, captcha_site_key, settings, needs_approval FROM sites WHERE id = 'nyse'`)).rows).toEqual(before.rows);
    expect((await db.query<{ settings: unknown }>(`SELECT settings FROM sites WHERE id = 'nyse'`)).rows[0]!.settings).toEqual(settings);
    expect((await db.query(`SELECT id FROM sites ORDER BY id`)).rows).toHaveLength(8);
  });
});

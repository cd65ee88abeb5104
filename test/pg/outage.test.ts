import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../src/cli/bootstrap';
import { registry } from '../../src/components/registry';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/services/config';
import { listDocuments, openDb } from '../../src/store';
import type { Db } from '../../src/store/types';
import { findDocument, signIn } from '../support/app';
import { startPostgres, type PostgresServer } from '../support/postgres';

/*
 * PostgreSQL goes away for a few seconds under a steady write load, on a server of the
 * test's own (the harness server is shared with the other pg tests).
 */

const PASSWORD = 'outage admin password';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const page = (url: string) => ({ url, headers: { host: 'nyse.localhost' } });

let pg: PostgresServer;
let db: Db;
let app: Awaited<ReturnType<typeof buildApp>>;

function configFor(url: string) {
  return loadConfig({ DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'silent', SCHEDULER_INTERVAL_MS: '0', SECRET: 'outage-test-secret-outage', ARCHIVE_INTERVAL_MS: '0' });
}

beforeAll(async () => {
  pg = await startPostgres();
  db = await openDb({ databaseUrl: pg.url });
  await bootstrap(db, { registry, adminEmail: 'admin@tessera.local', adminPassword: PASSWORD });
  app = await buildApp({ config: configFor(pg.url), db, logger: false });
  // These tests publish on nyse; review has its own suites.
  const admin = await signIn(app, 'admin@tessera.local', PASSWORD);
  expect((await admin.request({ method: 'PATCH', url: '/api/cms/sites/nyse', payload: { needsApproval: false } })).statusCode).toBe(200);
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await pg?.destroy('immediate');
});

interface Attempt {
  path: string;
  sentAt: number;
  doneAt: number;
  status: number;
  retryAfter: string | undefined;
  error: string | undefined;
}

describe('a PostgreSQL outage', () => {
  it('answers 503 with Retry-After meanwhile, serves cached pages, loses no acknowledged write and recovers by itself', { timeout: 60_000 }, async () => {
    const admin = await signIn(app, 'admin@tessera.local', PASSWORD);
    expect((await app.inject(page('/fees'))).statusCode).toBe(200);
    expect(app.pageCache.get('nyse', '/fees')).toBeDefined();

    // A steady write load: one document every ~20 ms, each outcome recorded.
    const writes: Attempt[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const path = `/outage/doc-${n}`;
        const sentAt = Date.now();
        const res = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path, title: `Outage ${n}` } });
        const header = res.headers['retry-after'];
        writes.push({ path, sentAt, doneAt: Date.now(), status: res.statusCode, retryAfter: header === undefined ? undefined : String(header), error: res.json<{ error?: string }>().error });
        await sleep(20);
      }
    })();
    await sleep(1000);

    const stopping = Date.now();
    await pg.stop('fast');
    const down = Date.now();
    const cachedReads: number[] = [];
    const uncachedReads: { status: number; retryAfter: unknown }[] = [];
    while (Date.now() - down < 5000) {
      cachedReads.push((await app.inject(page('/fees'))).statusCode);
      const uncached = await app.inject(page('/holiday-hours'));
      uncachedReads.push({ status: uncached.statusCode, retryAfter: uncached.headers['retry-after'] });
      await sleep(100);
    }
    const restarting = Date.now();
    await pg.start();
    const up = Date.now();

    // It recovers by itself: a write sent after the restart succeeds, without a new app or pool.
    await expect.poll(() => writes.some((w) => w.sentAt >= up && w.status === 201), { timeout: 15_000, interval: 100 }).toBe(true);
    writing = false;
    await writer;

    const during = writes.filter((w) => w.sentAt >= down && w.doneAt <= restarting);
    const acknowledged = writes.filter((w) => w.status === 201);
    expect(during.length).toBeGreaterThan(50);
    expect(during.map((w) => [w.status, w.error, w.retryAfter])).toEqual(during.map(() => [503, 'UNAVAILABLE', '5']));
    // Nothing at any time was a 500: a write either succeeded or was told to retry.
    expect(writes.filter((w) => w.status !== 201 && !(w.status === 503 && w.retryAfter === '5'))).toEqual([]);
    expect(writes.filter((w) => w.doneAt < stopping).every((w) => w.status === 201)).toBe(true);

    // The cached page kept being served; a page not in the cache got a 503 to retry.
    expect(cachedReads.length).toBeGreaterThan(10);
    expect(cachedReads.every((status) => status === 200)).toBe(true);
    expect(uncachedReads.every((r) => r.status === 503 && r.retryAfter === '5')).toBe(true);

    // Every acknowledged write is in the database.
    const stored = new Set((await listDocuments(db, { site: 'nyse' })).map((d) => d.path));
    expect(acknowledged.filter((w) => !stored.has(w.path))).toEqual([]);

    // The change feed listens again: having missed notices, it dropped the cached pages ...
    await expect.poll(() => app.pageCache.get('nyse', '/fees'), { timeout: 10_000, interval: 100 }).toBeUndefined();
    // ... and a publish in another process reaches this one's cache again.
    expect((await app.inject(page('/fees'))).statusCode).toBe(200);
    expect(app.pageCache.get('nyse', '/fees')).toBeDefined();
    const otherDb = await openDb({ databaseUrl: pg.url });
    const other = await buildApp({ config: configFor(pg.url), db: otherDb, logger: false });
    try {
      const editor = await signIn(other, 'admin@tessera.local', PASSWORD);
      const fees = await findDocument(editor, 'nyse', '/fees');
      const saved = await editor.request({ method: 'PUT', url: `/api/cms/documents/${fees.id}/draft`, payload: { revision: fees.draftRevision, title: 'Fees after the outage' } });
      expect(saved.statusCode).toBe(200);
      expect((await editor.request({ method: 'POST', url: `/api/cms/documents/${fees.id}/publish`, payload: { revision: saved.json().document.draftRevision } })).statusCode).toBe(200);
      await expect.poll(() => app.pageCache.get('nyse', '/fees'), { timeout: 5000, interval: 50 }).toBeUndefined();
      expect((await app.inject(page('/fees'))).body).toContain('Fees after the outage');
    } finally {
      await other.close();
      await otherDb.close();
    }
  });

  it('a form submission while the database is down is a 503 and nothing is acknowledged; afterwards it is stored', { timeout: 60_000 }, async () => {
    const admin = await signIn(app, 'admin@tessera.local', PASSWORD);
    const formId = 'aaaaaaaa-0000-4000-8000-000000000001';
    const tree = {
      id: 'aaaaaaaa-0000-4000-8000-000000000000',
      name: 'page-layout',
      props: {},
      slots: { main: [{ id: formId, name: 'form', props: { formName: 'Outage form', captcha: false, fields: [{ type: 'TEXT', name: 'note', displayName: 'Note', isRequired: true }] }, slots: {} }] },
    };
    const created = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: '/outage-form', title: 'Outage form', tree } });
    expect(created.statusCode, created.body).toBe(201);
    expect((await admin.request({ method: 'POST', url: `/api/cms/documents/${created.json().document.id}/publish`, payload: { revision: created.json().document.draftRevision } })).statusCode).toBe(200);
    const submit = (note: string) => app.inject({ method: 'POST', url: '/api/forms/submit', headers: { host: 'nyse.localhost' }, payload: { path: '/outage-form', formId, values: { note } } });

    await pg.stop('fast');
    const during = await submit('while down');
    await pg.start();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    await expect.poll(async () => (await submit('after')).statusCode, { timeout: 15_000, interval: 200 }).toBe(201);
    const { rows } = await db.query<{ note: string }>(`SELECT values->>'note' AS note FROM form_submissions WHERE form_id = $1`, [formId]);
    expect(rows.map((r) => r.note)).toEqual(['after']);
  });
});

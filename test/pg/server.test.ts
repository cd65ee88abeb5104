import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../src/cli/bootstrap';
import { registry } from '../../src/components/registry';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/services/config';
import { openDb } from '../../src/store';
import type { Db } from '../../src/store/types';
import { signIn } from '../support/app';
import { createDatabase } from './databases';

// The same server, configured with DATABASE_URL instead of DATA_DIR: nothing else changes.
let database: Awaited<ReturnType<typeof createDatabase>>;
let db: Db;
let app: Awaited<ReturnType<typeof buildApp>>;
const PASSWORD = 'postgres admin password';

beforeAll(async () => {
  database = await createDatabase('tessera_server');
  const config = loadConfig({ DATABASE_URL: database.url, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'silent', ARCHIVE_INTERVAL_MS: '0' });
  db = await openDb({ databaseUrl: config.databaseUrl! });
  const first = await bootstrap(db, { registry, adminEmail: config.adminEmail, adminPassword: PASSWORD });
  expect(first.seeded).toBeGreaterThan(40);
  expect((await bootstrap(db, { registry, adminEmail: config.adminEmail, adminPassword: PASSWORD })).seeded).toBe(0);
  app = await buildApp({ config, db, logger: false });
  // These tests publish on nyse as the Admin; review has its own suites.
  const admin = await signIn(app, 'admin@tessera.local', PASSWORD);
  expect((await admin.request({ method: 'PATCH', url: '/api/cms/sites/nyse', payload: { needsApproval: false } })).statusCode).toBe(200);
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await database?.drop();
});

describe('the server on PostgreSQL', () => {
  it('serves the portal and the seeded pages', async () => {
    expect((await app.inject({ url: '/', headers: { host: 'localhost' } })).statusCode).toBe(200);
    const fees = await app.inject({ url: '/fees', headers: { host: 'nyse.localhost' } });
    expect(fees.statusCode).toBe(200);
    expect(fees.body).toContain('data-site="nyse"');
  });

  it('tells the other server processes to drop their cached pages (LISTEN/NOTIFY)', async () => {
    const otherDb = await openDb({ databaseUrl: database.url });
    const other = await buildApp({ config: loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', ARCHIVE_INTERVAL_MS: '0' }), db: otherDb, logger: false });
    try {
      const before = await other.inject({ url: '/holiday-hours', headers: { host: 'nyse.localhost' } });
      expect(other.pageCache.get('nyse', '/holiday-hours')).toBeDefined();
      const admin = await signIn(app, 'admin@tessera.local', PASSWORD);
      const list = await admin.request({ method: 'GET', url: '/api/cms/sites/nyse/documents' });
      const doc = list.json().documents.find((d: { path: string }) => d.path === '/holiday-hours');
      const saved = await admin.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, title: 'Holiday hours, process B' } });
      await admin.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: saved.json().document.draftRevision } });
      await expect.poll(() => other.pageCache.get('nyse', '/holiday-hours'), { timeout: 5000 }).toBeUndefined();
      const after = await other.inject({ url: '/holiday-hours', headers: { host: 'nyse.localhost' } });
      expect(after.body).not.toBe(before.body);
      expect(after.body).toContain('Holiday hours, process B');
    } finally {
      await other.close();
      await otherDb.close();
    }
  });

  it('edits, conflicts and publishes through the content API', async () => {
    const admin = await signIn(app, 'admin@tessera.local', PASSWORD);
    const list = await admin.request({ method: 'GET', url: '/api/cms/sites/nyse/documents' });
    const doc = list.json().documents.find((d: { path: string }) => d.path === '/fees');
    const saved = await admin.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, title: 'Fees on PostgreSQL' } });
    expect(saved.statusCode).toBe(200);
    const stale = await admin.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, title: 'Lost' } });
    expect(stale.statusCode).toBe(409);
    expect((await admin.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: saved.json().document.draftRevision } })).statusCode).toBe(200);
    const page = await app.inject({ url: '/fees', headers: { host: 'nyse.localhost' } });
    expect(page.body).toContain('<title>Fees on PostgreSQL | NYSE</title>');
  });
});

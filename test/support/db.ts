import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { bootstrap } from '../../src/cli/bootstrap';
import { registry } from '../../src/components/registry';
import { createContentContext, recordArchive } from '../../src/content';
import { createUser, hashPassword, openPglite } from '../../src/store';
import { testRenderer } from './archive';
import type { Db } from '../../src/store/types';
import { NOTICE_DOCUMENT_CACHE } from './notice-document-cache';

/** Users in the template, one per role; all share TEST_PASSWORD. */
export const TEST_USERS = {
  admin: 'admin@example.test',
  superUser: 'super@example.test',
  user: 'user@example.test',
} as const;
export const TEST_PASSWORD = 'correct horse battery staple';
/** The demo visitors (src/cli/seed/visitors.ts) in the template; both have TEST_PASSWORD. */
export const TEST_VISITORS = { member: 'member@tessera.local', visitor: 'visitor@tessera.local' } as const;

/**
 * Builds the template every unit test database starts from, once per run (globalSetup):
 * bootstrapped like a first start (migrations, the eight sites, demo content), plus one
 * user per role. No site needs approval in it (a fresh install has ice and nyse need it): the
 * suites about review turn it on where they test it, the others test their own point.
 */
export async function prepareTemplate(db: Db): Promise<void> {
  await bootstrap(db, { registry, adminEmail: TEST_USERS.admin, adminPassword: TEST_PASSWORD, visitorPassword: TEST_PASSWORD, noticeDocumentCache: NOTICE_DOCUMENT_CACHE });
  // What the seed published is recorded, as the archive job does after a first start.
  await recordArchive(createContentContext({ db, registry, archive: testRenderer }));
  await db.query('UPDATE sites SET needs_approval = false');
  await createUser(db, { email: TEST_USERS.superUser, name: 'Sam Super', role: 'CMSTWO Super User', passwordHash: await hashPassword(TEST_PASSWORD) });
  await createUser(db, { email: TEST_USERS.user, name: 'Uma User', role: 'CMSTWO User', passwordHash: await hashPassword(TEST_PASSWORD) });
}

let template: Promise<Blob> | undefined;

/** A fresh in-memory PGlite loaded from the template: migrated, and isolated from every other test. */
export async function openTestDb(): Promise<Db> {
  template ??= readFile(inject('templateDbPath')).then((bytes) => new Blob([bytes]));
  return openPglite({ loadDataDir: await template });
}

import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate, openDb } from '../../src/store';
import { describeStoreSuite } from '../support/store-suite';
import { checkSiteRolesMigration } from '../support/site-roles-migration';
import { createDatabase, migratedDatabase } from './databases';

const database = migratedDatabase('tessera_store');

describeStoreSuite('store on PostgreSQL', () => database.open());

describe('migrate on PostgreSQL', () => {
  it('is safe when several processes migrate one database at once', async () => {
    const fresh = await createDatabase('tessera_migrate');
    // One pool per "process": separate connections racing for the same migrations.
    const processes = await Promise.all([1, 2, 3, 4].map(() => openDb({ databaseUrl: fresh.url })));
    try {
      const labels = (await loadMigrations()).map((m) => `${String(m.version).padStart(3, '0')}_${m.name}`);
      const results = await Promise.all(processes.map((db) => migrate(db)));
      expect(results.flatMap((r) => r.applied).sort()).toEqual(labels);
      const { rows } = await processes[0]!.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((r) => r.version)).toEqual((await loadMigrations()).map((m) => m.version));
      expect(await migrate(processes[1]!)).toEqual({ applied: [] });
    } finally {
      await Promise.all(processes.map((db) => db.close()));
      await fresh.drop();
    }
  });
});

describe('migration 017 on PostgreSQL', () => {
  it('gives a user created before it their role on all eight sites', async () => {
    const fresh = await createDatabase('tessera_site_roles');
    const db = await openDb({ databaseUrl: fresh.url });
    try {
      await checkSiteRolesMigration(db);
    } finally {
      await db.close();
      await fresh.drop();
    }
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/support/db';
import { describeStoreSuite } from '../../test/support/store-suite';
import { checkSiteRolesMigration } from '../../test/support/site-roles-migration';
import { openDb } from './db';
import { loadMigrations, migrate } from './migrate';
import { getSite, upsertSite } from './sites';

describeStoreSuite('store on PGlite', openTestDb);

describe('migrate on PGlite', () => {
  it('migrates an empty database, also when called twice at once', async () => {
    const db = await openDb();
    try {
      const labels = (await loadMigrations()).map((m) => `${String(m.version).padStart(3, '0')}_${m.name}`);
      const [a, b] = await Promise.all([migrate(db), migrate(db)]);
      expect([...a.applied, ...b.applied].sort()).toEqual(labels);
      const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM schema_migrations');
      expect(rows[0]!.n).toBe(labels.length);
    } finally {
      await db.close();
    }
  });
});

describe('migration 017 on PGlite', () => {
  it('gives a user created before it their role on all eight sites', async () => {
    const db = await openDb();
    try {
      await checkSiteRolesMigration(db);
    } finally {
      await db.close();
    }
  });
});

describe('PGlite on disk', () => {
  it('creates the data directory and keeps the data after closing', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'tessera-store-'));
    const dataDir = join(parent, 'nested', 'data');
    try {
      const first = await openDb({ dataDir });
      await migrate(first);
      await upsertSite(first, { id: 'imt', name: 'IMT', hosts: ['imt.example'] });
      await first.close();

      const second = await openDb({ dataDir });
      expect(await migrate(second)).toEqual({ applied: [] });
      expect((await getSite(second, { id: 'imt' }))?.hosts).toEqual(['imt.example']);
      await second.close();
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});

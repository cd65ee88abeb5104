import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openPostgres } from '../../src/store';
import type { Db } from '../../src/store/types';

/** A new, empty database on the harness server; `drop` removes it (closing its connections first). */
export async function createDatabase(prefix = 'tessera_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const server = inject('postgresUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres({ databaseUrl: server, max: 1 });
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const db = await openPostgres({ databaseUrl: server, max: 1 });
      try {
        await db.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await db.close();
      }
    },
  };
}

/** Empties every table but the migration record, so each test starts from the migrated schema. */
export async function truncateAll(db: Db): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
  );
  if (rows.length > 0) await db.exec(`TRUNCATE ${rows.map((r) => r.name).join(', ')} RESTART IDENTITY CASCADE`);
}

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { migrate, openDb, openPostgres } from '../../src/store';
import type { Db } from '../../src/store/types';

/**
 * A new database on the harness server (`server`: another one, e.g. the scale suite's), empty or a
 * copy of `template`; `drop` removes it (closing its connections first).
 */
export async function createDatabase(
  prefix = 'tessera_test',
  { server = inject('postgresUrl'), template }: { server?: string; template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres({ databaseUrl: server, max: 1 });
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
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
  if (rows.length === 0) return;
  // The archive is append-only (migrations 019 and 029); the harness is its owner and empties it between tests.
  const { rows: guarded } = await db.query<{ tbl: string; name: string }>(
    `SELECT quote_ident(c.relname) AS tbl, quote_ident(t.tgname) AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname LIKE '%\\_no\\_truncate'`,
  );
  const toggle = (state: 'DISABLE' | 'ENABLE') => guarded.map((g) => `ALTER TABLE ${g.tbl} ${state} TRIGGER ${g.name};`).join(' ');
  if (guarded.length > 0) await db.exec(toggle('DISABLE'));
  try {
    await db.exec(`TRUNCATE ${rows.map((r) => r.name).join(', ')} RESTART IDENTITY CASCADE`);
  } finally {
    if (guarded.length > 0) await db.exec(toggle('ENABLE'));
  }
}

/**
 * A migrated database for the suites of one test file: created before them, dropped after.
 * `open` gives each test a connection to it, emptied to the migrated schema.
 */
export function migratedDatabase(prefix: string): { open(): Promise<Db> } {
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  beforeAll(async () => {
    database = await createDatabase(prefix);
    const db = await openDb({ databaseUrl: database.url });
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
  });
  afterAll(async () => {
    await database?.drop();
  });
  return {
    async open() {
      const db = await openDb({ databaseUrl: database!.url });
      await truncateAll(db);
      return db;
    },
  };
}

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './types';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;
/** Key of the advisory lock that serializes migrations across processes sharing one PostgreSQL. */
export const MIGRATION_LOCK = 7_411_203_511;

/** The numbered `migrations/NNN_name.sql` files, in order. */
export async function loadMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_NAME.exec(file);
    if (!match) throw new Error(`Migration file "${file}" must be named NNN_lower_case_name.sql`);
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) throw new Error(`Two migrations are numbered ${match[1]}`);
    migrations.push({ version, name: match[2]!, sql: await readFile(new URL(file, MIGRATIONS_DIR), 'utf8') });
  }
  return migrations;
}

/** A hash of the migration files' names and contents: what a database migrated from nothing holds. */
export function migrationsKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort()) hash.update(file).update('\0').update(readFileSync(new URL(file, MIGRATIONS_DIR))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Applies the migrations that the database has not seen, each in its own transaction.
 * Safe when several processes migrate one PostgreSQL at once: each transaction first takes
 * an advisory lock, then checks again whether its migration is still pending.
 */
export async function migrate(db: Db, options: { migrations?: Migration[] } = {}): Promise<{ applied: string[] }> {
  const migrations = options.migrations ?? (await loadMigrations());
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    integer PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const label = `${String(migration.version).padStart(3, '0')}_${migration.name}`;
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.rows.length > 0) return false;
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${label} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (ran) applied.push(label);
  }
  return { applied };
}

/** The versions of the migrations this database has applied (none before the first migration). */
export async function appliedMigrationVersions(db: Db): Promise<number[]> {
  const { rows } = await db.query<{ version: number }>(`SELECT version FROM schema_migrations ORDER BY version`).catch((error: unknown) => {
    // 42P01: undefined_table: a database never migrated.
    if ((error as { code?: unknown }).code === '42P01') return { rows: [] };
    throw error;
  });
  return rows.map((row) => row.version);
}

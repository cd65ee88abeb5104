import { expect } from 'vitest';
import { SITE_IDS } from '../../src/core/sites';
import { loadMigrations, migrate } from '../../src/store';
import type { Db } from '../../src/store/types';

/**
 * Migration 017 (issue 23 item 1) on an empty database `db`: a user created before it, with
 * the one role of those days, holds that role on all eight sites after it, and `users.role` is gone.
 */
export async function checkSiteRolesMigration(db: Db): Promise<void> {
  const all = await loadMigrations();
  await migrate(db, { migrations: all.filter((m) => m.version < 17) });
  await db.query(
    `INSERT INTO users (id, email, name, role, password_hash) VALUES
       ('00000000-0000-4000-8000-000000000171', 'old.super@example.test', 'Old Super', 'CMSTWO Super User', 'x'),
       ('00000000-0000-4000-8000-000000000172', 'old.user@example.test', 'Old User', 'CMSTWO User', 'x')`,
  );
  expect((await migrate(db, { migrations: all })).applied).toContain('017_site_roles');
  const { rows } = await db.query<{ email: string; site: string; role: string }>(
    `SELECT u.email, r.site, r.role FROM user_site_roles r JOIN users u ON u.id = r.user_id ORDER BY u.email, r.site`,
  );
  const of = (email: string) => rows.filter((r) => r.email === email);
  expect(of('old.super@example.test').map((r) => r.site)).toEqual([...SITE_IDS].sort());
  expect(new Set(of('old.super@example.test').map((r) => r.role))).toEqual(new Set(['CMSTWO Super User']));
  expect(of('old.user@example.test')).toHaveLength(8);
  expect(new Set(of('old.user@example.test').map((r) => r.role))).toEqual(new Set(['CMSTWO User']));
  const columns = await db.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'users'`);
  expect(columns.rows.map((c) => c.column_name)).not.toContain('role');
}

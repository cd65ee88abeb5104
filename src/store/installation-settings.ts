import type { Db } from './types';

/**
 * Stores `value` under `name` unless a value is stored already, then returns the stored one:
 * processes that start at once each offer their own and all read back the first committed.
 */
export async function storeSettingOnce(db: Db, { name, value }: { name: string; value: string }): Promise<string> {
  await db.query('INSERT INTO installation_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, value]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM installation_settings WHERE name = $1', [name]);
  return rows[0]!.value;
}

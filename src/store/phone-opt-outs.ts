import type { Db } from './types';

// Numbers that replied STOP to a site's SMS or voice alerts (migration 023).

/** When (and with which word) this number opted out of the site's SMS and voice alerts; undefined when it did not. */
export async function isPhoneOptedOut(db: Db, options: { site: string; phone: string }): Promise<{ keyword: string; at: string } | undefined> {
  const { rows } = await db.query<{ keyword: string; created_at: string }>('SELECT keyword, created_at FROM phone_opt_outs WHERE site = $1 AND phone = $2', [
    options.site,
    options.phone,
  ]);
  return rows[0] && { keyword: rows[0].keyword, at: rows[0].created_at };
}

/** Records an opt-out; false when the number was opted out already. */
export async function optPhoneOut(db: Db, options: { site: string; phone: string; keyword: string }): Promise<boolean> {
  const { rows } = await db.query('INSERT INTO phone_opt_outs (site, phone, keyword) VALUES ($1, $2, $3) ON CONFLICT (site, phone) DO NOTHING RETURNING phone', [
    options.site,
    options.phone,
    options.keyword,
  ]);
  return rows.length > 0;
}

/** Ends an opt-out; false when the number was not opted out. */
export async function optPhoneIn(db: Db, options: { site: string; phone: string }): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM phone_opt_outs WHERE site = $1 AND phone = $2 RETURNING phone', [options.site, options.phone]);
  return rows.length > 0;
}

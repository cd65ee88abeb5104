import { newId } from '../core/node';
import type { SiteId } from '../core/sites';
import type { Db } from './types';

/** A redirect an Admin set for a site (`site_redirects`). */
export interface RedirectRow {
  id: string;
  site: SiteId;
  from: string;
  to: string;
  status: 301 | 302;
  createdBy: string;
  createdAt: string;
}

interface Row {
  id: string;
  site: SiteId;
  from_path: string;
  to_target: string;
  status: number;
  created_by: string;
  created_at: string | Date;
}

const COLUMNS = 'id, site, from_path, to_target, status, created_by, created_at';

const toRedirect = (r: Row): RedirectRow => ({
  id: r.id,
  site: r.site,
  from: r.from_path,
  to: r.to_target,
  status: r.status === 302 ? 302 : 301,
  createdBy: r.created_by,
  createdAt: new Date(r.created_at).toISOString(),
});

/** The site's redirects, by source path. */
export async function listRedirects(db: Db, { site }: { site: SiteId }): Promise<RedirectRow[]> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM site_redirects WHERE site = $1 ORDER BY from_path`, [site]);
  return rows.map(toRedirect);
}

/** Every site's redirects (what the public server keeps in memory). */
export async function listAllRedirects(db: Db): Promise<RedirectRow[]> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM site_redirects ORDER BY site, from_path`);
  return rows.map(toRedirect);
}

export async function insertRedirects(db: Db, { site, redirects, actor }: { site: SiteId; redirects: readonly { from: string; to: string; status: 301 | 302 }[]; actor: string }): Promise<RedirectRow[]> {
  const saved: RedirectRow[] = [];
  for (const r of redirects) {
    const { rows } = await db.query<Row>(
      `INSERT INTO site_redirects (id, site, from_path, to_target, status, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [newId(), site, r.from, r.to, r.status, actor],
    );
    saved.push(toRedirect(rows[0]!));
  }
  return saved;
}

/** Deletes one redirect of the site; the deleted row, or undefined when there was none. */
export async function deleteRedirect(db: Db, { site, id }: { site: SiteId; id: string }): Promise<RedirectRow | undefined> {
  const { rows } = await db.query<Row>(`DELETE FROM site_redirects WHERE site = $1 AND id = $2 RETURNING ${COLUMNS}`, [site, id]);
  return rows[0] && toRedirect(rows[0]);
}

/** Which of `paths` are published pages of the site. */
export async function livePaths(db: Db, { site, paths }: { site: SiteId; paths: readonly string[] }): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const { rows } = await db.query<{ published_path: string }>(
    "SELECT published_path FROM documents WHERE site = $1 AND kind = 'page' AND published_path = ANY($2::text[])",
    [site, [...paths]],
  );
  return new Set(rows.map((r) => r.published_path));
}

/** The site's redirect from `path`, if it has one: a page published there could never be reached. */
export async function redirectFrom(db: Db, { site, path }: { site: SiteId; path: string }): Promise<RedirectRow | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM site_redirects WHERE site = $1 AND from_path = $2`, [site, path]);
  return rows[0] && toRedirect(rows[0]);
}

import { normalizeHost, type SiteId } from '../core/sites';
import type { Db, Site } from './types';

export interface SiteInput {
  id: SiteId;
  name: string;
  /** Replaced when given; kept on update when absent. Normalized with `normalizeHost`. */
  hosts?: string[];
  /** `null` clears the key; absent keeps it. */
  captchaSiteKey?: string | null;
  settings?: Record<string, unknown>;
  /** A normalized origin (`https://www.nyse.com`); `null` clears it (the configured default applies); absent keeps it. */
  publicOrigin?: string | null;
  /** Publishing needs a review by someone else (issue 23 item 3); absent keeps it (new sites: off). */
  needsApproval?: boolean;
}

interface SiteRow {
  id: string;
  name: string;
  hosts: string[];
  captcha_site_key: string | null;
  settings: Record<string, unknown>;
  public_origin: string | null;
  needs_approval: boolean;
  updated_at: string;
}

const COLUMNS = 'id, name, hosts, captcha_site_key, settings, public_origin, needs_approval, updated_at';

function toSite(row: SiteRow): Site {
  return {
    id: row.id as SiteId,
    name: row.name,
    hosts: row.hosts,
    captchaSiteKey: row.captcha_site_key,
    settings: row.settings,
    publicOrigin: row.public_origin,
    needsApproval: row.needs_approval,
    updatedAt: row.updated_at,
  };
}

export async function listSites(db: Db): Promise<Site[]> {
  const { rows } = await db.query<SiteRow>(`SELECT ${COLUMNS} FROM sites ORDER BY id`);
  return rows.map(toSite);
}

export async function getSite(db: Db, options: { id: string }): Promise<Site | undefined> {
  const { rows } = await db.query<SiteRow>(`SELECT ${COLUMNS} FROM sites WHERE id = $1`, [options.id]);
  return rows[0] && toSite(rows[0]);
}

/** The site that answers to a request's Host header (any case, with or without a port). */
export async function siteForHost(db: Db, host: string): Promise<Site | undefined> {
  const { rows } = await db.query<SiteRow>(
    `SELECT ${COLUMNS} FROM sites WHERE hosts @> ARRAY[$1::text] ORDER BY id LIMIT 1`,
    [normalizeHost(host)],
  );
  return rows[0] && toSite(rows[0]);
}

function normalizedHosts(hosts: readonly string[]): string[] {
  return [...new Set(hosts.map(normalizeHost).filter((host) => host !== ''))];
}

/** The first of `hosts` (normalized) that a site other than `id` serves, if any. */
export async function hostServedElsewhere(db: Db, { id, hosts }: { id: SiteId; hosts: readonly string[] }): Promise<string | undefined> {
  const normalized = normalizedHosts(hosts);
  if (normalized.length === 0) return undefined;
  const { rows } = await db.query<{ host: string }>(
    `SELECT host FROM sites, unnest(hosts) AS host WHERE id <> $1 AND host = ANY($2::text[]) LIMIT 1`,
    [id, normalized],
  );
  return rows[0]?.host;
}

/** Creates or updates a site, its hosts stored normalized. Whether another site serves them is {@link hostServedElsewhere}. */
export async function upsertSite(db: Db, site: SiteInput): Promise<Site> {
  const hosts = site.hosts && normalizedHosts(site.hosts);
  const { rows } = await db.query<SiteRow>(
    `INSERT INTO sites (id, name, hosts, captcha_site_key, settings, public_origin, needs_approval)
     VALUES ($1, $2, COALESCE($3::text[], '{}'), $4, COALESCE($5::jsonb, '{}'), $7, COALESCE($9::boolean, false))
     ON CONFLICT (id) DO UPDATE SET
       name = excluded.name,
       hosts = COALESCE($3::text[], sites.hosts),
       captcha_site_key = CASE WHEN $6 THEN excluded.captcha_site_key ELSE sites.captcha_site_key END,
       settings = COALESCE($5::jsonb, sites.settings),
       public_origin = CASE WHEN $8 THEN excluded.public_origin ELSE sites.public_origin END,
       needs_approval = COALESCE($9::boolean, sites.needs_approval),
       updated_at = now()
     RETURNING ${COLUMNS}`,
    [
      site.id,
      site.name,
      hosts ?? null,
      site.captchaSiteKey ?? null,
      site.settings ? JSON.stringify(site.settings) : null,
      site.captchaSiteKey !== undefined,
      site.publicOrigin ?? null,
      site.publicOrigin !== undefined,
      site.needsApproval ?? null,
    ],
  );
  return toSite(rows[0]!);
}

/** Whether publishing on the site needs a review by someone else; undefined for an unknown site. */
export async function siteNeedsApproval(db: Db, { site }: { site: SiteId }): Promise<boolean | undefined> {
  const { rows } = await db.query<{ needs_approval: boolean }>('SELECT needs_approval FROM sites WHERE id = $1', [site]);
  return rows[0]?.needs_approval;
}

/** Whether any site needs approval (notices are shown on every site). */
export async function anySiteNeedsApproval(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>('SELECT bool_or(needs_approval) AS any FROM sites');
  return rows[0]?.any === true;
}

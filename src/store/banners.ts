import type { BannerKind, BannerState, BannerTone, LiveBanner, Page, PageRequest } from '../core/contracts';
import { isUuid, newId } from '../core/node';
import type { SiteId } from '../core/sites';
import { keysetPage } from './paging';
import type { Db } from './types';

/** A banner or disclaimer as stored (its state is the operation's to tell, at its clock's time). */
export interface BannerRow {
  id: string;
  kind: BannerKind;
  tone: BannerTone;
  message: string;
  sites: SiteId[];
  startsAt: string;
  endsAt: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedBy: string | null;
  updatedAt: string;
}

export interface BannerValues {
  kind: BannerKind;
  tone: BannerTone;
  message: string;
  sites: readonly SiteId[];
  startsAt: string;
  endsAt: string | null;
}

interface Row {
  id: string;
  kind: BannerKind;
  tone: BannerTone;
  message: string;
  sites: SiteId[] | null;
  starts_at: string;
  ends_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_by: string | null;
  updated_at: string;
}

const BANNER_COLUMNS = `b.id, b.kind, b.tone, b.message, b.starts_at, b.ends_at, b.created_by, b.created_at, b.updated_by, b.updated_at,
    (SELECT array_agg(s.site ORDER BY s.site) FROM banner_sites s WHERE s.banner_id = b.id) AS sites`;
const SELECT = `SELECT ${BANNER_COLUMNS} FROM banners b`;

const toBanner = (r: Row): BannerRow => ({
  id: r.id,
  kind: r.kind,
  tone: r.tone,
  message: r.message,
  sites: r.sites ?? [],
  startsAt: new Date(r.starts_at).toISOString(),
  endsAt: r.ends_at === null ? null : new Date(r.ends_at).toISOString(),
  createdBy: r.created_by,
  createdAt: r.created_at,
  updatedBy: r.updated_by,
  updatedAt: r.updated_at,
});

/** Every banner and disclaimer, latest start first. */
export async function listBanners(db: Db): Promise<BannerRow[]> {
  const { rows } = await db.query<Row>(`${SELECT} ORDER BY b.starts_at DESC, b.id`);
  return rows.map(toBanner);
}

/** What a state is at instant `$n`. */
const STATE_AT: Record<BannerState, (n: number) => string> = {
  scheduled: (n) => `b.starts_at > $${n}::timestamptz`,
  live: (n) => `b.starts_at <= $${n}::timestamptz AND (b.ends_at IS NULL OR b.ends_at > $${n}::timestamptz)`,
  ended: (n) => `b.ends_at <= $${n}::timestamptz`,
};

/** A page of the banners that reach at least one of `sites`, latest start first, of one kind, in one state at `now`. */
export async function pageBanners(
  db: Db,
  options: { sites: readonly SiteId[]; kind?: BannerKind | undefined; state?: BannerState | undefined; now: Date; page: PageRequest },
): Promise<Page<BannerRow>> {
  const where = ['EXISTS (SELECT 1 FROM banner_sites s WHERE s.banner_id = b.id AND s.site = ANY($1::text[]))'];
  const params: unknown[] = [[...options.sites]];
  if (options.kind) {
    params.push(options.kind);
    where.push(`b.kind = $${params.length}`);
  }
  if (options.state) {
    params.push(options.now.toISOString());
    where.push(`(${STATE_AT[options.state](params.length)})`);
  }
  return keysetPage(db, {
    columns: BANNER_COLUMNS,
    from: 'banners b',
    where,
    params,
    keyset: { list: 'banners', order: [{ expr: 'b.starts_at', type: 'timestamptz', desc: true }, { expr: 'b.id', type: 'uuid', desc: true }] },
    page: options.page,
    map: toBanner,
  });
}

/** One banner; `lock` holds it FOR UPDATE in the caller's transaction. Undefined when there is none. */
export async function getBanner(db: Db, options: { id: string; lock?: boolean }): Promise<BannerRow | undefined> {
  if (!isUuid(options.id)) return undefined;
  const { rows } = await db.query<Row>(`${SELECT} WHERE b.id = $1${options.lock ? ' FOR UPDATE OF b' : ''}`, [options.id]);
  return rows[0] && toBanner(rows[0]);
}

async function replaceSites(db: Db, id: string, sites: readonly SiteId[]): Promise<void> {
  await db.query('DELETE FROM banner_sites WHERE banner_id = $1', [id]);
  await db.query('INSERT INTO banner_sites (banner_id, site) SELECT DISTINCT $1::uuid, unnest($2::text[])', [id, [...sites]]);
}

export async function insertBanner(db: Db, options: BannerValues & { actor: string | null }): Promise<BannerRow> {
  const id = newId();
  await db.query(
    `INSERT INTO banners (id, kind, tone, message, starts_at, ends_at, created_by, updated_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [id, options.kind, options.tone, options.message, options.startsAt, options.endsAt, options.actor],
  );
  await replaceSites(db, id, options.sites);
  return (await getBanner(db, { id }))!;
}

/** Replaces a banner's values and sites; undefined when there is no such banner. */
export async function updateBanner(db: Db, options: BannerValues & { id: string; actor: string | null }): Promise<BannerRow | undefined> {
  if (!isUuid(options.id)) return undefined;
  const { rows } = await db.query(
    `UPDATE banners SET kind = $2, tone = $3, message = $4, starts_at = $5, ends_at = $6, updated_by = $7, updated_at = now() WHERE id = $1 RETURNING id`,
    [options.id, options.kind, options.tone, options.message, options.startsAt, options.endsAt, options.actor],
  );
  if (rows.length === 0) return undefined;
  await replaceSites(db, options.id, options.sites);
  return getBanner(db, { id: options.id });
}

/** Deletes a banner; whether there was one. */
export async function deleteBanner(db: Db, options: { id: string }): Promise<boolean> {
  if (!isUuid(options.id)) return false;
  const { rows } = await db.query('DELETE FROM banners WHERE id = $1 RETURNING id', [options.id]);
  return rows.length > 0;
}

/**
 * What a site shows at `at`: its live banners and disclaimers (started, not ended), oldest
 * start first, and the next instant after `at` when that changes (a start or an end), or null.
 */
export async function siteBannersAt(db: Db, options: { site: SiteId; at: Date }): Promise<{ live: LiveBanner[]; nextChangeAt: string | null }> {
  const at = options.at.toISOString();
  const { rows } = await db.query<{ id: string; kind: BannerKind; tone: BannerTone; message: string }>(
    `SELECT b.id, b.kind, b.tone, b.message FROM banners b JOIN banner_sites s ON s.banner_id = b.id AND s.site = $1
     WHERE b.starts_at <= $2::timestamptz AND (b.ends_at IS NULL OR b.ends_at > $2::timestamptz)
     ORDER BY b.starts_at, b.id`,
    [options.site, at],
  );
  const next = await db.query<{ next: string | null }>(
    `SELECT min(t) AS next FROM (
       SELECT b.starts_at AS t FROM banners b JOIN banner_sites s ON s.banner_id = b.id AND s.site = $1 WHERE b.starts_at > $2::timestamptz
       UNION ALL
       SELECT b.ends_at FROM banners b JOIN banner_sites s ON s.banner_id = b.id AND s.site = $1 WHERE b.ends_at > $2::timestamptz) x`,
    [options.site, at],
  );
  const nextChangeAt = next.rows[0]?.next ?? null;
  return { live: rows.map((r) => ({ id: r.id, kind: r.kind, tone: r.tone, message: r.message })), nextChangeAt: nextChangeAt === null ? null : new Date(nextChangeAt).toISOString() };
}

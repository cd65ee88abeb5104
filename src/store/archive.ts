import type { Page, PageRequest } from '../core/contracts/paging';
import type { SiteId } from '../core/sites';
import { keysetPage } from './paging';
import type { Db } from './types';

/** One entry of a site's archive chain, as stored (migration 019). */
export interface ArchiveEntry {
  id: number;
  site: SiteId;
  seq: number;
  path: string;
  documentId: string | null;
  kind: 'page' | 'partial';
  event: 'publish' | 'withdrawn';
  cause: string;
  version: number | null;
  html: string | null;
  htmlSha256: string | null;
  publishedBy: string;
  approvedBy: string | null;
  requestedBy: string | null;
  urgentReason: string | null;
  /** ISO 8601 in UTC with milliseconds: the form the hash covers. */
  at: string;
  prevHash: string | null;
  hash: string;
}

/** An entry without its HTML (listings). */
export type ArchiveEntrySummary = Omit<ArchiveEntry, 'html'>;

export type ArchiveEntryInput = Omit<ArchiveEntry, 'id'>;

interface ArchiveRow {
  id: string | number;
  site: string;
  seq: number;
  path: string;
  document_id: string | null;
  kind: ArchiveEntry['kind'];
  event: ArchiveEntry['event'];
  cause: string;
  version: number | null;
  html?: string | null;
  html_sha256: string | null;
  published_by: string;
  approved_by: string | null;
  requested_by: string | null;
  urgent_reason: string | null;
  at: string;
  prev_hash: string | null;
  hash: string;
}

const SUMMARY_COLUMNS = `id, site, seq, path, document_id, kind, event, cause, version, html_sha256, published_by, approved_by,
  requested_by, urgent_reason, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, prev_hash, hash`;
const COLUMNS = `${SUMMARY_COLUMNS}, html`;

function toSummary(row: ArchiveRow): ArchiveEntrySummary {
  return {
    id: Number(row.id),
    site: row.site as SiteId,
    seq: row.seq,
    path: row.path,
    documentId: row.document_id,
    kind: row.kind,
    event: row.event,
    cause: row.cause,
    version: row.version,
    htmlSha256: row.html_sha256,
    publishedBy: row.published_by,
    approvedBy: row.approved_by,
    requestedBy: row.requested_by,
    urgentReason: row.urgent_reason,
    at: row.at,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

function toEntry(row: ArchiveRow): ArchiveEntry {
  return { ...toSummary(row), html: row.html ?? null };
}

/**
 * Holds the site's archive chain for the rest of the transaction: appends of one site are
 * serialised across connections, so each links to the one before it.
 */
export async function lockArchiveChain(db: Db, { site }: { site: SiteId }): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(19019, hashtext($1))`, [site]);
}

/** The last entry of a site's chain (its position and hash), or undefined for an empty chain. */
export async function lastArchiveLink(db: Db, { site }: { site: SiteId }): Promise<{ seq: number; hash: string; at: string } | undefined> {
  const { rows } = await db.query<{ seq: number; hash: string; at: string }>(
    `SELECT seq, hash, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM archive_entries WHERE site = $1 ORDER BY seq DESC LIMIT 1`,
    [site],
  );
  return rows[0];
}

/** Appends an entry (the caller computed its link and hash). */
export async function insertArchiveEntry(db: Db, entry: ArchiveEntryInput): Promise<ArchiveEntrySummary> {
  const { rows } = await db.query<ArchiveRow>(
    `INSERT INTO archive_entries (site, seq, path, document_id, kind, event, cause, version, html, html_sha256, published_by, approved_by,
       requested_by, urgent_reason, at, prev_hash, hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING ${SUMMARY_COLUMNS}`,
    [
      entry.site,
      entry.seq,
      entry.path,
      entry.documentId,
      entry.kind,
      entry.event,
      entry.cause,
      entry.version,
      entry.html,
      entry.htmlSha256,
      entry.publishedBy,
      entry.approvedBy,
      entry.requestedBy,
      entry.urgentReason,
      entry.at,
      entry.prevHash,
      entry.hash,
    ],
  );
  return toSummary(rows[0]!);
}

/** The entry of a path live at `at` (the last one at or before it), with its HTML; undefined when none. */
export async function archiveEntryAt(db: Db, { site, path, at }: { site: SiteId; path: string; at: Date }): Promise<ArchiveEntry | undefined> {
  const { rows } = await db.query<ArchiveRow>(
    `SELECT ${COLUMNS} FROM archive_entries WHERE site = $1 AND path = $2 AND at <= $3 ORDER BY at DESC, seq DESC LIMIT 1`,
    [site, path, at.toISOString()],
  );
  return rows[0] && toEntry(rows[0]);
}

/** One entry by id, with its HTML. */
export async function getArchiveEntry(db: Db, { id }: { id: number }): Promise<ArchiveEntry | undefined> {
  const { rows } = await db.query<ArchiveRow>(`SELECT ${COLUMNS} FROM archive_entries WHERE id = $1`, [id]);
  return rows[0] && toEntry(rows[0]);
}

/** A path's entries, newest first, without HTML. */
export async function listArchiveEntries(db: Db, { site, path, page }: { site: SiteId; path: string; page: PageRequest }): Promise<Page<ArchiveEntrySummary>> {
  // Newest first by (at, seq), the order of archive_entries_path_idx: a chain's instants never go back, so this is chain order reversed.
  return keysetPage(db, {
    columns: SUMMARY_COLUMNS,
    from: 'archive_entries e',
    where: ['e.site = $1', 'e.path = $2'],
    params: [site, path],
    keyset: {
      list: 'archive',
      order: [
        { expr: 'e.at', type: 'timestamptz', desc: true },
        { expr: 'e.seq', type: 'integer', desc: true },
      ],
    },
    page,
    map: toSummary,
  });
}

/** Entries of a site's chain in order, `limit` after position `afterSeq`, with HTML or without (verify walks the chain in pages). */
export async function archiveChainPage(
  db: Db,
  { site, afterSeq, limit, upToSeq, withHtml }: { site: SiteId; afterSeq: number; limit: number; upToSeq?: number; withHtml: boolean },
): Promise<(ArchiveEntrySummary & { html?: string | null })[]> {
  const { rows } = await db.query<ArchiveRow>(
    `SELECT ${withHtml ? COLUMNS : SUMMARY_COLUMNS} FROM archive_entries WHERE site = $1 AND seq > $2 AND ($4::integer IS NULL OR seq <= $4) ORDER BY seq LIMIT $3`,
    [site, afterSeq, limit, upToSeq ?? null],
  );
  return rows.map((row) => (withHtml ? toEntry(row) : toSummary(row)));
}

/** Every site with archive entries. */
export async function archiveSites(db: Db): Promise<SiteId[]> {
  const { rows } = await db.query<{ site: string }>(`SELECT DISTINCT site FROM archive_entries ORDER BY site`);
  return rows.map((r) => r.site as SiteId);
}


/** A timestamp column as the ISO 8601 text in UTC with milliseconds that the chain hashes. */
const isoAt = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A published document as a publication pins it: its path, document, version and kind, and whether its tree holds a kind whose data is captured. */
export interface PublishedTarget {
  path: string;
  documentId: string;
  version: number;
  kind: 'page' | 'partial';
  hasData: boolean;
}

interface TargetRow {
  path: string;
  id: string;
  version: number;
  kind: 'page' | 'partial';
  has_data: boolean;
}

const toTarget = (row: TargetRow): PublishedTarget => ({ path: row.path, documentId: row.id, version: row.version, kind: row.kind, hasData: row.has_data });

/** Live documents with what their version shows (`f`: its facts, `$data`: the kinds whose data is captured). */
const LIVE = (data: string) => `SELECT d.site, d.published_path AS path, d.id, d.published_version AS version, d.kind, coalesce(f.kinds && ${data}::text[], false) AS has_data
  FROM documents d JOIN archive_version_facts f ON f.document_id = d.id AND f.version = d.published_version`;

/** Records what a version shows: the partial paths it includes and the component kinds it holds (the publishing transaction, for the version it makes live). */
export async function insertVersionFacts(
  db: Db,
  { documentId, version, kind, includes, kinds }: { documentId: string; version: number; kind: 'page' | 'partial'; includes: readonly string[]; kinds: readonly string[] },
): Promise<void> {
  await db.query(
    `INSERT INTO archive_version_facts (document_id, version, kind, includes, kinds) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (document_id, version) DO UPDATE SET kind = EXCLUDED.kind, includes = EXCLUDED.includes, kinds = EXCLUDED.kinds`,
    [documentId, version, kind, [...includes], [...kinds]],
  );
}

/** The published documents of a site whose version includes any of `paths` directly (a partial's includers, one level). */
export async function publishedIncluding(db: Db, { site, paths, dataKinds }: { site: SiteId; paths: readonly string[]; dataKinds: readonly string[] }): Promise<PublishedTarget[]> {
  if (paths.length === 0) return [];
  const { rows } = await db.query<TargetRow>(`${LIVE('$3')} WHERE d.site = $1 AND d.published_path IS NOT NULL AND f.includes && $2::text[] ORDER BY d.published_path`, [site, [...paths], [...dataKinds]]);
  return rows.map(toTarget);
}

/** The published documents of a site (pages and partials), by path; `documentIds`: only those. */
export async function publishedOfSite(db: Db, { site, dataKinds, documentIds }: { site: SiteId; dataKinds: readonly string[]; documentIds?: readonly string[] }): Promise<PublishedTarget[]> {
  const { rows } = await db.query<TargetRow>(
    `${LIVE('$3')} WHERE d.site = $1 AND d.published_path IS NOT NULL AND ($2::uuid[] IS NULL OR d.id = ANY($2::uuid[])) ORDER BY d.published_path`,
    [site, documentIds ? [...documentIds] : null, [...dataKinds]],
  );
  return rows.map(toTarget);
}

/** Every published document (of any site) whose version holds a node of one of `kinds`. */
export async function publishedWithKinds(db: Db, { kinds, dataKinds }: { kinds: readonly string[]; dataKinds: readonly string[] }): Promise<(PublishedTarget & { site: SiteId })[]> {
  const { rows } = await db.query<TargetRow & { site: string }>(`${LIVE('$2')} WHERE d.published_path IS NOT NULL AND f.kinds && $1::text[] ORDER BY d.site, d.published_path`, [
    [...kinds],
    [...dataKinds],
  ]);
  return rows.map((r) => ({ ...toTarget(r), site: r.site as SiteId }));
}

/** The published partials of a site whose version includes any of `paths` directly (a step of following includes through partials). */
export async function partialsIncluding(db: Db, { site, paths }: { site: SiteId; paths: readonly string[] }): Promise<string[]> {
  if (paths.length === 0) return [];
  // From the partials' versions (few), not from the versions that include the paths (every page, for a header).
  const { rows } = await db.query<{ path: string }>(
    `WITH partials AS MATERIALIZED (SELECT document_id, version, includes FROM archive_version_facts WHERE kind = 'partial')
     SELECT d.published_path AS path FROM partials f JOIN documents d ON d.id = f.document_id AND d.published_version = f.version
      WHERE d.site = $1 AND d.published_path IS NOT NULL AND f.includes && $2::text[]`,
    [site, [...paths]],
  );
  return rows.map((r) => r.path);
}

/** Which live documents a bulk insert of pending items takes: those including one of `includes`, holding one of `kinds`, or all. */
export type LiveSelection = { includes: readonly string[] } | { kinds: readonly string[] } | { all: true };

const selectionWhere = (selection: LiveSelection, param: number): { sql: string; value: readonly string[] | null } =>
  'includes' in selection
    ? { sql: `f.includes && $${param}::text[]`, value: selection.includes }
    : 'kinds' in selection
      ? { sql: `f.kinds && $${param}::text[]`, value: selection.kinds }
      : { sql: `$${param}::text[] IS NULL`, value: null };

/**
 * Adds, in one statement, a pending item for every live document of `site` that `selection`
 * takes (except the paths in `except`), pinned to its live version, in path order from
 * position `from`; the publication's count is set to the new total, which is returned.
 */
export async function insertPendingLive(
  db: Db,
  { publicationId, from, site, selection, except, cause }: { publicationId: number; from: number; site: SiteId; selection: LiveSelection; except: readonly string[]; cause: string },
): Promise<number> {
  const where = selectionWhere(selection, 4);
  const { rows } = await db.query<{ n: number }>(
    `WITH added AS (
       INSERT INTO archive_pending (publication_id, ord, path, document_id, version, kind, event, cause)
       SELECT $1, $2 + row_number() OVER (ORDER BY d.published_path), d.published_path, d.id, d.published_version, d.kind, 'publish', $5
         FROM documents d JOIN archive_version_facts f ON f.document_id = d.id AND f.version = d.published_version
        WHERE d.site = $3 AND d.published_path IS NOT NULL AND ${where.sql} AND NOT (d.published_path = ANY($6::text[]))
       RETURNING 1)
     SELECT count(*)::int AS n FROM added`,
    [publicationId, from, site, where.value === null ? null : [...where.value], cause, [...except]],
  );
  const total = from + rows[0]!.n;
  await db.query('UPDATE archive_publications SET items = $2 WHERE id = $1', [publicationId, total]);
  return total;
}

/** The pending items of a publication whose version holds one of `kinds` or includes one of `includes`: those whose data is captured. */
export async function pendingShowing(db: Db, { publicationId, kinds, includes }: { publicationId: number; kinds: readonly string[]; includes: readonly string[] }): Promise<{ path: string; documentId: string; version: number }[]> {
  const { rows } = await db.query<{ path: string; document_id: string; version: number }>(
    `SELECT i.path, i.document_id, i.version FROM archive_pending i JOIN archive_version_facts f ON f.document_id = i.document_id AND f.version = i.version
      WHERE i.publication_id = $1 AND (f.kinds && $2::text[] OR f.includes && $3::text[]) ORDER BY i.ord`,
    [publicationId, [...kinds], [...includes]],
  );
  return rows.map((r) => ({ path: r.path, documentId: r.document_id, version: r.version }));
}

/** Sets the captured data of a pending item. */
export async function setPendingData(db: Db, { publicationId, path, data }: { publicationId: number; path: string; data: Record<string, unknown> }): Promise<void> {
  await db.query('UPDATE archive_pending SET data = $3::jsonb WHERE publication_id = $1 AND path = $2', [publicationId, path, JSON.stringify(data)]);
}

/** Removes a publication that changed nothing (no item); whether it did. */
export async function deleteEmptyPublication(db: Db, { publicationId }: { publicationId: number }): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM archive_publications p WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM archive_pending i WHERE i.publication_id = p.id) RETURNING id', [publicationId]);
  if (rows.length > 0) await db.query('DELETE FROM archive_pinned_partials WHERE publication_id = $1', [publicationId]);
  return rows.length > 0;
}

/** The sites with live documents holding one of `kinds`. */
export async function sitesShowing(db: Db, { kinds }: { kinds: readonly string[] }): Promise<SiteId[]> {
  const { rows } = await db.query<{ site: string }>(`SELECT DISTINCT d.site FROM (${LIVE("'{}'")} WHERE d.published_path IS NOT NULL AND f.kinds && $1::text[]) d ORDER BY 1`, [[...kinds]]);
  return rows.map((r) => r.site as SiteId);
}

/**
 * Holds the site's publication order for the rest of the transaction: publications of one site
 * take it one at a time, so their ids (taken under it) are in the order they commit.
 */
export async function lockArchivePublications(db: Db, { site }: { site: SiteId }): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(19029, hashtext($1))`, [site]);
}

/** The latest instant of the site's record: its last pending publication or, with none, its last entry (ISO, UTC). */
export async function lastArchiveInstant(db: Db, { site }: { site: SiteId }): Promise<string | undefined> {
  const { rows } = await db.query<{ at: string | null }>(
    `SELECT ${isoAt('greatest((SELECT max(at) FROM archive_publications WHERE site = $1), (SELECT at FROM archive_entries WHERE site = $1 ORDER BY seq DESC LIMIT 1))')} AS at`,
    [site],
  );
  return rows[0]?.at ?? undefined;
}

/** A publication waiting to be recorded. */
export interface ArchivePublication {
  id: number;
  site: SiteId;
  /** ISO 8601 in UTC with milliseconds: the instant its entries carry. */
  at: string;
  publishedBy: string;
  approvedBy: string | null;
  requestedBy: string | null;
  urgentReason: string | null;
  inputs: unknown;
  /** How many paths it changed. */
  items: number;
}

interface PublicationRow {
  id: string | number;
  site: string;
  at: string;
  published_by: string;
  approved_by: string | null;
  requested_by: string | null;
  urgent_reason: string | null;
  inputs?: unknown;
  items: number;
}

const PUBLICATION_COLUMNS = `id, site, ${isoAt('at')} AS at, published_by, approved_by, requested_by, urgent_reason, items`;

const toPublication = (row: PublicationRow): ArchivePublication => ({
  id: Number(row.id),
  site: row.site as SiteId,
  at: row.at,
  publishedBy: row.published_by,
  approvedBy: row.approved_by,
  requestedBy: row.requested_by,
  urgentReason: row.urgent_reason,
  inputs: row.inputs ?? null,
  items: row.items,
});

/** Records a publication (its items follow); its id. */
export async function insertArchivePublication(
  db: Db,
  p: Omit<ArchivePublication, 'id' | 'items'>,
): Promise<number> {
  const { rows } = await db.query<{ id: string | number }>(
    `INSERT INTO archive_publications (site, at, published_by, approved_by, requested_by, urgent_reason, inputs, items)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, 0) RETURNING id`,
    [p.site, p.at, p.publishedBy, p.approvedBy, p.requestedBy, p.urgentReason, JSON.stringify(p.inputs)],
  );
  return Number(rows[0]!.id);
}

/** A path a publication changed, not yet recorded. */
export interface PendingItem {
  publicationId: number;
  ord: number;
  path: string;
  documentId: string | null;
  version: number | null;
  kind: 'page' | 'partial';
  event: 'publish' | 'withdrawn';
  cause: string;
  /** Captured loader answers by node id (`null`: none captured). */
  data: Record<string, unknown> | null;
}

/** Adds items to a publication in one statement (`ord` continues from `from`); the publication's count is set to the new total. */
export async function insertPendingItems(db: Db, { publicationId, from, items }: { publicationId: number; from: number; items: readonly Omit<PendingItem, 'publicationId' | 'ord'>[] }): Promise<number> {
  if (items.length > 0) {
    await db.query(
      `INSERT INTO archive_pending (publication_id, ord, path, document_id, version, kind, event, cause, data)
       SELECT $1, $2 + i.n, i.path, i.document_id, i.version, i.kind, i.event, i.cause, i.data
         FROM unnest($3::text[], $4::uuid[], $5::int[], $6::text[], $7::text[], $8::text[], $9::jsonb[]) WITH ORDINALITY
           AS i (path, document_id, version, kind, event, cause, data, n)`,
      [
        publicationId,
        from,
        items.map((i) => i.path),
        items.map((i) => i.documentId),
        items.map((i) => i.version),
        items.map((i) => i.kind),
        items.map((i) => i.event),
        items.map((i) => i.cause),
        items.map((i) => (i.data === null ? null : JSON.stringify(i.data))),
      ],
    );
  }
  const total = from + items.length;
  await db.query('UPDATE archive_publications SET items = $2 WHERE id = $1', [publicationId, total]);
  return total;
}

/** Pins the partials a site has published right now to a publication. */
export async function pinPublishedPartials(db: Db, { publicationId, site }: { publicationId: number; site: SiteId }): Promise<void> {
  await db.query(
    `INSERT INTO archive_pinned_partials (publication_id, path, document_id, version)
     SELECT $1, published_path, id, published_version FROM documents WHERE site = $2 AND kind = 'partial' AND published_path IS NOT NULL`,
    [publicationId, site],
  );
}

/** The partials pinned to a publication: path → document and version. */
export async function pinnedPartials(db: Db, { publicationId }: { publicationId: number }): Promise<Map<string, { documentId: string; version: number }>> {
  const { rows } = await db.query<{ path: string; document_id: string; version: number }>(
    'SELECT path, document_id, version FROM archive_pinned_partials WHERE publication_id = $1',
    [publicationId],
  );
  return new Map(rows.map((r) => [r.path, { documentId: r.document_id, version: r.version }]));
}

/** The sites with publications not recorded yet (a loose index scan: cheap however many are pending). */
export async function sitesWithPending(db: Db): Promise<SiteId[]> {
  const { rows } = await db.query<{ site: string }>(
    `WITH RECURSIVE s AS (
       SELECT min(site) AS site FROM archive_publications
       UNION ALL SELECT (SELECT min(site) FROM archive_publications WHERE site > s.site) FROM s WHERE s.site IS NOT NULL
     ) SELECT site FROM s WHERE site IS NOT NULL`,
  );
  return rows.map((r) => r.site as SiteId);
}

/** A publication not recorded yet, with its inputs. */
export async function archivePublication(db: Db, { id }: { id: number }): Promise<ArchivePublication | undefined> {
  const { rows } = await db.query<PublicationRow>(`SELECT ${PUBLICATION_COLUMNS}, inputs FROM archive_publications WHERE id = $1`, [id]);
  return rows[0] && toPublication(rows[0]);
}

interface PendingRow {
  publication_id: string | number;
  ord: number;
  path: string;
  document_id: string | null;
  version: number | null;
  kind: PendingItem['kind'];
  event: PendingItem['event'];
  cause: string;
  data?: Record<string, unknown> | null;
}

const toPending = (row: PendingRow): PendingItem => ({
  publicationId: Number(row.publication_id),
  ord: row.ord,
  path: row.path,
  documentId: row.document_id,
  version: row.version,
  kind: row.kind,
  event: row.event,
  cause: row.cause,
  data: row.data ?? null,
});

/** The next `limit` items of a site not yet recorded, in chain order: its publications in order, each one's items in order. */
export async function pendingOfSite(db: Db, { site, limit }: { site: SiteId; limit: number }): Promise<PendingItem[]> {
  // Publication by publication, each by its key: a join sorted as a whole would sort every pending item each time.
  const { rows: publications } = await db.query<{ id: string | number }>('SELECT id FROM archive_publications WHERE site = $1 ORDER BY id LIMIT $2', [site, limit]);
  const items: PendingItem[] = [];
  for (const { id } of publications) {
    if (items.length >= limit) break;
    const { rows } = await db.query<PendingRow>(
      'SELECT publication_id, ord, path, document_id, version, kind, event, cause, data FROM archive_pending WHERE publication_id = $1 ORDER BY ord LIMIT $2',
      [id, limit - items.length],
    );
    items.push(...rows.map(toPending));
  }
  return items;
}

/** Removes recorded items (publication, position); how many there were (fewer: someone else recorded them). */
export async function deletePendingItems(db: Db, { items }: { items: readonly { publicationId: number; ord: number }[] }): Promise<number> {
  const { rows } = await db.query<{ ord: number }>(
    `DELETE FROM archive_pending i USING unnest($1::bigint[], $2::int[]) AS d (publication_id, ord)
      WHERE i.publication_id = d.publication_id AND i.ord = d.ord RETURNING i.ord`,
    [items.map((i) => i.publicationId), items.map((i) => i.ord)],
  );
  return rows.length;
}

/** Removes a publication whose items are all recorded (with its pinned partials), and the kept versions nothing pending names any more; whether it was done. */
export async function finishArchivePublication(db: Db, { publicationId }: { publicationId: number }): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    'DELETE FROM archive_publications p WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM archive_pending i WHERE i.publication_id = p.id) RETURNING id',
    [publicationId],
  );
  if (rows.length === 0) return false;
  await db.query('DELETE FROM archive_pinned_partials WHERE publication_id = $1', [publicationId]);
  await db.query(
    `DELETE FROM archive_kept_versions k
      WHERE NOT EXISTS (SELECT 1 FROM archive_pending i WHERE i.document_id = k.document_id AND i.version = k.version)
        AND NOT EXISTS (SELECT 1 FROM archive_pinned_partials p WHERE p.document_id = k.document_id AND p.version = k.version)`,
  );
  return true;
}

/** A version's title, SEO and tree, from the versions or, for a deleted document, from what pending work kept of it. */
export interface PinnedVersion {
  documentId: string;
  version: number;
  title: string;
  seo: Record<string, unknown>;
  tree: unknown;
}

/** The versions named (document id, version), wherever they are kept. */
export async function pinnedVersions(db: Db, { keys }: { keys: readonly { documentId: string; version: number }[] }): Promise<PinnedVersion[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<{ document_id: string; version: number; title: string; seo: Record<string, unknown>; tree: unknown }>(
    `WITH wanted AS (SELECT * FROM unnest($1::uuid[], $2::int[]) AS w (document_id, version))
     SELECT v.document_id, v.version, v.title, v.seo, v.tree FROM versions v JOIN wanted w USING (document_id, version)
     UNION ALL
     SELECT k.document_id, k.version, k.title, k.seo, k.tree FROM archive_kept_versions k JOIN wanted w USING (document_id, version)
       WHERE NOT EXISTS (SELECT 1 FROM versions v WHERE v.document_id = k.document_id AND v.version = k.version)`,
    [keys.map((k) => k.documentId), keys.map((k) => k.version)],
  );
  return rows.map((r) => ({ documentId: r.document_id, version: r.version, title: r.title, seo: r.seo, tree: r.tree }));
}

/** A stored body: a key frame (`base` null: `data` is the page compressed) or operations on the key frame `base`. */
export interface ArchiveBody {
  sha256: string;
  base: string | null;
  size: number;
  data: Uint8Array;
}

const asBytes = (value: unknown): Uint8Array => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBuffer));

/** Stores bodies (hashes in hex); one already stored is left as it is. */
export async function insertArchiveBodies(db: Db, { bodies }: { bodies: readonly ArchiveBody[] }): Promise<void> {
  if (bodies.length === 0) return;
  await db.query(
    `INSERT INTO archive_bodies (sha256, base, size, data)
     SELECT decode(b.sha256, 'hex'), decode(b.base, 'hex'), b.size, b.data FROM unnest($1::text[], $2::text[], $3::int[], $4::bytea[]) AS b (sha256, base, size, data)
     ON CONFLICT (sha256) DO NOTHING`,
    [bodies.map((b) => b.sha256), bodies.map((b) => b.base), bodies.map((b) => b.size), bodies.map((b) => b.data)],
  );
}

/** The bodies stored under these hashes (hex). */
export async function archiveBodies(db: Db, { hashes }: { hashes: readonly string[] }): Promise<ArchiveBody[]> {
  if (hashes.length === 0) return [];
  const { rows } = await db.query<{ sha256: string; base: string | null; size: number; data: unknown }>(
    `SELECT encode(sha256, 'hex') AS sha256, encode(base, 'hex') AS base, size, data FROM archive_bodies WHERE sha256 = ANY(SELECT decode(h, 'hex') FROM unnest($1::text[]) h)`,
    [[...hashes]],
  );
  return rows.map((r) => ({ sha256: r.sha256, base: r.base, size: r.size, data: asBytes(r.data) }));
}

/** Which of these bodies (hex) are stored, each with its key frame (itself for a key frame). */
export async function archiveBodyBases(db: Db, { hashes }: { hashes: readonly string[] }): Promise<Map<string, string>> {
  if (hashes.length === 0) return new Map();
  const { rows } = await db.query<{ sha256: string; base: string | null }>(
    `SELECT encode(sha256, 'hex') AS sha256, encode(base, 'hex') AS base FROM archive_bodies WHERE sha256 = ANY(SELECT decode(h, 'hex') FROM unnest($1::text[]) h)`,
    [[...hashes]],
  );
  return new Map(rows.map((r) => [r.sha256, r.base ?? r.sha256]));
}

/** Stores blobs (hashes in hex); one already stored is left as it is. */
export async function insertArchiveBlobs(db: Db, { blobs }: { blobs: readonly { sha256: string; data: Uint8Array }[] }): Promise<void> {
  if (blobs.length === 0) return;
  await db.query(
    `INSERT INTO archive_blobs (sha256, data) SELECT decode(b.sha256, 'hex'), b.data FROM unnest($1::text[], $2::bytea[]) AS b (sha256, data) ON CONFLICT (sha256) DO NOTHING`,
    [blobs.map((b) => b.sha256), blobs.map((b) => b.data)],
  );
}

/** The blobs stored under these hashes (hex); `withData` false: only which are there. */
export async function archiveBlobs(db: Db, { hashes, withData = true }: { hashes: readonly string[]; withData?: boolean }): Promise<Map<string, Uint8Array>> {
  if (hashes.length === 0) return new Map();
  const { rows } = await db.query<{ sha256: string; data: unknown }>(
    `SELECT encode(sha256, 'hex') AS sha256, ${withData ? 'data' : "''::bytea AS data"} FROM archive_blobs WHERE sha256 = ANY(SELECT decode(h, 'hex') FROM unnest($1::text[]) h)`,
    [[...hashes]],
  );
  return new Map(rows.map((r) => [r.sha256, asBytes(r.data)]));
}

/** The last entry of each path (of these) that served a page, with its HTML hash: what a new entry of the path is stored against. */
export async function lastServedHashes(db: Db, { site, paths }: { site: SiteId; paths: readonly string[] }): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const { rows } = await db.query<{ path: string; html_sha256: string }>(
    `SELECT p.path, e.html_sha256 FROM unnest($2::text[]) p (path)
       CROSS JOIN LATERAL (SELECT html_sha256 FROM archive_entries WHERE site = $1 AND path = p.path AND event = 'publish' ORDER BY seq DESC LIMIT 1) e`,
    [site, [...paths]],
  );
  return new Map(rows.map((r) => [r.path, r.html_sha256]));
}

/** The site's latest key frame (a body stored whole) of an entry of a kind, by its hash: what new paths are compressed against. */
export async function lastKeyFrameOfKind(db: Db, { site, kind }: { site: SiteId; kind: 'page' | 'partial' }): Promise<string | undefined> {
  const { rows } = await db.query<{ html_sha256: string }>(
    `SELECT e.html_sha256 FROM archive_entries e JOIN archive_bodies b ON b.sha256 = decode(e.html_sha256, 'hex')
      WHERE e.site = $1 AND e.kind = $2 AND e.event = 'publish' AND e.html IS NULL AND b.base IS NULL ORDER BY e.seq DESC LIMIT 1`,
    [site, kind],
  );
  return rows[0]?.html_sha256;
}

/** A pending item of a path (and its publication) at or before an instant, oldest first: what the point-in-time answer is waiting for. */
export interface PendingOfPath {
  at: string;
  event: PendingItem['event'];
  cause: string;
  version: number | null;
  publishedBy: string;
  /** Items of the same publication still to record (this one included). */
  remaining: number;
  items: number;
}

/** The pending items of a path on a site published at or before `at` (every one when `at` is not given), oldest first. */
export async function pendingOfPath(db: Db, { site, path, at }: { site: SiteId; path: string; at?: Date }): Promise<PendingOfPath[]> {
  const { rows } = await db.query<{ at: string; event: PendingItem['event']; cause: string; version: number | null; published_by: string; remaining: number; items: number }>(
    `SELECT ${isoAt('p.at')} AS at, i.event, i.cause, i.version, p.published_by, p.items,
            (SELECT count(*)::int FROM archive_pending r WHERE r.publication_id = p.id) AS remaining
       FROM archive_pending i JOIN archive_publications p ON p.id = i.publication_id
      WHERE p.site = $1 AND i.path = $2 AND ($3::timestamptz IS NULL OR p.at <= $3)
      ORDER BY p.id, i.ord`,
    [site, path, at ? at.toISOString() : null],
  );
  return rows.map((r) => ({ at: r.at, event: r.event, cause: r.cause, version: r.version, publishedBy: r.published_by, remaining: r.remaining, items: r.items }));
}

/** What each site still has to record: publications, paths, and the oldest publication's instant. */
export async function pendingBySite(db: Db, { site }: { site?: SiteId } = {}): Promise<{ site: SiteId; publications: number; items: number; oldestAt: string }[]> {
  const { rows } = await db.query<{ site: string; publications: number; items: number; oldest_at: string }>(
    `SELECT p.site, count(*)::int AS publications, (SELECT count(*)::int FROM archive_pending i JOIN archive_publications q ON q.id = i.publication_id WHERE q.site = p.site) AS items,
            ${isoAt('min(p.at)')} AS oldest_at
       FROM archive_publications p WHERE ($1::text IS NULL OR p.site = $1) GROUP BY p.site ORDER BY p.site`,
    [site ?? null],
  );
  return rows.map((r) => ({ site: r.site as SiteId, publications: r.publications, items: r.items, oldestAt: r.oldest_at }));
}

/** The last entry of every chain: its position, hash and time. */
export async function archiveHeads(db: Db): Promise<{ site: SiteId; seq: number; hash: string; at: string }[]> {
  const { rows } = await db.query<{ site: string; seq: number; hash: string; at: string }>(
    `SELECT DISTINCT ON (site) site, seq, hash, ${isoAt('at')} AS at FROM archive_entries ORDER BY site, seq DESC`,
  );
  return rows.map((r) => ({ ...r, site: r.site as SiteId }));
}

/** The entry at a position of a site's chain (without HTML), or undefined. */
export async function archiveEntryAtSeq(db: Db, { site, seq }: { site: SiteId; seq: number }): Promise<ArchiveEntrySummary | undefined> {
  const { rows } = await db.query<ArchiveRow>(`SELECT ${SUMMARY_COLUMNS} FROM archive_entries WHERE site = $1 AND seq = $2`, [site, seq]);
  return rows[0] && toSummary(rows[0]);
}

/**
 * Published versions of a site that have no entry of their own and are not waiting to be
 * recorded: those published on this installation (not an imported document's earlier history:
 * published before its document was created here) since the archive began (migration 019).
 */
export async function versionsWithoutEntry(db: Db, { site, limit }: { site: SiteId; limit: number }): Promise<{ documentId: string; version: number; path: string; publishedAt: string }[]> {
  const { rows } = await db.query<{ document_id: string; version: number; path: string; published_at: string }>(
    `SELECT v.document_id, v.version, coalesce(d.published_path, d.path) AS path, ${isoAt('v.published_at')} AS published_at
       FROM versions v JOIN documents d ON d.id = v.document_id
      WHERE d.site = $1
        AND v.published_at >= d.created_at
        AND v.published_at >= (SELECT applied_at FROM schema_migrations WHERE version = 19)
        AND NOT EXISTS (SELECT 1 FROM archive_entries e WHERE e.document_id = v.document_id AND e.version = v.version AND e.cause = 'document')
        AND NOT EXISTS (SELECT 1 FROM archive_pending i WHERE i.document_id = v.document_id AND i.version = v.version)
      ORDER BY v.published_at, v.document_id, v.version LIMIT $2`,
    [site, limit],
  );
  return rows.map((r) => ({ documentId: r.document_id, version: r.version, path: r.path, publishedAt: r.published_at }));
}

/** Sites with published documents or archive entries. */
export async function sitesWithRecord(db: Db): Promise<SiteId[]> {
  const { rows } = await db.query<{ site: string }>(
    `SELECT site FROM archive_entries UNION SELECT site FROM archive_publications UNION SELECT site FROM documents WHERE published_path IS NOT NULL ORDER BY 1`,
  );
  return rows.map((r) => r.site as SiteId);
}

/** Keeps a copy of a checkpoint as written to the witnesses. */
export async function insertArchiveCheckpoint(db: Db, { at, line }: { at: string; line: string }): Promise<void> {
  await db.query('INSERT INTO archive_checkpoints (at, line) VALUES ($1, $2)', [at, line]);
}

/** When the last checkpoint was written (ISO), or undefined. */
export async function lastArchiveCheckpointAt(db: Db): Promise<string | undefined> {
  const { rows } = await db.query<{ at: string }>(`SELECT ${isoAt('at')} AS at FROM archive_checkpoints ORDER BY id DESC LIMIT 1`);
  return rows[0]?.at;
}

/** The sizes on disk of the archive's tables (record, bodies and blobs, pending work), in bytes. */
export async function archiveSizes(db: Db): Promise<{ record: number; pending: number }> {
  const { rows } = await db.query<{ record: string | number; pending: string | number }>(
    `SELECT pg_total_relation_size('archive_entries') + pg_total_relation_size('archive_bodies') + pg_total_relation_size('archive_blobs') AS record,
            pg_total_relation_size('archive_publications') + pg_total_relation_size('archive_pending') + pg_total_relation_size('archive_pinned_partials')
              + pg_total_relation_size('archive_kept_versions') AS pending`,
  );
  return { record: Number(rows[0]!.record), pending: Number(rows[0]!.pending) };
}

/** Appends entries in one statement (the caller computed their links and hashes, in order). */
export async function insertArchiveEntries(db: Db, { entries }: { entries: readonly ArchiveEntryInput[] }): Promise<void> {
  if (entries.length === 0) return;
  const column = <K extends keyof ArchiveEntryInput>(key: K) => entries.map((e) => e[key]);
  await db.query(
    `INSERT INTO archive_entries (site, seq, path, document_id, kind, event, cause, version, html, html_sha256, published_by, approved_by,
       requested_by, urgent_reason, at, prev_hash, hash)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[], $10::text[], $11::text[],
       $12::text[], $13::text[], $14::text[], $15::timestamptz[], $16::text[], $17::text[])`,
    [
      column('site'),
      column('seq'),
      column('path'),
      column('documentId'),
      column('kind'),
      column('event'),
      column('cause'),
      column('version'),
      column('html'),
      column('htmlSha256'),
      column('publishedBy'),
      column('approvedBy'),
      column('requestedBy'),
      column('urgentReason'),
      column('at'),
      column('prevHash'),
      column('hash'),
    ],
  );
}

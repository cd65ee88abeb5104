import type { SiteId } from '../core/sites';
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
export async function listArchiveEntries(db: Db, { site, path, limit }: { site: SiteId; path: string; limit: number }): Promise<ArchiveEntrySummary[]> {
  const { rows } = await db.query<ArchiveRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM archive_entries WHERE site = $1 AND path = $2 ORDER BY seq DESC LIMIT $3`,
    [site, path, limit],
  );
  return rows.map(toSummary);
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

/** The published pages of a site whose tree (or tree of a partial) includes any of `paths` directly. */
export async function publishedIncluding(db: Db, { site, paths }: { site: SiteId; paths: readonly string[] }): Promise<{ path: string; kind: string }[]> {
  if (paths.length === 0) return [];
  const { rows } = await db.query<{ path: string; kind: string }>(
    `SELECT d.published_path AS path, d.kind FROM documents d JOIN versions v ON v.document_id = d.id AND v.version = d.published_version
     WHERE d.site = $1 AND d.published_path IS NOT NULL
       AND EXISTS (SELECT 1 FROM unnest($2::text[]) p WHERE jsonb_path_exists(v.tree, '$.** ? (@.name == "include" && @.props.path == $p)', jsonb_build_object('p', p)))`,
    [site, [...paths]],
  );
  return rows;
}

/** The paths of every published document of a site (pages and partials), in order. */
export async function publishedOfSite(db: Db, { site }: { site: SiteId }): Promise<string[]> {
  const { rows } = await db.query<{ path: string }>('SELECT published_path AS path FROM documents WHERE site = $1 AND published_path IS NOT NULL ORDER BY published_path', [site]);
  return rows.map((row) => row.path);
}

/** Every published document (of any site) whose tree holds a node of one of `kinds`. */
export async function publishedWithKinds(db: Db, { kinds }: { kinds: readonly string[] }): Promise<{ site: SiteId; path: string; kind: string }[]> {
  const { rows } = await db.query<{ site: string; path: string; kind: string }>(
    `SELECT d.site, d.published_path AS path, d.kind FROM documents d JOIN versions v ON v.document_id = d.id AND v.version = d.published_version
     WHERE d.published_path IS NOT NULL
       AND EXISTS (SELECT 1 FROM unnest($1::text[]) k WHERE jsonb_path_exists(v.tree, '$.** ? (@.name == $k)', jsonb_build_object('k', k)))
     ORDER BY d.site, d.published_path`,
    [[...kinds]],
  );
  return rows.map((r) => ({ ...r, site: r.site as SiteId }));
}

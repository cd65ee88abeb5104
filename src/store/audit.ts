import { isUuid } from '../core/node';
import type { SiteId } from '../core/sites';
import type { AuditEntry, Db } from './types';

export interface AuditInput {
  actor: string | null;
  /** e.g. 'document.create', 'draft.save', 'document.publish', 'user.update'. */
  action: string;
  site?: SiteId | null;
  documentId?: string | null;
  path?: string | null;
  detail?: Record<string, unknown>;
}

export interface ListAuditOptions {
  site?: SiteId;
  /** Only entries of these sites (entries of no site are left out). */
  sites?: readonly SiteId[];
  actor?: string;
  action?: string;
  documentId?: string;
  /** At most this many entries (default 50, at most 500). */
  limit?: number;
  /** Only entries older than the entry with this id: the cursor for the next page. */
  before?: number;
  /** Only entries newer than the entry with this id, oldest first: the page before a cursor. */
  after?: number;
}

interface AuditRow {
  id: number;
  at: string;
  actor: string | null;
  action: string;
  site: string | null;
  document_id: string | null;
  path: string | null;
  detail: Record<string, unknown>;
  actor_name?: string | null;
}

const COLUMNS = 'id, at, actor, action, site, document_id, path, detail';
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: row.actor,
    action: row.action,
    site: row.site as SiteId | null,
    documentId: row.document_id,
    path: row.path,
    detail: row.detail,
    ...(row.actor_name !== undefined ? { actorName: row.actor_name } : {}),
  };
}

/** Records one change. Pass the transaction that makes the change, so both commit or neither. */
export async function appendAudit(db: Db, entry: AuditInput): Promise<AuditEntry> {
  const { rows } = await db.query<AuditRow>(
    `INSERT INTO audit_log (actor, action, site, document_id, path, detail)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING ${COLUMNS}`,
    [
      entry.actor,
      entry.action,
      entry.site ?? null,
      entry.documentId ?? null,
      entry.path ?? null,
      JSON.stringify(entry.detail ?? {}),
    ],
  );
  return toEntry(rows[0]!);
}

/** Newest first, filtered by every option given, with the editor's name of each actor that is an editor account. */
export async function listAudit(db: Db, options: ListAuditOptions = {}): Promise<AuditEntry[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const where = (column: string, value: unknown) => {
    params.push(value);
    conditions.push(`a.${column} = $${params.length}`);
  };
  if (options.site !== undefined) where('site', options.site);
  if (options.sites !== undefined) {
    params.push([...options.sites]);
    conditions.push(`a.site = ANY($${params.length}::text[])`);
  }
  if (options.actor !== undefined) where('actor', options.actor);
  if (options.action !== undefined) where('action', options.action);
  if (options.documentId !== undefined) {
    if (!isUuid(options.documentId)) return [];
    where('document_id', options.documentId);
  }
  if (options.before !== undefined) {
    params.push(options.before);
    conditions.push(`a.id < $${params.length}`);
  }
  if (options.after !== undefined) {
    params.push(options.after);
    conditions.push(`a.id > $${params.length}`);
  }
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
  params.push(limit);
  const { rows } = await db.query<AuditRow>(
    `SELECT ${COLUMNS.split(', ').map((c) => `a.${c}`).join(', ')}, u.name AS actor_name
     FROM audit_log a LEFT JOIN users u ON lower(u.email) = lower(a.actor)
     ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
     ORDER BY a.id ${options.after !== undefined ? 'ASC' : 'DESC'} LIMIT $${params.length}`,
    params,
  );
  return rows.map(toEntry);
}

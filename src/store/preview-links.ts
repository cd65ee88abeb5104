import { createHash, randomBytes } from 'node:crypto';
import { isUuid, newId } from '../core/node';
import type { SiteId } from '../core/sites';
import type { Db, PreviewLink, PreviewLinkStatus, PreviewTokenCheck } from './types';

interface LinkRow {
  id: string;
  document_id: string;
  version: number | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_by: string | null;
  created_by: string;
  author_name: string;
  author_email: string;
  author_disabled: boolean;
  expired: boolean;
}

const TOKEN_BYTES = 32;
/** 32 bytes in base64url: anything else was never one of our tokens. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const SELECT_LINK = `SELECT l.id, l.document_id, l.version, l.created_at, l.expires_at, l.revoked_at, l.revoked_by,
    l.created_by, u.name AS author_name, u.email AS author_email, u.disabled AS author_disabled,
    l.expires_at <= now() AS expired
  FROM preview_links l JOIN users u ON u.id = l.created_by`;

/** Links are stored under the SHA-256 of their token, never the token itself. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A revoked link says so whatever else is true of it; a disabled author outranks expiry. */
function statusOf(row: LinkRow): PreviewLinkStatus {
  if (row.revoked_at !== null) return 'revoked';
  if (row.author_disabled) return 'author-disabled';
  return row.expired ? 'expired' : 'active';
}

function toLink(row: LinkRow): PreviewLink {
  return {
    id: row.id,
    documentId: row.document_id,
    version: row.version,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    revokedBy: row.revoked_by,
    createdBy: { id: row.created_by, name: row.author_name, email: row.author_email },
    status: statusOf(row),
  };
}

async function selectLink(db: Db, id: string): Promise<PreviewLink | undefined> {
  const { rows } = await db.query<LinkRow>(`${SELECT_LINK} WHERE l.id = $1`, [id]);
  return rows[0] && toLink(rows[0]);
}

/**
 * Stores a link to the document's draft, or to `version`, for `userId` until `expiresAt`. The
 * token is returned here once and cannot be read back. An unknown document, version or user
 * fails with a foreign-key violation.
 */
export async function insertPreviewLink(
  db: Db,
  options: { documentId: string; version: number | null; expiresAt: string; userId: string },
): Promise<{ token: string; link: PreviewLink }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const id = newId();
  await db.query(
    `INSERT INTO preview_links (id, document_id, version, token_hash, created_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, options.documentId, options.version, tokenHash(token), options.userId, options.expiresAt],
  );
  return { token, link: (await selectLink(db, id))! };
}

/** A link by id, without its token; undefined when there is none. */
export async function getPreviewLink(db: Db, options: { id: string }): Promise<PreviewLink | undefined> {
  if (!isUuid(options.id)) return undefined;
  return selectLink(db, options.id);
}

/** Every link of a document, whatever its status, newest first. */
export async function listPreviewLinks(db: Db, options: { documentId: string }): Promise<PreviewLink[]> {
  if (!isUuid(options.documentId)) return [];
  const { rows } = await db.query<LinkRow>(`${SELECT_LINK} WHERE l.document_id = $1 ORDER BY l.created_at DESC, l.id`, [
    options.documentId,
  ]);
  return rows.map(toLink);
}

/**
 * Stops a link for good, recording who did it: also an expired link or one of a disabled author
 * (so it stays dead if the author is enabled again). Undefined when the link does not exist
 * or is already revoked: revoking is not repeated.
 */
export async function markPreviewLinkRevoked(
  db: Db,
  options: { id: string; actor: string | null },
): Promise<{ link: PreviewLink; site: SiteId; path: string } | undefined> {
  if (!isUuid(options.id)) return undefined;
  const { rows } = await db.query<{ site: SiteId; path: string }>(
    `UPDATE preview_links l SET revoked_at = now(), revoked_by = $2
     FROM documents d
     WHERE l.id = $1 AND l.revoked_at IS NULL AND d.id = l.document_id
     RETURNING d.site, d.path`,
    [options.id, options.actor],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { link: (await selectLink(db, options.id))!, site: row.site, path: row.path };
}

/**
 * What a preview token grants, checked on every request: the link exists, is not revoked,
 * has not expired, and its author is still enabled. A link whose author is disabled reads
 * as `invalid`, like an unknown token; revoked and expired links say so.
 */
export async function resolvePreviewToken(db: Db, options: { token: string }): Promise<PreviewTokenCheck> {
  if (!TOKEN.test(options.token)) return { ok: false, reason: 'invalid' };
  const { rows } = await db.query<LinkRow>(`${SELECT_LINK} WHERE l.token_hash = $1`, [tokenHash(options.token)]);
  const row = rows[0];
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.author_disabled) return { ok: false, reason: 'invalid' };
  const status = statusOf(row);
  if (status === 'revoked' || status === 'expired') return { ok: false, reason: status };
  return { ok: true, claim: { linkId: row.id, documentId: row.document_id, version: row.version, expiresAt: row.expires_at } };
}

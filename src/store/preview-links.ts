import { createHash, randomBytes } from 'node:crypto';
import { TesseraError } from '../core/errors';
import { isUuid, newId } from '../core/node';
import type { SiteId } from '../core/sites';
import { appendAudit } from './audit';
import { requireUuid, translating } from './sql-errors';
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
 * Makes a link to the document's draft, or to `version`, for `userId` until `expiresAt`, and
 * audits it. The token is returned here once and cannot be read back. Checking that
 * `expiresAt` is sensible is the caller's job. Unknown document, version or user → NOT_FOUND.
 */
export async function createPreviewLink(
  db: Db,
  options: { documentId: string; version?: number | null; expiresAt: string; userId: string; actor: string | null },
): Promise<{ token: string; link: PreviewLink }> {
  requireUuid(options.documentId, 'Document');
  requireUuid(options.userId, 'User');
  const version = options.version ?? null;
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return db.transaction(async (tx) => {
    const found = await tx.query<{ site: SiteId; path: string }>('SELECT site, path FROM documents WHERE id = $1', [options.documentId]);
    const doc = found.rows[0];
    if (!doc) throw new TesseraError('NOT_FOUND', { what: 'Document' });
    if (version !== null) {
      const versions = await tx.query('SELECT 1 FROM versions WHERE document_id = $1 AND version = $2', [options.documentId, version]);
      if (versions.rows.length === 0) throw new TesseraError('NOT_FOUND', { what: `Version ${version} of document ${options.documentId}` });
    }
    const id = newId();
    await translating(
      tx.query(
        `INSERT INTO preview_links (id, document_id, version, token_hash, created_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, options.documentId, version, tokenHash(token), options.userId, options.expiresAt],
      ),
      { foreignKey: () => new TesseraError('NOT_FOUND', { what: 'User' }) },
    );
    const link = (await selectLink(tx, id))!;
    await appendAudit(tx, {
      actor: options.actor,
      action: 'preview-link.create',
      site: doc.site,
      documentId: options.documentId,
      path: doc.path,
      detail: { linkId: id, version, expiresAt: link.expiresAt },
    });
    return { token, link };
  });
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
 * Stops a link for good and audits who did it. Expired links and those of disabled authors
 * can be revoked too (so they stay dead if the author is enabled again). A link that does not
 * exist or is already revoked → NOT_FOUND: revoking is not repeated, and not audited twice.
 */
export async function revokePreviewLink(db: Db, options: { id: string; actor: string | null }): Promise<PreviewLink> {
  const what = `Unrevoked preview link ${options.id}`;
  requireUuid(options.id, what);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ document_id: string; version: number | null; site: SiteId; path: string; created_by: string }>(
      `UPDATE preview_links l SET revoked_at = now(), revoked_by = $2
       FROM documents d
       WHERE l.id = $1 AND l.revoked_at IS NULL AND d.id = l.document_id
       RETURNING l.document_id, l.version, d.site, d.path, l.created_by`,
      [options.id, options.actor],
    );
    const row = rows[0];
    if (!row) throw new TesseraError('NOT_FOUND', { what });
    const link = (await selectLink(tx, options.id))!;
    await appendAudit(tx, {
      actor: options.actor,
      action: 'preview-link.revoke',
      site: row.site,
      documentId: row.document_id,
      path: row.path,
      detail: { linkId: options.id, version: row.version, createdBy: link.createdBy.email },
    });
    return link;
  });
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

import { createHash, randomBytes } from 'node:crypto';
import type { SiteRoles } from '../core/sites';
import { rolesOf } from './users';
import type { Db, Session, User } from './types';

interface SessionRow {
  id: string;
  user_id: string;
  csrf_token: string;
  expires_at: string;
}

interface SessionUserRow extends SessionRow {
  email: string;
  name: string;
  roles: SiteRoles | null;
  disabled: boolean;
  created_at: string;
}

const TOKEN_BYTES = 32;
/** A base64url token of 32 bytes has 43 characters; anything much longer is not ours. */
const MAX_TOKEN_LENGTH = 128;

/** Sessions are stored under the SHA-256 of their token, never the token itself. */
function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toSession(row: SessionRow): Session {
  return { id: row.id, userId: row.user_id, csrfToken: row.csrf_token, expiresAt: row.expires_at };
}

/** Starts a session; the returned token goes to the browser and is not stored. */
export async function createSession(
  db: Db,
  options: { userId: string; ttlMs: number },
): Promise<{ token: string; session: Session }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO sessions (id, user_id, csrf_token, expires_at)
     VALUES ($1, $2, $3, now() + $4::double precision * interval '1 millisecond')
     RETURNING id, user_id, csrf_token, expires_at`,
    [sessionId(token), options.userId, randomBytes(TOKEN_BYTES).toString('base64url'), options.ttlMs],
  );
  return { token, session: toSession(rows[0]!) };
}

/**
 * The live session of a token and its user, moving the expiry to `ttlMs` from now.
 * Undefined when the token is unknown, the session expired or the user is disabled.
 */
export async function getSession(
  db: Db,
  options: { token: string; ttlMs: number },
): Promise<{ session: Session; user: User } | undefined> {
  if (options.token === '' || options.token.length > MAX_TOKEN_LENGTH) return undefined;
  const { rows } = await db.query<SessionUserRow>(
    `UPDATE sessions s SET last_seen_at = now(),
       expires_at = greatest(s.expires_at, now() + $2::double precision * interval '1 millisecond')
     FROM users u
     WHERE s.id = $1 AND s.expires_at > now() AND u.id = s.user_id AND NOT u.disabled
     RETURNING s.id, s.user_id, s.csrf_token, s.expires_at, u.email, u.name, ${rolesOf('u')} AS roles, u.disabled, u.created_at`,
    [sessionId(options.token), options.ttlMs],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    session: toSession(row),
    user: { id: row.user_id, email: row.email, name: row.name, roles: row.roles ?? {}, disabled: row.disabled, createdAt: row.created_at },
  };
}

/** Signs a token out; unknown tokens are ignored. */
export async function deleteSession(db: Db, options: { token: string }): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId(options.token)]);
}

/** Ends every session of a user, except the one of `exceptToken` when given. Returns how many ended. */
export async function deleteUserSessions(db: Db, options: { userId: string; exceptToken?: string }): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `WITH gone AS (DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2 RETURNING 1)
     SELECT count(*) AS count FROM gone`,
    [options.userId, options.exceptToken === undefined ? null : sessionId(options.exceptToken)],
  );
  return rows[0]!.count;
}

/** Removes expired sessions; returns how many. */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `WITH gone AS (DELETE FROM sessions WHERE expires_at <= now() RETURNING 1) SELECT count(*) AS count FROM gone`,
  );
  return rows[0]!.count;
}

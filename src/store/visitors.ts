import { createHash, randomBytes } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import type { CountedPage, PageRequest, Visitor, VisitorRole } from '../core/contracts';
import { isUuid, newId } from '../core/node';
import { containsPattern, countedKeysetPage } from './paging';
import type { Db } from './types';

interface VisitorRow {
  id: string;
  email: string;
  name: string;
  disabled: boolean;
  has_password: boolean;
  created_at: string;
  last_sign_in_at: string | null;
  roles: VisitorRole[] | null;
  providers: string[] | null;
}

/** A visitor with their roles and linked providers, in one row. */
const VISITOR_COLUMNS = `v.id, v.email, v.name, v.disabled, v.password_hash IS NOT NULL AS has_password,
    v.created_at, v.last_sign_in_at,
    (SELECT coalesce(jsonb_agg(jsonb_build_object('appKey', r.app_key, 'role', r.role) ORDER BY r.app_key, r.role), '[]'::jsonb)
       FROM visitor_roles r WHERE r.visitor_id = v.id) AS roles,
    (SELECT coalesce(jsonb_agg(i.issuer ORDER BY i.issuer), '[]'::jsonb) FROM visitor_identities i WHERE i.visitor_id = v.id) AS providers`;
const SELECT_VISITOR = `SELECT ${VISITOR_COLUMNS} FROM visitors v`;

function toVisitor(row: VisitorRow): Visitor {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    disabled: row.disabled,
    roles: row.roles ?? [],
    providers: row.providers ?? [],
    hasPassword: row.has_password,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
  };
}

const TOKEN_BYTES = 32;
const MAX_TOKEN_LENGTH = 128;

/** argon2id with the library's defaults (OWASP's second recommendation: 19 MiB, 2 passes). */
export function hashVisitorPassword(password: string): Promise<string> {
  return argon2Hash(password.normalize('NFC'));
}

/** Hashed once, then checked for unknown addresses so they cost as much as known ones. */
let dummyHash: Promise<string> | undefined;

async function selectVisitor(db: Db, id: string): Promise<Visitor | undefined> {
  const { rows } = await db.query<VisitorRow>(`${SELECT_VISITOR} WHERE v.id = $1`, [id]);
  return rows[0] && toVisitor(rows[0]);
}

/** Replaces a visitor's roles as a whole (a role given twice is stored once). */
export async function replaceVisitorRoles(db: Db, options: { visitorId: string; roles: readonly VisitorRole[] }): Promise<void> {
  await db.query('DELETE FROM visitor_roles WHERE visitor_id = $1', [options.visitorId]);
  const unique = [...new Map(options.roles.map((r) => [`${r.appKey}\n${r.role}`, r])).values()];
  if (unique.length === 0) return;
  await db.query(
    `INSERT INTO visitor_roles (visitor_id, app_key, role)
     SELECT $1, t.app_key, t.role FROM unnest($2::text[], $3::text[]) AS t(app_key, role)`,
    [options.visitorId, unique.map((r) => r.appKey), unique.map((r) => r.role)],
  );
}

export async function getVisitor(db: Db, options: { id: string }): Promise<Visitor | undefined> {
  if (!isUuid(options.id)) return undefined;
  return selectVisitor(db, options.id);
}

/** Visitors whose name or e-mail address contains `q` (any case), by e-mail address (unique in any case), a page at a time, with their count. */
export async function listVisitors(db: Db, options: { q?: string | undefined; page: PageRequest }): Promise<CountedPage<Visitor>> {
  const where = options.q ? ['(lower(v.email) LIKE $1 OR lower(v.name) LIKE $1)'] : [];
  const params = options.q ? [containsPattern(options.q.toLowerCase())] : [];
  return countedKeysetPage(db, {
    columns: VISITOR_COLUMNS,
    from: 'visitors v',
    where,
    params,
    keyset: { list: 'visitors', order: [{ expr: 'lower(v.email)', type: 'text' }] },
    page: options.page,
    map: toVisitor,
  });
}

export async function countVisitors(db: Db): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*) AS count FROM visitors');
  return rows[0]!.count;
}

/**
 * Adds a visitor without roles; its id, or undefined when another visitor has this e-mail
 * address (addresses are unique regardless of case).
 */
export async function insertVisitor(db: Db, options: { email: string; name: string; passwordHash: string | null }): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('INSERT INTO visitors (id, email, name, password_hash) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id', [
    newId(),
    options.email,
    options.name,
    options.passwordHash,
  ]);
  return rows[0]?.id;
}

/** Changes the given fields of a visitor; false when there is no such visitor. */
export async function updateVisitor(db: Db, options: { id: string; name?: string; passwordHash?: string; disabled?: boolean }): Promise<boolean> {
  if (!isUuid(options.id)) return false;
  const { rows } = await db.query<{ id: string }>(
    `UPDATE visitors SET name = COALESCE($2, name), password_hash = COALESCE($3, password_hash),
       disabled = COALESCE($4, disabled), updated_at = now()
     WHERE id = $1 RETURNING id`,
    [options.id, options.name ?? null, options.passwordHash ?? null, options.disabled ?? null],
  );
  return rows.length > 0;
}

/**
 * The enabled visitor with this e-mail address and password, or undefined. Takes as long for
 * an unknown address (or an account without a password) as for a wrong password.
 */
export async function verifyVisitorLogin(db: Db, options: { email: string; password: string }): Promise<Visitor | undefined> {
  const { rows } = await db.query<{ id: string; password_hash: string | null; disabled: boolean }>(
    'SELECT id, password_hash, disabled FROM visitors WHERE lower(email) = lower($1)',
    [options.email.trim()],
  );
  const row = rows[0];
  dummyHash ??= hashVisitorPassword('no visitor has this password');
  const stored = row?.password_hash ?? (await dummyHash);
  const matches = await argon2Verify(stored, options.password.normalize('NFC')).catch(() => false);
  if (!row || !row.password_hash || !matches || row.disabled) return undefined;
  return selectVisitor(db, row.id);
}

function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Adds a visitor session expiring `ttlMs` from now; the token goes to the browser only (its SHA-256 is stored). */
export async function insertVisitorSession(db: Db, options: { visitorId: string; ttlMs: number }): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const { rows } = await db.query<{ expires_at: string }>(
    `INSERT INTO visitor_sessions (id, visitor_id, expires_at)
     VALUES ($1, $2, now() + $3::double precision * interval '1 millisecond') RETURNING expires_at`,
    [sessionId(token), options.visitorId, options.ttlMs],
  );
  return { token, expiresAt: rows[0]!.expires_at };
}

export async function recordVisitorSignIn(db: Db, options: { visitorId: string }): Promise<void> {
  await db.query('UPDATE visitors SET last_sign_in_at = now() WHERE id = $1', [options.visitorId]);
}

/**
 * The enabled visitor of a live session, or undefined: unknown token, expired session, or a
 * disabled visitor. The expiry slides to `ttlMs` from now, written at most once a minute per
 * session so that reading pages does not cost a write each.
 */
export async function getVisitorSession(db: Db, options: { token: string; ttlMs: number }): Promise<Visitor | undefined> {
  if (options.token === '' || options.token.length > MAX_TOKEN_LENGTH) return undefined;
  const { rows } = await db.query<VisitorRow>(
    `WITH live AS (
       SELECT s.id, s.visitor_id, s.last_seen_at FROM visitor_sessions s JOIN visitors v ON v.id = s.visitor_id
       WHERE s.id = $1 AND s.expires_at > now() AND NOT v.disabled
     ), touched AS (
       UPDATE visitor_sessions s SET last_seen_at = now(),
         expires_at = greatest(s.expires_at, now() + $2::double precision * interval '1 millisecond')
       FROM live WHERE s.id = live.id AND live.last_seen_at < now() - interval '1 minute'
       RETURNING s.id
     )
     ${SELECT_VISITOR} WHERE v.id = (SELECT visitor_id FROM live)`,
    [sessionId(options.token), options.ttlMs],
  );
  return rows[0] && toVisitor(rows[0]);
}

export async function deleteVisitorSession(db: Db, options: { token: string }): Promise<void> {
  await db.query('DELETE FROM visitor_sessions WHERE id = $1', [sessionId(options.token)]);
}

/** Ends every session of a visitor; how many there were. */
export async function deleteVisitorSessions(db: Db, options: { visitorId: string }): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'WITH gone AS (DELETE FROM visitor_sessions WHERE visitor_id = $1 RETURNING 1) SELECT count(*) AS count FROM gone',
    [options.visitorId],
  );
  return rows[0]!.count;
}

/** The visitor linked to this identity at a provider, if any. */
export async function visitorIdForIdentity(db: Db, options: { issuer: string; subject: string }): Promise<string | undefined> {
  const { rows } = await db.query<{ visitor_id: string }>('SELECT visitor_id FROM visitor_identities WHERE issuer = $1 AND subject = $2', [options.issuer, options.subject]);
  return rows[0]?.visitor_id;
}

/** The visitor with this e-mail address (any case), if any. */
export async function visitorIdByEmail(db: Db, options: { email: string }): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM visitors WHERE lower(email) = lower($1)', [options.email.trim()]);
  return rows[0]?.id;
}

export async function linkVisitorIdentity(db: Db, options: { issuer: string; subject: string; visitorId: string }): Promise<void> {
  await db.query('INSERT INTO visitor_identities (issuer, subject, visitor_id) VALUES ($1, $2, $3)', [options.issuer, options.subject, options.visitorId]);
}

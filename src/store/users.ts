import { isUuid, newId } from '../core/node';
import { everySite, type Role, type SiteId, type SiteRoles } from '../core/sites';
import { hashPassword, verifyPassword } from './passwords';
import type { Page, PageRequest } from '../core/contracts/paging';
import { containsPattern, keysetPage } from './paging';
import type { Db, User } from './types';

interface UserRow {
  id: string;
  email: string;
  name: string;
  roles: SiteRoles | null;
  disabled: boolean;
  created_at: string;
}

/** A user's grants as one JSON object `{ site: role }` (issue 23 item 1), for the user row aliased `alias`. */
export function rolesOf(alias: string): string {
  return `(SELECT jsonb_object_agg(r.site, r.role) FROM user_site_roles r WHERE r.user_id = ${alias}.id)`;
}

const COLUMNS = `u.id, u.email, u.name, ${rolesOf('u')} AS roles, u.disabled, u.created_at`;

function toUser(row: UserRow): User {
  return { id: row.id, email: row.email, name: row.name, roles: row.roles ?? {}, disabled: row.disabled, createdAt: row.created_at };
}

/** Replaces every grant of a user with `roles` (a site left out: no access). */
export async function setUserRoles(db: Db, options: { userId: string; roles: SiteRoles }): Promise<void> {
  const entries = Object.entries(options.roles).filter((entry): entry is [SiteId, Role] => entry[1] !== undefined);
  await db.query('DELETE FROM user_site_roles WHERE user_id = $1', [options.userId]);
  if (entries.length === 0) return;
  await db.query(
    `INSERT INTO user_site_roles (user_id, site, role) SELECT $1, t.site, t.role FROM unnest($2::text[], $3::text[]) AS t(site, role)`,
    [options.userId, entries.map(([site]) => site), entries.map(([, role]) => role)],
  );
}

async function userById(db: Db, id: string): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  return rows[0] && toUser(rows[0]);
}

/**
 * A new account with the `hashPassword` hash of its password (hashed before the operation's
 * transaction: it takes about 90 ms). E-mail addresses are unique regardless of case (`Ann@x`
 * and `ann@x` are one account): a taken one fails with the unique violation of `users_email_key`.
 */
export async function createUser(
  db: Db,
  options: { email: string; name: string; passwordHash: string } & ({ role: Role; roles?: undefined } | { roles: SiteRoles; role?: undefined }),
): Promise<User> {
  const id = newId();
  await db.query('INSERT INTO users (id, email, name, password_hash) VALUES ($1, $2, $3, $4)', [id, options.email.trim(), options.name, options.passwordHash]);
  // A single role is that role on every site.
  await setUserRoles(db, { userId: id, roles: options.roles ?? everySite(options.role!) });
  return (await userById(db, id))!;
}

/** Hashed once, then checked against for unknown addresses so they cost as much as known ones. */
let dummyHash: Promise<string> | undefined;

/**
 * The user with this e-mail and password, or undefined. Takes as long for an unknown
 * address as for a wrong password, so the answer does not reveal which addresses exist.
 */
export async function verifyLogin(db: Db, options: { email: string; password: string }): Promise<User | undefined> {
  const { rows } = await db.query<UserRow & { password_hash: string }>(
    `SELECT ${COLUMNS}, u.password_hash FROM users u WHERE lower(u.email) = lower($1)`,
    [options.email.trim()],
  );
  const row = rows[0];
  dummyHash ??= hashPassword('no account has this password');
  const matches = await verifyPassword(options.password, row ? row.password_hash : await dummyHash);
  return row && matches && !row.disabled ? toUser(row) : undefined;
}

export async function getUser(db: Db, options: { id: string }): Promise<User | undefined> {
  if (!isUuid(options.id)) return undefined;
  return userById(db, options.id);
}

export async function getUserByEmail(db: Db, options: { email: string }): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users u WHERE lower(u.email) = lower($1)`, [
    options.email.trim(),
  ]);
  return rows[0] && toUser(rows[0]);
}

/** All users, ordered by e-mail address. */
export async function listUsers(db: Db): Promise<User[]> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users u ORDER BY lower(u.email)`);
  return rows.map(toUser);
}

/** A page of users by e-mail address (unique in any case), whose name or address holds `q` (any case). */
/** A page of users by e-mail address; `sites`: only those with a role on one of them. */
export async function pageUsers(db: Db, options: { q?: string | undefined; sites?: readonly SiteId[]; page: PageRequest }): Promise<Page<User>> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (options.q) {
    params.push(containsPattern(options.q.toLowerCase()));
    where.push(`(lower(u.email) LIKE $${params.length} OR lower(u.name) LIKE $${params.length})`);
  }
  if (options.sites) {
    params.push([...options.sites]);
    where.push(`EXISTS (SELECT 1 FROM user_site_roles r WHERE r.user_id = u.id AND r.site = ANY($${params.length}::text[]))`);
  }
  return keysetPage(db, {
    columns: COLUMNS,
    from: 'users u',
    where,
    params,
    keyset: { list: 'users', order: [{ expr: 'lower(u.email)', type: 'text' }] },
    page: options.page,
    map: toUser,
  });
}

export async function countUsers(db: Db): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*) AS count FROM users');
  return rows[0]!.count;
}

/** The active users holding Admin on some site, with the sites, locked `FOR UPDATE` in `tx` until it ends. */
export async function lockActiveAdmins(tx: Db): Promise<{ id: string; sites: SiteId[] }[]> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM users WHERE NOT disabled AND id IN (SELECT user_id FROM user_site_roles WHERE role = 'CMSTWO Admin') ORDER BY id FOR UPDATE`,
  );
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const grants = await tx.query<{ user_id: string; site: SiteId }>(
    `SELECT user_id, site FROM user_site_roles WHERE role = 'CMSTWO Admin' AND user_id = ANY($1::uuid[]) ORDER BY site`,
    [ids],
  );
  return ids.map((id) => ({ id, sites: grants.rows.filter((g) => g.user_id === id).map((g) => g.site) }));
}

/** The sites where some active user holds Admin (in `tx`, after a change). */
export async function sitesWithActiveAdmin(tx: Db): Promise<SiteId[]> {
  const { rows } = await tx.query<{ site: SiteId }>(
    `SELECT DISTINCT r.site FROM user_site_roles r JOIN users u ON u.id = r.user_id WHERE r.role = 'CMSTWO Admin' AND NOT u.disabled`,
  );
  return rows.map((row) => row.site);
}

/** Changes the given fields; undefined when there is no such user. Ending a disabled user's sessions is `deleteUserSessions`. */
export async function updateUser(
  db: Db,
  options: { id: string; name?: string; role?: Role; roles?: SiteRoles; disabled?: boolean },
): Promise<User | undefined> {
  if (!isUuid(options.id)) return undefined;
  const { rows } = await db.query<{ id: string }>(
    `UPDATE users SET name = COALESCE($2, name), disabled = COALESCE($3, disabled) WHERE id = $1 RETURNING id`,
    [options.id, options.name ?? null, options.disabled ?? null],
  );
  if (rows.length === 0) return undefined;
  // A single role is that role on every site; `roles` replaces every grant.
  const roles = options.roles ?? (options.role === undefined ? undefined : everySite(options.role));
  if (roles) await setUserRoles(db, { userId: options.id, roles });
  return userById(db, options.id);
}

/** Replaces a user's password hash (`hashPassword`; sessions stay); false when there is no such user. */
export async function setPassword(db: Db, options: { id: string; passwordHash: string }): Promise<boolean> {
  if (!isUuid(options.id)) return false;
  const { rows } = await db.query('UPDATE users SET password_hash = $2 WHERE id = $1 RETURNING id', [options.id, options.passwordHash]);
  return rows.length > 0;
}

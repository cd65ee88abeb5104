import { isUuid, newId } from '../core/node';
import type { Role } from '../core/sites';
import { hashPassword, verifyPassword } from './passwords';
import type { Db, User } from './types';

interface UserRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  created_at: string;
}

const COLUMNS = 'id, email, name, role, disabled, created_at';

function toUser(row: UserRow): User {
  return { id: row.id, email: row.email, name: row.name, role: row.role, disabled: row.disabled, createdAt: row.created_at };
}

/**
 * A new account with the `hashPassword` hash of its password (hashed before the operation's
 * transaction: it takes about 90 ms). E-mail addresses are unique regardless of case (`Ann@x`
 * and `ann@x` are one account): a taken one fails with the unique violation of `users_email_key`.
 */
export async function createUser(db: Db, options: { email: string; name: string; role: Role; passwordHash: string }): Promise<User> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, email, name, role, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [newId(), options.email.trim(), options.name, options.role, options.passwordHash],
  );
  return toUser(rows[0]!);
}

/** Hashed once, then checked against for unknown addresses so they cost as much as known ones. */
let dummyHash: Promise<string> | undefined;

/**
 * The user with this e-mail and password, or undefined. Takes as long for an unknown
 * address as for a wrong password, so the answer does not reveal which addresses exist.
 */
export async function verifyLogin(db: Db, options: { email: string; password: string }): Promise<User | undefined> {
  const { rows } = await db.query<UserRow & { password_hash: string }>(
    `SELECT ${COLUMNS}, password_hash FROM users WHERE lower(email) = lower($1)`,
    [options.email.trim()],
  );
  const row = rows[0];
  dummyHash ??= hashPassword('no account has this password');
  const matches = await verifyPassword(options.password, row ? row.password_hash : await dummyHash);
  return row && matches && !row.disabled ? toUser(row) : undefined;
}

export async function getUser(db: Db, options: { id: string }): Promise<User | undefined> {
  if (!isUuid(options.id)) return undefined;
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [options.id]);
  return rows[0] && toUser(rows[0]);
}

export async function getUserByEmail(db: Db, options: { email: string }): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [
    options.email.trim(),
  ]);
  return rows[0] && toUser(rows[0]);
}

/** All users, ordered by e-mail address. */
export async function listUsers(db: Db): Promise<User[]> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users ORDER BY lower(email)`);
  return rows.map(toUser);
}

export async function countUsers(db: Db): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*) AS count FROM users');
  return rows[0]!.count;
}

/** The ids of the active Admins, locked `FOR UPDATE` in `tx` until it ends. */
export async function lockActiveAdmins(tx: Db): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(`SELECT id FROM users WHERE role = 'CMSTWO Admin' AND NOT disabled FOR UPDATE`);
  return rows.map((row) => row.id);
}

/** Changes the given fields; undefined when there is no such user. Ending a disabled user's sessions is `deleteUserSessions`. */
export async function updateUser(
  db: Db,
  options: { id: string; name?: string; role?: Role; disabled?: boolean },
): Promise<User | undefined> {
  if (!isUuid(options.id)) return undefined;
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET name = COALESCE($2, name), role = COALESCE($3, role), disabled = COALESCE($4, disabled)
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [options.id, options.name ?? null, options.role ?? null, options.disabled ?? null],
  );
  return rows[0] && toUser(rows[0]);
}

/** Replaces a user's password hash (`hashPassword`; sessions stay); false when there is no such user. */
export async function setPassword(db: Db, options: { id: string; passwordHash: string }): Promise<boolean> {
  if (!isUuid(options.id)) return false;
  const { rows } = await db.query('UPDATE users SET password_hash = $2 WHERE id = $1 RETURNING id', [options.id, options.passwordHash]);
  return rows.length > 0;
}

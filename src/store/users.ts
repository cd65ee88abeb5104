import { TesseraError } from '../core/errors';
import { isUuid, newId } from '../core/node';
import type { Role } from '../core/sites';
import { appendAudit } from './audit';
import { hashPassword, verifyPassword } from './passwords';
import { translating } from './sql-errors';
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
const USER = 'User';

function toUser(row: UserRow): User {
  return { id: row.id, email: row.email, name: row.name, role: row.role, disabled: row.disabled, createdAt: row.created_at };
}

/**
 * User changes take an optional `actor`: when given (a person, or `null` for the command
 * line), the change writes its audit row in the same transaction.
 */
type Audited = { actor?: string | null };

/** E-mail addresses are unique regardless of case: `Ann@x` and `ann@x` are one account. */
export async function createUser(
  db: Db,
  options: { email: string; name: string; role: Role; password: string } & Audited,
): Promise<User> {
  const email = options.email.trim();
  const passwordHash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    const { rows } = await translating(
      tx.query<UserRow>(
        `INSERT INTO users (id, email, name, role, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [newId(), email, options.name, options.role, passwordHash],
      ),
      { unique: () => new TesseraError('ALREADY_EXISTS', { what: `A user with the e-mail address ${email}` }) },
    );
    const user = toUser(rows[0]!);
    if (options.actor === undefined) return user;
    await appendAudit(tx, {
      actor: options.actor,
      action: 'user.create',
      detail: { userId: user.id, email: user.email, role: user.role },
    });
    return user;
  });
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

/** Changes the given fields. Disabling a user also ends all their sessions. */
export async function updateUser(
  db: Db,
  options: { id: string; name?: string; role?: Role; disabled?: boolean } & Audited,
): Promise<User> {
  if (!isUuid(options.id)) throw new TesseraError('NOT_FOUND', { what: USER });
  return db.transaction(async (tx) => {
    // The active Admins are locked first, so two Admins demoting each other at once cannot both succeed.
    const activeAdmins = await tx.query<{ id: string }>(`SELECT id FROM users WHERE role = 'CMSTWO Admin' AND NOT disabled FOR UPDATE`);
    const wasActiveAdmin = activeAdmins.rows.some((row) => row.id === options.id);
    const { rows } = await tx.query<UserRow>(
      `UPDATE users SET name = COALESCE($2, name), role = COALESCE($3, role), disabled = COALESCE($4, disabled)
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [options.id, options.name ?? null, options.role ?? null, options.disabled ?? null],
    );
    if (!rows[0]) throw new TesseraError('NOT_FOUND', { what: USER });
    const user = toUser(rows[0]);
    // Demoting or disabling the last active Admin would lock everybody out of users and settings.
    if (wasActiveAdmin && activeAdmins.rows.length === 1 && (user.role !== 'CMSTWO Admin' || user.disabled)) throw new TesseraError('LAST_ADMIN', { name: user.name });
    if (user.disabled) await tx.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
    const changes = Object.fromEntries(
      (['name', 'role', 'disabled'] as const).filter((key) => options[key] !== undefined).map((key) => [key, options[key]]),
    );
    if (options.actor === undefined) return user;
    await appendAudit(tx, {
      actor: options.actor,
      action: 'user.update',
      detail: { userId: user.id, email: user.email, ...changes },
    });
    return user;
  });
}

/** Replaces a user's password. Sessions stay; end them with `deleteUserSessions` where wanted. */
export async function setPassword(
  db: Db,
  options: { id: string; password: string } & Audited,
): Promise<void> {
  if (!isUuid(options.id)) throw new TesseraError('NOT_FOUND', { what: USER });
  const passwordHash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string }>(
      'UPDATE users SET password_hash = $2 WHERE id = $1 RETURNING email',
      [options.id, passwordHash],
    );
    if (!rows[0]) throw new TesseraError('NOT_FOUND', { what: USER });
    if (options.actor === undefined) return;
    await appendAudit(tx, {
      actor: options.actor,
      action: 'user.password',
      detail: { userId: options.id, email: rows[0].email },
    });
  });
}

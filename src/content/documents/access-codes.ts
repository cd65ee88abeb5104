import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** Access codes are stored as salted scrypt hashes: `scrypt$salt$hash`. */
export function hashAccessCode(code: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${scryptSync(code, salt, 32).toString('base64url')}`;
}

export function verifyAccessCode(code: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(code, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(expected, actual);
}

import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Access codes are compared without regard to letter case (issue 25): people type them from a
 * letter or an e-mail, where `Spring2026` and `SPRING2026` look like one code. The code is
 * normalised (NFKC, trimmed, lower case) before it is hashed, and the hashes are compared in
 * constant time.
 */
export function normalizeAccessCode(code: string): string {
  return code.normalize('NFKC').trim().toLowerCase();
}

/** Access codes are stored as salted scrypt hashes of the normalised code: `scrypt-ci$salt$hash`. */
export function hashAccessCode(code: string): string {
  const salt = randomBytes(16);
  return `scrypt-ci$${salt.toString('base64url')}$${scryptSync(normalizeAccessCode(code), salt, 32).toString('base64url')}`;
}

function matches(code: string, salt: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(code, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(expected, actual);
}

export function verifyAccessCode(code: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  if (scheme === 'scrypt-ci') return matches(normalizeAccessCode(code), salt, hash);
  if (scheme !== 'scrypt') return false;
  // Codes set before issue 25 were hashed as typed: the code as typed, then its lower- and
  // upper-case forms (how such codes are usually written), until the code is set again.
  const typed = code.trim();
  return [typed, typed.toLowerCase(), typed.toUpperCase()].filter((c, i, all) => all.indexOf(c) === i).some((c) => matches(c, salt, hash));
}

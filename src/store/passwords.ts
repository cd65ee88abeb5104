import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost: 32 MiB and about 90 ms per hash on a small host. Each hash records its own
 * parameters, so raising them (OWASP advises N=2^17) leaves existing hashes valid.
 */
const COST = { N: 32_768, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** Bounds N·r of stored hashes to 256 MiB of scrypt memory. */
const MAX_MEMORY_FACTOR = 1 << 21;

function derive(secret: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$key` with a random salt; for passwords and page access codes. */
export async function hashPassword(secret: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(secret, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a secret against a `hashPassword` result; a malformed hash never matches. */
export async function verifyPassword(secret: string, hash: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key, ...rest] = hash.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(key ?? '', 'base64url');
  const plausible =
    scheme === 'scrypt' &&
    salt !== undefined &&
    rest.length === 0 &&
    expected.length === KEY_LENGTH &&
    [cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0) &&
    cost.N * cost.r <= MAX_MEMORY_FACTOR &&
    cost.p <= 16;
  if (!plausible) return false;
  try {
    return timingSafeEqual(await derive(secret, Buffer.from(salt, 'base64url'), cost), expected);
  } catch {
    return false;
  }
}

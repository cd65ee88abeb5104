import { createHash } from 'node:crypto';

/** Longer keys (an e-mail address someone typed, a long path) are stored as their SHA-256. */
const LONGEST_PLAIN_KEY = 200;

/** A counter's key in `limit_counters`: its kind, then what it counts, bounded in length. */
export function counterKey(kind: string, key: string): string {
  const full = `${kind}\n${key}`;
  return full.length <= LONGEST_PLAIN_KEY ? full : `${kind}\n#${createHash('sha256').update(key).digest('base64url')}`;
}

import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashAccessCode, verifyAccessCode } from './access-codes';

describe('access codes (issue 25: letter case does not count)', () => {
  it('takes the code in any letter case, around spaces, and nothing else', () => {
    const stored = hashAccessCode('Spring2026');
    expect(stored).toMatch(/^scrypt-ci\$/);
    for (const typed of ['Spring2026', 'SPRING2026', 'spring2026', ' sPrInG2026 ']) expect(verifyAccessCode(typed, stored), typed).toBe(true);
    for (const typed of ['Spring2027', 'Spring 2026', '']) expect(verifyAccessCode(typed, stored), typed).toBe(false);
  });

  it('still opens with codes hashed as typed before, in their own, lower or upper case', () => {
    const salt = randomBytes(16);
    const legacy = `scrypt$${salt.toString('base64url')}$${scryptSync('SPRING2026', salt, 32).toString('base64url')}`;
    // A code set in one case opens when typed in lower or upper case (mixed case cannot be recovered from its hash).
    for (const typed of ['SPRING2026', 'spring2026', ' spring2026 ']) expect(verifyAccessCode(typed, legacy), typed).toBe(true);
    expect(verifyAccessCode('Spring2027', legacy)).toBe(false);
    expect(verifyAccessCode('Spring2026', 'md5$x$y')).toBe(false);
  });
});

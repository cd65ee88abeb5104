import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right secret only, with a fresh salt each time', async () => {
    const hash = await hashPassword('Grüße, 1234');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('Grüße, 1234', hash)).toBe(true);
    // The same text in another Unicode normal form is the same password.
    expect(await verifyPassword('Gru\u0308ße, 1234', hash)).toBe(true);
    expect(await verifyPassword('Grüße, 1235', hash)).toBe(false);
    expect(await hashPassword('Grüße, 1234')).not.toBe(hash);
  });

  it('never matches a malformed or tampered hash', async () => {
    const hash = await hashPassword('secret');
    const parts = hash.split('$');
    expect(await verifyPassword('secret', '')).toBe(false);
    expect(await verifyPassword('secret', 'secret')).toBe(false);
    expect(await verifyPassword('secret', `${hash}$extra`)).toBe(false);
    expect(await verifyPassword('secret', [...parts.slice(0, 1), '16384', ...parts.slice(2)].join('$'))).toBe(false);
    expect(await verifyPassword('secret', [...parts.slice(0, 1), '3', ...parts.slice(2)].join('$'))).toBe(false);
    expect(await verifyPassword('secret', [...parts.slice(0, 1), String(2 ** 30), ...parts.slice(2)].join('$'))).toBe(false);
    expect(await verifyPassword('secret', [...parts.slice(0, 5), 'c2hvcnQ'].join('$'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeHost } from './sites';

describe('normalizeHost', () => {
  it('lower-cases and strips the port and a trailing dot', () => {
    expect(normalizeHost('WWW.ICE.com')).toBe('www.ice.com');
    expect(normalizeHost('ice.localhost:3000')).toBe('ice.localhost');
    expect(normalizeHost('nyse.com.')).toBe('nyse.com');
    expect(normalizeHost(' Ice.com:443 ')).toBe('ice.com');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
    expect(normalizeHost('localhost')).toBe('localhost');
  });
});

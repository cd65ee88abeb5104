import { describe, it, expect } from 'vitest';
import { cookieString, readCookie, REMEMBER_SECONDS } from './cookies';

describe('cookies', () => {
  it('reads one cookie out of document.cookie', () => {
    const jar = 'a=1; tessera_consent=C0001.C0005;  nyse_banner=1; b=x%20y';
    expect(readCookie(jar, 'tessera_consent')).toBe('C0001.C0005');
    expect(readCookie(jar, 'nyse_banner')).toBe('1');
    expect(readCookie(jar, 'b')).toBe('x y');
    expect(readCookie(jar, 'nyse')).toBeUndefined();
    expect(readCookie('', 'a')).toBeUndefined();
  });

  it('does not mistake a cookie whose name ends like another', () => {
    expect(readCookie('old_banner=1', 'banner')).toBeUndefined();
  });

  it('writes a site-wide first-party cookie, Secure on https', () => {
    expect(cookieString({ name: 'ice_banner', value: '1', maxAge: REMEMBER_SECONDS, secure: false })).toBe(
      'ice_banner=1; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(cookieString({ name: 'x', value: 'a b', maxAge: 0, secure: true })).toBe('x=a%20b; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });

  it('refuses names that would inject attributes', () => {
    expect(() => cookieString({ name: 'a=b; Domain=evil.test', value: '1', maxAge: 1, secure: false })).toThrow('Invalid cookie name');
  });
});

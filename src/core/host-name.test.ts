import { describe, expect, it } from 'vitest';
import { hostForChecks } from './host-name';

describe('hostForChecks', () => {
  it('sees a fully qualified name, any case, full-width or bracketed, as the plain name', () => {
    expect(hostForChecks(new URL('https://localhost./'))).toBe('localhost');
    expect(hostForChecks(new URL('https://LOCALHOST./x'))).toBe('localhost');
    expect(hostForChecks(new URL('https://foo.localhost./'))).toBe('foo.localhost');
    expect(hostForChecks(new URL('https://ｌｏｃａｌｈｏｓｔ/'))).toBe('localhost');
    expect(hostForChecks(new URL('https://127.0.0.1./'))).toBe('127.0.0.1');
    expect(hostForChecks(new URL('https://[::1]:8443/'))).toBe('::1');
    expect(hostForChecks(new URL('https://bücher.example./'))).toBe('xn--bcher-kva.example');
  });

  it('has no name for one with an empty label', () => {
    expect(hostForChecks(new URL('https://localhost../'))).toBeUndefined();
    expect(hostForChecks(new URL('https://a..example/'))).toBeUndefined();
  });
});

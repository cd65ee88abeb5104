import { describe, expect, it } from 'vitest';
import { normalizePublicOrigin, publicOriginFromTemplate, publicOriginProblem } from './sites';

describe('publicOriginProblem', () => {
  it('accepts an http or https origin with an optional port and trailing slash', () => {
    for (const ok of ['https://www.nyse.com', 'http://nyse.localhost:3000', 'https://www.nyse.com/', 'HTTPS://WWW.NYSE.COM', 'http://[::1]:8080', ' https://ice.com ']) {
      expect(publicOriginProblem(ok), ok).toBeUndefined();
    }
  });

  it('names what is wrong with anything else', () => {
    expect(publicOriginProblem('javascript:alert(1)')).toBe('it must start with http:// or https://');
    expect(publicOriginProblem('ftp://x.com')).toBe('it must start with http:// or https://');
    expect(publicOriginProblem('//x.com')).toBe('it must start with http:// or https://');
    expect(publicOriginProblem('https:x.com')).toBe('it must start with http:// or https://');
    expect(publicOriginProblem('https://user:pw@x.com')).toBe('it may not hold a user name or password');
    expect(publicOriginProblem('https://@x.com')).toBe('it may not hold a user name or password');
    expect(publicOriginProblem('https://x.com/path')).toBe('it may not hold a path, query or fragment');
    expect(publicOriginProblem('https://x.com\\path')).toBe('it may not hold a path, query or fragment');
    expect(publicOriginProblem('https://x.com?')).toBe('it may not hold a path, query or fragment');
    expect(publicOriginProblem('https://x.com#')).toBe('it may not hold a path, query or fragment');
    expect(publicOriginProblem('https://x.com:99999')).toBe('it is not a valid address');
  });
});

describe('normalizePublicOrigin and the template', () => {
  it('keeps one form: lower case, no default port, no trailing slash', () => {
    expect(normalizePublicOrigin('HTTPS://WWW.NYSE.COM:443/')).toBe('https://www.nyse.com');
    expect(normalizePublicOrigin('http://nyse.localhost:3000')).toBe('http://nyse.localhost:3000');
  });

  it('fills {site} and {port}', () => {
    expect(publicOriginFromTemplate('http://{site}.localhost:{port}', { site: 'nyse', port: 3000 })).toBe('http://nyse.localhost:3000');
    expect(publicOriginFromTemplate('http://{site}.localhost:{port}', { site: 'ice', port: 80 })).toBe('http://ice.localhost');
    expect(publicOriginFromTemplate('https://{site}.example.com', { site: 'ice', port: 3000 })).toBe('https://ice.example.com');
  });
});

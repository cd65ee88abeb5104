import { describe, expect, it } from 'vitest';
import { publicOriginRequest } from './public-origin';

describe('the public address form', () => {
  it('sends the address, or null for an empty field (the default)', () => {
    expect(publicOriginRequest(' https://www.nyse.com ')).toEqual({ ok: true, body: { publicOrigin: 'https://www.nyse.com' } });
    expect(publicOriginRequest('  ')).toEqual({ ok: true, body: { publicOrigin: null } });
  });

  it('puts the message beside the field, as the server would', () => {
    expect(publicOriginRequest('https://www.nyse.com/home')).toEqual({
      ok: false,
      errors: { publicOrigin: 'Enter the public address as http:// or https:// with a host and an optional port only, like https://www.nyse.com: it may not hold a path, query or fragment' },
    });
  });
});

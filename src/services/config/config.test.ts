import { describe, expect, it } from 'vitest';
import { loadConfig } from './index';

describe('MARKET_DATA_URL: an address the server fetches, checked at start', () => {
  it.each([
    ['http://127.0.0.1:9/feed', '127.0.0.1 is not a public address'],
    ['http://feed.example.com/v1', 'only https addresses are allowed (http is not)'],
    ['https://169.254.169.254/latest/meta-data/', '169.254.169.254 is not a public address'],
    ['https://2130706433/', '127.0.0.1 is not a public address'],
    ['https://[::ffff:127.0.0.1]/', '::ffff:7f00:1 is not a public address'],
    ['https://feed.internal/v1', 'feed.internal is not a public host'],
  ])('refuses %s unless OUTBOUND_ALLOWED_HOSTS lists it', (url, problem) => {
    expect(() => loadConfig({ MARKET_DATA_URL: url })).toThrow(`MARKET_DATA_URL: ${problem} (list its host, or host:port, in OUTBOUND_ALLOWED_HOSTS to allow it)`);
  });

  it('accepts a public https feed, and a listed host although private or plain http', () => {
    expect(loadConfig({ MARKET_DATA_URL: 'https://feed.example.com/v1' }).marketDataUrl).toBe('https://feed.example.com/v1');
    expect(loadConfig({ MARKET_DATA_URL: 'http://127.0.0.1:9/feed', OUTBOUND_ALLOWED_HOSTS: '127.0.0.1:9' }).marketDataUrl).toBe('http://127.0.0.1:9/feed');
    expect(() => loadConfig({ MARKET_DATA_URL: 'http://127.0.0.1:9/feed', OUTBOUND_ALLOWED_HOSTS: '127.0.0.1:10' })).toThrow('MARKET_DATA_URL');
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig, workersProblem } from './index';

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

describe('WORKERS and SECRET', () => {
  it('takes a whole number of workers from 1 (default 1), and more than one only with DATABASE_URL', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '4' }).workers).toBe(4);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow('WORKERS: WORKERS is at least 1');
    expect(() => loadConfig({ WORKERS: '1.5' })).toThrow('WORKERS');
    expect(workersProblem(loadConfig({ WORKERS: '3' }))).toBe('WORKERS=3 needs DATABASE_URL: the embedded PGlite store serves one process');
    expect(workersProblem(loadConfig({ WORKERS: '3', DATABASE_URL: 'postgres://tessera@127.0.0.1:5432/tessera' }))).toBeUndefined();
    expect(workersProblem(loadConfig({}))).toBeUndefined();
  });

  it('leaves SECRET unset unless configured (the stored one is used), and refuses a short one', () => {
    expect(loadConfig({}).secret).toBeUndefined();
    expect(loadConfig({ SECRET: 'sixteen-chars-ok' }).secret).toBe('sixteen-chars-ok');
    expect(() => loadConfig({ SECRET: 'short' })).toThrow('SECRET');
  });
});

describe('CDN settings', () => {
  it('keep public responses 300 s in a shared cache and 60 s stale by default, and purge nothing', () => {
    expect(loadConfig({}).cdn).toEqual({ maxAge: 300, staleSeconds: 60 });
    expect(loadConfig({ CDN_MAX_AGE: '120', CDN_STALE_SECONDS: '0' }).cdn).toEqual({ maxAge: 120, staleSeconds: 0 });
    expect(() => loadConfig({ CDN_MAX_AGE: '-1' })).toThrow('CDN_MAX_AGE');
  });

  it('check CDN_PURGE_URL at start like every address the server calls: loopback only when listed', () => {
    expect(() => loadConfig({ CDN_PURGE_URL: 'http://127.0.0.1:6081/' })).toThrow(
      'CDN_PURGE_URL: 127.0.0.1 is not a public address (list its host, or host:port, in OUTBOUND_ALLOWED_HOSTS to allow it)',
    );
    expect(() => loadConfig({ CDN_PURGE_URL: 'ftp://cdn.example.com/' })).toThrow('CDN_PURGE_URL is http://… or https://…');
    expect(loadConfig({ CDN_PURGE_URL: 'http://127.0.0.1:6081/', OUTBOUND_ALLOWED_HOSTS: '127.0.0.1:6081', CDN_PURGE_TOKEN: 'purge-token-1' }).cdn.purge).toEqual({
      url: 'http://127.0.0.1:6081/',
      token: 'purge-token-1',
      repeatMs: 1000,
    });
    expect(() => loadConfig({ CDN_PURGE_TOKEN: 'purge-token-1' })).toThrow('CDN_PURGE_TOKEN: set CDN_PURGE_URL too');
  });
});

describe('metrics settings', () => {
  it('serve no metrics by default; METRICS_TOKEN and METRICS_LISTEN are checked at start', () => {
    expect(loadConfig({}).metrics).toEqual({});
    expect(loadConfig({ METRICS_TOKEN: 'sixteen-chars-ok', METRICS_LISTEN: '127.0.0.1:9464' }).metrics).toEqual({ token: 'sixteen-chars-ok', listen: { host: '127.0.0.1', port: 9464 } });
    expect(loadConfig({ METRICS_LISTEN: '[::1]:9464' }).metrics.listen).toEqual({ host: '::1', port: 9464 });
    expect(loadConfig({ METRICS_LISTEN: '0.0.0.0:0' }).metrics.listen).toEqual({ host: '0.0.0.0', port: 0 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN: METRICS_TOKEN is at least 16 characters');
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it ok' })).toThrow('METRICS_TOKEN is printable characters without spaces');
    expect(() => loadConfig({ METRICS_LISTEN: '9464' })).toThrow('METRICS_LISTEN is host:port');
    expect(() => loadConfig({ METRICS_LISTEN: 'localhost:70000' })).toThrow('METRICS_LISTEN: port 70000 is above 65535');
    expect(() => loadConfig({ METRICS_LISTEN: 'localhost:3000' })).toThrow("METRICS_LISTEN: port 3000 is the server's own PORT");
  });
});

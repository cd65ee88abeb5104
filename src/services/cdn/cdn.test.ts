import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPurgeEndpoint, type PurgeEndpoint } from '../../../test/support/purge-endpoint';
import { httpCdnPurger, purgeBatches, type HttpPurgerOptions } from './index';

describe('purgeBatches', () => {
  it('keeps each request within 100 keys and 4 KB, keys separated by single spaces, duplicates dropped', () => {
    const keys = Array.from({ length: 250 }, (_, i) => `doc-${String(i).padStart(3, '0')}`);
    const batches = purgeBatches([...keys, 'doc-000']);
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(keys);
    const long = Array.from({ length: 60 }, (_, i) => `doc-${'x'.repeat(100)}-${i}`);
    for (const batch of purgeBatches(long)) expect(Buffer.byteLength(batch.join(' '))).toBeLessThanOrEqual(4096);
    expect(purgeBatches(long).flat()).toEqual(long);
    expect(purgeBatches([])).toEqual([]);
  });
});

describe('httpCdnPurger', () => {
  let endpoint: PurgeEndpoint;
  const logged: { level: 'warn' | 'error'; text: string; details: Record<string, unknown> }[] = [];
  const log = { warn: (details: object, text: string) => void logged.push({ level: 'warn', text, details: details as Record<string, unknown> }), error: (details: object, text: string) => void logged.push({ level: 'error', text, details: details as Record<string, unknown> }) };
  const purger = (options: Partial<HttpPurgerOptions> = {}) => httpCdnPurger({ url: endpoint.url, policy: { allowHosts: [endpoint.host] }, log, backoffMs: 10, ...options });

  beforeAll(async () => {
    endpoint = await startPurgeEndpoint();
  });
  afterAll(() => endpoint.close());
  beforeEach(() => {
    endpoint.received.length = 0;
    endpoint.answerWith(200);
    logged.length = 0;
  });

  it('sends PURGE with the keys and the bearer token, one request per batch, done at the first 2xx', async () => {
    const cdn = purger({ token: 'purge-token-1' });
    await cdn.purge(['site-nyse', 'doc-1', ...Array.from({ length: 100 }, (_, i) => `doc-x${i}`)]);
    expect(endpoint.received).toHaveLength(2);
    expect(endpoint.received[0]).toMatchObject({ method: 'PURGE', url: '/purge', authorization: 'Bearer purge-token-1' });
    expect(endpoint.received[0]!.keys.slice(0, 2)).toEqual(['site-nyse', 'doc-1']);
    expect(endpoint.received.flatMap((r) => r.keys)).toHaveLength(102);
    await cdn.idle();
    expect(endpoint.received).toHaveLength(2);
    expect(logged).toEqual([]);
  });

  it('tries a failing purge again with backoff, then logs an error naming the keys', async () => {
    endpoint.answerWith(503);
    const cdn = purger({ attempts: 3 });
    await cdn.purge(['doc-a']);
    await cdn.idle();
    expect(endpoint.received.map((r) => r.keys.join(' '))).toEqual(['doc-a', 'doc-a', 'doc-a']);
    expect(logged.map((l) => l.level)).toEqual(['warn', 'error']);
    expect(logged[1]!.details.keys).toBe('doc-a');
    expect(String(logged[1]!.details.err)).toContain('503 Service Unavailable');
  });

  it('stops trying once the endpoint answers 2xx', async () => {
    endpoint.answerWith(500);
    const cdn = purger({ attempts: 5 });
    await cdn.purge(['doc-b']);
    endpoint.answerWith(204);
    await cdn.idle();
    expect(endpoint.received).toHaveLength(2);
    expect(logged.map((l) => l.level)).toEqual(['warn']);
  });

  it('does not send to an address the outbound policy refuses (loopback not listed), and says so once', async () => {
    const cdn = purger({ policy: { allowHosts: [] } });
    await cdn.purge(['doc-c']);
    await cdn.idle();
    expect(endpoint.received).toHaveLength(0);
    expect(logged.map((l) => l.level)).toEqual(['error']);
    expect(String(logged[0]!.details.err)).toContain('127.0.0.1 is not a public address');
  });

  it('sends the keys again after repeatMs, and close() cancels what waits', async () => {
    const cdn = purger({ repeatMs: 30 });
    await cdn.purge(['doc-d']);
    await endpoint.waitFor(2);
    expect(endpoint.received.map((r) => r.keys.join(' '))).toEqual(['doc-d', 'doc-d']);
    await cdn.purge(['doc-e']);
    await cdn.close();
    expect(endpoint.received).toHaveLength(3);
    await cdn.purge(['doc-f']);
    expect(endpoint.received).toHaveLength(3);
  });
});

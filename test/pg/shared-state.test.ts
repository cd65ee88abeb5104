import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptLimiter, countRequest, deleteEndedCounters, signingSecret } from '../../src/content';
import { migrate, openDb } from '../../src/store';
import type { Db } from '../../src/store/types';
import { createDatabase } from './databases';

/**
 * What several processes share through PostgreSQL (issue 26 item 1), with two connection pools
 * standing in for two processes: they agree on one generated secret when starting at once, and
 * concurrent counts are all counted.
 */
let database: Awaited<ReturnType<typeof createDatabase>>;
let one: Db;
let two: Db;

beforeAll(async () => {
  database = await createDatabase();
  [one, two] = [await openDb({ databaseUrl: database.url }), await openDb({ databaseUrl: database.url })];
  await migrate(one);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.drop();
});

describe('shared state on PostgreSQL', () => {
  it('generates one signing secret however many processes start at once', async () => {
    const secrets = await Promise.all(Array.from({ length: 12 }, (_, i) => signingSecret({ db: i % 2 ? one : two })));
    expect(new Set(secrets).size).toBe(1);
    expect(await signingSecret({ db: two }, { configured: 'configured secret here' })).toBe('configured secret here');
  });

  it('counts every concurrent request of a rate limit, and restarts an ended window', async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => countRequest({ db: i % 2 ? one : two }, { key: 'POST /api/cms/login\n192.0.2.1', windowMs: 60_000 })));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(Math.min(...counts.map((c) => c.ttlMs))).toBeGreaterThan(50_000);
    const short = await countRequest({ db: one }, { key: 'short', windowMs: 50 });
    expect(short.count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await deleteEndedCounters({ db: two })).toBeGreaterThanOrEqual(1);
    expect((await countRequest({ db: two }, { key: 'short', windowMs: 50 })).count).toBe(1);
  });

  it('locks a key out after max failures counted on either process, until reset', async () => {
    const a = attemptLimiter({ db: one }, { name: 'test', max: 3, windowMs: 60_000 });
    const b = attemptLimiter({ db: two }, { name: 'test', max: 3, windowMs: 60_000 });
    await Promise.all([a.fail('k'), b.fail('k')]);
    expect(await b.retryAfter('k')).toBe(0);
    await a.fail('k');
    expect(await b.retryAfter('k')).toBeGreaterThan(55);
    expect(await a.retryAfter('other')).toBe(0);
    await b.reset('k');
    expect(await a.retryAfter('k')).toBe(0);
  });
});

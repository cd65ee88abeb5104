import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

type Owner = { id: string };

/** A lookup that counts its calls and answers what `answers` holds at the time. */
function source(answers: Map<string, Owner | null>) {
  const calls: string[] = [];
  return {
    calls,
    lookup: (key: string) => () => {
      calls.push(key);
      return Promise.resolve(answers.get(key) ?? null);
    },
  };
}

describe('SessionCache', () => {
  it('answers from the cache within the TTL, asks again after it, and keeps a miss no longer', async () => {
    let now = 1_000;
    const cache = new SessionCache<Owner>({ ttlMs: 5000, now: () => now });
    const answers = new Map<string, Owner | null>([['a', { id: 'v1' }]]);
    const db = source(answers);
    expect(await cache.get('a', db.lookup('a'))).toEqual({ id: 'v1' });
    expect(await cache.get('a', db.lookup('a'))).toEqual({ id: 'v1' });
    expect(await cache.get('b', db.lookup('b'))).toBeNull();
    answers.set('b', { id: 'v2' });
    now += 4999;
    expect(await cache.get('b', db.lookup('b'))).toBeNull();
    expect(db.calls).toEqual(['a', 'b']);
    now += 1;
    expect(await cache.get('b', db.lookup('b'))).toEqual({ id: 'v2' });
    answers.delete('a');
    expect(await cache.get('a', db.lookup('a'))).toBeNull();
    expect(db.calls).toEqual(['a', 'b', 'b', 'a']);
  });

  it('shares one lookup between concurrent requests and keeps no failed lookup', async () => {
    const cache = new SessionCache<Owner>();
    let calls = 0;
    let fail = true;
    const lookup = () => {
      calls++;
      return fail ? Promise.reject(new Error('database down')) : Promise.resolve({ id: 'v1' });
    };
    const both = await Promise.allSettled([cache.get('a', lookup), cache.get('a', lookup)]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    fail = false;
    expect(await cache.get('a', lookup)).toEqual({ id: 'v1' });
    expect(calls).toBe(2);
  });

  it('drops one session, every session of an owner, or all', async () => {
    const cache = new SessionCache<Owner>();
    const answers = new Map<string, Owner | null>([
      ['a1', { id: 'alice' }],
      ['a2', { id: 'alice' }],
      ['b1', { id: 'bob' }],
    ]);
    const db = source(answers);
    for (const key of answers.keys()) await cache.get(key, db.lookup(key));
    cache.drop('b1');
    cache.dropOwner('alice');
    expect(cache.size).toBe(0);
    for (const key of answers.keys()) await cache.get(key, db.lookup(key));
    cache.dropOwner('bob');
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(db.calls).toHaveLength(6);
  });

  it('does not keep a lookup that was in flight when an invalidation came', async () => {
    const cache = new SessionCache<Owner>();
    let release!: (owner: Owner) => void;
    const pending = cache.get('a', () => new Promise<Owner>((resolve) => (release = resolve)));
    cache.dropOwner('someone else');
    release({ id: 'alice' });
    expect(await pending).toEqual({ id: 'alice' });
    expect(cache.size).toBe(0);
    const later = cache.get('a', () => new Promise<Owner>((resolve) => (release = resolve)));
    cache.drop('unrelated');
    release({ id: 'alice' });
    await later;
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, evicting the least recently used', async () => {
    const cache = new SessionCache<Owner>({ maxEntries: 2 });
    const answers = new Map<string, Owner | null>([
      ['a', { id: '1' }],
      ['b', { id: '2' }],
      ['c', { id: '3' }],
    ]);
    const db = source(answers);
    await cache.get('a', db.lookup('a'));
    await cache.get('b', db.lookup('b'));
    await cache.get('a', db.lookup('a')); // a is now the most recently used
    await cache.get('c', db.lookup('c')); // evicts b
    expect(cache.size).toBe(2);
    await cache.get('a', db.lookup('a'));
    await cache.get('b', db.lookup('b'));
    expect(db.calls).toEqual(['a', 'b', 'c', 'b']);
  });
});

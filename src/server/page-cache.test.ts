import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { audienceOf, compress, encodedBody, PageCache, type CachedPage } from './page-cache';
import type { PreparedPage } from './render-page';

afterEach(() => vi.useRealTimers());

describe('PageCache', () => {
  it('keeps a page until its site changes, and a page of live data only for its maximum age', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const cache = new PageCache();
    cache.set('nyse', '/fees', 200, '<p>fees</p>');
    cache.set('nyse', '/markets', 200, '<p>quotes</p>', { maxAgeMs: 5_000, staleMs: 5_000 });
    // A page that ages because a banner starts is never sent past its age.
    cache.set('nyse', '/banner', 200, '<p>before</p>', { maxAgeMs: 5_000 });
    vi.advanceTimersByTime(4_999);
    expect(cache.get('nyse', '/markets')?.body.toString()).toBe('<p>quotes</p>');
    vi.advanceTimersByTime(1);
    expect(cache.get('nyse', '/markets')).toBeUndefined();
    expect(cache.stale('nyse', '/banner')).toBeUndefined();
    // Aged, it may still be sent while it is rendered again for as long as it allows; a page without live data never ages.
    expect(cache.stale('nyse', '/markets')?.body.toString()).toBe('<p>quotes</p>');
    vi.advanceTimersByTime(4_999);
    expect(cache.stale('nyse', '/markets')).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(cache.stale('nyse', '/markets')).toBeUndefined();
    expect(cache.stale('nyse', '/fees')).toBeUndefined();
    expect(cache.get('nyse', '/fees')?.body.toString()).toBe('<p>fees</p>');
    cache.drop('nyse', '/fees');
    expect(cache.get('nyse', '/fees')).toBeUndefined();
    cache.set('nyse', '/fees', 200, '<p>fees</p>');
    cache.invalidateSite('nyse');
    expect(cache.get('nyse', '/fees')).toBeUndefined();
  });

  it('lets a prepared page with auth gates expire the same way', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const cache = new PageCache();
    const prepared = { maxAgeMs: 5_000 } as PreparedPage;
    cache.setPersonal('ice', '/members', prepared);
    expect(cache.getPersonal('ice', '/members')).toBe(prepared);
    vi.advanceTimersByTime(5_000);
    expect(cache.getPersonal('ice', '/members')).toBeUndefined();
  });

  it('finishes a kept gated page once per role set, whatever the order of the roles', () => {
    const cache = new PageCache();
    const prepared = {} as PreparedPage;
    const finished: string[] = [];
    const finish = (html: string) => () => (finished.push(html), html);
    const us = { roles: [{ appKey: 'ICE', role: 'Compliance US' }, { appKey: 'ICE', role: 'ICE Admin' }] };
    const usAgain = { roles: [{ appKey: 'ICE', role: 'ICE Admin' }, { appKey: 'ICE', role: 'Compliance US' }] };
    expect(cache.finished(prepared, null, finish('signed out')).body.toString()).toBe('signed out');
    expect(cache.finished(prepared, { roles: [] }, finish('no roles')).body.toString()).toBe('no roles');
    expect(cache.finished(prepared, us, finish('admin')).body.toString()).toBe('admin');
    expect(cache.finished(prepared, usAgain, finish('again')).body.toString()).toBe('admin');
    expect(cache.finished(prepared, null, finish('again')).body.toString()).toBe('signed out');
    expect(cache.finished({} as PreparedPage, null, finish('another page')).body.toString()).toBe('another page');
    expect(finished).toEqual(['signed out', 'no roles', 'admin', 'another page']);
    // A role whose name holds the separator of another pair cannot pose as two roles.
    expect(audienceOf({ roles: [{ appKey: 'A', role: 'x\nB\u0000y' }] })).not.toBe(audienceOf({ roles: [{ appKey: 'A', role: 'x' }, { appKey: 'B', role: 'y' }] }));
  });

  it('keeps pages within a byte budget, compressed forms counted, the least recently used out first', async () => {
    const cache = new PageCache({ maxBytes: 4000 });
    const page = (n: number) => `<p>${String(n).repeat(996)}</p>`; // 1,003 bytes, a few dozen compressed
    const a = cache.set('nyse', '/a', 200, page(1));
    await Promise.all([compress(a, 'br'), compress(a, 'gzip')]);
    const formsOfA = a.br!.length + a.gzip!.length;
    expect(cache.byteSize).toBe(1003 + formsOfA);
    const b = cache.set('nyse', '/b', 200, page(2));
    await Promise.all([compress(b, 'br'), compress(b, 'gzip')]);
    expect(cache.get('nyse', '/a')).toBe(a); // /a is now the most recently used
    cache.set('nyse', '/c', 200, page(3)); // over budget with its forms: /b, the least recently used, goes
    cache.set('nyse', '/d', 200, page(4));
    expect(cache.get('nyse', '/b')).toBeUndefined();
    expect(cache.get('nyse', '/a')).toBe(a);
    const [c, d] = [cache.get('nyse', '/c')!, cache.get('nyse', '/d')!];
    await Promise.all([c, d].flatMap((entry) => [compress(entry, 'br'), compress(entry, 'gzip')]));
    expect(cache.byteSize).toBe([a, c, d].reduce((sum, entry) => sum + entry.body.length + entry.br!.length + entry.gzip!.length, 0));
    cache.invalidateSite('nyse');
    expect(cache.byteSize).toBe(0);
  });

  it('moves a page asked for again to the most recent end when it was among the older half', () => {
    const cache = new PageCache({ maxEntries: 10 });
    for (let i = 0; i < 10; i++) cache.set('nyse', `/p${i}`, 200, `<p>${i}</p>`);
    for (let i = 0; i < 5; i++) cache.get('nyse', '/p9'); // the newest, asked for again and again
    expect(cache.get('nyse', '/p0')).toBeDefined(); // the oldest, asked for once: now the newest
    cache.set('nyse', '/p10', 200, '<p>10</p>');
    cache.set('nyse', '/p11', 200, '<p>11</p>');
    expect(cache.get('nyse', '/p0')).toBeDefined();
    expect(cache.get('nyse', '/p1')).toBeUndefined();
    expect(cache.get('nyse', '/p2')).toBeUndefined();
    expect(cache.get('nyse', '/p9')).toBeDefined();
  });

  it('holds each compressed form in memory of its own size, so the budget counts what is held', async () => {
    const cache = new PageCache();
    const entry = cache.set('nyse', '/fees', 200, `<main>${'<p>Fees for trading and clearing.</p>'.repeat(300)}</main>`);
    for (const encoding of ['br', 'gzip']) {
      const { body } = await encodedBody(entry, encoding);
      // zlib answers with a view of a larger chunk; a few hundred bytes must not hold it.
      expect(body.length).toBeLessThan(1000);
      expect(body.buffer.byteLength).toBe(body.length);
    }
    expect(cache.byteSize).toBe(entry.body.length + entry.br!.length + entry.gzip!.length);
  });

  it('compresses a page to brotli when it enters the cache, on zlib’s thread pool: no request compresses on the event loop', async () => {
    // Large enough that brotli at quality 9 takes the pool many milliseconds.
    const html = `<main>${Array.from({ length: 3_000 }, (_, i) => `<p>Listing fee ${i} for exchange-traded product ${(i * 7919) % 10_007}.</p>`).join('')}</main>`;
    const cache = new PageCache();
    const entry = cache.set('nyse', '/fees', 200, html);
    // The first request for brotli, at once: not answered by compressing here and now, but when the pool has made it.
    const first = encodedBody(entry, 'gzip, br');
    expect(first).toBeInstanceOf(Promise);
    let loopTurned = false;
    setImmediate(() => (loopTurned = true));
    const { body, encoding } = await first;
    expect(loopTurned).toBe(true);
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe(html);
    // Made once: later requests are answered at once with the same bytes. Gzip, which few take, when first asked for.
    expect(encodedBody(entry, 'br')).toEqual({ body: entry.br, encoding: 'br' });
    expect(entry.gzip).toBeUndefined();
    const gzip = await encodedBody(entry, 'gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(encodedBody(entry, undefined)).toEqual({ body: entry.body });
    // A gated page finished for an audience is compressed the same way.
    const finished = cache.finished({} as PreparedPage, null, () => html);
    const firstOfFinished = encodedBody(finished, 'br');
    expect(firstOfFinished).toBeInstanceOf(Promise);
    expect((await firstOfFinished).encoding).toBe('br');
  });

  it('sends the identity body when a form could not be made', async () => {
    // Not a buffer: zlib refuses it, as it would a page it could not compress.
    const entry = { status: 200, etag: '"x"', body: {} } as CachedPage;
    expect(await encodedBody(entry, 'br')).toEqual({ body: entry.body });
    expect(await encodedBody(entry, 'gzip')).toEqual({ body: entry.body });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { audienceOf, encodedBody, PageCache } from './page-cache';
import type { PreparedPage } from './render-page';

afterEach(() => vi.useRealTimers());

describe('PageCache', () => {
  it('keeps a page until its site changes, and a page of live data only for its maximum age', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const cache = new PageCache();
    cache.set('nyse', '/fees', 200, '<p>fees</p>');
    cache.set('nyse', '/markets', 200, '<p>quotes</p>', { maxAgeMs: 5_000 });
    vi.advanceTimersByTime(4_999);
    expect(cache.get('nyse', '/markets')?.body.toString()).toBe('<p>quotes</p>');
    vi.advanceTimersByTime(1);
    expect(cache.get('nyse', '/markets')).toBeUndefined();
    expect(cache.get('nyse', '/fees')?.body.toString()).toBe('<p>fees</p>');
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

  it('keeps pages within a byte budget, compressed forms counted, the least recently used out first', () => {
    const cache = new PageCache({ maxBytes: 3000 });
    const page = (n: number) => `<p>${String(n).repeat(996)}</p>`; // 1,003 bytes
    cache.set('nyse', '/a', 200, page(1));
    cache.set('nyse', '/b', 200, page(2));
    expect(cache.get('nyse', '/a')).toBeDefined(); // /a is now the most recently used
    cache.set('nyse', '/c', 200, page(3));
    expect(cache.get('nyse', '/b')).toBeUndefined();
    expect(cache.byteSize).toBe(2006);
    const a = cache.get('nyse', '/a')!;
    const { body } = encodedBody(a, 'gzip');
    expect(cache.byteSize).toBe(2006 + body.length);
    cache.set('nyse', '/d', 200, page(4)); // over budget: /c, the least recently used, goes
    expect(cache.get('nyse', '/c')).toBeUndefined();
    expect(cache.get('nyse', '/a')).toBe(a);
    cache.invalidateSite('nyse');
    expect(cache.byteSize).toBe(0);
  });

  it('holds each compressed form in memory of its own size, so the budget counts what is held', () => {
    const cache = new PageCache();
    const entry = cache.set('nyse', '/fees', 200, `<main>${'<p>Fees for trading and clearing.</p>'.repeat(300)}</main>`);
    for (const encoding of ['br', 'gzip']) {
      const { body } = encodedBody(entry, encoding);
      // zlib answers with a view of a 16 KB chunk; a few hundred bytes must not hold it.
      expect(body.length).toBeLessThan(1000);
      expect(body.buffer.byteLength).toBe(body.length);
    }
    expect(cache.byteSize).toBe(entry.body.length + entry.br!.length + entry.gzip!.length);
  });
});

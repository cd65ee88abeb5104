import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageCache } from './page-cache';
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
});

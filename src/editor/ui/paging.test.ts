import { describe, expect, it } from 'vitest';
import { pageCount, readPage, showingText } from './paging';

describe('list paging', () => {
  it('counts pages, at least one', () => {
    expect([0, 1, 20, 21, 40, 41].map((total) => pageCount({ total, pageSize: 20 }))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('says which rows are shown', () => {
    expect(showingText({ page: 2, count: 20, total: 45, pageSize: 20 })).toBe('Showing 21–40 of 45');
    expect(showingText({ page: 3, count: 5, total: 45, pageSize: 20 })).toBe('Showing 41–45 of 45');
    expect(showingText({ page: 4, count: 0, total: 45, pageSize: 20 })).toBe('Showing 0 of 45');
  });

  it('reads a page number, 1 for anything odd', () => {
    expect(readPage('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'two']) expect(readPage(value)).toBe(1);
  });
});

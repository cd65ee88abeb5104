import { describe, expect, it } from 'vitest';
import { mediaApiQuery, mediaPageCount, mediaQueryParams, readMediaQuery, showingFiles, usageByPage, whereUsed } from './media-list';

describe('the library list in the address', () => {
  it('reads search, kind and page, ignoring what it does not know', () => {
    expect(readMediaQuery('?q=logo&kind=image&page=3&cursor=c3')).toEqual({ q: 'logo', kind: 'image', page: 3, cursor: 'c3' });
    expect(readMediaQuery('?q=logo&kind=image&page=3')).toEqual({ q: 'logo', kind: 'image', page: 1 });
    expect(readMediaQuery('')).toEqual({ q: '', kind: '', page: 1 });
    expect(readMediaQuery('?kind=video&page=-2')).toEqual({ q: '', kind: '', page: 1 });
    expect(readMediaQuery('?page=1.5')).toEqual({ q: '', kind: '', page: 1 });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(mediaQueryParams({ q: '  ', kind: '', page: 1 }).toString()).toBe('');
    const params = mediaQueryParams({ q: ' annual report ', kind: 'document', page: 2, cursor: 'c2' });
    expect(params.toString()).toBe('q=annual+report&kind=document&page=2&cursor=c2');
    expect(readMediaQuery(`?${params}`)).toEqual({ q: 'annual report', kind: 'document', page: 2, cursor: 'c2' });
  });

  it('asks the API for one page of 48', () => {
    expect(mediaApiQuery({ q: ' ', kind: '', page: 1 })).toEqual({ limit: 48 });
    expect(mediaApiQuery({ q: ' chart ', kind: 'image', page: 3, cursor: 'c3' })).toEqual({ q: 'chart', kind: 'image', limit: 48, cursor: 'c3' });
    expect(mediaPageCount(0)).toBe(1);
    expect(mediaPageCount(48)).toBe(1);
    expect(mediaPageCount(49)).toBe(2);
  });

  it('says which files are shown', () => {
    expect(showingFiles({ page: 2, count: 48, total: 130 })).toBe('Showing 49–96 of 130 files');
    expect(showingFiles({ page: 1, count: 1, total: 1 })).toBe('Showing 1–1 of 1 file');
    expect(showingFiles({ page: 4, count: 0, total: 130 })).toBe('Showing 0 of 130 files');
  });
});

describe('where a file is used', () => {
  it('lists each page once, with its draft and published use together', () => {
    const pages = usageByPage([
      { documentId: 'd1', site: 'nyse', path: '/listings', title: 'Listings', where: 'draft' },
      { documentId: 'd2', site: 'ice', path: '/', title: 'Home', where: 'published' },
      { documentId: 'd1', site: 'nyse', path: '/listings', title: 'Listings', where: 'published' },
    ]);
    expect(pages).toEqual([
      { documentId: 'd1', site: 'nyse', path: '/listings', title: 'Listings', draft: true, published: true },
      { documentId: 'd2', site: 'ice', path: '/', title: 'Home', draft: false, published: true },
    ]);
    expect(pages.map(whereUsed)).toEqual(['draft and published', 'published only']);
    expect(whereUsed({ draft: true, published: false })).toBe('draft only');
  });
});

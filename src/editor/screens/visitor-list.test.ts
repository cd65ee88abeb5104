import { describe, it, expect } from 'vitest';
import { routes, routeUrl, VisitorQuery } from '../../core/contracts';
import { listQueryParams, pageCount, readListQuery, roleLabel, sessionsEndedText, showingText, signInMethods, visitorsApiQuery } from './visitor-list';

describe('the Visitors list address', () => {
  it('reads the search and page from the query string, with page 1 for anything odd', () => {
    expect(readListQuery('?q=ada%20l&page=3&cursor=c3')).toEqual({ q: 'ada l', page: 3, cursor: 'c3' });
    expect(readListQuery('?q=ada%20l&page=3')).toEqual({ q: 'ada l', page: 1 });
    expect(readListQuery('')).toEqual({ q: '', page: 1 });
    for (const page of ['0', '-2', '1.5', 'two', '']) expect(readListQuery(`?page=${page}&cursor=c`).page).toBe(1);
  });

  it('writes only what is not the default, and reads back what it wrote', () => {
    expect(listQueryParams({ q: '', page: 1 }).toString()).toBe('');
    expect(listQueryParams({ q: ' Ada ', page: 1 }).toString()).toBe('q=Ada');
    const params = listQueryParams({ q: 'o’brien & co', page: 2, cursor: 'c2' });
    expect(readListQuery(`?${params.toString()}`)).toEqual({ q: 'o’brien & co', page: 2, cursor: 'c2' });
  });

  it('asks the API for 50 a page from the cursor, in a query the contract accepts', () => {
    expect(visitorsApiQuery({ q: 'ada', page: 3, cursor: 'c3' })).toEqual({ q: 'ada', limit: 50, cursor: 'c3' });
    const query = visitorsApiQuery({ q: 'ada', page: 1 });
    const sent = new URL(routeUrl(routes.listVisitors, { query }), 'http://x').searchParams;
    expect(VisitorQuery.parse(Object.fromEntries(sent))).toMatchObject({ q: 'ada', limit: 50 });
    expect(visitorsApiQuery({ q: '  ', page: 1 })).toEqual({ limit: 50 });
  });
});

describe('the Visitors list text', () => {
  it('says which rows are shown', () => {
    expect(showingText({ page: 1, count: 50, total: 120 })).toBe('Showing 1–50 of 120');
    expect(showingText({ page: 3, count: 20, total: 120 })).toBe('Showing 101–120 of 120');
    expect(showingText({ page: 1, count: 1, total: 1 })).toBe('Showing 1–1 of 1');
    expect(showingText({ page: 2, count: 0, total: 50 })).toBe('Showing 0 of 50');
  });

  it('counts pages, at least one', () => {
    expect([0, 1, 50, 51, 100, 101].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('labels roles and sign-in methods', () => {
    expect(roleLabel({ appKey: 'ICE', role: 'Compliance US' })).toBe('ICE · Compliance US');
    expect(signInMethods({ hasPassword: true, providers: ['https://id.example.test'] })).toEqual(['Password', 'https://id.example.test']);
    expect(signInMethods({ hasPassword: false, providers: [] })).toEqual([]);
  });

  it('reports how many sessions a forced sign-out ended', () => {
    expect(sessionsEndedText('Ada', 2)).toBe('Signed Ada out everywhere: 2 sessions ended.');
    expect(sessionsEndedText('Ada', 1)).toBe('Signed Ada out everywhere: 1 session ended.');
    expect(sessionsEndedText('Ada', 0)).toBe('Ada had no open sessions; nothing needed ending.');
  });
});

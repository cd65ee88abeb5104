import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let admin: Session;
const search = (query: string) => t.app.inject({ method: 'POST', url: `/api/site-search/search/websitenotices?${query}` });
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
});
afterAll(() => t.close());

describe('notice APIs', () => {
  it('searches collections newest first, filtered by year and topic, a page at a time', async () => {
    const res = await search('searchCollections=exchange-circulars&year=2025&topic=Fees&pageSize=5');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.results).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    expect(body.results.every((n: { topic: string; pubDate: string }) => n.topic === 'Fees' && n.pubDate.startsWith('2025'))).toBe(true);
    const dates = body.results.map((n: { pubDate: string }) => n.pubDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.results[0]).toMatchObject({ collection: 'exchange-circulars', formattedPubDate: expect.stringMatching(/^\d{1,2}\/\d{1,2}\/2025$/) });
    const last = await search(`searchCollections=exchange-circulars&year=2025&topic=Fees&pageSize=5&page=${Math.ceil(body.total / 5) + 1}`);
    expect(last.json()).toMatchObject({ total: body.total, results: [] });
  });

  it('counts matches up to 1,000 or the end of the page asked for, then says the total is a lower bound', async () => {
    const all = 'searchCollections=exchange-circulars,clearing-notices,information-memos,regulatory-bulletins';
    const first = (await search(`${all}&pageSize=20`)).json();
    expect(first).toMatchObject({ total: 1000, totalIsAtLeast: true });
    const everything = (await search(`${all}&pageSize=9999`)).json();
    expect(everything.totalIsAtLeast).toBeUndefined();
    expect(everything.results.length).toBe(everything.total);
    expect(everything.total).toBeGreaterThan(1000);
  });

  it('lists the rule book by sort order, all of it with the rule book page size', async () => {
    const res = await search('searchCollections=rule-book&pageSize=9999');
    const orders = res.json().results.map((n: { sortOrder: number }) => n.sortOrder);
    expect(orders.length).toBe(20);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
  });

  it('takes free text in web search syntax, never as a pattern', async () => {
    const res = await search(`searchCollections=clearing-notices&q=${encodeURIComponent('"initial margin" brent -cocoa')}&pageSize=50`);
    expect(res.statusCode).toBe(200);
    const titles = res.json().results.map((n: { title: string }) => n.title.toLowerCase());
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t: string) => t.includes('initial margin') && t.includes('brent') && !t.includes('cocoa'))).toBe(true);
    expect((await search(`searchCollections=clearing-notices&q=${encodeURIComponent('(a+)+$ .* [')}`)).statusCode).toBe(200);
  });

  it('refuses unknown collections, bad years, oversized pages and repeated parameters, naming them', async () => {
    const cases: [string, string][] = [
      ['searchCollections=secret-memos', '/query/searchCollections'],
      ['searchCollections=exchange-circulars&year=abc', '/query/year'],
      ['searchCollections=exchange-circulars&year=1800', '/query/year'],
      ['searchCollections=exchange-circulars&pageSize=10000', '/query/pageSize'],
      ['searchCollections=exchange-circulars&year=2024&year=2025', '/query/year'],
      ['searchCollections=exchange-circulars&page=0', '/query/page'],
      ['year=2024', '/query/searchCollections'],
      ['searchCollections=exchange-circulars&evil=1', '/query'],
    ];
    for (const [query, path] of cases) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path), query).toContain(path);
    }
  });

  it('offers years and topics of collections, and circulars by their filters', async () => {
    const years = (await get('/api/site-search/websitenotices/availableyears?searchCollections=exchange-circulars,clearing-notices')).json();
    expect(years).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
    const topics = (await get('/api/site-search/websitenotices/availabletopics?searchCollections=clearing-notices')).json();
    expect(topics).toContain('Margin');
    const filtered = (await get('/api/circulars/public/summaries/filter?circularType=Fee%20Change&year=2024&market=NYSE%20Arca')).json();
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((n: { circularType: string; market: string }) => n.circularType === 'Fee Change' && n.market === 'NYSE Arca')).toBe(true);
    expect((await get('/api/circulars/clearing-notices/years?jurisdiction=UK')).json().length).toBeGreaterThan(0);
    expect((await get('/api/circulars/clearing-notices/markets')).json()).toContain('ICE Futures Europe');
    // Specification §7: option lists are an empty list on failure, never a 404.
    const unknown = await get('/api/circulars/unknown-report/topics');
    expect([unknown.statusCode, unknown.json()]).toEqual([200, []]);
    // The report center's categories (issue 25 point 6): exchanges, contracts (of one exchange), years.
    expect((await get('/api/circulars/end-of-day/markets')).json()).toEqual(['ICE Futures Europe', 'ICE Futures U.S.', 'ICE Endex']);
    expect((await get('/api/circulars/end-of-day/topics')).json()).toContain('Brent Crude');
    expect((await get('/api/circulars/end-of-day/topics?market=NDEX')).json()).toEqual(['Dutch TTF Natural Gas', 'EUA Futures']);
    expect((await get('/api/circulars/deliveries/topics?market=IFEU')).json()).toEqual(['Low Sulphur Gasoil']);
    expect((await get('/api/circulars/end-of-day/topics?market=XXXX')).json()).toEqual([]);
    expect((await get('/api/circulars/end-of-day/years')).json()).toHaveLength(3);
    expect((await get('/api/circulars/end-of-day/topics?year=2024')).statusCode).toBe(400);
    expect((await get('/api/circulars/BAD_ID/topics')).statusCode).toBe(400);
  });

  it('filters notification alerts of system 24 by market, service, dates and text, 9 a page', async () => {
    const res = await get('/api/notification-web/public/alerts?systemId=24&market=NYSE%20Arca&market=NYSE&from=2025-03-01&to=2025-12-31');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.pageSize).toBe(9);
    expect(body.alerts.length).toBeLessThanOrEqual(9);
    expect(body.alerts.every((a: { market: string; publishedAt: string }) => ['NYSE Arca', 'NYSE'].includes(a.market) && a.publishedAt >= '2025-03-01' && a.publishedAt < '2026-01-01')).toBe(true);
    expect(body.markets).toContain('NYSE Texas');
    const backwards = await get('/api/notification-web/public/alerts?from=2025-12-01&to=2025-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().issues[0].path).toBe('/query/to');
  });
});

describe('notices for editors', () => {
  it('creates a draft, publishes it, and it appears in search', async () => {
    const created = await admin.request({
      method: 'POST',
      url: '/api/cms/notices',
      payload: { collection: 'exchange-circulars', noticeNumber: 'NYSE-2026-999', title: 'Zebra protocol migration', pubDate: '2026-11-20', topic: 'Technology' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().notice.id;
    expect((await search('searchCollections=exchange-circulars&q=zebra')).json().total).toBe(0);
    // The nyse /notices page (a notice-list) is cached; publishing a notice drops it.
    const page = () => t.app.inject({ method: 'GET', url: '/notices', headers: { host: 'nyse.localhost' } });
    expect((await page()).body).not.toContain('Zebra protocol migration');
    const user = await signIn(t.app, TEST_USERS.user);
    expect((await user.request({ method: 'POST', url: `/api/cms/notices/${id}/publish` })).statusCode).toBe(403);
    expect((await admin.request({ method: 'POST', url: `/api/cms/notices/${id}/publish` })).statusCode).toBe(200);
    expect((await search('searchCollections=exchange-circulars&q=zebra')).json().results[0].noticeNumber).toBe('NYSE-2026-999');
    expect((await page()).body).toContain('Zebra protocol migration');
    const duplicate = await admin.request({ method: 'POST', url: '/api/cms/notices', payload: { collection: 'exchange-circulars', noticeNumber: 'NYSE-2026-999', title: 'Again', pubDate: '2026-11-20' } });
    expect(duplicate.statusCode).toBe(409);
  });

  it('imports CSV: a dry run reports, errors name their lines and nothing is written', async () => {
    const csv = (rows: string[]) => ['collection,notice_number,title,pub_date,topic', ...rows].join('\n');
    const good = csv(['information-memos,IM-2026-901,Quarterly certification reminder,2026-11-02,Regulation', 'information-memos,IM-2026-902,"Symbology change, effective December",2026-11-03,Listings']);
    const send = (body: string, query: string) => admin.request({ method: 'POST', url: `/api/cms/notices/import?${query}`, payload: body, headers: { 'content-type': 'text/csv' } });
    const dry = await send(good, 'dryRun=true');
    expect(dry.json()).toEqual({ dryRun: true, rows: 2, created: 2, updated: 0, errors: [] });
    expect((await search('searchCollections=information-memos&q=symbology%20december')).json().total).toBe(0);
    const bad = await send(csv(['information-memos,IM-2026-903,Fine,2026-11-04,', 'nowhere,IM-1,Bad collection,2026-11-04,', 'information-memos,IM-2026-904,Bad date,2026-13-45,']), 'dryRun=false&publish=true');
    expect(bad.json().errors.map((e: { line: number }) => e.line)).toEqual([3, 4]);
    expect(bad.json().created).toBe(0);
    expect((await search('searchCollections=information-memos&q=fine')).json().results.some((n: { noticeNumber: string }) => n.noticeNumber === 'IM-2026-903')).toBe(false);
    const real = await send(good, 'dryRun=false&publish=true');
    expect(real.json()).toMatchObject({ created: 2, updated: 0 });
    expect((await search('searchCollections=information-memos&q=symbology%20december')).json().total).toBe(1);
    const again = await send(good, 'dryRun=false&publish=true');
    expect(again.json()).toMatchObject({ created: 0, updated: 2 });
    expect((await admin.request({ method: 'POST', url: '/api/cms/notices/import', payload: { csv: good } })).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterProducts, PRODUCT_GUIDE } from '../../src/core/product-guide';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
/** On a site's host: its public answers are shared under the site's keys (a CDN in front). */
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'ice.localhost' } });
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'ice.localhost:3000' } });
const URL = '/api/productguide/groups/products';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Product = { physicalCommodity: string; specName: string; groupName: string; micCode: string };

describe('GET /api/productguide/groups/products', () => {
  it('answers every product with exactly the specification’s columns, publicly and cacheably', async () => {
    const res = await get(URL);
    expect(res.statusCode, res.body).toBe(200);
    const products = res.json() as Product[];
    expect(products).toHaveLength(PRODUCT_GUIDE.length);
    expect(products.length).toBeGreaterThanOrEqual(75);
    for (const p of products) expect(Object.keys(p)).toEqual(['physicalCommodity', 'specName', 'groupName', 'micCode']);
    expect(products).toContainEqual({ physicalCommodity: 'Brent Crude', specName: 'Brent Crude Futures', groupName: 'Oil', micCode: 'IFEU' });
    expect(res.headers['cache-control']).toBe('public, max-age=300, s-maxage=300, stale-while-revalidate=60');
    expect(res.headers['surrogate-key']).toBe('site-ice data-product-guide-ice');
  });

  it('filters by group (with its subgroups), venue and search words', async () => {
    const energy = (await get(`${URL}?group=energy`)).json() as Product[];
    expect(new Set(energy.map((p) => p.groupName))).toEqual(new Set(['Oil', 'Natural Gas', 'Power', 'Emissions']));
    const gas = (await get(`${URL}?group=natural-gas&micCode=NDEX`)).json() as Product[];
    expect(gas.length).toBeGreaterThan(2);
    expect(gas.every((p) => p.groupName === 'Natural Gas' && p.micCode === 'NDEX')).toBe(true);
    const brent = (await get(`${URL}?q=${encodeURIComponent('  brent FUTURES ')}`)).json() as Product[];
    expect(brent.map((p) => p.specName)).toEqual(['Brent Crude Futures', 'Mini Brent Crude Futures']);
    expect((await get(`${URL}?group=metals&q=brent`)).json()).toEqual([]);
    expect((await get(`${URL}?q=`)).json()).toHaveLength(PRODUCT_GUIDE.length);
  });

  it.each([
    [`${URL}?group=plastics`, 'group'],
    [`${URL}?group=`, 'group'],
    [`${URL}?q=${'x'.repeat(101)}`, 'q'],
    [`${URL}?micCode=XNYS`, 'micCode'],
    [`${URL}?group=oil&group=metals`, 'group'],
    [`${URL}?q=a&q=b`, 'q'],
    [`${URL}?page=2`, 'page'],
  ])('%s → 400 naming %s', async (url, name) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('INVALID_BODY');
    expect(res.json().message).toContain(`${name}`);
    if (name !== 'page') expect(res.json().issues[0].path).toBe(`/query/${name}`);
  });

  it('is in the OpenAPI document', async () => {
    const spec = (await get('/api/openapi.json')).json();
    const operation = spec.paths['/api/productguide/groups/products'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['group', 'micCode', 'q']);
  });
});

describe('the product guide on the ICE futures pages', () => {
  const rows = (html: string) => [...html.matchAll(/<tr><td>[^<]*<\/td><th scope="row">([^<]*)<\/th><td>([^<]*)<\/td>/g)].map((m) => [m[1], m[2]]);

  it('shows a category page’s group, without JavaScript', async () => {
    const res = await page('/futures/energy');
    expect(res.statusCode).toBe(200);
    const shown = rows(res.body);
    expect(shown.length).toBeGreaterThan(20);
    expect(new Set(shown.map((r) => r[1]))).toEqual(new Set(['Oil', 'Natural Gas', 'Power', 'Emissions']));
    expect(res.body).toContain('<form class="t-product-guide__filters"');
    expect(res.body).toContain('action="/futures/energy" method="get"');
  });

  it('follows the filters in the address, and names a bad one beside its field', async () => {
    const filtered = await page('/futures/energy?group=oil&q=brent');
    expect(filtered.statusCode).toBe(200);
    expect(rows(filtered.body).map((r) => r[0])).toEqual(['Brent Crude American-style Options', 'Brent Crude Futures', 'Mini Brent Crude Futures']);
    const bad = await page('/futures/agriculture?group=plastics');
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('Choose a group from the list');
    expect(new Set(rows(bad.body).map((r) => r[1]))).toEqual(new Set(['Agriculture']));
  });

  it('lists the products of ICE Futures U.S. on /futures-us, of every group', async () => {
    const res = await page('/futures-us');
    expect(res.statusCode).toBe(200);
    const shown = rows(res.body);
    expect(shown.length).toBe(filterProducts({ micCode: 'IFUS' }).length);
    expect(new Set(shown.map((r) => r[1])).size).toBeGreaterThan(5);
    expect(res.body.match(/<td>ICE Futures U\.S\. \(IFUS\)<\/td>/g)).toHaveLength(shown.length);
  });
});

describe('the nyse holidays and trading hours page (holiday-hours, trading-hours)', () => {
  it('shows this year’s and next year’s computed calendar and the sessions, with the status left to an island', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/holiday-hours', headers: { host: 'nyse.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    const year = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric' }).format(new Date()));
    for (const y of [year, year + 1]) expect(res.body).toContain(`<caption>NYSE market holidays and early closes, ${y}</caption>`);
    expect(res.body).toContain('<caption>Trading sessions by market, Eastern Time</caption>');
    expect(res.body).toContain('data-kind="trading-hours"');
    expect(res.body).not.toContain('t-trading-hours__now--');
  });
});

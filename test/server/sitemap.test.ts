import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBulkPages } from '../../bench/bulk-pages';
import { SITEMAP_MAX_URLS } from '../../src/content';
import { createTestApp, type TestApp } from '../support/app';

// Issue 40 item 4: past the sitemap protocol's 50,000 URLs a site's /sitemap.xml is an index of
// numbered sitemaps. 50,001 published pages go straight into imt's tables (a few seconds).
let t: TestApp;
const at = (site: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: `${site}.localhost`, ...headers } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

beforeAll(async () => {
  t = await createTestApp();
  await insertBulkPages(t.db, { site: 'imt', count: SITEMAP_MAX_URLS + 1, publish: true });
}, 120_000);
afterAll(() => t.close());

describe('the sitemap of a site of more than 50,000 pages', () => {
  it('is an index of numbered sitemaps that together list every page once, 50,000 at most in each', async () => {
    const index = await at('imt', '/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual(['http://imt.localhost:3000/sitemap-1.xml', 'http://imt.localhost:3000/sitemap-2.xml']);
    const first = await at('imt', '/sitemap-1.xml');
    const second = await at('imt', '/sitemap-2.xml');
    expect(first.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = [...locs(first.body), ...locs(second.body)];
    expect(locs(first.body)).toHaveLength(SITEMAP_MAX_URLS);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain('http://imt.localhost:3000/catalogue/group-050/item-050000');
    expect(urls).toContain('http://imt.localhost:3000/');
    expect(urls.length).toBeGreaterThan(SITEMAP_MAX_URLS);
    expect((await at('imt', '/sitemap-3.xml')).statusCode).toBe(404);
    expect((await at('imt', '/sitemap-0.xml')).statusCode).toBe(400);
  });

  it('is compressed when the client accepts it', async () => {
    const plain = await at('imt', '/sitemap-1.xml');
    const br = await at('imt', '/sitemap-1.xml', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('stays one file on a site that fits in one, with no numbered sitemaps', async () => {
    const one = await at('ice', '/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-encoding']).toBe('gzip');
    expect((await at('ice', '/sitemap.xml')).body).toContain('<urlset');
    expect((await at('ice', '/sitemap-1.xml')).statusCode).toBe(404);
  });
});

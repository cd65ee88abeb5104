// Issue 9: what visitors download — minified, compressed, immutable, only what a page needs,
// within the byte budget. Figures come from the build's own manifest, never from timings.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDocuments } from '../../src/cli/seed/content';
import { SITE_IDS } from '../../src/core/sites';
import { createTestApp, type TestApp } from '../support/app';

/** Budgets of issue 9 (brotli bytes). */
const PAGE_SCRIPT_BUDGET = 90 * 1024;
const ISLAND_BASE_BUDGET = 70 * 1024;
const SITE_CSS_BUDGET = 20 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (host: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
/** The brotli size of a built file, by URL. */
const brotliBytes = (url: string) => {
  const { base, files } = t.app.assets;
  const file = files.get(url.slice(base.length + 1));
  if (!file?.br) throw new Error(`${url} is not a compressed asset of this build`);
  return file.br.length;
};

describe('built assets', () => {
  it('are served minified, compressed by negotiation and cached for ever', async () => {
    const { assets } = t.app;
    for (const url of [assets.islands.runtime, ...assets.islands.runtimeImports, assets.siteStylesheet('nyse')]) {
      const br = await get('nyse.localhost', url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toContain('Accept-Encoding');
      expect(br.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      const plain = await get('nyse.localhost', url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload), url).toBe(true);
      const gz = await get('nyse.localhost', url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload), url).toBe(true);
      // Minified: no comments, no indentation.
      expect(plain.body, url).not.toMatch(/\/\*[^!]|\n {2}/);
      const again = await get('nyse.localhost', url, { 'if-none-match': br.headers.etag as string });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('hydrate islands with a small UI library, and no island carries the validation library or React DOM', () => {
    const { files } = t.app.assets;
    for (const [path, file] of files) {
      if (!path.endsWith('.js')) continue;
      const code = file.body.toString();
      expect(code, path).not.toContain('ZodError');
      expect(code, path).not.toContain('__reactContainer');
    }
  });

  it('keep the island base and every site stylesheet within budget', () => {
    const { assets } = t.app;
    const base = [assets.islands.runtime, ...assets.islands.runtimeImports].reduce((sum, url) => sum + brotliBytes(url), 0);
    expect(base).toBeLessThanOrEqual(ISLAND_BASE_BUDGET);
    for (const site of SITE_IDS) expect(brotliBytes(assets.siteStylesheet(site)), site).toBeLessThanOrEqual(SITE_CSS_BUDGET);
  });
});

describe('demo pages', () => {
  const pages = demoDocuments().filter((d) => d.kind === 'page');

  it.each(pages.map((d) => [`${d.site}${d.path}`, d.site, d.path] as const))(
    '%s preloads exactly the chunks of its islands and stays within the script budget',
    async (_name, site, path) => {
      const res = await get(`${site}.localhost`, path);
      expect(res.statusCode).toBe(200);
      const kinds = [...new Set([...res.body.matchAll(/<tessera-island data-island="\d+" data-kind="([a-z0-9-]+)">/g)].map((m) => m[1]!))];
      const preloads = [...res.body.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
      const scripts = [...res.body.matchAll(/<script type="module" src="([^"]+)">/g)].map((m) => m[1]!);
      const { assets } = t.app;
      if (kinds.length === 0) {
        expect(preloads).toEqual([]);
        expect(scripts).toEqual([]);
        return;
      }
      expect(scripts).toEqual([assets.islands.runtime]);
      expect(new Set(preloads)).toEqual(new Set(assets.preloadsFor(kinds)));
      // Nothing a kind on this page does not need.
      const needed = new Set([...assets.islands.runtimeImports, ...kinds.flatMap((k) => assets.islands.kinds.get(k) ?? [])]);
      for (const url of preloads) expect(needed.has(url), url).toBe(true);
      const total = [...scripts, ...preloads].reduce((sum, url) => sum + brotliBytes(url), 0);
      expect(total).toBeLessThanOrEqual(PAGE_SCRIPT_BUDGET);
    },
  );
});

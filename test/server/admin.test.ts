import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (host: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

/** The script and stylesheet the shell references. */
function shellAssets(html: string): { script: string; stylesheet: string } {
  const script = /<script type="module" src="(\/admin\/assets\/[0-9a-f]{10}\/admin\.js)"><\/script>/.exec(html)?.[1];
  const stylesheet = /<link rel="stylesheet" href="(\/admin\/assets\/[0-9a-f]{10}\/admin\.css)">/.exec(html)?.[1];
  if (!script || !stylesheet) throw new Error(`The shell references no editor bundle: ${html}`);
  return { script, stylesheet };
}

describe('the /admin shell', () => {
  it('serves the single-page app on the portal host, not cached and not indexed', async () => {
    const res = await get('localhost:3000', '/admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(res.body).toContain('<div id="admin-root"></div>');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    shellAssets(res.body);
  }, 60_000);

  it('serves the same shell for deep links and on site hosts, without signing in', async () => {
    const portal = await get('localhost:3000', '/admin');
    for (const [host, url] of [
      ['localhost:3000', '/admin/'],
      ['localhost:3000', '/admin/sites/nyse'],
      ['nyse.localhost:3000', '/admin'],
      ['ice.localhost', '/admin/users'],
      ['127.0.0.1:3000', '/admin/sites/nyse/documents/2f1f5b8e-7a35-4a0e-9a0b-4d1f0c7f7e11'],
    ] as const) {
      const res = await get(host, url);
      expect(res.statusCode, `${host}${url}`).toBe(200);
      expect(res.body, `${host}${url}`).toBe(portal.body);
    }
  });

  it('does not take over paths that only start like /admin', async () => {
    const res = await get('nyse.localhost:3000', '/administration');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('admin-root');
  });
});

describe('editor assets', () => {
  it('serves the bundle with immutable caching and ETags', async () => {
    const { script, stylesheet } = shellAssets((await get('localhost', '/admin')).body);
    const js = await get('localhost', script);
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toContain('admin-root');
    // Built for production: React's development build is not in it.
    expect(js.body).not.toContain('react-dom.development');
    // sanitize-html (Node only) is replaced by the DOMParser preview wherever the schemas pull it in.
    expect(js.body).not.toContain('allowedSchemesAppliedToAttributes');
    expect(js.body).toContain('DOMParser');

    const css = await get('nyse.localhost', stylesheet);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body).toContain('.admin-tree');

    const again = await get('localhost', script, { 'if-none-match': js.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for unknown files and for another build', async () => {
    const { script } = shellAssets((await get('localhost', '/admin')).body);
    const base = script.slice(0, script.lastIndexOf('/'));
    for (const url of [`${base}/nope.js`, `${base}/sub/admin.js`, '/admin/assets/0000000000/admin.js', `${base}/admin.js.map`]) {
      const res = await get('localhost', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error, url).toBe('NOT_FOUND');
      expect(res.headers['cache-control'] ?? '', url).not.toContain('immutable');
    }
  });
});

describe('visitor pages', () => {
  it('never reference editor assets or editor code', async () => {
    await get('localhost', '/admin');
    const pages = [
      ['localhost:3000', '/'],
      ['nyse.localhost:3000', '/'],
      ['nyse.localhost:3000', '/fees'],
      ['nyse.localhost:3000', '/no-such-page'],
      ['ice.localhost:3000', '/'],
      ['ice.localhost:3000', '/footer'],
    ] as const;
    const siteAssets = new Set<string>();
    for (const [host, url] of pages) {
      const res = await get(host, url);
      // The portal links to /admin; no visitor page loads anything from it.
      expect(res.body, `${host}${url}`).not.toMatch(/\/admin\/assets/);
      expect(res.body, `${host}${url}`).not.toContain('admin-root');
      for (const match of res.body.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) siteAssets.add(match[1]!);
    }
    expect(siteAssets.size).toBeGreaterThan(0);
    for (const url of siteAssets) {
      const asset = await get('nyse.localhost', url);
      expect(asset.statusCode, url).toBe(200);
      expect(asset.body, url).not.toContain('admin-root');
      expect(asset.body, url).not.toContain('/api/cms/');
    }
  });
});

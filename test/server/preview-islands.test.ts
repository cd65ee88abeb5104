// Issue 16 point 6: previews run the page's own islands in an opaque origin. Module scripts
// from an opaque origin are cross-origin requests, so built assets (and only they) allow any
// origin; no API response ever does.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_POLICY } from '../../src/server/security-headers';
import { createTestApp, findDocument, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let su: Session;
beforeAll(async () => {
  t = await createTestApp();
  su = await signIn(t.app, TEST_USERS.superUser);
});
afterAll(() => t.close());

const n = (name: string, props: Record<string, unknown> = {}, slots: Record<string, unknown[]> = {}) => ({ id: randomUUID(), name, props, slots });
const alertPage = () => n('page-layout', {}, { main: [n('alert', { intent: 'info', heading: 'Markets open early', dismissable: true }, { content: [] })] });
const CORS = 'access-control-allow-origin';

describe('previews with islands', () => {
  it('render the page’s island runtime and data, for a frame sandboxed without same-origin', async () => {
    const rendered = await su.request({ method: 'POST', url: '/api/sites/nyse/render', payload: { tree: alertPage() } });
    expect(rendered.statusCode, rendered.body).toBe(200);
    expect(rendered.body).toContain(`<script type="module" src="${t.app.assets.islands.runtime}">`);
    expect(rendered.body).toContain('id="tessera-islands"');
    // and the script that hands Escape on to the editor's dialog, which only previews load
    expect(rendered.body).toContain(`<script type="module" src="${t.app.assets.islands.preview}">`);
    expect((await t.app.inject({ method: 'GET', url: t.app.assets.islands.preview, headers: { origin: 'null' } })).headers[CORS]).toBe('*');
    expect((await t.app.inject({ method: 'GET', url: '/', headers: { host: 'nyse.localhost' } })).body).not.toContain(t.app.assets.islands.preview);
    expect(rendered.headers['content-security-policy']).toBe(PREVIEW_POLICY);
    expect(PREVIEW_POLICY.split(';')[0]).toBe('sandbox allow-scripts');
    expect(rendered.headers[CORS]).toBeUndefined();
  });

  it('preview links serve the draft with its islands, sandboxed in an opaque origin', async () => {
    const made = await su.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: `/preview-islands-${Date.now()}`, title: 'Islands', tree: alertPage() } });
    expect(made.statusCode, made.body).toBe(201);
    const link = await su.request({ method: 'POST', url: `/api/cms/documents/${made.json().document.id}/preview-link`, payload: {} });
    const preview = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-security-policy']).toBe(PREVIEW_POLICY);
    expect(preview.body).toContain(`src="${t.app.assets.islands.runtime}"`);
    expect(preview.headers[CORS]).toBeUndefined();
  });

  it('built assets allow any origin: the island runtime, its imports, an island chunk and the site stylesheet', async () => {
    const { assets } = t.app;
    const urls = [assets.islands.runtime, ...assets.islands.runtimeImports, ...(assets.islands.kinds.get('alert') ?? []), assets.siteStylesheet('nyse')];
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: { origin: 'null' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers[CORS], url).toBe('*');
      expect(res.headers['access-control-allow-credentials'], url).toBeUndefined();
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    // A revalidation keeps the header (a 304 stands for the full response).
    const first = await t.app.inject({ method: 'GET', url: assets.islands.runtime });
    const again = await t.app.inject({ method: 'GET', url: assets.islands.runtime, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers[CORS]).toBe('*');
  });

  it('API responses never carry the header, signed in or not, whatever the Origin says', async () => {
    const doc = await findDocument(su, 'nyse', '/fees');
    const origins: Record<string, string>[] = [{}, { origin: 'null' }, { origin: 'https://elsewhere.example' }];
    const calls = [
      (headers: Record<string, string>) => su.request({ method: 'GET', url: '/api/cms/me', headers }),
      (headers: Record<string, string>) => su.request({ method: 'GET', url: `/api/cms/documents/${doc.id}`, headers }),
      (headers: Record<string, string>) => su.request({ method: 'GET', url: `/api/cms/documents/${doc.id}/draft-saves`, headers }),
      (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/cms/me', headers }),
      (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/openapi.json', headers }),
      (headers: Record<string, string>) => t.app.inject({ method: 'OPTIONS', url: '/api/cms/me', headers: { ...headers, 'access-control-request-method': 'GET' } }),
      (headers: Record<string, string>) => su.request({ method: 'POST', url: '/api/sites/nyse/render', payload: { tree: alertPage() }, headers }),
      (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/cms/does-not-exist', headers }),
    ];
    for (const headers of origins) {
      for (const call of calls) {
        const res = await call(headers);
        expect(res.headers[CORS], `${res.statusCode} ${JSON.stringify(headers)}`).toBeUndefined();
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      }
    }
  });
});

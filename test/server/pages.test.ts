import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_IDS } from '../../src/core/sites';
import { createTestApp, findDocument, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let su: Session;
beforeAll(async () => {
  t = await createTestApp();
  su = await signIn(t.app, TEST_USERS.superUser);
});
afterAll(() => t.close());

const get = (host: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('visitor pages', () => {
  it('shows the portal with the eight sites at localhost', async () => {
    const res = await get('localhost:3000', '/');
    expect(res.statusCode).toBe(200);
    for (const site of SITE_IDS) expect(res.body).toContain(`http://${site}.localhost:3000/`);
    expect(res.body).toContain('href="/admin"');
  });

  it('renders the NYSE fees page in the NYSE theme', async () => {
    const res = await get('nyse.localhost:3000', '/fees');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/^<!doctype html><html lang="en" data-site="nyse">/);
    expect(res.body).toContain('<main id="tessera-main"');
    expect(res.body).toMatch(/<link rel="stylesheet" href="\/assets\/[0-9a-f]+\/sites\/nyse.css">/);
  });

  it('serves every site its home page, privacy policy and footer partial', async () => {
    for (const site of SITE_IDS) {
      expect((await get(`${site}.localhost`, '/')).statusCode, `${site} /`).toBe(200);
      expect((await get(`${site}.localhost`, '/privacy-policy')).statusCode, `${site} /privacy-policy`).toBe(200);
      const footer = await get(`${site}.localhost`, '/footer');
      expect(footer.statusCode, `${site} /footer`).toBe(200);
      expect(footer.body).not.toContain('<html');
      expect(footer.body).toContain('<footer');
    }
  });

  it('serves the ICE partials as fragments', async () => {
    for (const path of ['/footer', '/login/footer-content', '/flyout/login', '/login/test']) {
      const res = await get('ice.localhost', path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toContain('<!doctype');
    }
  });

  it('shows a themed 404 for unknown paths and the portal 404 for unknown hosts', async () => {
    const missing = await get('nyse.localhost', '/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('data-site="nyse"');
    expect(missing.body).toContain('Page not found');
    expect(missing.body).toContain('/no-such-page');
    const unknown = await get('example.org', '/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('No site is served at &quot;example.org&quot;');
    expect((await get('localhost', '/somewhere')).statusCode).toBe(404);
  });

  it('escapes the path shown on the 404 page', async () => {
    const res = await get('nyse.localhost', '/%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it('redirects a trailing slash to the canonical path', async () => {
    const res = await get('nyse.localhost', '/fees/');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/fees');
  });

  it('ships no script on a page without interactive components, and the island runtime with one', async () => {
    const still = { id: randomUUID(), name: 'page-layout', props: {}, slots: { main: [{ id: randomUUID(), name: 'heading', props: { text: 'Static page', level: 1 }, slots: {} }] } };
    const made = await su.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: '/static-test', title: 'Static', tree: still } });
    await su.request({ method: 'POST', url: `/api/cms/documents/${made.json().document.id}/publish`, payload: { revision: made.json().document.draftRevision } });
    const plain = await get('nyse.localhost', '/static-test');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain('<script');
    const tree = {
      id: randomUUID(), name: 'page-layout', props: {}, slots: {
        main: [{ id: randomUUID(), name: 'alert', props: { intent: 'warn', heading: 'Early close', dismissable: true }, slots: { content: [{ id: randomUUID(), name: 'rich-text', props: { html: '<p>Markets close at 1:00 p.m.</p>' }, slots: {} }] } }],
      },
    };
    const created = await su.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: '/island-test', title: 'Island', tree } });
    await su.request({ method: 'POST', url: `/api/cms/documents/${created.json().document.id}/publish`, payload: { revision: created.json().document.draftRevision } });
    const res = await get('nyse.localhost', '/island-test');
    expect(res.body).toContain('<tessera-island data-island="0" data-kind="alert">');
    expect(res.body).toContain('<tessera-slot data-slot="content"><div');
    expect(res.body).toContain('<script type="application/json" id="tessera-islands">');
    expect(res.body).toMatch(/<script type="module" src="\/assets\/[0-9a-f]+\/islands\/runtime.js"><\/script>/);
    const runtimeUrl = /src="(\/assets\/[^"]+runtime.js)"/.exec(res.body)![1]!;
    const runtime = await get('nyse.localhost', runtimeUrl);
    expect(runtime.statusCode).toBe(200);
    expect(runtime.headers['cache-control']).toContain('immutable');
    // The runtime imports only chunks of its own build, by fixed names (never a URL from data).
    const chunks = [...runtime.body.matchAll(/import\("\.\/(chunk-[A-Z0-9]+\.js)"\)/g)].map((m) => m[1]!);
    expect(chunks.length).toBeGreaterThan(0);
    const chunk = await get('nyse.localhost', runtimeUrl.replace('runtime.js', chunks[0]!));
    expect(chunk.statusCode).toBe(200);
  });

  it('caches published pages with ETags and compression, and a publish refreshes them', async () => {
    const first = await get('nyse.localhost', '/holiday-hours');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get('nyse.localhost', '/holiday-hours', { 'if-none-match': etag })).statusCode).toBe(304);
    const gz = await get('nyse.localhost', '/holiday-hours', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
    const doc = await findDocument(su, 'nyse', '/holiday-hours');
    const saved = await su.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, title: 'Market holidays 2026 (revised)' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await su.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: saved.json().document.draftRevision } });
    expect(published.statusCode, published.body).toBe(200);
    const after = await get('nyse.localhost', '/holiday-hours');
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).toContain('<title>Market holidays 2026 (revised)');
  });

  it('gates a page behind an access code and never sends its content before', async () => {
    const doc = await findDocument(su, 'ice', '/margins');
    const before = await get('ice.localhost', '/margins');
    // The first words of the page's own content (the text of its main slot), which the gate must not send.
    const draft = (await su.request({ method: 'GET', url: `/api/cms/documents/${doc.id}` })).json().document.draft;
    const secretText = JSON.stringify(draft.slots.main).match(/"(?:text|html)":"(?:<[^>]+>)*([^"<]{12,})/)![1]!.slice(0, 30);
    expect(secretText.length).toBeGreaterThanOrEqual(12);
    expect(before.body).toContain(secretText);
    expect((await su.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/access-code`, payload: { code: 'x' } })).statusCode).toBe(400);
    expect((await su.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/access-code`, payload: { code: 'clearing-2026' } })).statusCode).toBe(200);
    const gated = await get('ice.localhost', '/margins');
    expect(gated.body).toContain('This page needs an access code');
    expect(gated.headers['cache-control']).toContain('private');
    expect(gated.body).not.toContain(secretText);
    const wrong = await t.app.inject({ method: 'POST', url: '/_access', headers: { host: 'ice.localhost' }, payload: { path: '/margins', code: 'guess' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain('not right');
    const empty = await t.app.inject({ method: 'POST', url: '/_access', headers: { host: 'ice.localhost', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'path=%2Fmargins&code=' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Access code is required.');
    const right = await t.app.inject({ method: 'POST', url: '/_access', headers: { host: 'ice.localhost', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'path=%2Fmargins&code=clearing-2026' });
    expect(right.statusCode).toBe(303);
    const cookie = right.cookies[0]!;
    const open = await get('ice.localhost', '/margins', { cookie: `${cookie.name}=${cookie.value}` });
    expect(open.body).not.toContain('This page needs an access code');
    expect(open.headers['cache-control']).toContain('private');
    await su.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/access-code`, payload: { code: 'rotated-code' } });
    const rotated = await get('ice.localhost', '/margins', { cookie: `${cookie.name}=${cookie.value}` });
    expect(rotated.body).toContain('This page needs an access code');
  });

  it('serves local images and refuses path traversal', async () => {
    expect((await get('ice.localhost', '/static/../package.json')).statusCode).toBe(404);
    expect((await get('ice.localhost', '/static/%2e%2e/package.json')).statusCode).toBe(404);
  });
});

describe('POST /api/sites/{site}/render', () => {
  it('renders a posted tree with the same validation', async () => {
    const tree = { id: randomUUID(), name: 'page-layout', props: {}, slots: { main: [{ id: randomUUID(), name: 'heading', props: { text: 'Preview heading', level: 1 }, slots: {} }] } };
    const ok = await su.request({ method: 'POST', url: '/api/sites/nyse/render', payload: { tree } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('Preview heading');
    const bad = await su.request({ method: 'POST', url: '/api/sites/nyse/render', payload: { tree: { ...tree, name: 'nope' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('/root/name');
    const none = await su.request({ method: 'POST', url: '/api/sites/nyse/render', payload: {} });
    expect(none.statusCode).toBe(400);
    expect((await su.request({ method: 'POST', url: '/api/sites/acme/render', payload: { tree } })).statusCode).toBe(400);
  });
});

describe('favicon', () => {
  it('gives each site its brand icon', async () => {
    const nyse = await get('nyse.localhost', '/favicon.svg');
    const imt = await get('imt.localhost', '/favicon.ico');
    expect(nyse.statusCode).toBe(200);
    expect(nyse.headers['content-type']).toBe('image/svg+xml');
    expect(nyse.body).toContain('>N</text>');
    expect(imt.body).toContain('>I</text>');
    expect(nyse.body).not.toBe(imt.body);
  });
});

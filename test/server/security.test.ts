// Issue 7: each protection here has a test that fails without it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_POLICY } from '../../src/server/security-headers';
import { createTestApp, findDocument, signIn, TEST_PASSWORD, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let su: Session;
let user: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  [su, user, admin] = await Promise.all([signIn(t.app, TEST_USERS.superUser), signIn(t.app, TEST_USERS.user), signIn(t.app, TEST_USERS.admin)]);
});
afterAll(() => t.close());

const n = (name: string, props: Record<string, unknown> = {}, slots: Record<string, unknown[]> = {}) => ({ id: randomUUID(), name, props, slots });
const get = (host: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

/** Creates and publishes a nyse page; returns its id. */
async function publishPage(path: string, tree: unknown, extra: Record<string, unknown> = {}): Promise<string> {
  const made = await su.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path, title: `Page ${path}`, tree, ...extra } });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().document.id as string;
  const published = await su.request({ method: 'POST', url: `/api/cms/documents/${id}/publish`, payload: { revision: made.json().document.draftRevision } });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

describe('1. island data and element ids', () => {
  const PAYLOAD = '<p id="tessera-islands">{"islands":[{"kind":"data:text/javascript,fetch(`/api/cms/me`)//","id":"x","props":{}}]}</p>';

  it('stores rich text from a CMSTWO User without the platform id', async () => {
    const made = await user.request({
      method: 'POST',
      url: '/api/cms/sites/nyse/documents',
      payload: { path: '/payload-test', title: 'Payload', tree: n('page-layout', {}, { main: [n('rich-text', { html: PAYLOAD })] }) },
    });
    expect(made.statusCode, made.body).toBe(201);
    const html = JSON.stringify(made.json().document.draft);
    expect(html).not.toContain('tessera-islands');
    expect(html).toContain('data:text/javascript');
  });

  it('never renders or publishes editor-chosen ids in the platform namespace (anchors, toolsets)', async () => {
    for (const [node, platformId] of [
      [n('anchor', { anchorId: 'tessera-islands' }), 'tessera-islands'],
      [n('floating-toolset', { elementId: 'tessera-main' }), 'tessera-main'],
    ] as const) {
      // A draft keeps what was typed (nothing typed is lost)...
      const tree = n('page-layout', {}, { main: [node] });
      const res = await user.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: `/ids-${node.name}`, title: 'Ids', tree } });
      expect(res.statusCode, node.name).toBe(201);
      const id = res.json().document.id as string;
      // ...but the id never reaches HTML: previews render the kind's default instead,
      const preview = await user.request({ method: 'POST', url: '/api/sites/nyse/render', payload: { tree: res.json().document.draft } });
      expect(preview.statusCode).toBe(200);
      expect(preview.body.split(`id="${platformId}"`).length - 1, node.name).toBeLessThanOrEqual(1);
      // and publishing refuses it, saying why.
      const published = await su.request({ method: 'POST', url: `/api/cms/documents/${id}/publish`, payload: { revision: res.json().document.draftRevision } });
      expect(published.statusCode, node.name).toBe(409);
      expect(published.json().message).toContain('reserved for the platform');
    }
  });

  it('renders each platform id once on every demo page, and every other id is an editor id', async () => {
    for (const [host, path] of [['nyse.localhost', '/fees'], ['ice.localhost', '/'], ['imt.localhost', '/'], ['mersinc.localhost', '/solutions']] as const) {
      const res = await get(host, path);
      expect(res.statusCode, `${host}${path}`).toBe(200);
      const ids = [...res.body.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!);
      expect(new Set(ids).size, `${host}${path}: duplicate ids`).toBe(ids.length);
      expect(ids.filter((id) => id === 'tessera-islands').length).toBeLessThanOrEqual(1);
      for (const id of ids.filter((id) => !id.startsWith('tessera-'))) expect(id, `${host}${path}`).toMatch(/^[A-Za-z][\w-]*$/);
    }
  });
});

describe('1. security headers', () => {
  it('sends a script-restricting CSP, nosniff and a referrer policy with every HTML page', async () => {
    for (const [host, path] of [['nyse.localhost', '/fees'], ['nyse.localhost', '/no-such-page'], ['localhost', '/'], ['localhost', '/admin']] as const) {
      const res = await get(host, path);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, `${host}${path}`).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain('frame-ancestors');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeTruthy();
    }
    expect((await get('nyse.localhost', '/api/cms/me')).headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves draft previews sandboxed in an opaque origin: no same-origin, only the platform’s own scripts', async () => {
    const doc = await findDocument(user, 'nyse', '/fees');
    const link = await user.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/preview-link`, payload: {} });
    const preview = await get('nyse.localhost', new URL(link.json().url).pathname);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-security-policy']).toBe(PREVIEW_POLICY);
    expect(PREVIEW_POLICY).toMatch(/^sandbox allow-scripts;/);
    expect(PREVIEW_POLICY).not.toContain('allow-same-origin');
    expect(PREVIEW_POLICY).toContain("script-src 'self'");
    for (const script of preview.body.match(/<script[^>]*>/g) ?? []) expect(script).toMatch(/type="application\/json"|src="\/assets\//);
    const rendered = await user.request({ method: 'POST', url: '/api/sites/nyse/render', payload: { tree: n('page-layout', {}, { main: [n('alert', { intent: 'info', heading: 'Hi' }, { content: [] })] }) } });
    expect(rendered.statusCode, rendered.body).toBe(200);
    expect(rendered.headers['content-security-policy']).toBe(PREVIEW_POLICY);
  });
});

describe('2. the access-code gate', () => {
  const CANARIES = ['CANARY-TITLE', 'CANARY-ALERT', 'CANARY-TIP', 'CANARY-DD-LABEL', '/canary-dd-url', 'CANARY-BANNER', 'CANARY-MAIN', 'CANARY-DESCRIPTION', 'canary-image.svg'];
  let id: string;

  beforeAll(async () => {
    const tree = n('page-layout', {}, {
      alertContent: [n('alert', { intent: 'warn', heading: 'CANARY-ALERT', dismissable: true }, { content: [] })],
      headerContent: [n('include', { path: '/header' })],
      banner: [n('rich-text', { html: '<p>CANARY-BANNER</p>' })],
      main: [
        n('help-tooltip', { text: 'CANARY-TIP explains the tiers' }),
        n('dropdown-menu', { buttonLabel: 'CANARY-DD-LABEL', links: [{ href: '/canary-dd-url', text: 'Go' }] }),
        n('rich-text', { html: '<p>CANARY-MAIN</p>' }),
      ],
      footerContent: [n('include', { path: '/footer' })],
      accessCodeHeader: [n('rich-text', { html: '<p>GATE-HELP: ask your account manager for the code.</p>' })],
    });
    id = await publishPage('/gated-canary', tree, { title: 'CANARY-TITLE', seo: { description: 'CANARY-DESCRIPTION', image: '/static/img/canary-image.svg' } });
    expect((await su.request({ method: 'PUT', url: `/api/cms/documents/${id}/access-code`, payload: { code: 'members-2026' } })).statusCode).toBe(200);
  });

  it('sends nothing of the protected tree, its title or SEO fields, only the gate and its own slots', async () => {
    const res = await get('nyse.localhost', '/gated-canary');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('This page needs an access code');
    expect(res.body).toContain('GATE-HELP');
    for (const canary of CANARIES) expect(res.body, canary).not.toContain(canary);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const wrong = await t.app.inject({ method: 'POST', url: '/_access', headers: { host: 'nyse.localhost' }, payload: { path: '/gated-canary', code: 'nope' } });
    expect(wrong.statusCode).toBe(403);
    for (const canary of CANARIES) expect(wrong.body, canary).not.toContain(canary);
  });

  it('shows the page once the code is entered', async () => {
    const right = await t.app.inject({ method: 'POST', url: '/_access', headers: { host: 'nyse.localhost' }, payload: { path: '/gated-canary', code: 'members-2026' } });
    expect(right.statusCode).toBe(303);
    const cookie = right.cookies[0]!;
    expect(cookie.secure).toBeFalsy();
    const open = await get('nyse.localhost', '/gated-canary', { cookie: `${cookie.name}=${cookie.value}` });
    expect(open.body).toContain('CANARY-MAIN');
    expect(open.headers.vary).toContain('Cookie');
  });

  it('limits wrong codes per page and client, not per route', async () => {
    const other = await publishPage('/gated-other', n('page-layout', {}, { main: [n('rich-text', { html: '<p>Other</p>' })] }));
    await su.request({ method: 'PUT', url: `/api/cms/documents/${other}/access-code`, payload: { code: 'other-2026' } });
    const attempt = (path: string, remoteAddress: string, code = 'guess') =>
      t.app.inject({ method: 'POST', url: '/_access', remoteAddress, headers: { host: 'nyse.localhost' }, payload: { path, code } });
    for (let i = 0; i < 10; i++) expect((await attempt('/gated-canary', '203.0.113.7')).statusCode).toBe(403);
    const blocked = await attempt('/gated-canary', '203.0.113.7', 'members-2026');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body).toContain('Too many wrong codes');
    // The same client on another page, and another client on this page, are not held back.
    expect((await attempt('/gated-other', '203.0.113.7')).statusCode).toBe(403);
    expect((await attempt('/gated-other', '203.0.113.7', 'other-2026')).statusCode).toBe(303);
    expect((await attempt('/gated-canary', '198.51.100.4', 'members-2026')).statusCode).toBe(303);
  });
});

describe('2 and 5. cookies behind HTTPS', () => {
  it('marks the access grant Secure and uses a __Host- session cookie when the request came over HTTPS', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const login = await proxied.app.inject({ method: 'POST', url: '/api/cms/login', headers: https, payload: { email: TEST_USERS.superUser, password: TEST_PASSWORD } });
      const session = login.cookies.find((c) => c.name === '__Host-tessera_session')!;
      expect(session).toBeDefined();
      expect(session.secure).toBe(true);
      expect(session.path).toBe('/');
      expect(session.domain).toBeUndefined();
      const me = await proxied.app.inject({ method: 'GET', url: '/api/cms/me', headers: { ...https, cookie: `__Host-tessera_session=${session.value}` } });
      expect(me.statusCode).toBe(200);
      // Over plain HTTP the __Host- cookie is not a session, and vice versa.
      expect((await proxied.app.inject({ method: 'GET', url: '/api/cms/me', headers: { cookie: `__Host-tessera_session=${session.value}` } })).statusCode).toBe(401);

      const doc = await findDocument(su, 'ice', '/margins');
      await proxied.app.inject({ method: 'PUT', url: `/api/cms/documents/${doc.id}/access-code`, headers: { ...https, cookie: `__Host-tessera_session=${session.value}`, 'x-csrf-token': login.json().csrfToken }, payload: { code: 'clearing-2026' } });
      const grant = await proxied.app.inject({ method: 'POST', url: '/_access', headers: { ...https, host: 'ice.localhost' }, payload: { path: '/margins', code: 'clearing-2026' } });
      expect(grant.statusCode).toBe(303);
      expect(grant.cookies[0]!.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/cms/login', headers: { 'x-forwarded-proto': 'https' }, payload: { email: TEST_USERS.user, password: TEST_PASSWORD } });
    expect(login.cookies.map((c) => c.name)).toEqual(['tessera_session']);
  });

  it('uses __Host- and Secure with COOKIE_SECURE=true', async () => {
    const secure = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
    try {
      const login = await secure.app.inject({ method: 'POST', url: '/api/cms/login', payload: { email: TEST_USERS.user, password: TEST_PASSWORD } });
      const cookie = login.cookies[0]!;
      expect(cookie.name).toBe('__Host-tessera_session');
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('3. text that cannot be stored', () => {
  const NUL = 'bad\u0000text';
  const LONE = 'bad\uD800text';

  it('answers 400 naming the field for NUL and lone surrogates, everywhere', async () => {
    const doc = await findDocument(su, 'nyse', '/fees');
    const draft = (payload: Record<string, unknown>) => su.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload });
    const cases: [string, Promise<{ statusCode: number; json(): { message: string; issues?: { path: string }[] } }>, string][] = [
      ['draft title', draft({ revision: doc.draftRevision, title: NUL }), '/body/title'],
      ['draft title, surrogate', draft({ revision: doc.draftRevision, title: LONE }), '/body/title'],
      ['tree text', draft({ revision: doc.draftRevision, tree: n('page-layout', {}, { main: [n('heading', { text: NUL, level: 2 })] }) }), '/body/tree/slots/main/0/props/text'],
      ['tree, surrogate', draft({ revision: doc.draftRevision, tree: n('page-layout', {}, { main: [n('heading', { text: LONE, level: 2 })] }) }), '/body/tree/slots/main/0/props/text'],
      ['seo', draft({ revision: doc.draftRevision, seo: { description: NUL } }), '/body/seo/description'],
      ['rich text', draft({ revision: doc.draftRevision, tree: n('page-layout', {}, { main: [n('rich-text', { html: `<p>${NUL}</p>` })] }) }), '/body/tree/slots/main/0/props/html'],
      ['new document title', su.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: '/nul-test', title: NUL } }), '/body/title'],
      ['user name', admin.request({ method: 'POST', url: '/api/cms/users', payload: { email: 'nul@example.test', name: NUL, role: 'CMSTWO User', password: 'a long enough password' } }), '/body/name'],
      ['login e-mail', t.app.inject({ method: 'POST', url: '/api/cms/login', payload: { email: `x${NUL}@example.test`, password: 'x' } }), '/body/email'],
      ['audit actor', admin.request({ method: 'GET', url: `/api/cms/audit?actor=${encodeURIComponent(NUL)}` }), '/query/actor'],
      ['object key', draft({ revision: doc.draftRevision, seo: { [NUL]: 'x' } }), `/body/seo/${NUL}`],
    ];
    for (const [what, pending, path] of cases) {
      const res = await pending;
      expect(res.statusCode, what).toBe(400);
      expect(res.json().message, what).toContain(path.slice(1));
      expect(res.json().issues?.[0]?.path, what).toBe(path);
    }
    // Nothing was written.
    const after = await findDocument(su, 'nyse', '/fees');
    expect(after.draftRevision).toBe(doc.draftRevision);
  });
});

describe('4. cross-site requests', () => {
  it('refuses a form-encoded login (login CSRF): JSON only, no session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cms/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(TEST_USERS.admin)}&password=${encodeURIComponent(TEST_PASSWORD)}`,
    });
    expect(res.statusCode).toBe(415);
    expect(res.cookies).toEqual([]);
  });

  it('refuses state changes from a foreign Origin or a cross-site fetch, before any work', async () => {
    const login = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/cms/login', headers: { host: 'localhost:3000', ...headers }, payload: { email: TEST_USERS.admin, password: TEST_PASSWORD } });
    const origins: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }, { origin: 'http://nyse.localhost:3000' }];
    for (const headers of origins) {
      const res = await login(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error).toBe('CROSS_SITE');
      expect(res.cookies).toEqual([]);
    }
    expect((await login({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);

    const doc = await findDocument(su, 'nyse', '/fees');
    const foreign = await su.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, headers: { origin: 'https://evil.example' }, payload: { revision: doc.draftRevision, title: 'Hijacked' } });
    expect(foreign.statusCode).toBe(403);
    expect((await findDocument(su, 'nyse', '/fees')).draftRevision).toBe(doc.draftRevision);
  });
});

describe('6. CSV exports', () => {
  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const email = '+cmd@example.test';
    expect((await admin.request({ method: 'POST', url: '/api/cms/users', payload: { email, name: 'Formula', role: 'CMSTWO User', password: 'a long enough password' } })).statusCode).toBe(201);
    const formula = await signIn(t.app, email, 'a long enough password');
    expect((await formula.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: '/csv-test', title: '=HYPERLINK("http://evil.example")' } })).statusCode).toBe(201);
    const csv = await admin.request({ method: 'GET', url: `/api/cms/audit?format=csv&actor=${encodeURIComponent(email)}` });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\r\n');
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(1)) {
      expect(row).toContain(`,'${email},`);
      for (const cell of row.split(',')) expect(cell, row).not.toMatch(/^"?[=+\-@\t\r]/);
    }
  });
});

describe('7. moving a published page', () => {
  it('keeps the live URL until a publisher publishes the move, then redirects the old one', async () => {
    const id = await publishPage('/move-me', n('page-layout', {}, { main: [n('rich-text', { html: '<p>Moving content</p>' })] }));
    const doc = (await user.request({ method: 'GET', url: `/api/cms/documents/${id}` })).json().document;
    const moved = await user.request({ method: 'PUT', url: `/api/cms/documents/${id}/draft`, payload: { revision: doc.draftRevision, path: '/moved-here' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().document).toMatchObject({ path: '/moved-here', publishedPath: '/move-me', status: 'changed' });
    expect((await get('nyse.localhost', '/move-me')).statusCode).toBe(200);
    expect((await get('nyse.localhost', '/moved-here')).statusCode).toBe(404);
    // A CMSTWO User may not publish it.
    expect((await user.request({ method: 'POST', url: `/api/cms/documents/${id}/publish`, payload: { revision: moved.json().document.draftRevision } })).statusCode).toBe(403);
    // Nobody else may take the live path meanwhile.
    const squat = await user.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: '/move-me', title: 'Squat' } });
    expect(squat.statusCode).toBe(409);

    expect((await su.request({ method: 'POST', url: `/api/cms/documents/${id}/publish`, payload: { revision: moved.json().document.draftRevision } })).statusCode).toBe(200);
    expect((await get('nyse.localhost', '/moved-here')).body).toContain('Moving content');
    const old = await get('nyse.localhost', '/move-me?ref=mail');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/moved-here?ref=mail');

    // A new page published at the old address takes it over.
    await publishPage('/move-me', n('page-layout', {}, { main: [n('rich-text', { html: '<p>New tenant</p>' })] }));
    expect((await get('nyse.localhost', '/move-me')).body).toContain('New tenant');
  });
});

describe('9. SEO image', () => {
  it('applies the URL rule to seo.image', async () => {
    const doc = await findDocument(su, 'nyse', '/fees');
    for (const image of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/x.png', 'http://plain.example/x.png']) {
      const res = await su.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, seo: { image } } });
      expect(res.statusCode, image).toBe(400);
      expect(res.json().issues[0].path, image).toBe('/body/seo/image');
    }
    const ok = await su.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, seo: { image: '/static/img/nyse-social.svg' } } });
    expect(ok.statusCode).toBe(200);
  });
});

describe('10. host names', () => {
  it('serves a fully qualified Host (trailing dot) like the plain one', async () => {
    expect((await get('nyse.localhost.', '/fees')).statusCode).toBe(200);
    expect((await get('NYSE.localhost.:3000', '/fees')).statusCode).toBe(200);
  });
});

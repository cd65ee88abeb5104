import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node, type Node } from '../../src/core/node';
import { createTestApp, signIn, TEST_PASSWORD, TEST_USERS, TEST_VISITORS, type Session, type TestApp } from '../support/app';

const HOST = { host: 'ice.localhost' };
const STATES = ['OUT', 'NOROLE', 'IN'] as const;
type State = (typeof STATES)[number];

let t: TestApp;
let admin: Session;

/** Each slot of a gate holds a canary heading and an island whose props carry the canary too. */
function canaryGate(tag: string): Node {
  const slot = (state: State) => [node('heading', { text: `CANARY-${state}-${tag}`, level: 2 }), node('help-tooltip', { text: `TOOLTIP-${state}-${tag}` })];
  return node(
    'auth-gate',
    { appKey: 'ICE', roles: [{ id: 'us', role: 'Compliance US' }, { id: 'admin', role: 'ICE Admin' }], roleLogic: 'OR' },
    { unauthenticated: slot('OUT'), unauthorized: slot('NOROLE'), authorized: slot('IN') },
  );
}

/** The canary states whose text (heading or island props) appears in a response. */
function statesIn(body: string, tag: string): State[] {
  return STATES.filter((s) => body.includes(`CANARY-${s}-${tag}`) || body.includes(`TOOLTIP-${s}-${tag}`));
}

async function publish(path: string, kind: 'page' | 'partial', tree: Node, title = 'Gated page') {
  const created = await admin.request({ method: 'POST', url: '/api/cms/sites/ice/documents', payload: { path, kind, title, seo: { description: 'Public summary' }, tree } });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().document.id as string;
  const published = await admin.request({ method: 'POST', url: `/api/cms/documents/${id}/publish`, payload: { revision: created.json().document.draftRevision } });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

/** Signs a visitor in through the JSON API; the visitor cookie to send. */
async function visitorCookie(email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/visitor/login', headers: HOST, payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return `tessera_visitor=${res.cookies.find((c) => c.name === 'tessera_visitor')!.value}`;
}

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { ...HOST, ...(cookie ? { cookie } : {}) } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
  await publish('/canary-partial', 'partial', node('fragment', {}, { content: [canaryGate('PARTIAL')] }), 'Canary partial');
  await publish(
    '/canary',
    'page',
    node('page-layout', {}, {
      headerContent: [node('include', { path: '/header' })],
      main: [node('heading', { text: 'Public heading for everyone', level: 1 }), canaryGate('PAGE'), node('include', { path: '/canary-partial' })],
      footerContent: [node('include', { path: '/footer' })],
    }),
  );
});
afterAll(() => t.close());

describe('the auth gate sends each visitor only their slot', () => {
  const visitors: Record<State, () => Promise<string | undefined>> = {
    OUT: async () => undefined,
    NOROLE: () => visitorCookie(TEST_VISITORS.visitor),
    IN: () => visitorCookie(TEST_VISITORS.member),
  };

  for (const state of STATES) {
    it(`${state}: page HTML, island JSON, head, included and fetched partials and the render API hold no other slot`, async () => {
      const cookie = await visitors[state]();
      const page = await get('/canary', cookie);
      expect(page.statusCode).toBe(200);
      expect(statesIn(page.body, 'PAGE')).toEqual([state]);
      expect(statesIn(page.body, 'PARTIAL')).toEqual([state]);
      expect(page.body).toContain('Public heading for everyone');
      const islands = /<script type="application\/json" id="tessera-islands">(.*?)<\/script>/s.exec(page.body)![1]!;
      expect(statesIn(islands, 'PAGE')).toEqual([state]);
      const head = page.body.slice(0, page.body.indexOf('</head>'));
      expect(statesIn(head, 'PAGE')).toEqual([]);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers.vary).toContain('Cookie');

      const partial = await get('/canary-partial', cookie);
      expect(partial.statusCode).toBe(200);
      expect(statesIn(partial.body, 'PARTIAL')).toEqual([state]);
      expect(partial.headers['cache-control']).toBe('private, no-store');
    });
  }

  it('the render API previews each state for editors, signed out by default', async () => {
    const tree = node('page-layout', {}, { main: [canaryGate('PREVIEW')] });
    const render = (state: object) => admin.request({ method: 'POST', url: '/api/sites/ice/render', payload: { tree, state } });
    expect(statesIn((await render({})).body, 'PREVIEW')).toEqual(['OUT']);
    expect(statesIn((await render({ visitor: { signedIn: false } })).body, 'PREVIEW')).toEqual(['OUT']);
    expect(statesIn((await render({ visitor: { signedIn: true, roles: [] } })).body, 'PREVIEW')).toEqual(['NOROLE']);
    expect(statesIn((await render({ visitor: { signedIn: true, roles: [{ appKey: 'ICE', role: 'ICE Admin' }] } })).body, 'PREVIEW')).toEqual(['IN']);
    const bad = await render({ visitor: { signedIn: 'yes' } });
    expect(bad.statusCode).toBe(400);
  });

  it('pages without gates stay public and cached', async () => {
    const res = await get('/');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(res.headers['surrogate-key']).toMatch(/^site-ice doc-/);
    expect(res.headers.etag).toBeTruthy();
  });

  it('a page with an access code and a gate needs both', async () => {
    const id = await publish('/coded-gate', 'page', node('page-layout', {}, { main: [canaryGate('CODED')] }));
    const coded = await admin.request({ method: 'PUT', url: `/api/cms/documents/${id}/access-code`, payload: { code: 'open sesame' } });
    expect(coded.statusCode, coded.body).toBe(200);
    const member = await visitorCookie(TEST_VISITORS.member);
    const locked = await get('/coded-gate', member);
    expect(statesIn(locked.body, 'CODED')).toEqual([]);
    const entered = await t.app.inject({ method: 'POST', url: '/_access', headers: HOST, payload: { path: '/coded-gate', code: 'open sesame' } });
    const grant = entered.cookies[0]!;
    const open = await get('/coded-gate', `${member}; ${grant.name}=${grant.value}`);
    expect(statesIn(open.body, 'CODED')).toEqual(['IN']);
  });
});

describe('visitor sign-in', () => {
  it('/login is a themed page with a form that works without JavaScript, and the login footer partial', async () => {
    const res = await get('/login?returnTo=%2Fcanary');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<form [^>]*action="\/login" method="post">/);
    expect(res.body).toContain('<input type="hidden" name="returnTo" value="/canary"/>');
    expect(res.body).toContain('Trouble signing in?');
    expect(res.body).toContain('data-site="ice"');
    expect(res.body).not.toContain('Test environment');
    expect((await get('/login?environment=test')).body).toContain('Test environment');
  });

  it('a form sign-in sets the visitor cookie and goes back to a same-site path only', async () => {
    const post = (returnTo: string) =>
      t.app.inject({
        method: 'POST',
        url: '/login',
        headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: TEST_VISITORS.member, password: TEST_PASSWORD, returnTo }).toString(),
      });
    const ok = await post('/canary');
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/canary');
    const cookie = ok.cookies.find((c) => c.name === 'tessera_visitor')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    for (const evil of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/login', '/logout']) {
      expect((await post(evil)).headers.location, evil).toBe('/');
    }
  });

  it('names the missing fields beside the form, and says when the details are wrong', async () => {
    const form = (body: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/login', headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body).toString() });
    const empty = await form({ email: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('E-mail address is required.');
    expect(empty.body).toContain('Password is required.');
    const wrong = await form({ email: 'nobody@example.test', password: 'not a password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('The e-mail address or password is wrong');
    expect(wrong.body).toContain('value="nobody@example.test"');
  });

  it('refuses a cross-site sign-in post (login CSRF)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: new URLSearchParams({ email: TEST_VISITORS.member, password: TEST_PASSWORD }).toString(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
  });

  it('visitors and editors are separate identities', async () => {
    const visitor = await visitorCookie(TEST_VISITORS.member);
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/me', headers: { cookie: visitor } })).statusCode).toBe(401);
    const asEditor = await t.app.inject({ method: 'GET', url: '/api/visitor/me', headers: { ...HOST, cookie: admin.cookie } });
    expect(asEditor.json()).toEqual({ visitor: null });
    const me = await t.app.inject({ method: 'GET', url: '/api/visitor/me', headers: { ...HOST, cookie: visitor } });
    expect(me.json()).toEqual({ visitor: { name: 'Morgan Reyes', email: TEST_VISITORS.member, roles: [{ appKey: 'ICE', role: 'Compliance US' }] } });
  });

  it('signing out ends the session', async () => {
    const cookie = await visitorCookie(TEST_VISITORS.member);
    const out = await t.app.inject({ method: 'POST', url: '/logout', headers: { ...HOST, cookie } });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    expect(statesIn((await get('/canary', cookie)).body, 'PAGE')).toEqual(['OUT']);
  });

  it('a disabled visitor, or one signed out by an admin, is signed out on the next request', async () => {
    const created = await admin.request({
      method: 'POST',
      url: '/api/cms/visitors',
      payload: { email: 'dana@example.test', name: 'Dana Fox', password: 'a long visitor password', roles: [{ appKey: 'ICE', role: 'ICE Admin' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().visitor.id as string;
    let cookie = await visitorCookie('dana@example.test', 'a long visitor password');
    expect(statesIn((await get('/canary', cookie)).body, 'PAGE')).toEqual(['IN']);

    const forced = await admin.request({ method: 'POST', url: `/api/cms/visitors/${id}/sign-out` });
    expect(forced.json()).toEqual({ sessionsEnded: 1 });
    const after = await get('/canary', cookie);
    expect(statesIn(after.body, 'PAGE')).toEqual(['OUT']);
    expect(after.cookies.find((c) => c.name === 'tessera_visitor')?.value).toBe('');

    cookie = await visitorCookie('dana@example.test', 'a long visitor password');
    const disabled = await admin.request({ method: 'PATCH', url: `/api/cms/visitors/${id}`, payload: { disabled: true } });
    expect(disabled.json().visitor.disabled).toBe(true);
    expect(statesIn((await get('/canary', cookie)).body, 'PAGE')).toEqual(['OUT']);
    const again = await t.app.inject({ method: 'POST', url: '/api/visitor/login', headers: HOST, payload: { email: 'dana@example.test', password: 'a long visitor password' } });
    expect(again.statusCode).toBe(401);
  });
});

describe('brute force', () => {
  it('locks an account after 10 wrong passwords, whatever the client says its address is', async () => {
    const attempt = (password: string, i: number) =>
      t.app.inject({ method: 'POST', url: '/api/visitor/login', headers: { ...HOST, 'x-forwarded-for': `198.51.100.${i}` }, payload: { email: 'locked@example.test', password } });
    await admin.request({ method: 'POST', url: '/api/cms/visitors', payload: { email: 'locked@example.test', name: 'Lee Locked', password: 'the right password', roles: [] } });
    for (let i = 0; i < 10; i++) expect((await attempt('wrong password', i)).statusCode).toBe(401);
    const locked = await attempt('the right password', 99);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/^Too many attempts; try again in 1[45] minutes$/);
  });

  it('limits one client guessing across many accounts, rotating X-Forwarded-For or not', async () => {
    const fresh = await createTestApp();
    try {
      const attempt = (i: number) =>
        fresh.app.inject({ method: 'POST', url: '/api/visitor/login', headers: { ...HOST, 'x-forwarded-for': `203.0.113.${i}` }, payload: { email: `guess${i}@example.test`, password: 'guess' } });
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) codes.push((await attempt(i)).statusCode);
      expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
      expect(codes[20]).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});

describe('visitor administration', () => {
  const create = (payload: object, session = admin) => session.request({ method: 'POST', url: '/api/cms/visitors', payload });

  it('creates, finds, changes and refuses as the contract says', async () => {
    const made = await create({ email: 'Pat.Lee@Example.test', name: 'Pat Lee', roles: [{ appKey: 'ICE', role: 'Compliance UK' }] });
    expect(made.statusCode).toBe(201);
    expect(made.json().visitor).toMatchObject({ email: 'Pat.Lee@Example.test', hasPassword: false, roles: [{ appKey: 'ICE', role: 'Compliance UK' }], disabled: false });
    expect((await create({ email: 'pat.lee@example.test', name: 'Again', roles: [] })).statusCode).toBe(409);
    const bad = await create({ email: 'not an address', name: '', roles: [{ appKey: '', role: 'x' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['/body/email', '/body/name', '/body/roles/0/appKey']));
    expect((await create({ email: 'x@example.test', name: 'X', roles: [], extra: 1 })).statusCode).toBe(400);

    const found = await admin.request({ method: 'GET', url: '/api/cms/visitors?q=PAT.lee' });
    expect(found.json()).toMatchObject({ total: 1, visitors: [{ name: 'Pat Lee' }] });
    const like = await admin.request({ method: 'GET', url: '/api/cms/visitors?q=%25' });
    expect(like.json().total).toBe(0);
    const id = made.json().visitor.id as string;
    const changed = await admin.request({ method: 'PATCH', url: `/api/cms/visitors/${id}`, payload: { roles: [{ appKey: 'ICE', role: 'Compliance CA' }], password: 'now with a password' } });
    expect(changed.json().visitor).toMatchObject({ hasPassword: true, roles: [{ appKey: 'ICE', role: 'Compliance CA' }] });
    expect((await admin.request({ method: 'GET', url: '/api/cms/visitors/not-a-uuid' })).statusCode).toBe(400);
    expect((await admin.request({ method: 'GET', url: '/api/cms/visitors/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const audit = await admin.request({ method: 'GET', url: '/api/cms/audit?format=json&action=visitor.update' });
    expect(JSON.stringify(audit.json())).not.toContain('now with a password');
  });

  it('is for CMSTWO Admins only', async () => {
    const user = await signIn(t.app, TEST_USERS.user);
    expect((await user.request({ method: 'GET', url: '/api/cms/visitors' })).statusCode).toBe(403);
    expect((await create({ email: 'y@example.test', name: 'Y', roles: [] }, user)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/visitors' })).statusCode).toBe(401);
  });

  it("keeps a site's identity provider secret write-only and checks its issuer", async () => {
    const put = (payload: object) => admin.request({ method: 'PUT', url: '/api/cms/sites/ice/identity-provider', payload });
    expect((await put({ label: 'ICE Connect', issuer: 'http://idp.example.com', clientId: 'c' })).statusCode).toBe(400);
    expect((await put({ label: 'ICE Connect', issuer: 'https://user:pw@idp.example.com', clientId: 'c' })).statusCode).toBe(400);
    const saved = await put({ label: 'ICE Connect', issuer: 'https://idp.example.com', clientId: 'tessera', clientSecret: 'TOP-SECRET-VALUE' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('TOP-SECRET-VALUE');
    expect(saved.json().provider).toMatchObject({ label: 'ICE Connect', hasSecret: true });
    const kept = await put({ label: 'ICE Connect', issuer: 'https://idp.example.com', clientId: 'tessera' });
    expect(kept.json().provider.hasSecret).toBe(true);
    const login = await get('/login');
    expect(login.body).toContain('Sign in with ICE Connect');
    const audit = await admin.request({ method: 'GET', url: '/api/cms/audit?format=json' });
    expect(audit.body).not.toContain('TOP-SECRET-VALUE');
    expect((await admin.request({ method: 'DELETE', url: '/api/cms/sites/ice/identity-provider' })).statusCode).toBe(200);
    expect((await get('/login')).body).not.toContain('Sign in with ICE Connect');
    expect((await admin.request({ method: 'DELETE', url: '/api/cms/sites/ice/identity-provider' })).statusCode).toBe(404);
    expect((await get('/login/provider')).statusCode).toBe(404);
  });

  it('no document may take the sign-in addresses', async () => {
    const res: LightMyRequestResponse = await admin.request({ method: 'POST', url: '/api/cms/sites/ice/documents', payload: { path: '/login', title: 'Mine' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("platform's own sign-in address");
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_USERS, TEST_VISITORS, type Session, type TestApp } from '../support/app';
import { browseProvider, startIdentityProvider, type TestIdentityProvider } from '../support/oidc-provider';

const HOST = { host: 'ice.localhost' };
let t: TestApp;
let admin: Session;
let idp: TestIdentityProvider;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
  idp = await startIdentityProvider({ redirectUris: ['http://ice.localhost/login/provider/callback'] });
  idp.accounts['sub-new'] = { email: 'new.person@example.test', email_verified: true, name: 'Noor Person' };
  idp.accounts['sub-member'] = { email: TEST_VISITORS.member, email_verified: true, name: 'Morgan at the IdP' };
  idp.accounts['sub-unverified'] = { email: TEST_VISITORS.visitor, email_verified: false, name: 'Someone else' };
  const set = await admin.request({
    method: 'PUT',
    url: '/api/cms/sites/ice/identity-provider',
    payload: { label: 'ICE Identity', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
  });
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** Starts a sign-in at /login/provider, goes through the provider as `subject`, and returns the callback's answer. */
async function signInAt(subject: string, returnTo = '/') {
  idp.signInAs = subject;
  const start = await t.app.inject({ method: 'GET', url: `/login/provider?returnTo=${encodeURIComponent(returnTo)}`, headers: HOST });
  expect(start.statusCode, start.body).toBe(303);
  const authUrl = new URL(start.headers.location as string);
  expect(authUrl.origin).toBe(idp.issuer);
  expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
  const pending = start.cookies.find((c) => c.name === 'tessera_signin')!;
  const callback = new URL(await browseProvider(authUrl.href));
  expect(callback.href.startsWith('http://ice.localhost/login/provider/callback?')).toBe(true);
  const answer = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { ...HOST, cookie: `tessera_signin=${pending.value}` } });
  return { answer, callback, pending: pending.value };
}

function me(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/visitor/me', headers: { ...HOST, cookie } });
}

describe('sign-in with the site’s OpenID Connect provider (a real oidc-provider on loopback)', () => {
  it('is offered on /login and signs a new visitor in, creating their account, then goes back', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/login', headers: HOST })).body).toContain('Sign in with ICE Identity');
    const { answer } = await signInAt('sub-new', '/fees');
    expect(answer.statusCode, answer.body).toBe(303);
    expect(answer.headers.location).toBe('/fees');
    const cookie = answer.cookies.find((c) => c.name === 'tessera_visitor')!;
    expect((await me(`tessera_visitor=${cookie.value}`)).json()).toEqual({ visitor: { name: 'Noor Person', email: 'new.person@example.test', roles: [] } });
    const list = await admin.request({ method: 'GET', url: '/api/cms/visitors?q=new.person' });
    expect(list.json().visitors[0]).toMatchObject({ hasPassword: false, providers: [idp.issuer] });
  });

  it('links a verified e-mail address to the visitor who has it, keeping their roles', async () => {
    const { answer } = await signInAt('sub-member');
    const cookie = answer.cookies.find((c) => c.name === 'tessera_visitor')!;
    expect((await me(`tessera_visitor=${cookie.value}`)).json().visitor).toMatchObject({ email: TEST_VISITORS.member, roles: [{ appKey: 'ICE', role: 'Compliance US' }] });
  });

  it('never hands an existing account to an unverified address', async () => {
    const { answer } = await signInAt('sub-unverified');
    expect(answer.statusCode).toBe(409);
    expect(answer.cookies.find((c) => c.name === 'tessera_visitor')).toBeUndefined();
    expect(answer.body).toContain('already exists');
  });

  it('refuses a replayed callback, a forged state and a callback without its browser cookie', async () => {
    const { callback, pending } = await signInAt('sub-new');
    const replay = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { ...HOST, cookie: `tessera_signin=${pending}` } });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('The sign-in at');

    idp.signInAs = 'sub-new';
    const start = await t.app.inject({ method: 'GET', url: '/login/provider', headers: HOST });
    const next = new URL(await browseProvider(start.headers.location as string));
    next.searchParams.set('state', 'forged');
    const forged = await t.app.inject({ method: 'GET', url: next.pathname + next.search, headers: { ...HOST, cookie: `tessera_signin=${start.cookies[0]!.value}` } });
    expect(forged.statusCode).toBe(400);
    expect(forged.cookies.find((c) => c.name === 'tessera_visitor')).toBeUndefined();

    const tampered = start.cookies[0]!.value.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const noCookie = await t.app.inject({ method: 'GET', url: next.pathname + next.search, headers: { ...HOST, cookie: `tessera_signin=${tampered}` } });
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.body).toContain('This sign-in expired or was started in another browser');
  });

  it('a disabled visitor cannot sign in through the provider either', async () => {
    const found = await admin.request({ method: 'GET', url: '/api/cms/visitors?q=new.person' });
    const id = found.json().visitors[0].id as string;
    await admin.request({ method: 'PATCH', url: `/api/cms/visitors/${id}`, payload: { disabled: true } });
    const { answer } = await signInAt('sub-new');
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toContain('This account is disabled');
  });

  it('a provider that does not answer is a 502 beside the form, never a signed-in visitor', async () => {
    await admin.request({
      method: 'PUT',
      url: '/api/cms/sites/ice/identity-provider',
      payload: { label: 'ICE Identity', issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/login/provider', headers: HOST });
    expect(res.statusCode).toBe(502);
    expect(res.body).toContain('is not answering right now');
  });
});

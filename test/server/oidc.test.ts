import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertIdentityProvider } from '../../src/store';
import { createTestApp, signIn, TEST_USERS, TEST_VISITORS, type Session, type TestApp } from '../support/app';
import { browseProvider, startIdentityProvider, type TestIdentityProvider } from '../support/oidc-provider';

const HOST = { host: 'ice.localhost' };
let t: TestApp;
let admin: Session;
let idp: TestIdentityProvider;

beforeAll(async () => {
  idp = await startIdentityProvider({ redirectUris: ['http://ice.localhost/login/provider/callback'] });
  // The provider (and port 9, where nothing listens) are on loopback: allowed by name, as an operator would list an internal provider.
  // The return address is the site's public origin: http://ice.localhost, as registered at the provider.
  t = await createTestApp({ env: { OUTBOUND_ALLOWED_HOSTS: `${new URL(idp.issuer).host},127.0.0.1:9`, PUBLIC_ORIGIN_TEMPLATE: 'http://{site}.localhost' } });
  admin = await signIn(t.app, TEST_USERS.admin);
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
    expect(replay.body).toContain('this answer was used already');

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

  it('uses the state cookie once: the callback clears it, and a replay with the same cookie asks the provider for no token again', async () => {
    const tokenRequests = () => idp.requests.filter((r) => r === 'POST /token').length;
    const cleared = (answer: { cookies: { name: string; value: string; expires?: Date; maxAge?: number }[] }) => {
      const cookie = answer.cookies.find((c) => c.name === 'tessera_signin');
      expect(cookie, 'the callback answers with a Set-Cookie for tessera_signin').toBeDefined();
      expect(cookie!.value).toBe('');
      expect(cookie!.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    };

    // After a success.
    const before = tokenRequests();
    const ok = await signInAt('sub-member');
    expect(ok.answer.statusCode).toBe(303);
    cleared(ok.answer);
    expect(tokenRequests()).toBe(before + 1);
    const again = await t.app.inject({ method: 'GET', url: ok.callback.pathname + ok.callback.search, headers: { ...HOST, cookie: `tessera_signin=${ok.pending}` } });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('this answer was used already');
    expect(again.cookies.find((c) => c.name === 'tessera_visitor')).toBeUndefined();
    expect(tokenRequests()).toBe(before + 1);

    // After a failure that came after the token request (an unverified address of an existing account).
    const failed = await signInAt('sub-unverified');
    expect(failed.answer.statusCode).toBe(409);
    cleared(failed.answer);
    expect(tokenRequests()).toBe(before + 2);
    const replayed = await t.app.inject({ method: 'GET', url: failed.callback.pathname + failed.callback.search, headers: { ...HOST, cookie: `tessera_signin=${failed.pending}` } });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.body).toContain('this answer was used already');
    expect(tokenRequests()).toBe(before + 2);

    // After a failure before any token request (the visitor turned the provider down): the state is spent all the same.
    idp.signInAs = 'sub-member';
    const start = await t.app.inject({ method: 'GET', url: '/login/provider', headers: HOST });
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    const denied = `/login/provider/callback?error=access_denied&state=${encodeURIComponent(state)}&iss=${encodeURIComponent(idp.issuer)}`;
    const cookie = `tessera_signin=${start.cookies.find((c) => c.name === 'tessera_signin')!.value}`;
    const first = await t.app.inject({ method: 'GET', url: denied, headers: { ...HOST, cookie } });
    expect(first.statusCode).toBe(400);
    cleared(first);
    const second = await t.app.inject({ method: 'GET', url: denied, headers: { ...HOST, cookie } });
    expect(second.statusCode).toBe(400);
    expect(second.body).toContain('this answer was used already');
    expect(tokenRequests()).toBe(before + 2);
  });

  it('a disabled visitor cannot sign in through the provider either', async () => {
    const found = await admin.request({ method: 'GET', url: '/api/cms/visitors?q=new.person' });
    const id = found.json().visitors[0].id as string;
    await admin.request({ method: 'PATCH', url: `/api/cms/visitors/${id}`, payload: { disabled: true } });
    const { answer } = await signInAt('sub-new');
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toContain('This account is disabled');
  });

  it('refuses an issuer at an internal address when it is saved, naming the field, without connecting', async () => {
    const trap = await connectionTrap();
    try {
      for (const issuer of ['https://[::ffff:127.0.0.1]/', 'https://[::ffff:7f00:1]/', 'https://2130706433/', 'https://0x7f000001/', 'https://[::1]/', `http://127.0.0.1:${trap.port}`, `https://[64:ff9b::7f00:1]:${trap.port}/`, 'https://localhost./', 'https://LOCALHOST./x', 'https://localhost../', 'https://foo.localhost./']) {
        const res = await admin.request({ method: 'PUT', url: '/api/cms/sites/ice/identity-provider', payload: { label: 'Inside', issuer, clientId: 'x', clientSecret: 'y' } });
        expect(res.statusCode, `${issuer}: ${res.body}`).toBe(400);
        expect(res.json().message).toMatch(/^Invalid request: issuer: /);
        expect(res.json().issues[0].path).toBe('/body/issuer');
      }
      expect((await admin.request({ method: 'PUT', url: '/api/cms/sites/ice/identity-provider', payload: { label: 'x', issuer: 'https://2130706433/', clientId: 'x' } })).json().message).toBe(
        'Invalid request: issuer: 127.0.0.1 is not a public address',
      );
      expect((await admin.request({ method: 'GET', url: '/api/cms/sites/ice/identity-provider' })).json().provider.issuer).toBe(idp.issuer);
      expect(trap.connections).toBe(0);
    } finally {
      await trap.close();
    }
  });

  it('an internal issuer stored before addresses were checked: /login/provider is an error page and nothing is connected to', async () => {
    const trap = await connectionTrap();
    try {
      for (const issuer of [`http://2130706433:${trap.port}`, `https://0x7f000001:${trap.port}/`]) {
        await upsertIdentityProvider(t.db, { site: 'ice', label: 'Old data', issuer: new URL(issuer).href, clientId: 'x', clientSecret: 'y' });
        const res = await t.app.inject({ method: 'GET', url: '/login/provider', headers: HOST });
        expect(trap.connections, `${issuer}: connections to it`).toBe(0);
        expect(res.statusCode, issuer).toBe(502);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('may not be reached from this server');
        expect(res.headers.location).toBeUndefined();
      }
      expect(trap.connections).toBe(0);
    } finally {
      await trap.close();
      await admin.request({ method: 'PUT', url: '/api/cms/sites/ice/identity-provider', payload: { label: 'ICE Identity', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret } });
    }
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

/** A server on a loopback port that no policy lists, counting the connections it gets (there must be none). */
async function connectionTrap(): Promise<{ port: number; connections: number; close(): Promise<void> }> {
  const server: Server = createServer((socket) => {
    trap.connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const trap = { port: (server.address() as AddressInfo).port, connections: 0, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  return trap;
}

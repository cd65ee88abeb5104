import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everySite } from '../../src/core/sites';
import { createTestApp, signIn, TEST_PASSWORD, TEST_USERS, type Session, type TestApp } from '../support/app';

/** The users API with roles per site (issue 23 item 1): `role` (every site) or `roles` (site → role). */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
});
afterAll(() => t.close());

let counter = 0;
const email = () => `roles-${++counter}@users-api.test`;
const create = (session: Session, payload: object) => session.request({ method: 'POST', url: '/api/cms/users', payload: { name: 'Rosa Roles', password: TEST_PASSWORD, ...payload } });

describe('users API with roles per site', () => {
  it('takes a single role as that role on every site, and answers with the roles', async () => {
    const res = await create(admin, { email: email(), role: 'CMSTWO User' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.roles).toEqual(everySite('CMSTWO User'));
    expect(res.json().user).not.toHaveProperty('role');
  });

  it('takes roles per site; a site left out is no access; PATCH roles replaces them', async () => {
    const address = email();
    const res = await create(admin, { email: address, roles: { nyse: 'CMSTWO User', ice: 'CMSTWO Super User' } });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user.roles).toEqual({ nyse: 'CMSTWO User', ice: 'CMSTWO Super User' });
    const me = await signIn(t.app, address);
    expect((await me.request({ method: 'GET', url: '/api/cms/me' })).json().user.roles).toEqual(user.roles);
    const patched = await admin.request({ method: 'PATCH', url: `/api/cms/users/${user.id}`, payload: { roles: { imt: 'CMSTWO Admin' } } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().user.roles).toEqual({ imt: 'CMSTWO Admin' });
    const listed = (await admin.request({ method: 'GET', url: '/api/cms/users' })).json().users.find((u: { id: string }) => u.id === user.id);
    expect(listed.roles).toEqual({ imt: 'CMSTWO Admin' });
  });

  it('answers 400 naming the field for both, neither, an unknown site or an unknown role', async () => {
    const both = await create(admin, { email: email(), role: 'CMSTWO User', roles: { ice: 'CMSTWO User' } });
    expect(both.statusCode).toBe(400);
    expect(both.json().issues).toEqual([{ path: '/body/role', message: 'Give a role (the same on every site) or roles (one per site), not both' }]);
    const neither = await create(admin, { email: email() });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().issues[0].path).toBe('/body/role');
    const site = await create(admin, { email: email(), roles: { nowhere: 'CMSTWO User' } });
    expect(site.statusCode).toBe(400);
    expect(JSON.stringify(site.json().issues)).toContain('nowhere');
    const role = await create(admin, { email: email(), roles: { ice: 'ICE Admin' } });
    expect(role.statusCode).toBe(400);
    expect(role.json().issues[0].path).toBe('/body/roles/ice');
  });

  it('lets an Admin of one site grant roles on that site only (403 naming the sites)', async () => {
    const address = email();
    expect((await create(admin, { email: address, roles: { ice: 'CMSTWO Admin' } })).statusCode).toBe(201);
    const iceAdmin = await signIn(t.app, address);
    expect((await create(iceAdmin, { email: email(), roles: { ice: 'CMSTWO User' } })).statusCode).toBe(201);
    const elsewhere = await create(iceAdmin, { email: email(), roles: { ice: 'CMSTWO User', nyse: 'CMSTWO User' } });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe('Your role (CMSTWO Admin on ice) may not grant roles on nyse');
    // The audit log of ice is theirs; that of nyse is not.
    expect((await iceAdmin.request({ method: 'GET', url: '/api/cms/audit?site=ice' })).statusCode).toBe(200);
    const nyse = await iceAdmin.request({ method: 'GET', url: '/api/cms/audit?site=nyse' });
    expect(nyse.statusCode).toBe(403);
    expect(nyse.json().message).toBe('Your role on nyse (none) may not manage users, sites and settings');
  });
});

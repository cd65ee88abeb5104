// Specification §7 and §8: a connection request goes to its entity's endpoint under
// /api/new-connection-request/, is checked with the form's own parser, stored before the
// answer, forwarded through the outbox, and answered with the specification's message.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox } from '../../src/content';
import { message } from '../../src/core/errors';
import { node, type Node } from '../../src/core/node';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

const HOST = { host: 'ice.localhost' };
const PATH = '/connection-requests';
const FORM = 'c0aa0000-0000-4000-8000-000000000001';
const GUARDED = 'c0aa0000-0000-4000-8000-000000000002';
const CONTACT = 'c0aa0000-0000-4000-8000-000000000003';

let t: TestApp;
let admin: Session;
let webhook: Server;
let hookBodies: unknown[] = [];

const withId = (tree: Node, id: string): Node => ({ ...tree, id });

const person = (firstName: string, lastName: string, jobTitle: string) => ({
  firstName,
  lastName,
  jobTitle,
  emailId: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@harborview-markets.com`,
  phoneNumber: '+44 20 7946 0321',
});

/** A complete request for `entityType`. */
const request = (entityType: string) => ({
  entityType,
  serviceType: 'File-based pull product',
  transferMethod: 'SFTP with SSH key (pull)',
  submitter: person('Priya', 'Raman', 'Head of Market Data'),
  firmName: 'Harborview Markets Ltd',
  mnemonics: ['HBV'],
  leiAddress: '5493000NWCAPTL002409',
  mics: ['IFEU', 'XLON'],
  externalIpList: ['64.72.210.0/28', '38.122.54.10'],
  doesPassExpirePeriodically: 'Yes',
  maxPasswordAge: 90,
  passwordContactType: 'tech',
  contacts: {
    access: [person('Tom', 'Okafor', 'IT Manager')],
    business: [person('Lena', 'Fischer', 'Managing Director')],
    tech: [person('Sam', 'Ito', 'Network Engineer'), person('Ana', 'Costa', 'Systems Administrator')],
    afterHours: [person('Ravi', 'Shah', 'Operations Analyst')],
    other: [],
  },
});

const post = (entity: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/new-connection-request/${entity}`, headers: { ...HOST, ...headers }, payload });

async function stored(id: string) {
  const { rows } = await t.db.query<{ form_kind: string; form_name: string; path: string; values: Record<string, unknown> }>('SELECT form_kind, form_name, path, values FROM form_submissions WHERE id = $1', [id]);
  return rows[0];
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(sql, params);
  return Number(rows[0]!.n);
}

beforeAll(async () => {
  webhook = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hookBodies.push(JSON.parse(body));
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const port = (webhook.address() as AddressInfo).port;
  t = await createTestApp({ env: { OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${port}` } });
  admin = await signIn(t.app, TEST_USERS.admin);
  const main = [
    withId(node('connection-request-form', { captcha: false, targetUrl: `http://127.0.0.1:${port}/service-requests`, emailTo: 'connectivity@ice.example' }), FORM),
    withId(node('connection-request-form', { formName: 'Guarded connection request' }), GUARDED),
    withId(node('contact-form', {}), CONTACT),
  ];
  const created = await admin.request({ method: 'POST', url: '/api/cms/sites/ice/documents', payload: { path: PATH, title: 'Connection requests', tree: node('page-layout', {}, { main }) } });
  expect(created.statusCode, created.body).toBe(201);
  const published = await admin.request({ method: 'POST', url: `/api/cms/documents/${created.json().document.id}/publish`, payload: { revision: created.json().document.draftRevision } });
  expect(published.statusCode, published.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

describe('POST /api/new-connection-request/{entity}', () => {
  it.each([
    ['ice', 'ICE'],
    ['nyse', 'NYSE'],
    ['mers', 'MERS'],
    ['ice-data-services', 'ICE Data Services'],
  ])('/%s stores a %s request before answering 201 with the specification’s message', async (entity, entityType) => {
    const res = await post(entity, { path: PATH, formId: FORM, values: request(entityType) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(message('CONNECTION_REQUEST_SUCCESS'));
    expect(res.json().message).toBe('Form successfully submitted. Our technical support team will be in touch shortly to proceed with the access provisioning process.');
    const row = await stored(res.json().id);
    expect(row).toMatchObject({ form_kind: 'connection-request-form', form_name: 'Connection request', path: PATH });
    expect(row!.values).toEqual(request(entityType));
    // Forwarded through the outbox: the service desk's webhook and the e-mail address.
    expect(await count('SELECT count(*) AS n FROM outbox WHERE submission_id = $1', [res.json().id])).toBe(2);
  });

  it('refuses a request for another entity than the endpoint’s, naming /values/entityType, and stores nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM form_submissions');
    const res = await post('nyse', { path: PATH, formId: FORM, values: request('ICE') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'FORM_INVALID', message: message('FORM_INVALID'), issues: [{ path: '/values/entityType', message: 'This endpoint takes NYSE requests' }] });
    expect((await post('nasdaq', { path: PATH, formId: FORM, values: request('ICE') })).statusCode).toBe(400);
    expect(await count('SELECT count(*) AS n FROM form_submissions')).toBe(before);
  });

  it('names each problem at its path below values, with the parser’s messages, and stores nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM form_submissions');
    const values = request('MERS');
    values.contacts.tech[1]!.emailId = '';
    values.leiAddress = '5493000NWCAPTL002490';
    const res = await post('mers', { path: PATH, formId: FORM, values: { ...values, maxPasswordAge: 400, role: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: '/values', message: 'This form has no field "role"' },
      { path: '/values/leiAddress', message: 'Legal Entity Identifier (LEI): the check digits do not match; look for a typing error' },
      { path: '/values/maxPasswordAge', message: 'Value of "Maximum password age (days)" should be <= 365.' },
      { path: '/values/contacts/tech/1/emailId', message: 'Technical contact 2: E-mail address is required.' },
    ]);
    const ips = await post('mers', { path: PATH, formId: FORM, values: { ...request('MERS'), externalIpList: Array.from({ length: 10_000 }, (_, i) => `38.122.${i % 250}.${i % 200}`) } });
    expect(ips.json().issues).toEqual([{ path: '/values/externalIpList', message: 'External IP addresses: list at most 50; there are 10000' }]);
    expect(await count('SELECT count(*) AS n FROM form_submissions')).toBe(before);
  });

  it('takes only a connection request form on a published page', async () => {
    expect((await post('ice', { path: PATH, formId: CONTACT, values: request('ICE') })).statusCode).toBe(404);
    expect((await post('ice', { path: '/nowhere', formId: FORM, values: request('ICE') })).statusCode).toBe(404);
    expect((await post('ice', { path: PATH, formId: 'c0aa0000-0000-4000-8000-00000000ffff', values: request('ICE') })).statusCode).toBe(404);
  });

  it('checks the captcha of a guarded form', async () => {
    const res = await post('ice', { path: PATH, formId: GUARDED, values: request('ICE') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The captcha check failed/);
  });

  it('counts a retried request with the same Idempotency-Key once', async () => {
    const payload = { path: PATH, formId: FORM, values: request('ICE Data Services') };
    const first = await post('ice-data-services', payload, { 'idempotency-key': 'connection-retry-0001' });
    const again = await post('ice-data-services', payload, { 'idempotency-key': 'connection-retry-0001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await count("SELECT count(*) AS n FROM form_submissions WHERE idempotency_key = 'connection-retry-0001'")).toBe(1);
  });

  it('forwards the request, with its entity, to the service desk', async () => {
    hookBodies = [];
    await deliverOutbox(t.app.content);
    expect(hookBodies).toContainEqual(expect.objectContaining({ form: 'Connection request', page: PATH, values: request('NYSE') }));
  });

  it('never sends where requests are forwarded to the browser', async () => {
    const page = await t.app.inject({ method: 'GET', url: PATH, headers: HOST });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-kind="connection-request-form"');
    expect(page.body).not.toContain('connectivity@ice.example');
    expect(page.body).not.toContain('/service-requests');
  });
});

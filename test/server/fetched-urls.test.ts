import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node, type Node } from '../../src/core/node';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

/**
 * Addresses the server fetches (form targets, external chart sources) pass the outbound policy
 * when they are saved: a draft, a new document and a publish all refuse an internal address
 * with a 400 naming the field. Nothing here connects anywhere: the checks come before any
 * connection, and a loopback server on a port no policy lists counts that none reaches it.
 */
const HOST = { host: 'nyse.localhost' };
const FORM_TARGET = '/root/slots/main/0/props/targetUrl';
let t: TestApp;
let admin: Session;
let trap: Server;
let trapped = 0;
let trapPort = 0;
const LISTED = '127.0.0.1:9';

const FIELDS = [{ type: 'TEXT', name: 'first_name', displayName: 'First name', isRequired: true }];
const form = (targetUrl: string) => node('form', { formName: 'Press enquiry', fields: FIELDS, captcha: false, targetUrl });
const page = (...main: Node[]) => node('page-layout', {}, { main });

/** The internal addresses of the issue, and their other spellings. */
const INTERNAL = [
  'http://169.254.169.254/latest/meta-data/',
  'https://169.254.169.254/latest/meta-data/',
  'https://[::1]/',
  'https://2130706433/',
  'https://0x7f000001/',
  'https://[::ffff:127.0.0.1]/',
  'https://[::ffff:7f00:1]/',
  // NAT64 and 6to4 spellings of 169.254.169.254.
  'https://[64:ff9b::a9fe:a9fe]/',
  'https://[2002:a9fe:a9fe::]/',
  'https://10.0.0.1/hook',
  'https://metadata.google.internal/computeMetadata/v1/',
];

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(sql, params);
  return Number(rows[0]!.n);
}

beforeAll(async () => {
  trap = createServer((socket) => {
    trapped++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapPort = (trap.address() as AddressInfo).port;
  INTERNAL.push(`http://127.0.0.1:${trapPort}/hook`, `https://2130706433:${trapPort}/hook`);
  t = await createTestApp({ env: { OUTBOUND_ALLOWED_HOSTS: LISTED } });
  admin = await signIn(t.app, TEST_USERS.admin);
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => trap.close(() => resolve()));
});

describe('addresses the server fetches are checked when saved', () => {
  it('refuses a new document whose form forwards to an internal address, naming the field, and stores nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM documents');
    for (const [i, url] of INTERNAL.entries()) {
      const res = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: `/internal-${i}`, title: 'Forms', tree: page(form(url)) } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ error: 'INVALID_TREE', issues: [{ path: FORM_TARGET }] });
      expect(res.json().message).toMatch(new RegExp(`^Invalid page tree: ${FORM_TARGET}: `));
    }
    expect(await count('SELECT count(*) AS n FROM documents')).toBe(before);
    const metadata = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: '/metadata', title: 'Forms', tree: page(form('https://169.254.169.254/latest/meta-data/')) } });
    expect(metadata.json().message).toBe(`Invalid page tree: ${FORM_TARGET}: 169.254.169.254 is not a public address`);
    expect(trapped).toBe(0);
  });

  it('refuses such a draft save (drafts may be incomplete, never internal) and keeps the saved draft', async () => {
    const created = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: '/press-forms', title: 'Forms', tree: page(form('https://crm.example.com/hook')) } });
    expect(created.statusCode, created.body).toBe(201);
    const { id, draftRevision } = created.json().document as { id: string; draftRevision: number };
    for (const url of INTERNAL) {
      const res = await admin.request({ method: 'PUT', url: `/api/cms/documents/${id}/draft`, payload: { revision: draftRevision, tree: page(form(url)) } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().issues).toEqual([{ path: FORM_TARGET, message: expect.any(String) }]);
    }
    const kept = await admin.request({ method: 'GET', url: `/api/cms/documents/${id}` });
    expect(kept.json().document).toMatchObject({ draftRevision });
    expect(kept.json().document.draft.slots.main[0].props.targetUrl).toBe('https://crm.example.com/hook');
    // A listed host may be private and plain http; a public https address always passes.
    const listed = await admin.request({ method: 'PUT', url: `/api/cms/documents/${id}/draft`, payload: { revision: draftRevision, tree: page(form(`http://${LISTED}/hook`)) } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(trapped).toBe(0);
  });

  it('refuses to publish a draft that holds one from before addresses were checked (400 naming the field)', async () => {
    const created = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: '/old-forms', title: 'Forms', tree: page(form('https://crm.example.com/hook')) } });
    const id = created.json().document.id as string;
    for (const url of ['https://[::1]/', 'https://2130706433/', 'http://169.254.169.254/latest/meta-data/']) {
      const draft = created.json().document.draft as Node;
      draft.slots.main![0]!.props.targetUrl = url;
      await t.db.query('UPDATE documents SET draft = $1 WHERE id = $2', [JSON.stringify(draft), id]);
      const res = await admin.request({ method: 'POST', url: `/api/cms/documents/${id}/publish`, payload: { revision: created.json().document.draftRevision } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ error: 'INVALID_TREE', issues: [{ path: FORM_TARGET }] });
      expect(await count('SELECT count(*) AS n FROM versions WHERE document_id = $1', [id])).toBe(0);
    }
    expect((await t.app.inject({ method: 'GET', url: '/old-forms', headers: HOST })).statusCode).toBe(404);
  });

  it('checks every form kind and external chart sources, not same-origin data paths', async () => {
    for (const targetUrl of ['https://[::1]/contact', 'https://localhost./', 'https://LOCALHOST./x', 'https://localhost../', 'https://foo.localhost./']) {
      const contact = await admin.request({
        method: 'POST',
        url: '/api/cms/sites/nyse/documents',
        payload: { path: '/contact-internal', title: 'Contact', tree: page(node('contact-form', { targetUrl })) },
      });
      expect(contact.statusCode, `${targetUrl}: ${contact.body}`).toBe(400);
      expect(contact.json().issues[0].path).toBe(FORM_TARGET);
    }

    const source = (url: string, external: boolean) => ({ seriesId: external ? 'outside' : 'own', external, url, xCol: 'date', yCol: 'settlement' });
    const chart = await admin.request({
      method: 'POST',
      url: '/api/cms/sites/nyse/documents',
      payload: { path: '/chart-internal', title: 'Chart', tree: page(node('chart', { dataSources: [source('/api/reports/history.csv?contract=B', false), source('https://0x7f000001/prices.csv', true)] })) },
    });
    expect(chart.statusCode, chart.body).toBe(400);
    expect(chart.json().message).toBe('Invalid page tree: /root/slots/main/0/props/dataSources/1/url: 127.0.0.1 is not a public address');

    const fine = await admin.request({
      method: 'POST',
      url: '/api/cms/sites/nyse/documents',
      payload: { path: '/chart-public', title: 'Chart', tree: page(node('chart', { dataSources: [source('/api/reports/history.csv?contract=B', false), source('https://data.example.com/prices.csv', true)] })) },
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it("refuses a site's reCAPTCHA verification address that is internal, naming the field, and keeps the stored one", async () => {
    const url = '/api/cms/sites/nyse/captcha';
    const before = (await admin.request({ method: 'GET', url })).json();
    for (const verifyUrl of [
      'https://169.254.169.254/recaptcha/api/siteverify',
      'https://[::ffff:127.0.0.1]/siteverify',
      `http://127.0.0.1:${trapPort}/siteverify`,
      'https://localhost./siteverify',
      'https://LOCALHOST./x',
      'https://localhost../',
      'https://foo.localhost./',
    ]) {
      const res = await admin.request({ method: 'PUT', url, payload: { provider: 'recaptcha', secret: 'kept secret', verifyUrl } });
      expect(res.statusCode, `${verifyUrl}: ${res.body}`).toBe(400);
      expect(res.json().issues[0].path).toBe('/body/verifyUrl');
    }
    expect((await admin.request({ method: 'GET', url })).json()).toEqual(before);
    const listed = await admin.request({ method: 'PUT', url, payload: { provider: 'altcha', verifyUrl: `http://${LISTED}/siteverify` } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(trapped).toBe(0);
  });
});

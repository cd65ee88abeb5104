// Issue 25 points 5, 6 and 8 on the server: who sends a session request and the reference and
// receipt it gets; the contact form's message, reference and receipt; seeded forms forward;
// access codes whatever their letter case; the header's sign-in link the same for everyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../src/core/errors';
import { node, type Node } from '../../src/core/node';
import { createTestApp, signIn, TEST_PASSWORD, TEST_USERS, TEST_VISITORS, type Session, type TestApp } from '../support/app';

const HOST = 'nyse.localhost';
const PATH = '/issue-25/requests';
const ID = { session: '25000000-0000-4000-8000-000000000001', contact: '25000000-0000-4000-8000-000000000002' };
const REQUESTER = { name: 'Ada Byron', firm: 'Northwind Capital', email: 'ada.byron@northwind.example', phone: '+1 212 555 0100' };
const MARKET_DATA = { action: 'Create', requestTypes: ['Market Data Refresh/Retransmission'], markets: [{ market: 'NYSE Equities', marketData: { md_sessionName: 'MDR-EQ-01' } }] };
const CONTACT = { first_name: 'Grace', last_name: 'Hopper', company: 'Northwind Capital', email: 'grace.hopper@northwind-capital.com', message: 'Please call me about\nlisting fees.' };

let t: TestApp;
let admin: Session;
let client = 0;

const post = (url: string, body: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url, remoteAddress: `10.25.0.${++client}`, headers: { host: HOST, ...(cookie ? { cookie } : {}) }, payload: body });
const sendSession = (values: Record<string, unknown>) => post('/api/notification-web/public/servicenow/contact', { path: PATH, formId: ID.session, values });
const sendForm = (path: string, formId: string, values: Record<string, unknown>) => post('/api/forms/submit', { path, formId, values });

const submission = async (id: string) =>
  (await t.db.query<{ reference: string | null; values: Record<string, unknown>; lines: { label: string; value: string }[] }>('SELECT reference, values, lines FROM form_submissions WHERE id = $1', [id])).rows[0]!;
const outbox = async (id: string) =>
  (await t.db.query<{ channel: string; target: string; payload: Record<string, unknown>; status: string }>('SELECT channel, target, payload, status FROM outbox WHERE submission_id = $1 ORDER BY id', [id])).rows;

async function publish(path: string, main: Node[]): Promise<string> {
  const created = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path, title: 'Requests', tree: node('page-layout', {}, { main }) } });
  expect(created.statusCode, created.body).toBe(201);
  const { id, draftRevision } = created.json().document;
  const published = await admin.request({ method: 'POST', url: `/api/cms/documents/${id}/publish`, payload: { revision: draftRevision } });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
  await publish(PATH, [
    { ...node('session-request-form', { captcha: false, emailTo: 'connectivity@nyse.example' }), id: ID.session },
    { ...node('contact-form', { emailTo: 'client.relations@nyse.example' }), id: ID.contact },
  ]);
});
afterAll(() => t?.close());

describe('the session request asks who is asking (issue 25 point 5)', () => {
  it('refuses a request without the requester, each problem beside its field', async () => {
    const res = await sendSession(MARKET_DATA);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: '/values/requester/name', message: 'Your name is required' },
      { path: '/values/requester/firm', message: 'Firm is required' },
      { path: '/values/requester/email', message: 'E-mail address is required' },
    ]);
    const typed = await sendSession({ ...MARKET_DATA, requester: { ...REQUESTER, email: 'ada', phone: '12', fax: '1' } });
    expect(typed.json().issues).toEqual([
      { path: '/values/requester', message: 'Your details have no field "fax"' },
      { path: '/values/requester/email', message: 'E-mail address: enter an address like name@company.com' },
      { path: '/values/requester/phone', message: 'Phone: enter a phone number, like +1 212 555 0100' },
    ]);
    expect((await sendSession({ ...MARKET_DATA, requester: 'Ada' })).json().issues).toEqual([{ path: '/values/requester', message: 'Your details: send them as an object' }]);
  });

  it('stores the requester with a readable reference, answers with it, and sends the requester a receipt quoting it', async () => {
    const res = await sendSession({ ...MARKET_DATA, requester: { ...REQUESTER, name: '  Ada   Byron ' } });
    expect(res.statusCode, res.body).toBe(201);
    const { id, reference } = res.json();
    expect(res.json().message).toBe(message('CONNECTION_REQUEST_SUCCESS'));
    expect(reference).toMatch(new RegExp(`^SR-${new Date().getUTCFullYear()}-\\d{6}$`));
    const row = await submission(id);
    expect(row.reference).toBe(reference);
    expect(row.values.requester).toEqual(REQUESTER);
    expect(row.lines.slice(-4)).toEqual([
      { key: 'requester/name', label: 'Your name', value: 'Ada Byron' },
      { key: 'requester/firm', label: 'Firm', value: 'Northwind Capital' },
      { key: 'requester/email', label: 'E-mail address', value: REQUESTER.email },
      { key: 'requester/phone', label: 'Phone', value: REQUESTER.phone },
    ]);
    const messages = await outbox(id);
    expect(messages.map((m) => [m.channel, m.target])).toEqual([
      ['email', 'connectivity@nyse.example'],
      ['email', REQUESTER.email],
    ]);
    const receipt = messages[1]!.payload as { subject: string; text: string };
    expect(receipt.subject).toBe(`Session request: we received your request (${reference})`);
    expect(receipt.text).toContain(`Your reference is ${reference}.`);
    expect(receipt.text).toContain('Your name: Ada Byron\nFirm: Northwind Capital');
    expect(receipt.text).not.toContain('{');
    expect((messages[0]!.payload as { text: string }).text).toContain(`Reference ${reference}`);
    // Each request its own reference.
    const next = await sendSession({ ...MARKET_DATA, requester: REQUESTER });
    expect(next.json().reference).not.toBe(reference);
  });
});

describe('the contact form (issue 25 point 5)', () => {
  it('takes a message, gives a CF reference and sends a receipt with the labelled answers', async () => {
    const res = await sendForm(PATH, ID.contact, CONTACT);
    expect(res.statusCode, res.body).toBe(201);
    const { id, reference } = res.json();
    expect(reference).toMatch(/^CF-\d{4}-\d{6}$/);
    const row = await submission(id);
    expect(row.reference).toBe(reference);
    expect(row.lines.at(-1)).toEqual({ key: 'message', label: 'Message', value: CONTACT.message });
    const messages = await outbox(id);
    expect(messages.map((m) => m.target)).toEqual(['client.relations@nyse.example', CONTACT.email]);
    expect((messages[1]!.payload as { text: string }).text).toContain('Message: Please call me about\n  listing fees.');
    // The message is optional, as the specification names only the four required fields.
    const { message: _message, ...four } = CONTACT;
    expect((await sendForm(PATH, ID.contact, four)).statusCode).toBe(201);
  });

  it('lets staff find a submission by the reference the visitor quotes (CF and SR), in the list and the CSV, and names a malformed one', async () => {
    const contact = (await sendForm(PATH, ID.contact, CONTACT)).json() as { id: string; reference: string };
    const list = async (query: string) => admin.request({ method: 'GET', url: `/api/cms/submissions?${query}` });
    const found = await list(`reference=${contact.reference.toLowerCase()}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().submissions.map((s: { id: string; reference: string }) => [s.id, s.reference])).toEqual([[contact.id, contact.reference]]);
    expect(found.json().total).toBe(1);
    const { rows } = await t.db.query<{ id: string; reference: string }>(`SELECT id, reference FROM form_submissions WHERE reference LIKE 'SR-%' LIMIT 1`);
    if (rows[0]) expect((await list(`reference=${rows[0].reference}`)).json().submissions.map((s: { id: string }) => s.id)).toEqual([rows[0].id]);
    expect((await list('reference=CF-1999-999999')).json().submissions).toEqual([]);
    const csv = await list(`reference=${contact.reference}&format=csv`);
    expect(csv.body.split('\n')[0]).toMatch(/^id,submitted_at,site,page,form,reference,/);
    expect(csv.body).toContain(contact.reference);
    const bad = await list('reference=%27%20OR%201%3D1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].message).toContain('like CF-2026-000001');
  });

  it('without JavaScript, the confirmation page shows the reference (and only one of the platform’s form)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/_forms/submit', remoteAddress: '10.25.1.1', headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ _path: PATH, _form: ID.contact, ...CONTACT }).toString() });
    expect(res.statusCode, res.body).toBe(303);
    const location = res.headers.location as string;
    const reference = /reference=(CF-\d{4}-\d{6})/.exec(location)![1]!;
    const page = await t.app.inject({ method: 'GET', url: location.replace(/#.*$/, ''), headers: { host: HOST } });
    expect(page.body).toContain(`Your reference: <strong>${reference}</strong>`);
    const forged = await t.app.inject({ method: 'GET', url: `${PATH}?submitted=${ID.contact}&reference=%3Cscript%3E`, headers: { host: HOST } });
    expect(forged.body).not.toContain('Your reference');
  });
});

describe('seeded forms forward (issue 25 point 6)', () => {
  it('the nyse contact form forwards each submission to its service desk through the outbox', async () => {
    const found = await t.db.query<{ tree: Node }>("SELECT v.tree FROM documents d JOIN versions v ON v.document_id = d.id AND v.version = d.published_version WHERE d.site = 'nyse' AND d.published_path = '/contact'");
    const form = JSON.stringify(found.rows[0]!.tree).match(/"id":"([0-9a-f-]{36})","name":"contact-form"/)?.[1] ?? JSON.stringify(found.rows[0]!.tree).match(/"name":"contact-form"[^{}]*?"id":"([0-9a-f-]{36})"/)?.[1];
    expect(form).toBeTruthy();
    const res = await sendForm('/contact', form!, CONTACT);
    expect(res.statusCode, res.body).toBe(201);
    const messages = await outbox(res.json().id);
    expect(messages.filter((m) => m.channel === 'webhook').map((m) => m.target)).toEqual(['https://nyse.service-now.example/api/now/table/x_client_contact']);
  });
});

describe('access codes (issue 25 point 8)', () => {
  it('are compared without regard to letter case, and the prompt says so', async () => {
    const id = await publish('/issue-25/coded', [node('rich-text', { html: '<p>Member notice</p>' })]);
    expect((await admin.request({ method: 'PUT', url: `/api/cms/documents/${id}/access-code`, payload: { code: 'Spring2026' } })).statusCode).toBe(200);
    const gate = await t.app.inject({ method: 'GET', url: '/issue-25/coded', headers: { host: HOST } });
    expect(gate.body).toContain('Capital and small letters count the same');
    const enter = (code: string) => t.app.inject({ method: 'POST', url: '/_access', remoteAddress: `10.25.2.${++client}`, headers: { host: HOST }, payload: { path: '/issue-25/coded', code } });
    for (const code of ['SPRING2026', 'spring2026', ' Spring2026 ']) expect((await enter(code)).cookies.length, code).toBe(1);
    expect((await enter('spring2027')).statusCode).toBe(403);
  });
});

describe('the header’s sign-in link (issue 25 point 8)', () => {
  it('is the same HTML for a signed-in visitor (the browser fills in the name from /api/visitor/me)', async () => {
    const login = await post('/api/visitor/login', { email: TEST_VISITORS.member, password: TEST_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = `tessera_visitor=${login.cookies.find((c) => c.name === 'tessera_visitor')!.value}`;
    const anonymous = await t.app.inject({ method: 'GET', url: '/', headers: { host: HOST } });
    const signedIn = await t.app.inject({ method: 'GET', url: '/', headers: { host: HOST, cookie } });
    expect(anonymous.body).toContain('href="/login">Sign in</a>');
    expect(signedIn.body).toBe(anonymous.body);
    // Shared alike (the seconds left of its live data's age may tick between the two).
    for (const res of [anonymous, signedIn]) expect(res.headers['cache-control']).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(signedIn.headers['surrogate-key']).toBe(anonymous.headers['surrogate-key']);
    const me = await t.app.inject({ method: 'GET', url: '/api/visitor/me', headers: { host: HOST, cookie } });
    expect(me.json().visitor.name).toBeTruthy();
    expect(me.headers['cache-control']).toBe('private, no-store');
    // Sign-out: a same-site form post ends the session; another site's is refused.
    const foreign = await t.app.inject({ method: 'POST', url: '/logout', headers: { host: HOST, cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'returnTo=%2F' });
    expect(foreign.statusCode).toBe(403);
    const out = await t.app.inject({ method: 'POST', url: '/logout', headers: { host: HOST, cookie, origin: `http://${HOST}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'returnTo=%2Fconnectivity' });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/connectivity');
    expect((await t.app.inject({ method: 'GET', url: '/api/visitor/me', headers: { host: HOST, cookie } })).json().visitor).toBeNull();
  });
});

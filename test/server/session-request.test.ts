// Issue 13: session requests through the specification's endpoint
// (/api/notification-web/public/servicenow/contact) on a published page: checked with the same
// parser the island runs, stored before the answer, forwarded through the outbox, and refused
// with the specification's messages beside their fields.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../src/core/errors';
import { node, type Node } from '../../src/core/node';
import { createTestApp, signIn, TEST_USERS, type TestApp } from '../support/app';

const HOST = 'nyse.localhost';
const PATH = '/connectivity/requests';
const ENDPOINT = '/api/notification-web/public/servicenow/contact';
const ID = {
  open: '20000000-0000-4000-8000-000000000001',
  guarded: '20000000-0000-4000-8000-000000000002',
  contact: '20000000-0000-4000-8000-000000000003',
};
const withId = (id: string, tree: Node): Node => ({ ...tree, id });
const REQUESTER = { name: 'Ada Byron', firm: 'Northwind Capital', email: 'ada.byron@northwind.example', phone: '' };

let t: TestApp;
let client = 0;

/** Each call from a client address of its own, so the per-client limits stay out of the way. */
const send = (formId: string, values: Record<string, unknown>, { captcha, key, path = PATH }: { captcha?: string; key?: string; path?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: ENDPOINT,
    remoteAddress: `10.30.0.${++client}`,
    headers: { host: HOST, ...(key ? { 'idempotency-key': key } : {}) },
    // Who is asking (issue 25) is the same on every request here; its own tests are in requests.test.ts.
    payload: { path, formId, values: { ...values, ...(formId === ID.contact ? {} : { requester: REQUESTER }) }, ...(captcha ? { captcha } : {}) },
  });

const rows = async (formId: string) =>
  (await t.db.query<{ id: string; form_kind: string; form_name: string; values: Record<string, unknown> }>('SELECT id, form_kind, form_name, values FROM form_submissions WHERE form_id = $1 ORDER BY created_at', [formId])).rows;
const outbox = async (submissionId: string) =>
  (await t.db.query<{ channel: string; target: string; payload: Record<string, unknown> }>('SELECT channel, target, payload FROM outbox WHERE submission_id = $1 ORDER BY id', [submissionId])).rows;

/** A Modify of an NYSE Arca Equities order session, as the island sends it. */
const MODIFY_ARCA = {
  action: 'Modify',
  requestTypes: ['Order Session'],
  markets: [
    {
      market: 'NYSE Arca Equities',
      orderSession: {
        sessionType: 'No Update',
        protocolOption: 'No Update',
        senderCompIDs: 'ARCA01, ARCA02',
        mpIDS: '',
        cancelOnDisconnect: 'Cancel All',
        priorityUpdate: 'No Update',
        symbolEligibility: 'No Update',
        selfTradeOption: 'Cancel Newest',
        stpType: 'MPID Based',
        maxOrderQty: '',
        orderCapacityEquitiesOnly: 'No Update',
        orderSessionInstructions: 'From Monday before the open.',
      },
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, TEST_USERS.admin);
  const forms = [
    withId(ID.open, node('session-request-form', { captcha: false, emailTo: 'connectivity@nyse.example', targetUrl: 'https://desk.nyse.example/api/sessions' })),
    withId(ID.guarded, node('session-request-form', { formName: 'Guarded session request' })),
    withId(ID.contact, node('contact-form', {})),
  ];
  const created = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: PATH, title: 'Session requests', tree: node('page-layout', {}, { main: forms }) } });
  expect(created.statusCode, created.body).toBe(201);
  const published = await admin.request({ method: 'POST', url: `/api/cms/documents/${created.json().document.id}/publish`, payload: { revision: created.json().document.draftRevision } });
  expect(published.statusCode, published.body).toBe(200);
});
afterAll(() => t?.close());

describe('a session request', () => {
  it('is stored cleaned before the answer, answered with the specification’s message, and forwarded by e-mail and webhook', async () => {
    const res = await send(ID.open, MODIFY_ARCA);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Form successfully submitted. Our technical support team will be in touch shortly to proceed with the access provisioning process.');
    expect(res.json().message).toBe(message('CONNECTION_REQUEST_SUCCESS'));
    const [row] = await rows(ID.open);
    const cleaned = {
      action: 'Modify',
      requestTypes: ['Order Session'],
      markets: [
        {
          market: 'NYSE Arca Equities',
          orderSession: {
            ...MODIFY_ARCA.markets[0]!.orderSession,
            senderCompIDs: ['ARCA01', 'ARCA02'],
            mpIDS: [],
            // §5: blank on modify means no update.
            maxOrderQty: 'No Update',
          },
        },
      ],
    };
    expect(row).toMatchObject({ id: res.json().id, form_kind: 'session-request-form', form_name: 'Session request', values: cleaned });
    const queued = await outbox(res.json().id);
    expect(queued.map((o) => [o.channel, o.target])).toEqual([
      ['webhook', 'https://desk.nyse.example/api/sessions'],
      ['email', 'connectivity@nyse.example'],
      ['email', REQUESTER.email],
    ]);
    expect(queued[0]!.payload).toMatchObject({ form: 'Session request', values: cleaned });
  });

  it('is refused with each problem beside its field, and nothing is stored', async () => {
    const before = (await rows(ID.open)).length;
    const orderSession = { ...MODIFY_ARCA.markets[0]!.orderSession, senderCompIDs: '', maxOrderQty: '1000000000', sessionType: 'market_maker' };
    const res = await send(ID.open, { ...MODIFY_ARCA, markets: [{ market: 'NYSE Arca Equities', orderSession }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'FORM_INVALID',
      message: 'Some fields are missing or have errors. Please correct the errors before submitting the form.',
      issues: [
        { path: '/values/markets/0/orderSession/sessionType', message: 'Session type: choose one of the options for NYSE Arca Equities' },
        { path: '/values/markets/0/orderSession/senderCompIDs', message: 'SenderCompIDs is required' },
        { path: '/values/markets/0/orderSession/maxOrderQty', message: 'Value of "Max order quantity" should be <= 999999999.' },
      ],
    });
    const zero = await send(ID.open, { ...MODIFY_ARCA, markets: [{ market: 'NYSE Arca Equities', orderSession: { ...MODIFY_ARCA.markets[0]!.orderSession, maxOrderQty: '0' } }] });
    expect(zero.json().issues).toEqual([{ path: '/values/markets/0/orderSession/maxOrderQty', message: 'Value of "Max order quantity" should be >= 1.' }]);
    expect((await rows(ID.open)).length).toBe(before);
  });

  it('refuses unknown keys, fields the action does not show, and 10,000 source IP ranges with one clear message', async () => {
    const extra = await send(ID.open, { ...MODIFY_ARCA, admin: true, markets: [{ ...MODIFY_ARCA.markets[0]!, dropCopy: {} }] });
    expect(extra.statusCode).toBe(400);
    // Problems of the request as a whole first, then those of its fields.
    expect(extra.json().issues).toEqual([
      { path: '/values', message: 'This form has no field "admin"' },
      { path: '/values/markets/0/dropCopy', message: 'Drop Copy Session is not among the chosen request types' },
    ]);
    const remove = await send(ID.open, { action: 'Remove', requestTypes: ['Order Session'], markets: [{ market: 'NYSE Arca Equities', orderSession: { senderCompIDs: 'ARCA01', maxOrderQty: '5' } }] });
    expect(remove.json().issues).toEqual([{ path: '/values/markets/0/orderSession/maxOrderQty', message: 'Max order quantity does not apply to a Remove request for NYSE Arca Equities' }]);
    const sourceIPS = Array.from({ length: 10_000 }, (_, i) => ({ sourceIP: `10.${i >> 8}.${i & 255}.0/24` }));
    const many = await send(ID.open, { action: 'Create', requestTypes: ['Source IP Update'], markets: [{ market: 'NYSE Equities' }], sourceIpUpdate: { sourceIPS, sourceIPMarkets: { 'NYSE Equities': true } } });
    expect(many.statusCode).toBe(400);
    expect(many.json().issues).toEqual([
      { path: '/values/sourceIpUpdate/sourceIPS', message: 'Source IP list: at most 50 source IP ranges in one request (this one has 10,000); send the rest in another request' },
    ]);
  });

  it('takes a source IP update and refuses an IPv6 range', async () => {
    const values = (sourceIP: string) => ({
      action: 'Create',
      requestTypes: ['Source IP Update'],
      markets: [{ market: 'NYSE Equities' }, { market: 'FINRA/NYSE TRF' }],
      sourceIpUpdate: { sourceIPS: [{ networkProvider: 'LCN', sourceIP, peeringIP: '203.0.113.1' }], sourceIPMarkets: { 'NYSE Equities': true, 'FINRA/NYSE TRF': false }, sourceIpInstructions: '' },
    });
    expect((await send(ID.open, values('2001:db8::/48'))).json().issues).toEqual([
      { path: '/values/sourceIpUpdate/sourceIPS/0/sourceIP', message: 'Source IP range: IPv6 is not accepted; enter an IPv4 range like 203.0.113.0/24' },
    ]);
    const ok = await send(ID.open, values('203.0.113.0/24'));
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await rows(ID.open)).at(-1)!.values).toEqual({ ...values('203.0.113.0/24'), requestTypes: ['Source IP Update'], requester: REQUESTER });
  });

  it('counts a retried request with the same Idempotency-Key once', async () => {
    const first = await send(ID.open, MODIFY_ARCA, { key: 'session-request-0001' });
    const again = await send(ID.open, MODIFY_ARCA, { key: 'session-request-0001' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual({ id: first.json().id, message: message('CONNECTION_REQUEST_SUCCESS'), reference: first.json().reference });
    expect(first.json().reference).toMatch(/^SR-\d{4}-\d{6}$/);
  });

  it('checks the captcha of a guarded form: without an answer nothing is stored; with one it is', async () => {
    const missing = await send(ID.guarded, MODIFY_ARCA);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('CAPTCHA_FAILED');
    const challenge = (await t.app.inject({ method: 'GET', url: '/api/forms/captcha', headers: { host: HOST } })).json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const answer = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect((await rows(ID.guarded)).length).toBe(0);
    const res = await send(ID.guarded, MODIFY_ARCA, { captcha: answer });
    expect(res.statusCode, res.body).toBe(201);
    expect((await rows(ID.guarded)).map((r) => r.form_name)).toEqual(['Guarded session request']);
  });

  it('is taken only for a session request form on a published page', async () => {
    expect((await send(ID.contact, { first_name: 'Grace' })).statusCode).toBe(404);
    expect((await send(ID.open, MODIFY_ARCA, { path: '/connectivity/nowhere' })).statusCode).toBe(404);
    expect((await send('20000000-0000-4000-8000-00000000ffff', MODIFY_ARCA)).statusCode).toBe(404);
  });

  it('renders the page without the forwarding addresses', async () => {
    const page = await t.app.inject({ method: 'GET', url: PATH, headers: { host: HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-kind="session-request-form"');
    expect(page.body).not.toContain('connectivity@nyse.example');
    expect(page.body).not.toContain('desk.nyse.example');
  });
});

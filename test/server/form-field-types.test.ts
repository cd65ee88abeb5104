// Issue 24, point 5: the form builder's typed fields (e-mail, phone, number, date, web address)
// checked by the form post operation — a bad value is a 400 naming its field and nothing is
// stored —, and submissions kept as labelled lines in the form's order, which the admin's list
// and the e-mail (through a real SMTP server) show instead of JSON or internal keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox } from '../../src/content';
import { node, type Node } from '../../src/core/node';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';
import { startSmtpServer } from '../support/smtp';

const HOST = 'nyse.localhost';
const PATH = '/enquiries';
const FORM = '24000000-0000-4000-8000-000000000001';
const SESSION_FORM = '24000000-0000-4000-8000-000000000002';

const field = (type: string, name: string, displayName: string, more: Record<string, unknown> = {}) => ({ type, name, displayName, isRequired: false, options: [], value: '', hideLabel: false, ...more });
const FIELDS = [
  field('TEXT', 'name', 'Your name', { isRequired: true }),
  field('EMAIL', 'email', 'E-mail address', { isRequired: true }),
  field('PHONE', 'phone', 'Phone'),
  field('NUMBER', 'guests', 'Guests', { min: '1', max: '10' }),
  field('DATE', 'visit', 'Visit day', { min: '2026-01-01' }),
  field('URL', 'site', 'Company website'),
  field('RADIO_BUTTONS', 'reply', 'Reply by', { options: [{ value: 'mail', label: 'E-mail' }, { value: 'tel', label: 'Telephone' }] }),
  field('HIDDEN', 'campaign', 'Campaign', { value: 'CMP-24' }),
];

let t: TestApp;
let admin: Session;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let documentId = '';
let client = 0;

const tree = (fields: unknown[]): Node =>
  node('page-layout', {}, {
    main: [
      { ...node('form', { formName: 'Visit request', fields, captcha: false, emailTo: 'visits@nyse.example' }), id: FORM },
      { ...node('session-request-form', { captcha: false, emailTo: 'connectivity@nyse.example' }), id: SESSION_FORM },
    ],
  });

const submit = (formId: string, values: Record<string, unknown>, url = '/api/forms/submit') =>
  t.app.inject({ method: 'POST', url, remoteAddress: `10.24.0.${++client}`, headers: { host: HOST }, payload: { path: PATH, formId, values } });

const stored = async () =>
  (await t.db.query<{ id: string; values: Record<string, unknown>; lines: unknown }>('SELECT id, values, lines FROM form_submissions WHERE form_id = $1 ORDER BY created_at', [FORM])).rows;

/** The text of a captured message's body: quoted-printable decoded. */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}

async function publish(fields: unknown[]) {
  if (!documentId) {
    const created = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: PATH, title: 'Enquiries', tree: tree(fields) } });
    expect(created.statusCode, created.body).toBe(201);
    documentId = created.json().document.id;
  }
  const current = await admin.request({ method: 'GET', url: `/api/cms/documents/${documentId}` });
  const { draftRevision } = current.json().document as { draftRevision: number };
  const saved = await admin.request({ method: 'PUT', url: `/api/cms/documents/${documentId}/draft`, payload: { revision: draftRevision, tree: tree(fields) } });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await admin.request({ method: 'POST', url: `/api/cms/documents/${documentId}/publish`, payload: { revision: saved.json().document.draftRevision } });
  expect(published.statusCode, published.body).toBe(200);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await signIn(t.app, TEST_USERS.admin);
  await publish(FIELDS);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('typed form fields on the server', () => {
  it('refuses bad values with a 400 naming each field, in the form’s order, and stores nothing', async () => {
    const res = await submit(FORM, { name: 'Lee', email: 'lee@@example', phone: 'call me', guests: '11', visit: '2025-12-31', site: 'not a site' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('FORM_INVALID');
    expect(res.json().issues).toEqual([
      { path: '/values/email', message: 'E-mail address: enter an address like name@company.com' },
      { path: '/values/phone', message: 'Phone: enter a phone number, like +1 212 555 0100' },
      { path: '/values/guests', message: 'Guests: enter a number from 1 to 10' },
      { path: '/values/visit', message: 'Visit day: enter a date on or after 2026-01-01' },
      { path: '/values/site', message: 'Company website: enter an address like https://www.example.com' },
    ]);
    const notANumber = await submit(FORM, { name: 'Lee', email: 'lee@example.com', guests: 'two', visit: '2026-02-30' });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().issues).toEqual([
      { path: '/values/guests', message: 'Guests: enter a number from 1 to 10, like 1' },
      { path: '/values/visit', message: 'Visit day: enter a date as year-month-day, like 2026-03-31' },
    ]);
    expect(await stored()).toEqual([]);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox')).rows[0]!.n).toBe(0);
  });

  it('stores good values, kept as the form labels them, in its order, without hidden or internal keys', async () => {
    const res = await submit(FORM, { site: 'www.example.com/visits', reply: 'tel', visit: '2026-03-31', guests: '4', phone: '+1 212 555 0100', email: 'lee@example.com', name: 'Lee Chen' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await stored();
    expect(row!.values).toEqual({ name: 'Lee Chen', email: 'lee@example.com', phone: '+1 212 555 0100', guests: '4', visit: '2026-03-31', site: 'https://www.example.com/visits', reply: 'tel', campaign: 'CMP-24' });
    expect(row!.lines).toEqual([
      { key: 'name', label: 'Your name', value: 'Lee Chen' },
      { key: 'email', label: 'E-mail address', value: 'lee@example.com' },
      { key: 'phone', label: 'Phone', value: '+1 212 555 0100' },
      { key: 'guests', label: 'Guests', value: '4' },
      { key: 'visit', label: 'Visit day', value: '2026-03-31' },
      { key: 'site', label: 'Company website', value: 'https://www.example.com/visits' },
      { key: 'reply', label: 'Reply by', value: 'Telephone' },
    ]);
  });

  it('e-mails the submission as labelled lines in the form’s order, through a real SMTP server: no JSON, no internal keys', async () => {
    await deliverOutbox(t.app.content);
    const mail = smtp.messages.find((m) => m.to.includes('visits@nyse.example'));
    expect(mail).toBeDefined();
    const text = bodyOf(mail!.raw);
    expect(text).toContain(
      [
        'Your name: Lee Chen',
        'E-mail address: lee@example.com',
        'Phone: +1 212 555 0100',
        'Guests: 4',
        'Visit day: 2026-03-31',
        'Company website: https://www.example.com/visits',
        'Reply by: Telephone',
      ].join('\n'),
    );
    expect(text).not.toMatch(/[{}"[\]]|_path|_form|campaign|CMP-24/);
  });

  it('keeps the labels of the time of sending when the form is edited later; the admin lists them', async () => {
    await publish(FIELDS.map((f) => (f.name === 'email' ? { ...f, displayName: 'Work e-mail' } : f)));
    const res = await submit(FORM, { name: 'Ada', email: 'ada@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    const list = await admin.request({ method: 'GET', url: `/api/cms/submissions?formId=${FORM}` });
    expect(list.statusCode).toBe(200);
    const labels = (list.json().submissions as { lines: { label: string; value: string }[] }[]).map((s) => s.lines.filter((l) => l.value !== '').map((l) => `${l.label}: ${l.value}`));
    // Newest first.
    expect(labels).toEqual([
      ['Your name: Ada', 'Work e-mail: ada@example.com'],
      ['Your name: Lee Chen', 'E-mail address: lee@example.com', 'Phone: +1 212 555 0100', 'Guests: 4', 'Visit day: 2026-03-31', 'Company website: https://www.example.com/visits', 'Reply by: Telephone'],
    ]);
  });

  it('derives readable lines for submissions stored before lines were kept', async () => {
    const [first] = await stored();
    await t.db.query('UPDATE form_submissions SET lines = NULL WHERE id = $1', [first!.id]);
    const list = await admin.request({ method: 'GET', url: `/api/cms/submissions?formId=${FORM}` });
    const old = (list.json().submissions as { id: string; lines: { key: string; label: string; value: string }[] }[]).find((s) => s.id === first!.id)!;
    // JSONB keeps no key order, which is why lines are stored: the old ones come in the store's order.
    expect(old.lines).toEqual(
      expect.arrayContaining([
        { key: 'name', label: 'Name', value: 'Lee Chen' },
        { key: 'email', label: 'Email', value: 'lee@example.com' },
        { key: 'phone', label: 'Phone', value: '+1 212 555 0100' },
      ]),
    );
  });
});

describe('the session request, labelled', () => {
  it('is stored and e-mailed as labelled lines, never raw JSON', async () => {
    const res = await submit(
      SESSION_FORM,
      {
        action: 'Create',
        requestTypes: ['Order Session'],
        requester: { name: 'Lee Chen', firm: 'Northwind Capital', email: 'lee@northwind-capital.com', phone: '' },
        markets: [
          {
            market: 'NYSE Arca Equities',
            orderSession: {
              sessionType: 'member',
              protocolOption: 'FIX Order Entry',
              senderCompIDs: '',
              mpIDS: 'ARCA',
              cancelOnDisconnect: 'Cancel All',
              priorityUpdate: 'N/A',
              symbolEligibility: 'All Symbols',
              selfTradeOption: 'Cancel Newest',
              stpType: 'MPID Based',
              maxOrderQty: '5000',
              orderCapacityEquitiesOnly: 'Agency',
              orderSessionInstructions: 'Before the open.',
            },
          },
        ],
      },
      '/api/notification-web/public/servicenow/contact',
    );
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await t.db.query<{ lines: { label: string; value: string }[] }>('SELECT lines FROM form_submissions WHERE id = $1', [res.json().id]);
    expect(rows[0]!.lines.slice(0, 4).map((l) => `${l.label}: ${l.value}`)).toEqual([
      'Action: Create',
      'Request types: Order Session',
      'Market 1: NYSE Arca Equities',
      'NYSE Arca Equities · Order Session · Session type: Member',
    ]);
    await deliverOutbox(t.app.content);
    const mail = smtp.messages.find((m) => m.to.includes('connectivity@nyse.example'));
    const text = bodyOf(mail!.raw);
    expect(text).toContain('Action: Create\nRequest types: Order Session\nMarket 1: NYSE Arca Equities\nNYSE Arca Equities · Order Session · Session type: Member\n');
    expect(text).toContain('NYSE Arca Equities · Order Session · Max order quantity: 5000');
    expect(text).toContain('NYSE Arca Equities · Order Session · SenderCompIDs: (no answer)');
    expect(text).not.toMatch(/[{}"[\]]/);
  });
});

// Issue 12: every visitor form kind, submitted through the public API on a published page, and
// refused on the server whatever the browser did (extra fields, edited HIDDEN values, the
// corporate e-mail rule, captchas), with and without JavaScript.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRequestForm } from '../../src/components/demo-request-form/definition';
import { message } from '../../src/core/errors';
import { node, type Node } from '../../src/core/node';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

const HOST = 'nyse.localhost';
const PATH = '/forms/visitors';

const ID = {
  contact: '10000000-0000-4000-8000-000000000001',
  photo: '10000000-0000-4000-8000-000000000002',
  disclosure: '10000000-0000-4000-8000-000000000003',
  registration: '10000000-0000-4000-8000-000000000004',
  demo: '10000000-0000-4000-8000-000000000005',
  getStarted: '10000000-0000-4000-8000-000000000006',
  chat: '10000000-0000-4000-8000-000000000007',
  captchaContact: '10000000-0000-4000-8000-000000000008',
};

const withId = (id: string, tree: Node): Node => ({ ...tree, id });
const FORMS: Node[] = [
  withId(ID.contact, node('contact-form', { emailTo: 'client.relations@nyse.example' })),
  withId(ID.photo, node('photo-request-form', { emailTo: 'photo.desk@nyse.example' })),
  withId(ID.disclosure, node('vulnerability-disclosure-form', { targetUrl: 'https://security.ice.example/api/disclosures' })),
  withId(ID.registration, node('registration-form', { eventCode: 'NYSE-ETF-FORUM-2026', sessions: [{ label: 'Morning keynote' }, { label: 'Market structure panel' }], captcha: false })),
  withId(ID.demo, node('demo-request-form', { ...(demoRequestForm.defaults as Record<string, unknown>), captcha: false }, { success: [], duplicate: [], error: [] })),
  withId(
    ID.getStarted,
    node('get-started-form', {
      eloquaFormId: 'NYSE-GetStarted',
      captcha: false,
      targetUrl: 'https://forms.nyse.example/e/f2',
      categories: [
        { name: 'listings', displayName: 'Listings', campaignID: 'C-LST', campaignName: 'Listings 2026', products: [{ name: 'ipo', displayName: 'IPO listing' }] },
        { name: 'data', displayName: 'Market data', campaignID: 'C-MD', campaignName: 'Data 2026', products: [{ name: 'nyse_integrated', displayName: 'NYSE Integrated Feed' }] },
      ],
    }),
  ),
  withId(ID.chat, node('chat-compliance-form', { recaptchaPublicKey: '6LcX-test-key' })),
  withId(ID.captchaContact, node('contact-form', { formName: 'Guarded contact form', captcha: true })),
];

let t: TestApp;
let admin: Session;
let client = 0;

/** Each call from a client address of its own, so the per-client limits stay out of the way. */
const submit = (formId: string, values: Record<string, unknown>, { captcha, key }: { captcha?: string; key?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/forms/submit',
    remoteAddress: `10.20.0.${++client}`,
    headers: { host: HOST, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { path: PATH, formId, values, ...(captcha ? { captcha } : {}) },
  });

async function solvedCaptcha(): Promise<string> {
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/forms/captcha', headers: { host: HOST } })).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function stored(id: string): Promise<{ form_kind: string; values: Record<string, unknown>; files: { field: string; mime: string }[] } | undefined> {
  const { rows } = await t.db.query<{ form_kind: string; values: Record<string, unknown>; files: { field: string; mime: string }[] }>(
    'SELECT form_kind, values, files FROM form_submissions WHERE id = $1',
    [id],
  );
  return rows[0];
}

const count = async (formId: string) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM form_submissions WHERE form_id = $1', [formId])).rows[0]!.n;
const outbox = async (submissionId: string) =>
  (await t.db.query<{ channel: string; target: string; payload: Record<string, unknown> }>('SELECT channel, target, payload FROM outbox WHERE submission_id = $1 ORDER BY id', [submissionId])).rows;

const CONTACT = { first_name: 'Grace', last_name: 'Hopper', company: 'Northwind Capital', email: 'grace.hopper@northwind-capital.com' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
  const created = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: PATH, title: 'Visitor forms', tree: node('page-layout', {}, { main: FORMS }) } });
  expect(created.statusCode, created.body).toBe(201);
  const published = await admin.request({ method: 'POST', url: `/api/cms/documents/${created.json().document.id}/publish`, payload: { revision: created.json().document.draftRevision } });
  expect(published.statusCode, published.body).toBe(200);
});
afterAll(() => t?.close());

describe('contact-form', () => {
  it('stores a complete submission before answering 201, and queues its e-mail', async () => {
    const res = await submit(ID.contact, CONTACT);
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored(res.json().id)).toMatchObject({ form_kind: 'contact-form', values: CONTACT });
    // The form's address, then the visitor's receipt with the reference (issue 25 point 5).
    expect((await outbox(res.json().id)).map((o) => [o.channel, o.target])).toEqual([
      ['email', 'client.relations@nyse.example'],
      ['email', CONTACT.email],
    ]);
  });

  it('refuses a free mail address beside the e-mail field, and stores nothing', async () => {
    const before = await count(ID.contact);
    for (const domain of ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'aol.com', 'icloud.com', 'proton.me']) {
      const res = await submit(ID.contact, { ...CONTACT, email: `grace@${domain}` });
      expect(res.statusCode, domain).toBe(400);
      expect(res.json()).toEqual({
        error: 'FORM_INVALID',
        message: message('FORM_INVALID'),
        issues: [{ path: '/values/email', message: `Corporate e-mail address: use your company address; addresses at free mail providers such as ${domain} are not accepted` }],
      });
    }
    expect(await count(ID.contact)).toBe(before);
  });

  it("gives the specification's message for every missing field, and refuses a field the form does not have", async () => {
    const res = await submit(ID.contact, { isAdmin: 'true' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: '/values', message: 'This form has no field "isAdmin"' },
      { path: '/values/first_name', message: 'First name is required.' },
      { path: '/values/last_name', message: 'Last name is required.' },
      { path: '/values/company', message: 'Company is required.' },
      { path: '/values/email', message: 'Corporate e-mail address is required.' },
    ]);
    const extra = await submit(ID.contact, { ...CONTACT, phone: '+1 212 555 0100' });
    expect(extra.json().issues).toEqual([{ path: '/values', message: 'This form has no field "phone"' }]);
  });

  it('counts a double click (one Idempotency-Key) once', async () => {
    const before = await count(ID.contact);
    const [first, second] = await Promise.all([submit(ID.contact, CONTACT, { key: 'contact-attempt-0001' }), submit(ID.contact, CONTACT, { key: 'contact-attempt-0001' })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    expect(await count(ID.contact)).toBe(before + 1);
  });
});

describe('photo-request-form', () => {
  const REQUEST = {
    requesterCompany: 'Harbor Light Films',
    requesterName: 'Dana Ruiz',
    requesterPhone: '+1 212 555 0148',
    requesterEmail: 'dana@harborlight.example',
    requesterWebsite: 'https://www.harborlight.example',
    requesterAddress: '250 Greenwich Street\nNew York, NY 10007',
    photoType: 'Trading floor',
    projectDescription: 'A documentary on market structure.',
    nyseDescription: 'The trading floor behind two interviews.',
    whereDistributed: ['Television or film', 'Website'],
  };

  it('needs a solved captcha: without one nothing is stored', async () => {
    const missing = await submit(ID.photo, REQUEST);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'CAPTCHA_FAILED' });
    expect(await count(ID.photo)).toBe(0);
    const res = await submit(ID.photo, REQUEST, { captcha: await solvedCaptcha() });
    expect(res.statusCode, res.body).toBe(201);
    expect((await stored(res.json().id))!.values).toEqual(REQUEST);
  });

  it('checks its fields before the captcha is spent', async () => {
    const answer = await solvedCaptcha();
    const res = await submit(ID.photo, { ...REQUEST, photoType: 'Selfie', requesterWebsite: 'harborlight' }, { captcha: answer });
    expect(res.json().issues).toEqual([
      { path: '/values/requesterWebsite', message: 'Company website: enter an address like https://www.example.com' },
      { path: '/values/photoType', message: 'Type of photo: choose one of the options' },
    ]);
    // The answer was not used: the corrected submission goes through with it.
    expect((await submit(ID.photo, REQUEST, { captcha: answer })).statusCode).toBe(201);
  });
});

describe('vulnerability-disclosure-form', () => {
  it('takes a report with an attachment as multipart and forwards it to the disclosure endpoint through the outbox', async () => {
    const boundary = '----disclosure';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const fields: [string, string][] = [
      ['_path', PATH],
      ['_form', ID.disclosure],
      ['_captcha', await solvedCaptcha()],
      ['reporterEmail', 'researcher@example.org'],
      ['affectedAsset', 'https://www.nyse.example/search'],
      ['vulnerabilityType', 'Cross-site scripting (XSS)'],
      ['severity', 'Medium'],
      ['description', 'The q parameter is reflected without encoding.'],
      ['reproduction', 'Open /search?q=<svg onload=alert(1)>'],
      ['policyAccepted', 'true'],
    ];
    const body = Buffer.concat([
      Buffer.from(fields.map(([k, v]) => part(k, v)).join('')),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="poc.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/forms/submit', remoteAddress: '10.30.0.1', headers: { host: HOST, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const row = await stored(res.json().id);
    expect(row!.values).toMatchObject({ reporterEmail: 'researcher@example.org', policyAccepted: true, severity: 'Medium' });
    expect(row!.files).toMatchObject([{ field: 'attachment', mime: 'application/pdf' }]);
    const [forward] = await outbox(res.json().id);
    expect(forward).toMatchObject({ channel: 'webhook', target: 'https://security.ice.example/api/disclosures' });
    expect(forward!.payload).toMatchObject({ form: 'Vulnerability disclosure', values: { affectedAsset: 'https://www.nyse.example/search' }, files: [{ field: 'attachment', name: 'poc.pdf' }] });
  });

  it('requires agreeing to the policy', async () => {
    const res = await submit(
      ID.disclosure,
      { reporterEmail: 'researcher@example.org', affectedAsset: 'www', vulnerabilityType: 'Other', description: 'x', reproduction: 'y' },
      { captcha: await solvedCaptcha() },
    );
    expect(res.json().issues).toEqual([{ path: '/values/policyAccepted', message: 'Agreement to the disclosure policy is required.' }]);
  });
});

describe('registration-form', () => {
  it('stores the event code of the definition, never an edited HIDDEN value', async () => {
    const res = await submit(ID.registration, {
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana.silva@keystone-lending.example',
      company: 'Keystone Lending',
      sessions: ['Market structure panel'],
      eventCode: 'VIP-FREE-PASS',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await stored(res.json().id))!.values).toMatchObject({ eventCode: 'NYSE-ETF-FORUM-2026', sessions: ['Market structure panel'] });
  });

  it('refuses a session that is not offered', async () => {
    const res = await submit(ID.registration, { firstName: 'Ana', lastName: 'Silva', email: 'ana@keystone.example', company: 'Keystone', sessions: ['Backstage tour'] });
    expect(res.json().issues).toEqual([{ path: '/values/sessions', message: 'Sessions: choose among the options' }]);
  });
});

describe('demo-request-form', () => {
  const REQUEST = {
    firstName: 'Marcus',
    lastName: 'Bell',
    email: 'marcus.bell@riverbend-title.example',
    phone: '+1 615 555 0112',
    company: 'Riverbend Title',
    companyType: 'Settlement',
    services: ['erecording', 'esign'],
    disclaimerAccepted: true,
  };

  it('requires the disclaimer to be confirmed and a company type of the list', async () => {
    const res = await submit(ID.demo, { ...REQUEST, disclaimerAccepted: false, companyType: 'Hedge fund' });
    expect(res.json().issues).toEqual([
      { path: '/values/companyType', message: 'Company type: choose one of the options' },
      { path: '/values/disclaimerAccepted', message: 'Acceptance of the disclaimer is required.' },
    ]);
  });

  it('answers a second request for the same address as the duplicate (200, the first request)', async () => {
    const first = await submit(ID.demo, REQUEST, { key: 'demo-marcus-bell-riverbend' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await submit(ID.demo, { ...REQUEST, firstName: 'Marc' }, { key: 'demo-marcus-bell-riverbend' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await stored(first.json().id))!.values).toMatchObject({ firstName: 'Marcus', services: ['erecording', 'esign'] });
  });
});

describe('get-started-form', () => {
  const LEAD = { category: 'data', products: ['nyse_integrated'], firstName: 'Lee', lastName: 'Park', emailAddress: 'lee.park@brightpath.example', company: 'BrightPath' };

  it('stores the Eloqua form name of the definition and forwards URL-encoded to the Eloqua-style endpoint', async () => {
    const res = await submit(ID.getStarted, { ...LEAD, elqFormName: 'Tampered' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await stored(res.json().id))!.values).toMatchObject({ elqFormName: 'NYSE-GetStarted', category: 'data', products: ['nyse_integrated'] });
    expect(await outbox(res.json().id)).toMatchObject([{ channel: 'webhook', target: 'https://forms.nyse.example/e/f2', payload: { bodyContentType: 'URL_ENCODED' } }]);
  });

  it("refuses a product of another category", async () => {
    const res = await submit(ID.getStarted, { ...LEAD, products: ['ipo'] });
    expect(res.json().issues).toEqual([{ path: '/values/products', message: 'Products: choose among the products of Market data' }]);
  });
});

describe('chat-compliance-form', () => {
  const REQUEST = {
    firstName: 'Priya',
    lastName: 'Nair',
    email: 'priya.nair@eastgate-securities.example',
    company: 'Eastgate Securities',
    jobTitle: 'Chief Compliance Officer',
    requestType: 'Archive export',
    chatUsers: 'pnair\njdoe',
    authorityConfirmed: true,
  };

  it('is always guarded by the captcha, and asks for a corporate address', async () => {
    expect((await submit(ID.chat, REQUEST)).json().error).toBe('CAPTCHA_FAILED');
    const free = await submit(ID.chat, { ...REQUEST, email: 'priya@gmail.com' }, { captcha: await solvedCaptcha() });
    expect(free.json().issues[0].path).toBe('/values/email');
    const res = await submit(ID.chat, REQUEST, { captcha: await solvedCaptcha() });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('without JavaScript', () => {
  const post = (form: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/_forms/submit', remoteAddress: '10.40.0.1', headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });

  it('renders the errors into the page beside the fields, keeping what was typed', async () => {
    const res = await post({ _path: PATH, _form: ID.contact, first_name: 'Grace', last_name: '', company: 'Northwind Capital', email: 'grace@gmail.com' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const p = `tessera-${ID.contact}`;
    expect(res.body).toContain(`<p class="t-alert__heading" id="${p}-summary-heading">${message('FORM_INVALID')}</p>`);
    expect(res.body).toContain(`<li><a href="#${p}-f-last_name">Last name is required.</a></li>`);
    expect(res.body).toContain(`<p class="t-field__error" id="${p}-f-last_name-error">Last name is required.</p>`);
    expect(res.body).toContain(`id="${p}-f-email-error">Corporate e-mail address: use your company address; addresses at free mail providers such as gmail.com are not accepted</p>`);
    expect(res.body).toMatch(new RegExp(`id="${p}-f-first_name"[^>]*value="Grace"`));
  });

  it('stores a complete post and shows the submitted state on the page it redirects to', async () => {
    const before = await count(ID.contact);
    const res = await post({ _path: PATH, _form: ID.contact, ...CONTACT });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(new RegExp(`^${PATH}\\?submitted=${ID.contact}&reference=CF-\\d{4}-\\d{6}#tessera-${ID.contact}$`));
    expect(await count(ID.contact)).toBe(before + 1);
    const page = await t.app.inject({ method: 'GET', url: `${PATH}?submitted=${ID.contact}`, headers: { host: HOST } });
    expect(page.body).toContain(`<div class="t-form__done" id="tessera-${ID.contact}-done" role="status" tabindex="-1"><p>Thank you: your form was submitted.</p></div>`);
    const reference = /reference=(CF-\d{4}-\d{6})/.exec(res.headers.location as string)![1]!;
    const withReference = await t.app.inject({ method: 'GET', url: (res.headers.location as string).split('#')[0]!, headers: { host: HOST } });
    expect(withReference.body).toContain(reference);
  });

  it('cannot pass a captcha: the page says why', async () => {
    const res = await post({ _path: PATH, _form: ID.captchaContact, ...CONTACT });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`<p class="t-alert__heading" id="tessera-${ID.captchaContact}-summary-heading">The captcha check failed: the check was not done; wait for it to finish, or reload the page.</p>`);
    expect(res.body).toContain('<noscript>');
  });
});

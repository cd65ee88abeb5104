import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox, runRetention } from '../../src/content';
import { node, type Node } from '../../src/core/node';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';
import { startSmtpServer } from '../support/smtp';

const HOST = { host: 'nyse.localhost' };
let t: TestApp;
let admin: Session;
let webhook: Server;
let hookHits: { headers: Record<string, unknown>; body: string }[] = [];
let hookStatus = 500;
let hookPort = 0;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

const FIELDS = [
  { type: 'TEXT', name: 'first_name', displayName: 'First name', isRequired: true },
  { type: 'TEXT', name: 'email', displayName: 'E-mail', isRequired: true },
  { type: 'SELECT', name: 'topic', displayName: 'Topic', options: [{ value: 'listings', label: 'Listings' }, { value: 'data', label: 'Data' }] },
  { type: 'HIDDEN', name: 'campaign', value: 'CMP-NYSE-2026' },
  { type: 'FILE', name: 'document', displayName: 'Document' },
];

function formNode(id: string, props: Record<string, unknown> = {}): Node {
  return { ...node('form', { formName: 'Press enquiry', fields: FIELDS, captcha: false, ...props }), id };
}

async function publish(path: string, forms: Node[]) {
  const created = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path, title: 'Forms', tree: node('page-layout', {}, { main: forms }) } });
  expect(created.statusCode, created.body).toBe(201);
  expect((await admin.request({ method: 'POST', url: `/api/cms/documents/${created.json().document.id}/publish`, payload: { revision: created.json().document.draftRevision } })).statusCode).toBe(200);
}

const submit = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/forms/submit', headers: { ...HOST, ...headers }, payload });

async function count(sql: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(sql);
  return rows[0]!.n;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  webhook = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hookHits.push({ headers: req.headers, body });
      res.statusCode = hookStatus;
      res.end();
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  hookPort = (webhook.address() as AddressInfo).port;
  t = await createTestApp({ env: { SMTP_URL: smtp.url, OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${hookPort}` } });
  admin = await signIn(t.app, TEST_USERS.admin);
  // The allow-list lets the outbox reach the local server over plain http.
  await publish('/press', [
    formNode('11111111-1111-4111-8111-111111111111', { targetUrl: `http://127.0.0.1:${hookPort}/hook`, emailTo: 'press@nyse.example' }),
    formNode('22222222-2222-4222-8222-222222222222', { captcha: true, formName: 'Guarded' }),
    formNode('33333333-3333-4333-8333-333333333333', { formName: 'Kept a day', retentionDays: 1 }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

describe('form submissions', () => {
  it('stores a valid submission before answering 201, with HIDDEN values re-derived', async () => {
    const res = await submit({ path: '/press', formId: '11111111-1111-4111-8111-111111111111', values: { first_name: 'Grace', email: 'grace@example.com', topic: 'data', campaign: 'TAMPERED' } });
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await t.db.query<{ values: Record<string, unknown> }>('SELECT values FROM form_submissions WHERE id = $1', [res.json().id]);
    expect(rows[0]!.values).toEqual({ first_name: 'Grace', email: 'grace@example.com', topic: 'data', campaign: 'CMP-NYSE-2026' });
    expect(await count(`SELECT count(*) AS n FROM outbox WHERE submission_id = '${res.json().id}'`)).toBe(2);
  });

  it("names each problem beside its field with the specification's messages, and stores nothing", async () => {
    const before = await count('SELECT count(*) AS n FROM form_submissions');
    const res = await submit({ path: '/press', formId: '11111111-1111-4111-8111-111111111111', values: { email: '', topic: 'nope', admin: 'true' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'FORM_INVALID',
      message: 'Some fields are missing or have errors. Please correct the errors before submitting the form.',
      issues: [
        { path: '/values', message: 'This form has no field "admin"' },
        { path: '/values/first_name', message: 'First name is required.' },
        { path: '/values/email', message: 'E-mail is required.' },
        { path: '/values/topic', message: 'Topic: choose one of the options' },
      ],
    });
    const huge = await submit({ path: '/press', formId: '11111111-1111-4111-8111-111111111111', values: { first_name: 'x'.repeat(501), email: 'a@b.c' } });
    expect(huge.json().issues[0].message).toBe('First name: use at most 500 characters');
    expect(await count('SELECT count(*) AS n FROM form_submissions')).toBe(before);
    expect((await submit({ path: '/press', formId: 'no-such-form', values: {} })).statusCode).toBe(404);
    expect((await submit({ path: '/nowhere', formId: '11111111-1111-4111-8111-111111111111', values: {} })).statusCode).toBe(404);
  });

  it('never sends a form’s forwarding addresses to the browser', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/press', headers: HOST });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-kind="form"');
    expect(page.body).not.toContain('press@nyse.example');
    expect(page.body).not.toContain(`127.0.0.1:${hookPort}`);
  });

  it('counts a retried submission with the same Idempotency-Key once', async () => {
    const payload = { path: '/press', formId: '11111111-1111-4111-8111-111111111111', values: { first_name: 'Ada', email: 'ada@example.com' } };
    const first = await submit(payload, { 'idempotency-key': 'retry-key-0001' });
    const again = await submit(payload, { 'idempotency-key': 'retry-key-0001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await count("SELECT count(*) AS n FROM form_submissions WHERE idempotency_key = 'retry-key-0001'")).toBe(1);
    expect((await submit(payload, { 'idempotency-key': 'bad key!' })).statusCode).toBe(400);
  });

  it('checks the captcha: missing, wrong, stale and replayed answers are refused and nothing is stored', async () => {
    const payload = { path: '/press', formId: '22222222-2222-4222-8222-222222222222', values: { first_name: 'Cy', email: 'cy@example.com' } };
    const missing = await submit(payload);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^The captcha check failed: the check was not done/);
    const challenge = (await t.app.inject({ method: 'GET', url: '/api/forms/captcha', headers: HOST })).json() as Challenge;
    expect(challenge.signature).toBeTruthy();
    const solution = await solveChallenge({ challenge, deriveKey });
    const answer = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect((await submit({ ...payload, captcha: 'Zm9v' })).statusCode).toBe(400);
    expect((await submit({ ...payload, captcha: answer })).statusCode).toBe(201);
    const replay = await submit({ ...payload, captcha: answer });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toContain('used before');
    const otherSite = (await t.app.inject({ method: 'GET', url: '/api/forms/captcha', headers: { host: 'ice.localhost' } })).json() as Challenge;
    const foreign = Buffer.from(JSON.stringify({ challenge: otherSite, solution: await solveChallenge({ challenge: otherSite, deriveKey }) })).toString('base64');
    expect((await submit({ ...payload, captcha: foreign })).json().message).toContain('another site');
    expect(await count("SELECT count(*) AS n FROM form_submissions WHERE form_id = '22222222-2222-4222-8222-222222222222'")).toBe(1);
  });

  it('takes files as multipart, known by their bytes, refusing script and oversized ones', async () => {
    const boundary = '----form-test';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = (file: { name: string; bytes: Buffer }) =>
      Buffer.concat([
        Buffer.from(part('_path', '/press') + part('_form', '11111111-1111-4111-8111-111111111111') + part('first_name', 'Kay') + part('email', 'kay@example.com')),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`),
        file.bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const send = (file: { name: string; bytes: Buffer }) =>
      t.app.inject({ method: 'POST', url: '/api/forms/submit', headers: { ...HOST, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body(file) });
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } }).png().toBuffer();
    const ok = await send({ name: '../../report.png', bytes: png });
    expect(ok.statusCode, ok.body).toBe(201);
    const { rows } = await t.db.query<{ files: { name: string; mime: string }[] }>('SELECT files FROM form_submissions WHERE id = $1', [ok.json().id]);
    expect(rows[0]!.files).toMatchObject([{ field: 'document', name: 'report.png', mime: 'image/png' }]);
    const svg = await send({ name: 'logo.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().issues[0]).toEqual({ path: '/values/document', message: 'This file cannot be uploaded: SVG files may not contain <script>' });
    const html = await send({ name: 'photo.jpg', bytes: Buffer.from('<html><script>alert(1)</script></html>') });
    expect(html.json().issues[0].path).toBe('/values/document');
    const big = await send({ name: 'big.png', bytes: Buffer.alloc(11 * 1024 * 1024, 1) });
    // The form's budget is passed while the file streams in: refused there, nothing kept.
    expect(big.statusCode).toBe(413);
    expect(big.json().issues[0].message).toBe('Document: the file is larger than 10 MB');

    const download = await admin.request({ method: 'GET', url: `/api/cms/submissions/${ok.json().id}/files/${(rows[0]!.files[0] as { hash?: string }).hash ?? ''}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="report.png"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('delivers the outbox: retries a failing webhook with the same key, then sends; e-mail reaches a real SMTP server', async () => {
    hookHits = [];
    hookStatus = 503;
    await deliverOutbox(t.app.content);
    expect(hookHits.length).toBeGreaterThan(0);
    const failed = await t.db.query<{ status: string; last_error: string; attempts: number }>("SELECT status, last_error, attempts FROM outbox WHERE channel = 'webhook' ORDER BY id LIMIT 1");
    expect(failed.rows[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.rows[0]!.last_error).toBe(`503 Service Unavailable: http://127.0.0.1:${hookPort}/hook`);
    const firstKeys = new Set(hookHits.map((h) => h.headers['idempotency-key']));
    const mail = await t.db.query<{ status: string; last_error: string | null }>("SELECT status, last_error FROM outbox WHERE channel = 'email' ORDER BY id LIMIT 1");
    expect(mail.rows[0]).toEqual({ status: 'sent', last_error: null });
    expect(smtp.messages.length).toBeGreaterThan(0);
    expect(smtp.messages[0]!.to).toEqual(['press@nyse.example']);
    expect(smtp.messages[0]!.raw).toContain('Press enquiry: a new submission');
    expect(smtp.messages[0]!.raw).toContain('First name: Grace');

    hookStatus = 204;
    await t.db.query("UPDATE outbox SET next_attempt_at = now() WHERE status = 'pending'");
    hookHits = [];
    await deliverOutbox(t.app.content);
    expect(new Set(hookHits.map((h) => h.headers['idempotency-key']))).toEqual(firstKeys);
    expect(hookHits.map((h) => JSON.parse(h.body))).toContainEqual(expect.objectContaining({ form: 'Press enquiry', values: expect.objectContaining({ first_name: 'Grace', campaign: 'CMP-NYSE-2026' }) }));
    expect(await count("SELECT count(*) AS n FROM outbox WHERE status = 'pending'")).toBe(0);
    const listed = await admin.request({ method: 'GET', url: '/api/cms/outbox?status=sent' });
    expect(listed.json().total).toBeGreaterThan(0);
  });

  it('gives up on a webhook after its attempts, and an admin can retry it', async () => {
    hookStatus = 500;
    await t.db.query("UPDATE outbox SET status = 'pending', attempts = 9, next_attempt_at = now() WHERE id = (SELECT min(id) FROM outbox WHERE channel = 'webhook')");
    await deliverOutbox(t.app.content);
    const { rows } = await t.db.query<{ id: number; status: string }>("SELECT id, status FROM outbox WHERE channel = 'webhook' ORDER BY id LIMIT 1");
    expect(rows[0]!.status).toBe('failed');
    const retried = await admin.request({ method: 'POST', url: `/api/cms/outbox/${rows[0]!.id}/retry` });
    expect(retried.json().entry.status).toBe('pending');
    const user = await signIn(t.app, TEST_USERS.user);
    expect((await user.request({ method: 'GET', url: '/api/cms/outbox' })).statusCode).toBe(403);
  });

  it('lists submissions for Super Users and Admins, exports CSV with formulas neutralised, and deletes them after their retention', async () => {
    await submit({ path: '/press', formId: '33333333-3333-4333-8333-333333333333', values: { first_name: '=HYPERLINK("http://evil")', email: 'x@example.com' } });
    const list = await admin.request({ method: 'GET', url: '/api/cms/submissions?site=nyse&formId=33333333-3333-4333-8333-333333333333' });
    expect(list.json().total).toBe(1);
    const csv = await admin.request({ method: 'GET', url: '/api/cms/submissions?formId=33333333-3333-4333-8333-333333333333&format=csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const user = await signIn(t.app, TEST_USERS.user);
    expect((await user.request({ method: 'GET', url: '/api/cms/submissions' })).statusCode).toBe(403);

    const ctx = t.app.content;
    const later = { ...ctx, clock: { now: () => new Date(Date.now() + 2 * 86_400_000) } };
    expect((await runRetention(later)).submissions).toBeGreaterThanOrEqual(1);
    expect((await admin.request({ method: 'GET', url: '/api/cms/submissions?formId=33333333-3333-4333-8333-333333333333' })).json().total).toBe(0);
    const audit = await admin.request({ method: 'GET', url: '/api/cms/audit?format=json&action=submission.delete&site=nyse' });
    expect(audit.json().entries[0].detail).toMatchObject({ formId: '33333333-3333-4333-8333-333333333333', days: 1, periodFrom: 'form' });
  });
});

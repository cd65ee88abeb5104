// Issue 27 item 3: logs stay JSON with request ids, and never hold passwords, tokens, access codes or submission contents.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node } from '../../src/core/node';
import { buildApp } from '../../src/server/app';
import { anyone } from '../../src/server/access';
import { loggedUrl, requestIds } from '../../src/server/log';
import { loadConfig } from '../../src/services/config';
import type { Db } from '../../src/store/types';
import { signIn, TEST_PASSWORD, TEST_USERS, TEST_VISITORS } from '../support/app';
import { openTestDb } from '../support/db';

const ICE = { host: 'ice.localhost' };
const FORM_ID = '44444444-4444-4444-8444-444444444444';
/** What a visitor types into the form: distinctive, so that any trace of it in the log is found. */
const SUBMITTED = { name: 'Zephyrine Quarrington-Vale', message: 'Margin call on lot 7QX-ALPHA-93 before the bell' };
const ACCESS_CODE = 'kestrel-ledger-4471';
const WRONG_VISITOR_PASSWORD = 'wrong-visitor-password-31337';

let db: Db;
let app: FastifyInstance;
let mediaDir: string;
const lines: string[] = [];
/** How many requests the run above made (each must have exactly one access line). */
let requests = 0;
/** Every secret the requests below carry, by what it is. */
const secrets: Record<string, string> = {};

beforeAll(async () => {
  db = await openTestDb();
  mediaDir = await mkdtemp(join(tmpdir(), 'tessera-logs-'));
  let partial = '';
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      partial += chunk.toString();
      const complete = partial.split('\n');
      partial = complete.pop()!;
      lines.push(...complete.filter(Boolean));
      done();
    },
  });
  const config = loadConfig({ LOG_LEVEL: 'info', SECRET: 'logs-test-secret-value', SCHEDULER_INTERVAL_MS: '0', OUTBOX_INTERVAL_MS: '0', ARCHIVE_INTERVAL_MS: '0', MEDIA_DIR: join(mediaDir, 'media'), SUBMISSIONS_DIR: join(mediaDir, 'submissions') });
  app = await buildApp({ config, db, logStream: capture });
  app.addHook('onRequest', (_request, _reply, done) => {
    requests++;
    done();
  });
  // A route that fails: its error line and its access line share the request's id.
  app.get('/log-check-failure', { config: { access: anyone } }, async () => {
    throw new Error('the log check failed on purpose');
  });
  await app.ready();

  // An editor signs in with a password, once with the cookie and once for a bearer token.
  const admin = await signIn(app, TEST_USERS.admin);
  secrets.password = TEST_PASSWORD;
  secrets.sessionCookie = admin.cookie.split('=')[1]!;
  secrets.csrfToken = admin.csrf;
  const bearer = await app.inject({ method: 'POST', url: '/api/cms/login', payload: { email: TEST_USERS.user, password: TEST_PASSWORD, tokenType: 'bearer' } });
  secrets.bearerToken = bearer.json().token;
  expect((await app.inject({ url: '/api/cms/sites', headers: { authorization: `Bearer ${secrets.bearerToken}` } })).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: '/api/cms/login', payload: { email: TEST_USERS.user, password: 'not-the-password-8812' } })).statusCode).toBe(401);
  secrets.wrongEditorPassword = 'not-the-password-8812';

  // A page with a form and an access code.
  const created = await admin.request({
    method: 'POST',
    url: '/api/cms/sites/ice/documents',
    payload: {
      path: '/log-check',
      title: 'Log check',
      tree: node('page-layout', {}, { main: [{ ...node('form', { formName: 'Desk enquiry', captcha: false, fields: [{ type: 'TEXT', name: 'name', displayName: 'Name' }, { type: 'TEXT', name: 'message', displayName: 'Message' }] }), id: FORM_ID }] }),
    },
  });
  const doc = created.json().document as { id: string; draftRevision: number };
  expect((await admin.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: doc.draftRevision } })).statusCode).toBe(200);

  // A visitor submits the form: as JSON, and as a form post without JavaScript.
  expect((await app.inject({ method: 'POST', url: '/api/forms/submit', headers: ICE, payload: { path: '/log-check', formId: FORM_ID, values: SUBMITTED } })).statusCode).toBe(201);
  const formPost = new URLSearchParams({ _path: '/log-check', _form: FORM_ID, name: SUBMITTED.name, message: SUBMITTED.message }).toString();
  expect((await app.inject({ method: 'POST', url: '/_forms/submit', headers: { ...ICE, 'content-type': 'application/x-www-form-urlencoded' }, payload: formPost })).statusCode).toBeLessThan(400);
  secrets.submittedName = SUBMITTED.name;
  secrets.submittedMessage = SUBMITTED.message;

  // The page behind an access code: a wrong code, then the right one and its grant.
  expect((await admin.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/access-code`, payload: { code: ACCESS_CODE } })).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: '/_access', headers: ICE, payload: { path: '/log-check', code: 'osprey-wrong-code-55' } })).statusCode).toBe(403);
  secrets.wrongAccessCode = 'osprey-wrong-code-55';
  const granted = await app.inject({ method: 'POST', url: '/_access', headers: { ...ICE, 'content-type': 'application/x-www-form-urlencoded' }, payload: `path=%2Flog-check&code=${ACCESS_CODE}` });
  expect(granted.statusCode).toBe(303);
  secrets.accessCode = ACCESS_CODE;
  secrets.accessGrant = granted.cookies[0]!.value;
  expect((await app.inject({ url: '/log-check', headers: { ...ICE, cookie: `${granted.cookies[0]!.name}=${secrets.accessGrant}` } })).statusCode).toBe(200);

  // A visitor signs in (wrong, then right) and keeps a session cookie.
  expect((await app.inject({ method: 'POST', url: '/api/visitor/login', headers: ICE, payload: { email: TEST_VISITORS.member, password: WRONG_VISITOR_PASSWORD } })).statusCode).toBe(401);
  secrets.wrongVisitorPassword = WRONG_VISITOR_PASSWORD;
  const visitor = await app.inject({ method: 'POST', url: '/api/visitor/login', headers: ICE, payload: { email: TEST_VISITORS.member, password: TEST_PASSWORD } });
  expect(visitor.statusCode).toBe(200);
  secrets.visitorSession = visitor.cookies.find((c) => c.name.includes('visitor'))!.value;
  await app.inject({ url: '/', headers: { ...ICE, cookie: `tessera_visitor=${secrets.visitorSession}` } });

  // Tokens in addresses: a preview link, a subscription link, a provider's answer.
  const link = await admin.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/preview-link`, payload: {} });
  const previewPath = new URL(link.json().url as string).pathname;
  secrets.previewToken = previewPath.slice('/_preview/'.length);
  expect((await app.inject({ url: previewPath, headers: ICE })).statusCode).toBe(200);
  await app.inject({ url: `${previewPath}/assets/x.js`, headers: ICE });
  secrets.subscriptionToken = 'subscription-token-9f8e7d6c5b4a';
  await app.inject({ url: `/subscriptions/verify?token=${secrets.subscriptionToken}`, headers: ICE });
  secrets.manageSignature = 'manage-signature-1a2b3c4d5e6f';
  await app.inject({ url: `/subscriptions/manage?id=1&expires=1&sig=${secrets.manageSignature}`, headers: ICE });
  secrets.providerCode = 'provider-code-0a9b8c7d';
  secrets.providerState = 'provider-state-6e5f4a3b';
  await app.inject({ url: `/login/provider/callback?code=${secrets.providerCode}&state=${secrets.providerState}`, headers: ICE });
  expect((await app.inject({ url: '/log-check-failure', headers: ICE })).statusCode).toBe(500);
  await app.close();
}, 120_000);

afterAll(async () => {
  await db.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('the JSON log of a run through sign-ins, forms, access codes and links', () => {
  it('is one JSON object per line, one access line per request, each request with a unique id on its lines', () => {
    expect(requests).toBeGreaterThan(20);
    type Entry = { reqId?: string; method?: string; url?: string; host?: string; status?: number; ms?: number; msg: string; err?: { message: string } };
    const entries = lines.map((line) => JSON.parse(line) as Entry);
    // Fastify's own pair of lines per request is gone: one access line each, when the answer is finished.
    expect(entries.filter((e) => e.msg === 'incoming request')).toEqual([]);
    const access = entries.filter((e) => e.msg === 'request completed');
    expect(access.length).toBe(requests);
    for (const entry of access) {
      expect(entry.reqId).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
      expect(entry).toMatchObject({ method: expect.stringMatching(/^[A-Z]+$/), url: expect.stringMatching(/^\//), status: expect.any(Number), ms: expect.any(Number) });
    }
    expect(new Set(access.map((e) => e.reqId)).size).toBe(access.length);
    expect(access.map((e) => e.url)).toContain('/api/cms/login');
    expect(access.map((e) => e.url)).toContain('/_preview/[redacted]');
    expect(access.find((e) => e.url === '/api/cms/login' && e.status === 401)).toBeDefined();
    // A request's own lines (made through its logger only when it logs) carry the id of its access line.
    const failure = entries.find((e) => e.msg === 'request failed')!;
    expect(failure.err?.message).toBe('the log check failed on purpose');
    expect(access.find((e) => e.url === '/log-check-failure')).toMatchObject({ reqId: failure.reqId, status: 500 });
  });

  it('holds none of the passwords, tokens, access codes or submission contents the requests carried', () => {
    const log = lines.join('\n');
    expect(Object.keys(secrets).length).toBe(17);
    for (const [what, secret] of Object.entries(secrets)) {
      expect(secret.length, what).toBeGreaterThanOrEqual(8);
      expect(log.includes(secret), `${what} is in the log`).toBe(false);
      expect(log.includes(encodeURIComponent(secret)), `${what} (URL-encoded) is in the log`).toBe(false);
    }
  });
});

describe('requestIds', () => {
  it('numbers the requests of a process after a prefix of its own, so that two processes never share an id', () => {
    const [a, b] = [requestIds(), requestIds()];
    const ids = [a(), a(), a(), b(), b()];
    expect(ids[0]).toMatch(/^[\w-]{8}-0$/);
    expect(ids[2]!.endsWith('-2')).toBe(true);
    expect(new Set(ids).size).toBe(5);
    expect(ids[0]!.slice(0, 8)).not.toBe(ids[3]!.slice(0, 8));
  });
});

describe('loggedUrl', () => {
  it('replaces preview tokens and secret query values, and keeps the rest of the address', () => {
    expect(loggedUrl('/_preview/abc_DEF-123')).toBe('/_preview/[redacted]');
    expect(loggedUrl('/_preview/abc/assets/app.js?v=2')).toBe('/_preview/[redacted]/assets/app.js?v=2');
    expect(loggedUrl('/subscriptions/verify?token=t0k&x=1')).toBe('/subscriptions/verify?token=[redacted]&x=1');
    expect(loggedUrl('/subscriptions/manage?id=9&expires=5&sig=s1g')).toBe('/subscriptions/manage?id=9&expires=5&sig=[redacted]');
    expect(loggedUrl('/login/provider/callback?code=c&state=s&iss=https%3A%2F%2Fid')).toBe('/login/provider/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fid');
    expect(loggedUrl('/x?TOKEN=a&%74oken=b&Password=c')).toBe('/x?TOKEN=[redacted]&%74oken=[redacted]&Password=[redacted]');
    expect(loggedUrl('/notices?page=2&q=trading%20hours')).toBe('/notices?page=2&q=trading%20hours');
    expect(loggedUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=[redacted]');
    expect(loggedUrl('/fees')).toBe('/fees');
  });
});

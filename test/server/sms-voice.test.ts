import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverOutbox, verifySubscription } from '../../src/content';
import { tokenHash } from '../../src/content/forms/subscriptions';
import { loadConfig } from '../../src/services/config';
import { phoneCallbackSignature } from '../../src/services/sms';
import { enqueueMessages, getOutboxEntry, upsertPendingSubscription, type OutboxEntry } from '../../src/store';
import { createTestApp, signIn, TEST_USERS, type TestApp } from '../support/app';
import type { SiteId } from '../../src/core/sites';

/**
 * SMS and voice alerts through a provider with Twilio's REST API shape (issue 25 item 4),
 * against a stand-in on loopback: what is sent and how, retries of 5xx and timeouts, final
 * 4xx, signed delivery reports, and STOP / START replies.
 */

const TOKEN = 'stand-in-auth-token';
const ACCOUNT = 'AC0123456789';
const CALLBACK = 'https://alerts.example.com';
const TIMEOUT_MS = 400;

interface Hit {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  fields: Record<string, string>;
}

/** What the stand-in answers next: a status and JSON body, or `hang` (never answers). */
type Answer = { status: number; body: unknown } | 'hang';

let provider: Server;
let port: number;
let hits: Hit[] = [];
let answers: Answer[] = [];
let sids = 0;
let t: TestApp;

function answer(req: IncomingMessage, res: ServerResponse, raw: string) {
  hits.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, contentType: req.headers['content-type'], fields: Object.fromEntries(new URLSearchParams(raw)) });
  const next = answers.shift() ?? { status: 201, body: { sid: `${req.url?.includes('/Calls') ? 'CA' : 'SM'}${String(++sids).padStart(8, '0')}`, status: 'queued' } };
  if (next === 'hang') return; // The response never starts: the sender's deadline must end the call.
  res.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
}

beforeAll(async () => {
  provider = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => answer(req, res, raw));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  port = (provider.address() as AddressInfo).port;
  t = await createTestApp({
    env: {
      SMS_PROVIDER_URL: `http://127.0.0.1:${port}/2010-04-01`,
      SMS_ACCOUNT_ID: ACCOUNT,
      SMS_AUTH_TOKEN: TOKEN,
      SMS_FROM: '+12125550199',
      SMS_CALLBACK_URL: CALLBACK,
      SMS_TIMEOUT_MS: String(TIMEOUT_MS),
      OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${port}`,
    },
  });
});

afterAll(async () => {
  await t?.close();
  provider.closeAllConnections();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

beforeEach(() => {
  hits = [];
  answers = [];
});

/** Queues one message on a site and returns its id. */
async function queue(channel: 'sms' | 'voice', target: string, text = 'Trading halt: ZPHR, news pending.', site: SiteId = 'nyse'): Promise<number> {
  await enqueueMessages(t.db, { site, messages: [{ channel, target, payload: { text } }] });
  const { rows } = await t.db.query<{ id: number }>('SELECT max(id) AS id FROM outbox');
  return Number(rows[0]!.id);
}

async function entry(id: number): Promise<OutboxEntry> {
  return (await getOutboxEntry(t.db, { id }))!;
}

/** A provider's signed form post to the platform. */
function callback(path: string, fields: Record<string, string>, { token = TOKEN }: { token?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': phoneCallbackSignature({ token, url: `${CALLBACK}${path}`, params: fields }) },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('sending', () => {
  it('sends an SMS as a form post with Basic authentication, keeping the provider id and asking for delivery reports', async () => {
    const id = await queue('sms', '(212) 555-0100');
    expect(await deliverOutbox(t.app.content)).toMatchObject({ sent: 1, failed: 0 });
    expect(hits).toHaveLength(1);
    const [hit] = hits;
    expect(hit!.method).toBe('POST');
    expect(hit!.path).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Messages.json`);
    expect(hit!.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`);
    expect(hit!.contentType).toBe('application/x-www-form-urlencoded');
    expect(hit!.fields).toEqual({ To: '+12125550100', From: '+12125550199', Body: 'Trading halt: ZPHR, news pending.', StatusCallback: `${CALLBACK}/api/sms/status/${id}` });
    const sent = await entry(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent.providerId).toMatch(/^SM\d{8}$/);
  });

  it('places a voice call that reads the text aloud, escaped as TwiML', async () => {
    const id = await queue('voice', '+1 212 555 0101', 'Halt <ZPHR> & "news"');
    await deliverOutbox(t.app.content);
    expect(hits[0]!.path).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Calls.json`);
    expect(hits[0]!.fields.Twiml).toBe('<Response><Say>Halt &lt;ZPHR&gt; &amp; &quot;news&quot;</Say></Response>');
    expect(hits[0]!.fields.To).toBe('+12125550101');
    expect((await entry(id)).providerId).toMatch(/^CA/);
  });

  it('tries a provider 500 again later, with backing off, and sends it then', async () => {
    answers = [{ status: 500, body: { code: 20500, message: 'Internal Server Error' } }];
    const id = await queue('sms', '+12125550102');
    const before = Date.now();
    expect(await deliverOutbox(t.app.content)).toMatchObject({ sent: 0, failed: 1 });
    const waiting = await entry(id);
    expect(waiting.status).toBe('pending');
    expect(waiting.lastError).toBe('The provider failed the message (500, code 20500): Internal Server Error');
    // The first retry waits 30 s (± 20 %).
    const wait = Date.parse(waiting.nextAttemptAt) - before;
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThan(40_000);
    expect(await deliverOutbox(t.app.content)).toMatchObject({ sent: 0, failed: 0 });
    await t.db.query('UPDATE outbox SET next_attempt_at = now() WHERE id = $1', [id]);
    expect(await deliverOutbox(t.app.content)).toMatchObject({ sent: 1 });
    expect(await entry(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(hits).toHaveLength(2);
  });

  it('gives up at once when the provider refuses the number (4xx), with its reason', async () => {
    answers = [{ status: 400, body: { code: 21211, message: "The 'To' number +12125550103 is not a valid phone number.", status: 400 } }];
    const id = await queue('sms', '+12125550103');
    await deliverOutbox(t.app.content);
    expect(await entry(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: "The provider refused the message (400, code 21211): The 'To' number +12125550103 is not a valid phone number.",
    });
  });

  it('tries a rate limit (429) again', async () => {
    answers = [{ status: 429, body: { message: 'Too Many Requests' } }];
    const id = await queue('sms', '+12125550104');
    await deliverOutbox(t.app.content);
    expect((await entry(id)).status).toBe('pending');
  });

  it('fails a target that is no phone number without calling the provider', async () => {
    const id = await queue('sms', 'call me maybe');
    await deliverOutbox(t.app.content);
    expect(hits).toHaveLength(0);
    expect(await entry(id)).toMatchObject({ status: 'failed', lastError: 'call me maybe is not a phone number (E.164, like +12125550100)' });
  });

  it('ends a call to a provider that does not answer within SMS_TIMEOUT_MS, and tries it again later', async () => {
    answers = ['hang'];
    const id = await queue('sms', '+12125550105');
    const started = performance.now();
    await deliverOutbox(t.app.content);
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(took).toBeLessThan(TIMEOUT_MS + 1500);
    const waiting = await entry(id);
    expect(waiting.status).toBe('pending');
    expect(waiting.lastError).toContain(`no complete answer within ${TIMEOUT_MS} ms`);
  });
});

describe('delivery reports', () => {
  it('marks a message delivered on a signed report, and failed with the reason on an undelivered one', async () => {
    const id = await queue('sms', '+12125550110');
    await deliverOutbox(t.app.content);
    const sid = (await entry(id)).providerId!;
    const path = `/api/sms/status/${id}`;
    const queued = await callback(path, { MessageSid: sid, MessageStatus: 'sent', AccountSid: ACCOUNT });
    expect(queued.statusCode).toBe(204);
    expect((await entry(id)).status).toBe('sent');
    const delivered = await callback(path, { MessageSid: sid, MessageStatus: 'delivered', AccountSid: ACCOUNT });
    expect(delivered.statusCode).toBe(204);
    const done = await entry(id);
    expect(done.status).toBe('delivered');
    expect(done.deliveredAt).not.toBeNull();

    const other = await queue('voice', '+12125550111');
    await deliverOutbox(t.app.content);
    const callSid = (await entry(other)).providerId!;
    expect((await callback(`/api/sms/status/${other}`, { CallSid: callSid, CallStatus: 'no-answer' })).statusCode).toBe(204);
    expect(await entry(other)).toMatchObject({ status: 'failed', lastError: 'The provider reports the call no-answer' });
    const third = await queue('sms', '+12125550112');
    await deliverOutbox(t.app.content);
    const smsSid = (await entry(third)).providerId!;
    await callback(`/api/sms/status/${third}`, { MessageSid: smsSid, MessageStatus: 'undelivered', ErrorCode: '30003', ErrorMessage: 'Unreachable destination handset' });
    expect(await entry(third)).toMatchObject({ status: 'failed', lastError: 'The provider reports the message undelivered (error 30003): Unreachable destination handset' });
  });

  it('refuses an unsigned or wrongly signed report (403), one about another message (404) and one naming none (400)', async () => {
    const id = await queue('sms', '+12125550113');
    await deliverOutbox(t.app.content);
    const sid = (await entry(id)).providerId!;
    const path = `/api/sms/status/${id}`;
    const unsigned = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `MessageSid=${sid}&MessageStatus=delivered` });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json().message).toBe('The request does not carry a valid signature of the SMS provider');
    expect((await callback(path, { MessageSid: sid, MessageStatus: 'delivered' }, { token: 'another-token' })).statusCode).toBe(403);
    expect((await entry(id)).status).toBe('sent');
    expect((await callback(path, { MessageSid: 'SM99999999', MessageStatus: 'delivered' })).statusCode).toBe(404);
    expect((await callback('/api/sms/status/999999', { MessageSid: sid, MessageStatus: 'delivered' })).statusCode).toBe(404);
    expect((await callback(path, { MessageStatus: 'delivered' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: path, payload: { MessageSid: sid } })).statusCode).toBe(403);
    expect((await entry(id)).status).toBe('sent');
  });
});

describe('STOP and START', () => {
  it('accepts each signed callback once: the same signed request again is a 409 and changes nothing', async () => {
    const stop = { From: '+12125550150', To: '+12125550199', Body: 'STOP', MessageSid: 'SM00000150' };
    const start = { ...stop, Body: 'START', MessageSid: 'SM00000151' };
    expect((await callback('/api/sms/inbound/esignal', stop)).statusCode).toBe(204);
    expect((await callback('/api/sms/inbound/esignal', start)).statusCode).toBe(204);
    // Whoever copied the first request cannot opt the number out again.
    const replayed = await callback('/api/sms/inbound/esignal', stop);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toMatchObject({ error: 'PHONE_CALLBACK_REPLAYED' });
    const id = await queue('sms', '+12125550150', 'An esignal alert', 'esignal');
    await deliverOutbox(t.app.content);
    expect((await entry(id)).status).toBe('sent');
    const report = { MessageSid: (await entry(id)).providerId!, MessageStatus: 'undelivered', ErrorCode: '30003' };
    expect((await callback(`/api/sms/status/${id}`, report)).statusCode).toBe(204);
    expect((await callback(`/api/sms/status/${id}`, report)).statusCode).toBe(409);
    // A refused callback is not remembered: the provider's retry after a 404 is heard.
    const unknown = { MessageSid: 'SM99999998', MessageStatus: 'delivered' };
    expect((await callback(`/api/sms/status/${id}`, unknown)).statusCode).toBe(404);
    expect((await callback(`/api/sms/status/${id}`, unknown)).statusCode).toBe(404);
  });

  it('opts a number out of the site’s SMS and voice on STOP (and its synonyms), recorded as opted out; START resumes', async () => {
    const reply = (body: string, from = '+12125550120', site = 'nyse') => callback(`/api/sms/inbound/${site}`, { From: from, To: '+12125550199', Body: body, MessageSid: 'SM00000120' });
    expect((await reply('  Stop ')).statusCode).toBe(204);
    const sms = await queue('sms', '(212) 555-0120');
    const voice = await queue('voice', '+1 212 555 0120');
    const elsewhere = await queue('sms', '+12125550120', 'An ice alert', 'ice');
    expect(await deliverOutbox(t.app.content)).toMatchObject({ sent: 1, optedOut: 2 });
    expect(hits.map((h) => h.fields.To)).toEqual(['+12125550120']);
    expect(await entry(sms)).toMatchObject({ status: 'opted_out', attempts: 1 });
    expect((await entry(sms)).lastError).toMatch(/^Not sent: \+12125550120 replied STOP to nyse alerts on \d{4}-\d{2}-\d{2} and has not replied START since$/);
    expect((await entry(voice)).status).toBe('opted_out');
    expect((await entry(elsewhere)).status).toBe('sent');

    // Other text changes nothing; a synonym while opted out changes nothing either.
    expect((await reply('What is STOP?')).statusCode).toBe(204);
    expect((await reply('unsubscribe')).statusCode).toBe(204);
    hits = [];
    const again = await queue('sms', '+12125550120');
    await deliverOutbox(t.app.content);
    expect(hits).toHaveLength(0);
    expect((await entry(again)).status).toBe('opted_out');

    expect((await reply('START')).statusCode).toBe(204);
    const resumed = await queue('sms', '+12125550120');
    await deliverOutbox(t.app.content);
    expect(hits).toHaveLength(1);
    expect((await entry(resumed)).status).toBe('sent');

    const admin = await signIn(t.app, TEST_USERS.admin);
    const audit = await admin.request({ method: 'GET', url: '/api/cms/audit?site=nyse&limit=200' });
    const actions = (audit.json().entries as { action: string; actor: string }[]).filter((e) => e.action.startsWith('phone.'));
    expect(actions.map((e) => e.action)).toEqual(['phone.opt-in', 'phone.opt-out']);
    expect(actions.every((e) => e.actor === 'sms-provider')).toBe(true);
  });

  it('takes every synonym, and refuses unsigned replies and replies without a number', async () => {
    for (const [i, word] of ['STOPALL', 'UNSUBSCRIBE', 'cancel', 'End', 'QUIT.'].entries()) {
      const from = `+1212555013${i}`;
      expect((await callback('/api/sms/inbound/ice', { From: from, Body: word })).statusCode).toBe(204);
      const id = await queue('sms', from, 'x', 'ice');
      await deliverOutbox(t.app.content);
      expect((await entry(id)).status, word).toBe('opted_out');
      expect((await callback('/api/sms/inbound/ice', { From: from, Body: 'unstop' })).statusCode).toBe(204);
    }
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/sms/inbound/ice', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'bm9wZQ==' }, payload: 'From=%2B12125550140&Body=STOP' });
    expect(unsigned.statusCode).toBe(403);
    expect((await callback('/api/sms/inbound/ice', { From: 'nobody', Body: 'STOP' })).statusCode).toBe(400);
    expect((await callback('/api/sms/inbound/nowhere', { From: '+12125550141', Body: 'STOP' })).statusCode).toBe(400);
  });
});

describe('the outbox screen’s data', () => {
  it('lists each message with its channel, state and reason, filtered by state', async () => {
    const admin = await signIn(t.app, TEST_USERS.admin);
    const res = await admin.request({ method: 'GET', url: '/api/cms/outbox?status=opted_out' });
    expect(res.statusCode).toBe(200);
    const entries = res.json().entries as { channel: string; status: string; lastError: string }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.status === 'opted_out' && e.lastError.startsWith('Not sent:'))).toBe(true);
    expect(new Set(entries.map((e) => e.channel))).toEqual(new Set(['sms', 'voice']));
    const delivered = (await admin.request({ method: 'GET', url: '/api/cms/outbox?status=delivered' })).json().entries as { providerId: string; deliveredAt: string }[];
    expect(delivered[0]!.providerId).toMatch(/^SM/);
  });
});

/** A verified subscription to e-mail, SMS and voice alerts: the states of the confirmations it queues. */
async function confirmedSubscription(app: TestApp, email: string): Promise<Record<string, string>> {
  const token = `token-${email}-0123456789abcdef`;
  await upsertPendingSubscription(app.db, { site: 'nyse', email, phone: '+1 212 555 0150', channels: ['email', 'sms', 'voice'], topics: [], tokenHash: tokenHash(token), tokenTtlMs: 60_000 });
  await verifySubscription(app.app.content, { token });
  const { rows } = await app.db.query<{ channel: string; status: string }>("SELECT channel, status FROM outbox WHERE target = '+1 212 555 0150' ORDER BY id");
  return Object.fromEntries(rows.map((r) => [r.channel, r.status]));
}

describe('with and without a provider', () => {
  it('queues the SMS and voice confirmations of a subscription for the provider', async () => {
    expect(await confirmedSubscription(t, 'queued@example.com')).toEqual({ sms: 'pending', voice: 'pending' });
  });

  it('holds them without one, and has no callback routes then', async () => {
    const bare = await createTestApp();
    try {
      expect(await confirmedSubscription(bare, 'held@example.com')).toEqual({ sms: 'held', voice: 'held' });
      await deliverOutbox(bare.app.content);
      const { rows } = await bare.db.query<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE status = 'held' AND channel IN ('sms', 'voice')");
      expect(Number(rows[0]!.n)).toBe(2);
      const res = await bare.app.inject({ method: 'POST', url: '/api/sms/inbound/nyse', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'From=%2B12125550150&Body=STOP' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('SMS provider callbacks (set SMS_CALLBACK_URL) not found');
    } finally {
      await bare.close();
    }
  });
});

describe('configuration', () => {
  const base = { SMS_PROVIDER_URL: 'https://api.twilio.example/2010-04-01', SMS_ACCOUNT_ID: 'AC1', SMS_AUTH_TOKEN: 'a-long-token', SMS_FROM: '+12125550199' };

  it('takes all four provider settings or none, a public https provider or an allowed host, and an E.164 sender', () => {
    expect(loadConfig({}).sms).toBeUndefined();
    expect(loadConfig(base).sms).toEqual({ baseUrl: base.SMS_PROVIDER_URL, accountId: 'AC1', token: 'a-long-token', from: '+12125550199', timeoutMs: 10_000 });
    expect(() => loadConfig({ SMS_PROVIDER_URL: base.SMS_PROVIDER_URL })).toThrow(/SMS_ACCOUNT_ID, SMS_AUTH_TOKEN, SMS_FROM: needed with the other SMS_ settings/);
    expect(() => loadConfig({ ...base, SMS_FROM: '212 555 0199' })).toThrow(/SMS_FROM is a number in E.164/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER_URL: 'http://127.0.0.1:9/x' })).toThrow(/SMS_PROVIDER_URL: 127.0.0.1 is not a public address/);
    expect(loadConfig({ ...base, SMS_PROVIDER_URL: 'http://127.0.0.1:9/x', OUTBOUND_ALLOWED_HOSTS: '127.0.0.1:9' }).sms?.baseUrl).toBe('http://127.0.0.1:9/x');
    expect(() => loadConfig({ ...base, SMS_CALLBACK_URL: 'https://alerts.example.com/path' })).toThrow(/SMS_CALLBACK_URL is an origin/);
  });
});

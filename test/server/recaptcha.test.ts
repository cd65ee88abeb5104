// Issue 25 item 3: reCAPTCHA in the browser. A site switched to reCAPTCHA sends its public key
// to the pages whose forms ask for it (a kind's `recaptchaPublicKey` overrides it in the
// island), never the secret; those pages alone admit Google's script in their policy; tokens
// are checked through the site's verification address (a local stand-in here), or forwarded
// unspent to the form's target when the form's `useRecaptchaProxy` is off.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form as formKind } from '../../src/components/form/definition';
import { node, type Node } from '../../src/core/node';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

const SITE_KEY = '6Lc-site-key_for-nyse';
const PROP_KEY = '6Lc-chat-form-own-key';
const SECRET = 'server-only-secret-4711';
const RECAPTCHA_SCRIPTS = "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/";
const RECAPTCHA_FRAMES = 'frame-src https: https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/';
const KEY_ELEMENT = '<script type="application/json" id="tessera-recaptcha">';

const ID = {
  form: '20000000-0000-4000-8000-000000000001',
  chat: '20000000-0000-4000-8000-000000000002',
  forward: '20000000-0000-4000-8000-000000000003',
  plain: '20000000-0000-4000-8000-000000000004',
  gated: '20000000-0000-4000-8000-000000000005',
};
const withId = (id: string, tree: Node): Node => ({ ...tree, id });
const VALUES = { name: 'Ada Lovelace', email: 'ada@analytical.example', message: 'Please call me back.' };

let t: TestApp;
let admin: Session;
let verifier: Server;
let port = 0;
const verified: URLSearchParams[] = [];
/** What the form's target (a stand-in CRM that checks reCAPTCHA tokens itself) was sent. */
const received: { values: Record<string, unknown>; submissionId: string }[] = [];
let client = 0;

async function publish(site: string, path: string, main: Node[]): Promise<void> {
  const created = await admin.request({ method: 'POST', url: `/api/cms/sites/${site}/documents`, payload: { path, title: 'reCAPTCHA', tree: node('page-layout', {}, { main }) } });
  expect(created.statusCode, created.body).toBe(201);
  const published = await admin.request({ method: 'POST', url: `/api/cms/documents/${created.json().document.id}/publish`, payload: { revision: created.json().document.draftRevision } });
  expect(published.statusCode, published.body).toBe(200);
}

const page = (path: string, host = 'nyse.localhost') => t.app.inject({ method: 'GET', url: path, headers: { host } });
const submit = (path: string, formId: string, captcha?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/forms/submit',
    remoteAddress: `10.30.0.${++client}`,
    headers: { host: 'nyse.localhost' },
    payload: { path, formId, values: VALUES, ...(captcha === undefined ? {} : { captcha }) },
  });
const setCaptcha = (site: string, payload: Record<string, unknown>) => admin.request({ method: 'PUT', url: `/api/cms/sites/${site}/captcha`, payload });
const outbox = async (submissionId: string) =>
  (await t.db.query<{ channel: string; status: string; payload: { values: Record<string, unknown> } }>('SELECT channel, status, payload FROM outbox WHERE submission_id = $1', [submissionId])).rows;
const storedValues = async (id: string) => (await t.db.query<{ values: Record<string, unknown> }>('SELECT values FROM form_submissions WHERE id = $1', [id])).rows[0]?.values;

beforeAll(async () => {
  // The stand-in for Google's siteverify: `good-*` tokens pass with the right secret, `down` is an outage.
  verifier = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/crm') {
        // The target's own check: `target-ok-*` tokens pass, `target-down` is its outage.
        const sent = JSON.parse(body) as { values: Record<string, unknown>; submissionId: string };
        received.push(sent);
        const token = String(sent.values['g-recaptcha-response'] ?? '');
        res.statusCode = token === 'target-down' ? 503 : token.startsWith('target-ok-') ? 201 : 400;
        return res.end();
      }
      const params = new URLSearchParams(body);
      verified.push(params);
      if (params.get('response') === 'down') {
        res.statusCode = 503;
        return res.end('unavailable');
      }
      res.setHeader('content-type', 'application/json');
      // As Google answers: the host name the answer was solved on; v3 keys add a score and the action.
      const response = params.get('response') ?? '';
      const v3 = /^good-v3-(?<score>[\d.]+)-(?<action>\w+)$/.exec(response)?.groups;
      res.end(
        JSON.stringify({
          success: params.get('secret') === SECRET && response.startsWith('good-'),
          hostname: response.startsWith('good-elsewhere') ? 'phish.example' : 'nyse.localhost.',
          ...(v3 ? { score: Number(v3.score), action: v3.action } : {}),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
  port = (verifier.address() as AddressInfo).port;
  t = await createTestApp({ env: { OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${port}` } });
  admin = await signIn(t.app, TEST_USERS.admin);
  const form = (id: string, props: Record<string, unknown> = {}) => withId(id, node('form', { ...(formKind.defaults as Record<string, unknown>), formName: 'Call back', ...props }));
  await publish('nyse', '/rc/form', [form(ID.form)]);
  await publish('nyse', '/rc/chat', [withId(ID.chat, node('chat-compliance-form', { recaptchaPublicKey: PROP_KEY }))]);
  await publish('nyse', '/rc/forward', [form(ID.forward, { useRecaptchaProxy: false, targetUrl: `http://127.0.0.1:${port}/crm` })]);
  await publish('nyse', '/rc/plain', [withId(ID.plain, node('contact-form', { captcha: false }))]);
  await publish('nyse', '/rc/gated', [node('auth-gate', { appKey: 'ICE', roles: [{ id: 'r', role: 'ICE Admin' }], roleLogic: 'OR' }, { unauthenticated: [form(ID.gated)], unauthorized: [], authorized: [] })]);
  await publish('ice', '/rc/form', [form(ID.form)]);
  expect((await setCaptcha('nyse', { provider: 'recaptcha', secret: SECRET, verifyUrl: `http://127.0.0.1:${port}/siteverify` })).statusCode).toBe(200);
  expect((await admin.request({ method: 'PATCH', url: '/api/cms/sites/nyse', payload: { captchaSiteKey: SITE_KEY } })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => verifier.close(() => resolve()));
});

describe('the site key in pages', () => {
  it('goes to a page with a captcha form of a reCAPTCHA site, cached or not, with a policy admitting Google’s script; the secret never', async () => {
    for (const round of ['rendered', 'cached']) {
      const res = await page('/rc/form');
      expect(res.statusCode, round).toBe(200);
      expect(res.body).toContain(`${KEY_ELEMENT}{"siteKey":"${SITE_KEY}"}</script>`);
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain('siteverify');
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain(RECAPTCHA_SCRIPTS);
      expect(policy).toContain(RECAPTCHA_FRAMES);
      expect(policy).toContain("connect-src 'self';");
      // The page names Google's script nowhere: the island adds it after the visitor turns to the form.
      expect(res.body).not.toContain('google.com');
    }
  });

  it('gives a kind’s own recaptchaPublicKey to its island, beside the site key', async () => {
    const res = await page('/rc/chat');
    expect(res.body).toContain(KEY_ELEMENT);
    expect(res.body).toContain(`"recaptchaPublicKey":"${PROP_KEY}"`);
    expect(String(res.headers['content-security-policy'])).toContain(RECAPTCHA_SCRIPTS);
  });

  it('reaches a form inside an auth gate (rendered per visitor) too', async () => {
    const res = await page('/rc/gated');
    expect(res.body).toContain(KEY_ELEMENT);
    expect(String(res.headers['content-security-policy'])).toContain(RECAPTCHA_SCRIPTS);
  });

  it('stays off pages without a captcha form, and off ALTCHA sites: their policy admits no Google', async () => {
    for (const res of [await page('/rc/plain'), await page('/rc/form', 'ice.localhost'), await page('/')]) {
      expect(res.body).not.toContain(KEY_ELEMENT);
      expect(res.body).not.toContain(SITE_KEY);
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toContain('google');
    }
  });
});

describe('checking tokens through the server (useRecaptchaProxy on, the default)', () => {
  it('passes a good token checked with the secret at the verification address, once', async () => {
    const before = verified.length;
    const res = await submit('/rc/form', ID.form, 'good-token-1');
    expect(res.statusCode, res.body).toBe(201);
    expect(verified.length).toBe(before + 1);
    expect(verified.at(-1)!.get('secret')).toBe(SECRET);
    expect(verified.at(-1)!.get('response')).toBe('good-token-1');
    const again = await submit('/rc/form', ID.form, 'good-token-1');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('CAPTCHA_FAILED');
  });

  it('refuses a token the verifier rejects, and a missing one, with a 400 naming the captcha', async () => {
    for (const captcha of ['bad-token', undefined, '   ']) {
      const res = await submit('/rc/form', ID.form, captcha);
      expect(res.statusCode, String(captcha)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'CAPTCHA_FAILED' });
      expect(res.json().message).toMatch(/^The captcha check failed: /);
    }
  });

  it('refuses an answer solved on another host, a v3 score below the site’s lowest and another action, saying no more than for any refusal', async () => {
    for (const token of ['good-elsewhere-1', 'good-v3-0.3-form', 'good-v3-0.9-login']) {
      const res = await submit('/rc/form', ID.form, token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json(), token).toMatchObject({ error: 'CAPTCHA_FAILED', message: 'The captcha check failed: the captcha was not solved, or was used before.' });
    }
    expect((await submit('/rc/form', ID.form, 'good-v3-0.9-form')).statusCode).toBe(201);
    // The site's own threshold: 0.3 passes once it is the lowest accepted.
    expect((await setCaptcha('nyse', { provider: 'recaptcha', verifyUrl: `http://127.0.0.1:${port}/siteverify`, minScore: 0.3 })).json().captcha.minScore).toBe(0.3);
    expect((await submit('/rc/form', ID.form, 'good-v3-0.3-form')).statusCode).toBe(201);
    const bad = await setCaptcha('nyse', { provider: 'recaptcha', minScore: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ path: '/body/minScore', message: 'Enter a score from 0 to 1' });
    expect((await setCaptcha('nyse', { provider: 'recaptcha', verifyUrl: `http://127.0.0.1:${port}/siteverify`, minScore: 0.5 })).statusCode).toBe(200);
  });

  it('answers 503 when the verifier fails, never 500 and never a pass', async () => {
    const res = await submit('/rc/form', ID.form, 'down');
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('CAPTCHA_UNAVAILABLE');
  });
});

describe('forwarding tokens to the target (useRecaptchaProxy off)', () => {
  it('sends the submission with the unspent token as g-recaptcha-response, and stores it once the target accepted it', async () => {
    const before = verified.length;
    const res = await submit('/rc/forward', ID.forward, 'target-ok-1');
    expect(res.statusCode, res.body).toBe(201);
    expect(verified.length).toBe(before);
    expect(received.at(-1)).toMatchObject({ submissionId: res.json().id, values: { ...VALUES, 'g-recaptcha-response': 'target-ok-1' } });
    expect(await storedValues(res.json().id)).toEqual(VALUES);
    const [message] = await outbox(res.json().id);
    expect(message).toMatchObject({ channel: 'webhook', status: 'sent' });
    const again = await submit('/rc/forward', ID.forward, 'target-ok-1');
    expect(again.statusCode).toBe(400);
    const missing = await submit('/rc/forward', ID.forward);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('CAPTCHA_FAILED');
  });

  it('stores and sends nothing for a made-up token the target refuses: 400 naming the captcha, as the proxy would', async () => {
    const count = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM form_submissions WHERE form_id = $1', [ID.forward])).rows[0]!.n);
    const messages = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM outbox')).rows[0]!.n);
    const [submissions, queued, sent] = [await count(), await messages(), received.length];
    const refused = await submit('/rc/forward', ID.forward, 'made-up');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'CAPTCHA_FAILED', message: 'The captcha check failed: the answer was not accepted; reload the page and send the form again.' });
    expect(received.length).toBe(sent + 1);
    const down = await submit('/rc/forward', ID.forward, 'target-down');
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json().error).toBe('CAPTCHA_UNAVAILABLE');
    expect([await count(), await messages()]).toEqual([submissions, queued]);
  });
});

describe('switching back', () => {
  it('answers 503 while the verification address is down', async () => {
    await new Promise<void>((resolve) => verifier.close(() => resolve()));
    const res = await submit('/rc/form', ID.form, 'good-token-2');
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('CAPTCHA_UNAVAILABLE');
    await new Promise<void>((resolve) => verifier.listen(port, '127.0.0.1', resolve));
  });

  it('takes the key and Google’s origins off the site’s pages at once when the site returns to ALTCHA', async () => {
    expect((await page('/rc/form')).body).toContain(KEY_ELEMENT);
    expect((await setCaptcha('nyse', { provider: 'altcha' })).statusCode).toBe(200);
    const res = await page('/rc/form');
    expect(res.body).not.toContain(KEY_ELEMENT);
    expect(String(res.headers['content-security-policy'])).not.toContain('google');
  });
});

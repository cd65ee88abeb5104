import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox } from '../../src/content';
import { createTestApp, type TestApp } from '../support/app';
import { startSmtpServer } from '../support/smtp';

const HOST = { host: 'ice.localhost' };
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

async function captcha(): Promise<string> {
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/forms/captcha', headers: HOST })).json() as Challenge;
  return Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString('base64');
}

const subscribe = async (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: HOST, payload: { captcha: await captcha(), ...body } });

/** The link in the newest e-mail to `to` (quoted-printable soft breaks undone). */
function linkIn(to: string, path: string): string {
  const mail = [...smtp.messages].reverse().find((m) => m.to.includes(to))!;
  const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return new RegExp(`http://ice\\.localhost:3000${path}[^\\s]+`).exec(raw)![0];
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('the subscription centre', () => {
  it('stays pending until the e-mailed link is followed; the link works once', async () => {
    const res = await subscribe({ email: 'trader@example.com', channels: ['email', 'sms'], phone: '+1 212 656 3000', topics: ['Trade halts'] });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe(
      'Check your e-mail: we sent a link to confirm your subscription. Your alerts start once you follow it. If no e-mail arrives within an hour, go back and resubmit the form, or contact the help desk.',
    );
    const { rows } = await t.db.query<{ status: string; token_hash: string }>("SELECT status, token_hash FROM subscriptions WHERE email = 'trader@example.com'");
    expect(rows[0]!.status).toBe('pending');
    await deliverOutbox(t.app.content);
    const link = new URL(linkIn('trader@example.com', '/subscriptions/verify'));
    expect(link.searchParams.get('token')!.length).toBeGreaterThanOrEqual(43);
    expect(rows[0]!.token_hash).not.toContain(link.searchParams.get('token'));

    // Following the link (as a mail scanner does) shows a button and changes nothing; the button confirms.
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search, headers: HOST });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('action="/subscriptions/verify" method="post"');
    expect(opened.body).toContain(`<input type="hidden" name="token" value="${link.searchParams.get('token')}"/>`);
    expect((await t.db.query<{ status: string }>("SELECT status FROM subscriptions WHERE email = 'trader@example.com'")).rows[0]!.status).toBe('pending');
    const confirm = () =>
      t.app.inject({ method: 'POST', url: '/subscriptions/verify', headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ token: link.searchParams.get('token')! }).toString() });
    const verified = await confirm();
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toContain('Your subscription is confirmed');
    expect((await t.db.query<{ status: string }>("SELECT status FROM subscriptions WHERE email = 'trader@example.com'")).rows[0]!.status).toBe('verified');
    const again = await confirm();
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('This link has expired or was used already. Go back and resubmit the form, or contact the help desk.');
    expect((await t.db.query<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE channel = 'sms' AND status = 'held'")).rows[0]!.n).toBe(1);
  });

  it('answers the same for a known address, and mails it a signed link to manage instead', async () => {
    const known = await subscribe({ email: 'Trader@Example.com', channels: ['email'] });
    const unknown = await subscribe({ email: 'new@example.com', channels: ['email'] });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    await deliverOutbox(t.app.content);
    const manage = new URL(linkIn('trader@example.com', '/subscriptions/manage'));
    const page = await t.app.inject({ method: 'GET', url: manage.pathname + manage.search, headers: HOST });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Alerts for trader@example.com');
    const forged = new URL(manage);
    forged.searchParams.set('sig', 'x'.repeat(43));
    expect((await t.app.inject({ method: 'GET', url: forged.pathname + forged.search, headers: HOST })).statusCode).toBe(404);

    const form = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/subscriptions/manage',
        headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ id: manage.searchParams.get('id')!, expires: manage.searchParams.get('expires')!, sig: manage.searchParams.get('sig')!, ...fields }).toString(),
      });
    const noPhone = await form({ channels: 'voice', phone: '', topics: '' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.body).toContain('Phone number is required.');
    const saved = await form({ channels: 'email', topics: 'Trade halts, Market data' });
    expect(saved.body).toContain('Your changes are saved.');
    const gone = await form({ action: 'unsubscribe' });
    expect(gone.body).toContain('You are unsubscribed');
    expect((await t.db.query<{ n: number }>("SELECT count(*) AS n FROM subscriptions WHERE lower(email) = 'trader@example.com'")).rows[0]!.n).toBe(0);
  });

  it('mails a subscriber a one-click unsubscribe (RFC 8058) that a POST uses and a GET only offers', async () => {
    const EMAIL = 'oneclick@example.com';
    const status = async () => (await t.db.query<{ status: string }>('SELECT status FROM subscriptions WHERE email = $1', [EMAIL])).rows[0]?.status;
    await subscribe({ email: EMAIL, channels: ['email'] });
    await deliverOutbox(t.app.content);
    const token = new URL(linkIn(EMAIL, '/subscriptions/verify')).searchParams.get('token')!;
    await t.app.inject({ method: 'POST', url: '/subscriptions/verify', headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${token}` });
    expect(await status()).toBe('verified');
    await subscribe({ email: EMAIL, channels: ['email'] });
    await deliverOutbox(t.app.content);
    const raw = [...smtp.messages].reverse().find((m) => m.to.includes(EMAIL))!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const unsubscribe = new URL(/^List-Unsubscribe: <([^>]+)>$/m.exec(raw)![1]!);
    expect(unsubscribe.pathname).toBe('/subscriptions/unsubscribe');

    const offered = await t.app.inject({ method: 'GET', url: unsubscribe.pathname + unsubscribe.search, headers: HOST });
    expect(offered.statusCode).toBe(200);
    expect(offered.body).toContain('>Unsubscribe</button>');
    expect(await status()).toBe('verified');
    const forged = await t.app.inject({ method: 'POST', url: unsubscribe.pathname + unsubscribe.search.replace(/sig=[^&]+/, `sig=${'x'.repeat(43)}`), headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(forged.statusCode).toBe(404);
    const oneClick = await t.app.inject({ method: 'POST', url: unsubscribe.pathname + unsubscribe.search, headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    expect(await status()).toBeUndefined();
  });

  it('needs a captcha answer, a way to be reached and a phone for SMS', async () => {
    const noCaptcha = await t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: HOST, payload: { email: 'a@example.com', channels: ['email'] } });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().error).toBe('CAPTCHA_FAILED');
    const noChannel = await subscribe({ email: 'a@example.com', channels: [] });
    expect(noChannel.json().issues[0]).toEqual({ path: '/body/channels', message: 'Choose at least one way to receive alerts' });
    const noPhone = await subscribe({ email: 'a@example.com', channels: ['sms'] });
    expect(noPhone.json().issues[0]).toEqual({ path: '/body/phone', message: 'Phone number is required.' });
  });
});

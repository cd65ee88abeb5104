// Issue 12: the subscription centre end to end — a visitor subscribes on ice, the request stays
// pending, the verification e-mail arrives at a real SMTP server, its link confirms the
// subscription, and the signed manage link changes the topics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { message } from '../../src/core/errors';
import { launchBrowser } from '../support/browser';
import { Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';
import { startSmtpServer } from '../support/smtp';

const EMAIL = 'desk.alerts@example.com';
const PHONE = '+1 212 656 3000';

let server: RunningServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ env: { SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: '200' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

/** The link to `path` in the newest e-mail to `to`, once it has arrived (quoted-printable soft breaks undone). */
async function linkInMail(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`http://ice\\.localhost:\\d+${path}[^\\s]+`);
  const find = () => {
    const mail = [...smtp.messages].reverse().find((m) => m.to.includes(to));
    return mail ? pattern.exec(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0] : undefined;
  };
  await expect.poll(find, { timeout: 15_000 }).toBeTruthy();
  return find()!;
}

/** The id of the focused element. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('the subscription centre in real Chromium', () => {
  it('subscribes, stays pending until the e-mailed link is followed, then manages the alerts', async () => {
    const visitor = await Visitor.arrive(browser, server);
    await visitor.chooseCookies('ice', 'C0001');
    const response = await visitor.open('ice', '/alerts/subscriptions');
    expect(response?.status()).toBe(200);
    const { page } = visitor;
    const form = page.getByRole('form', { name: 'Subscribe to alerts' });
    await visitor.expectNoSeriousViolations();

    // The browser checks first, with the server's messages, and moves focus to the summary.
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const summary = form.getByRole('alert');
    await summary.getByText(message('FORM_INVALID')).waitFor();
    expect(await summary.getByRole('link').allTextContents()).toEqual(['E-mail address is required.']);
    await expect.poll(() => focused(page)).toMatch(/-summary$/);

    await form.getByLabel('E-mail address').fill(EMAIL);
    await form.getByRole('checkbox', { name: 'SMS' }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(await summary.getByRole('link').allTextContents()).toEqual(['Phone number is required.']);
    await expect.poll(() => form.getByLabel('Phone number').getAttribute('aria-invalid')).toBe('true');
    // The summary's line leads to its field.
    await summary.getByRole('link', { name: 'Phone number is required.' }).click();
    await expect.poll(() => focused(page)).toMatch(/-phone$/);

    await form.getByLabel('Phone number').fill(PHONE);
    await form.getByLabel('Trade halts').check();
    await form.getByLabel('Margin changes').check();
    // The proof of work started when the visitor turned to the form.
    await form.getByText('Check complete: you can subscribe.').waitFor();
    await form.getByRole('button', { name: 'Subscribe' }).click();

    const pending = page.getByRole('status').filter({ hasText: message('SUBSCRIPTION_PENDING') });
    await pending.waitFor();
    await expect.poll(() => focused(page)).toMatch(/-pending$/);
    expect(await form.count()).toBe(0);
    await visitor.expectNoSeriousViolations();

    // Back to the form, answers kept, to resubmit if no e-mail arrives.
    await page.getByRole('button', { name: 'Back to the form' }).click();
    await form.waitFor();
    await expect.poll(() => focused(page)).toMatch(/-email$/);
    expect(await form.getByLabel('E-mail address').inputValue()).toBe(EMAIL);
    expect(await form.getByLabel('Trade halts').isChecked()).toBe(true);
    visitor.expectNoProblems();

    const status = async () => (await server.db.query<{ status: string }>('SELECT status FROM subscriptions WHERE email = $1', [EMAIL])).rows[0]?.status;
    expect(await status()).toBe('pending');

    // The verification e-mail, through the outbox and SMTP.
    // The link opens a page with a button: following it alone (as a mail scanner does) confirms nothing.
    await visitor.goto(await linkInMail(EMAIL, '/subscriptions/verify'));
    await page.getByRole('heading', { name: 'Confirm your subscription', level: 1 }).waitFor();
    expect(await status()).toBe('pending');
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('heading', { name: 'Your subscription is confirmed', level: 1 }).waitFor();
    expect(await status()).toBe('verified');

    await page.getByRole('link', { name: 'Manage your alerts' }).click();
    await page.getByRole('heading', { name: 'Your alerts', level: 1 }).waitFor();
    await page.getByText(`Alerts for ${EMAIL}.`).waitFor();
    const topics = page.getByLabel('Topics (separated by commas)');
    expect(await topics.inputValue()).toBe('Trade halts, Margin changes');
    expect(await page.getByRole('checkbox', { name: 'SMS' }).isChecked()).toBe(true);

    await topics.fill('Trade halts, System status');
    await page.getByRole('checkbox', { name: 'SMS' }).uncheck();
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/subscriptions/manage'),
      page.getByRole('button', { name: 'Save changes' }).click(),
    ]);
    expect(saved.status(), await saved.text()).toBe(200);
    await page.getByRole('status').filter({ hasText: 'Your changes are saved.' }).waitFor();
    expect(await page.getByLabel('Topics (separated by commas)').inputValue()).toBe('Trade halts, System status');
    const { rows } = await server.db.query<{ topics: string[]; channels: string[] }>('SELECT topics, channels FROM subscriptions WHERE email = $1', [EMAIL]);
    expect(rows[0]).toEqual({ topics: ['Trade halts', 'System status'], channels: ['email'] });
  });

  it('without JavaScript, says the form needs it and cannot be sent', async () => {
    const visitor = await Visitor.arrive(browser, server, { javaScript: false });
    const response = await visitor.open('ice', '/alerts/subscriptions');
    // Chromium with scripts turned off through DevTools still parses <noscript> as text, so read the served HTML.
    expect(await response!.text()).toContain(
      '<noscript><p class="t-subscription-center__noscript">This form checks in your browser that you are a person, which needs JavaScript. Turn JavaScript on to subscribe.</p></noscript>',
    );
    const form = visitor.page.getByRole('form', { name: 'Subscribe to alerts' });
    expect(await form.getByRole('button', { name: 'Subscribe' }).isDisabled()).toBe(true);
    const posts: string[] = [];
    visitor.page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await form.getByLabel('E-mail address').fill(EMAIL);
    await form.getByLabel('E-mail address').press('Enter');
    await visitor.page.waitForTimeout(500);
    expect(posts).toEqual([]);
  });
});

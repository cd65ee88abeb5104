// Issue 25 in real Chromium, lean: a visitor signs in on nyse, the cached header shows their
// name and a sign-out (filled in from /api/visitor/me), the session request starts with their
// details, and the stored request's reference shows on the confirmation. Axe on each screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a signed-in visitor asks for a session', () => {
  it('sees their name in the header, finds their details filled in, and gets a reference', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    const { email, password } = server.visitors.member;
    const { rows } = await server.db.query<{ name: string }>('SELECT name FROM visitors WHERE email = $1', [email]);
    const name = rows[0]!.name;

    await visitor.open('nyse', '/login?returnTo=%2Fconnectivity');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/connectivity$/);

    const header = page.locator('header.t-header');
    await expect.poll(() => header.locator('.t-header__visitor-name').textContent(), { timeout: 20_000 }).toBe(`Signed in as ${name}`);
    expect(await header.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Sign in' }).count()).toBe(0);

    const form = page.getByRole('form', { name: 'Session request' });
    const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    await expect.poll(() => field('Your name').inputValue()).toBe(name);
    expect(await field('E-mail address').inputValue()).toBe(email);
    await visitor.expectNoSeriousViolations();

    await form.getByRole('radio', { name: 'Create', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Market Data Refresh/Retransmission', exact: true }).check();
    await form.getByRole('checkbox', { name: 'NYSE Equities', exact: true }).check();
    await field('Market data session name').fill('MDR-EQ-01');
    await field('Firm').fill('Northwind Capital');
    await field('Phone').fill('+1 212 555 0100');
    await form.getByRole('button', { name: 'Submit request' }).click();

    const done = page.locator('.t-session-request-form__done');
    await done.waitFor({ timeout: 60_000 });
    const reference = /Your reference: (SR-\d{4}-\d{6})/.exec((await done.textContent()) ?? '')?.[1];
    expect(reference).toBeTruthy();
    const stored = await server.db.query<{ id: string; values: { requester: Record<string, string> } }>('SELECT id, values FROM form_submissions WHERE reference = $1', [reference]);
    expect(stored.rows[0]!.values.requester).toEqual({ name, firm: 'Northwind Capital', email, phone: '+1 212 555 0100' });
    // The seeded form forwards (issue 25 point 6) and the requester gets a receipt.
    const outbox = await server.db.query<{ channel: string; target: string }>('SELECT channel, target FROM outbox WHERE submission_id = $1 ORDER BY id', [stored.rows[0]!.id]);
    expect(outbox.rows).toEqual([
      { channel: 'webhook', target: 'https://nyse.service-now.example/api/now/table/x_session_request' },
      { channel: 'email', target: 'connectivity@nyse.example' },
      { channel: 'email', target: email },
    ]);
    await visitor.expectNoSeriousViolations();

    // Sign-out from the header ends the session and returns to the page.
    await header.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/connectivity$/);
    await expect.poll(() => header.getByRole('link', { name: 'Sign in' }).count()).toBe(1);
    expect(await header.locator('.t-header__visitor').count()).toBe(0);
    visitor.expectNoProblems();
  });
});

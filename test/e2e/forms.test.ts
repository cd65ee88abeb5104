// Issue 12 in real Chromium: the nyse contact form with a missing field, then completed, with
// JavaScript and without; the photo request's proof of work from the first interaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { message } from '../../src/core/errors';
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

const SUBMITTED = 'Thank you: your form was submitted.';

async function contactRows(email: string): Promise<Record<string, unknown>[]> {
  const { rows } = await server.db.query<{ values: Record<string, unknown> }>("SELECT values FROM form_submissions WHERE site = 'nyse' AND path = '/contact' AND form_kind = 'contact-form' AND values->>'email' = $1", [email]);
  return rows.map((r) => r.values);
}

/** The contact form's fields, by their labels. */
const fields = (page: Page) => ({
  firstName: page.getByLabel('First name', { exact: true }),
  lastName: page.getByLabel('Last name', { exact: true }),
  company: page.getByLabel('Company', { exact: true }),
  email: page.getByLabel('Corporate e-mail address', { exact: true }),
  send: page.getByRole('button', { name: 'Send', exact: true }),
});

describe('the nyse contact form', () => {
  it('with JavaScript: a missing field and a free mail address are shown in the focused summary and beside their fields; then it is sent once', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    await visitor.open('nyse', '/contact');
    const form = fields(page);
    await form.firstName.fill('Grace');
    await form.lastName.fill('Hopper');
    await form.email.fill('grace@gmail.com');
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/forms/submit') && requests.push(r.url()));
    await form.send.click();

    const summary = page.getByRole('alert');
    await expect.poll(() => summary.isVisible()).toBe(true);
    // The browser checked with the server's own rules: nothing was sent.
    expect(requests).toEqual([]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('t-form__summary') ?? false)).toBe(true);
    expect(await summary.locator('.t-alert__heading').textContent()).toBe(message('FORM_INVALID'));
    expect(await summary.locator('li').allTextContents()).toEqual([
      'Company is required.',
      'Corporate e-mail address: use your company address; addresses at free mail providers such as gmail.com are not accepted',
    ]);
    expect(await form.company.getAttribute('aria-invalid')).toBe('true');
    const companyError = page.locator(`#${(await form.company.getAttribute('aria-describedby'))!}`);
    expect(await companyError.textContent()).toBe('Company is required.');
    expect(await form.firstName.getAttribute('aria-invalid')).toBeNull();
    await visitor.expectNoSeriousViolations();

    // The summary's line leads to its field.
    await summary.getByRole('link', { name: 'Company is required.' }).click();
    await expect.poll(() => form.company.evaluate((el) => el === document.activeElement)).toBe(true);

    await form.company.fill('Northwind Capital');
    await form.email.fill('grace.hopper@northwind-capital.com');
    // A double click is one submission.
    await form.send.dblclick();
    const done = page.getByRole('status').filter({ hasText: SUBMITTED });
    await done.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('t-form__done') ?? false)).toBe(true);
    expect(await page.locator('form[action="/_forms/submit"]').count()).toBe(0);
    expect(await contactRows('grace.hopper@northwind-capital.com')).toEqual([
      { first_name: 'Grace', last_name: 'Hopper', company: 'Northwind Capital', email: 'grace.hopper@northwind-capital.com' },
    ]);
    expect(requests.length).toBe(1);
    await visitor.expectNoSeriousViolations();
    visitor.expectNoProblems();
    expect(visitor.recoveredIslands).toEqual([]);
  });

  it('without JavaScript: the server renders the errors beside the fields, then takes the completed form', async () => {
    const visitor = await Visitor.arrive(browser, server, { javaScript: false });
    const { page } = visitor;
    await visitor.open('nyse', '/contact');
    const form = fields(page);
    await form.firstName.fill('Ada');
    await form.company.fill('Analytical Engines Ltd');
    await form.email.fill('ada@analytical-engines.example');
    await Promise.all([page.waitForURL(`${server.origin('nyse')}/_forms/submit`), form.send.click()]);

    const summary = page.locator('.t-form__summary');
    expect(await summary.getAttribute('role')).toBe('alert');
    expect(await summary.locator('.t-alert__heading').textContent()).toBe(message('FORM_INVALID'));
    expect(await summary.locator('li').allTextContents()).toEqual(['Last name is required.']);
    expect(await form.lastName.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${(await form.lastName.getAttribute('aria-describedby'))!}`).textContent()).toBe('Last name is required.');
    // What was typed is still there.
    expect(await form.firstName.inputValue()).toBe('Ada');
    expect(await form.email.inputValue()).toBe('ada@analytical-engines.example');
    await visitor.expectNoSeriousViolations();

    await form.lastName.fill('Lovelace');
    await Promise.all([page.waitForURL(/\/contact\?submitted=[0-9a-f-]{36}#/), form.send.click()]);
    expect(await page.locator('.t-form__done').textContent()).toBe(SUBMITTED);
    expect(await contactRows('ada@analytical-engines.example')).toEqual([
      { first_name: 'Ada', last_name: 'Lovelace', company: 'Analytical Engines Ltd', email: 'ada@analytical-engines.example' },
    ]);
    await visitor.expectNoSeriousViolations();
  });
});

describe('the nyse photo request', () => {
  it('runs the proof of work from the first interaction, says so, and sends the request with it', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    const challenges: string[] = [];
    page.on('request', (r) => r.url().includes('/api/forms/captcha') && challenges.push(r.url()));
    await visitor.open('nyse', '/photo-request');
    const status = page.locator('.t-form__captcha');
    expect(await status.textContent()).toBe('');
    expect(challenges).toEqual([]);

    await page.getByLabel('Company', { exact: true }).fill('Harbor Light Films');
    await expect.poll(() => status.textContent(), { timeout: 60_000 }).toMatch(/^(Checking that you are a person…|Check complete: you can send the form\.)$/);
    await page.getByLabel('Your name', { exact: true }).fill('Dana Ruiz');
    await page.getByLabel('Phone', { exact: true }).fill('+1 212 555 0148');
    await page.getByLabel('E-mail address', { exact: true }).fill('dana@harborlight.example');
    await page.getByLabel('Type of photo', { exact: true }).selectOption('Trading floor');
    await page.getByLabel('Project description', { exact: true }).fill('A documentary on market structure.');
    await page.getByLabel('How the NYSE appears in your project', { exact: true }).fill('The trading floor behind two interviews.');
    await page.getByLabel('Television or film', { exact: true }).check();
    await expect.poll(() => status.textContent(), { timeout: 60_000 }).toBe('Check complete: you can send the form.');
    expect(challenges.length).toBe(1);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('status').filter({ hasText: SUBMITTED }).waitFor();
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM form_submissions WHERE site = 'nyse' AND path = '/photo-request'");
    expect(rows[0]!.n).toBe(1);
    await visitor.expectNoSeriousViolations();
    visitor.expectNoProblems();
  });
});

// Issue 12 in real Chromium: the nyse contact form with a missing field, then completed, with
// JavaScript and without; the photo request's proof of work from the first interaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DUPLICATE_MESSAGE } from '../../src/components/demo-request-form/View';
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

/** The contact form's fields, by their accessible names (the required mark is hidden from them). */
const fields = (page: Page) => ({
  firstName: page.getByRole('textbox', { name: 'First name', exact: true }),
  lastName: page.getByRole('textbox', { name: 'Last name', exact: true }),
  company: page.getByRole('textbox', { name: 'Company', exact: true }),
  email: page.getByRole('textbox', { name: 'Corporate e-mail address', exact: true }),
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
      { first_name: 'Grace', last_name: 'Hopper', company: 'Northwind Capital', email: 'grace.hopper@northwind-capital.com', message: '' },
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

    await form.lastName.fill('Lovelace');
    await Promise.all([page.waitForURL(/\/contact\?submitted=[0-9a-f-]{36}&reference=CF-\d{4}-\d{6}#/), form.send.click()]);
    const reference = new URL(page.url()).searchParams.get('reference');
    expect(await page.locator('.t-form__done').textContent()).toBe(`${SUBMITTED}Your reference: ${reference}. Quote it when you write to us about this; your receipt e-mail carries it too.`);
    expect(await contactRows('ada@analytical-engines.example')).toEqual([
      { first_name: 'Ada', last_name: 'Lovelace', company: 'Analytical Engines Ltd', email: 'ada@analytical-engines.example', message: '' },
    ]);
  });

  it('the page the server renders with the errors passes axe', async () => {
    // axe needs script in the page, so this visitor runs it but gets no islands: the form posts as without JavaScript.
    const visitor = await Visitor.arrive(browser, server);
    await visitor.blockIslands();
    const { page } = visitor;
    await visitor.open('nyse', '/contact');
    await fields(page).firstName.fill('Ada');
    await Promise.all([page.waitForURL(`${server.origin('nyse')}/_forms/submit`), fields(page).send.click()]);
    expect(await page.locator('.t-field__error').allTextContents()).toEqual(['Last name is required.', 'Company is required.', 'Corporate e-mail address is required.']);
    await visitor.expectNoSeriousViolations();
  });
});

describe('sending the contact form over a bad connection', () => {
  it('says Sending… while waiting, FORM_SUBMIT_FAILED on a lost connection or a server failure, and counts the retried attempt once', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    await visitor.open('nyse', '/contact');
    const form = fields(page);
    await form.firstName.fill('Katherine');
    await form.lastName.fill('Johnson');
    await form.company.fill('Langley Analytics');
    await form.email.fill('katherine.johnson@langley-analytics.example');

    const keys: string[] = [];
    let answer: 'abort' | 'fail' | 'pass' = 'abort';
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/forms/submit', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (answer === 'abort') {
        await held;
        return route.abort('internetdisconnected');
      }
      if (answer === 'fail') return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'UNAVAILABLE', message: message('UNAVAILABLE') }) });
      return route.continue();
    });

    await form.send.click();
    const sending = page.getByRole('button', { name: 'Sending…' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.locator('.t-alert__heading').textContent()).toBe(message('FORM_SUBMIT_FAILED'));
    expect(message('FORM_SUBMIT_FAILED')).toBe('There was an error submitting the form. Please check your connectivity and try again.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('t-form__summary') ?? false)).toBe(true);

    answer = 'fail';
    await form.send.click();
    await expect.poll(() => keys.length).toBe(2);
    await expect.poll(() => alert.locator('.t-alert__heading').textContent()).toBe(message('FORM_SUBMIT_FAILED'));

    answer = 'pass';
    await form.send.click();
    await page.getByRole('status').filter({ hasText: SUBMITTED }).waitFor();
    // One attempt, one key, however often it was sent: stored once.
    expect(keys.length).toBe(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(await contactRows('katherine.johnson@langley-analytics.example')).toHaveLength(1);
  });
});

describe('the mersinc demo request', () => {
  it('shows the prices of the chosen company type, and answers a second request from the same address as the duplicate', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    await visitor.open('mersinc', '/solutions');
    const pricing = page.locator('.t-demo-request-form__pricing');
    expect(await pricing.textContent()).toBe('Choose your company type to see its prices.');
    const companyType = page.getByRole('combobox', { name: 'Company type', exact: true });
    await companyType.selectOption('Building Contractor/Trades');
    await expect.poll(() => pricing.locator('li').allTextContents()).toEqual([
      '$6.00 per document, $199 annual fee',
      '$25.00 per document, $0 annual fee',
      '$2.00 per eSign event, Without notarization',
      '$25.00 per notarization, In person or remote',
      '$999 annual fee, Platform access for your whole team',
    ]);
    await companyType.selectOption('Bank');
    await expect.poll(() => pricing.locator('li').first().textContent()).toBe('$5.75 per document, $449 annual fee');
    await visitor.expectNoSeriousViolations();

    const fill = async (firstName: string) => {
      await page.getByRole('textbox', { name: 'First name', exact: true }).fill(firstName);
      await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Bell');
      await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill('marcus.bell@riverbend-title.example');
      await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 615 555 0112');
      await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Riverbend Title');
      await page.getByRole('checkbox', { name: 'eRecording', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Acceptance of the disclaimer', exact: true }).check();
    };
    await fill('Marcus');
    await page.getByRole('button', { name: 'Request a demo' }).click();
    await page.getByRole('status').filter({ hasText: SUBMITTED }).waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-outcome="success"]').isVisible()).toBe(true);

    const again = await Visitor.arrive(browser, server);
    await again.open('mersinc', '/solutions');
    const { page: second } = again;
    await second.getByRole('combobox', { name: 'Company type', exact: true }).selectOption('Settlement');
    await second.getByRole('textbox', { name: 'First name', exact: true }).fill('Marc');
    await second.getByRole('textbox', { name: 'Last name', exact: true }).fill('Bell');
    await second.getByRole('textbox', { name: 'E-mail address', exact: true }).fill('Marcus.Bell@riverbend-title.example');
    await second.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 615 555 0112');
    await second.getByRole('textbox', { name: 'Company', exact: true }).fill('Riverbend Title');
    await second.getByRole('checkbox', { name: 'eSign and eNotary', exact: true }).check();
    await second.getByRole('checkbox', { name: 'Acceptance of the disclaimer', exact: true }).check();
    await second.getByRole('button', { name: 'Request a demo' }).click();
    const duplicate = second.getByRole('status').filter({ hasText: DUPLICATE_MESSAGE });
    await duplicate.waitFor({ timeout: 60_000 });
    expect(await duplicate.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?returnTo=/solutions');
    expect(await second.locator('[data-outcome="duplicate"]').isVisible()).toBe(true);
    expect(await second.locator('[data-outcome="success"]').isVisible()).toBe(false);
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM form_submissions WHERE site = 'mersinc' AND form_kind = 'demo-request-form'");
    expect(rows[0]!.n).toBe(1);
    await again.expectNoSeriousViolations();
    visitor.expectNoProblems();
    again.expectNoProblems();
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

    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Harbor Light Films');
    await expect.poll(() => status.textContent(), { timeout: 60_000 }).toMatch(/^(Checking that you are a person…|Check complete: you can send the form\.)$/);
    await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Dana Ruiz');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 212 555 0148');
    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill('dana@harborlight.example');
    await page.getByRole('combobox', { name: 'Type of photo', exact: true }).selectOption('Trading floor');
    await page.getByRole('textbox', { name: 'Project description', exact: true }).fill('A documentary on market structure.');
    await page.getByRole('textbox', { name: 'How the NYSE appears in your project', exact: true }).fill('The trading floor behind two interviews.');
    await page.getByRole('checkbox', { name: 'Television or film', exact: true }).check();
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

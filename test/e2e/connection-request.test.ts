// Issue 13 in real Chromium: a NYSE connection request from the ice /connectivity page, with
// two technical contacts added from the keyboard, a required message, then §8's success message.
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

const SUCCESS = 'Form successfully submitted. Our technical support team will be in touch shortly to proceed with the access provisioning process.';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const isFocused = (page: Page, name: string) => textbox(page, name).evaluate((el) => el === document.activeElement);

/** Fills one person's fields; `prefix` is `Your` for the submitter or a contact row's name (`Technical contact 2:`). */
async function fillPerson(page: Page, prefix: string, person: { first: string; last: string; title: string; email?: string; phone: string }) {
  const own = prefix === 'Your';
  const label = (field: string) => (own ? `Your ${field.toLowerCase()}` : `${prefix} ${field}`);
  await textbox(page, label('First name')).fill(person.first);
  await textbox(page, label('Last name')).fill(person.last);
  await combobox(page, label('Job title')).selectOption(person.title);
  if (person.email !== undefined) await textbox(page, label('E-mail address')).fill(person.email);
  await textbox(page, label('Phone number')).fill(person.phone);
}

describe('the ice connection request', () => {
  it('takes a NYSE request with two technical contacts: a missing e-mail address first, then the success message', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    const sent: { url: string; key: string | null; body: Record<string, unknown> }[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/new-connection-request/')) sent.push({ url: new URL(r.url()).pathname, key: r.headers()['idempotency-key'] ?? null, body: r.postDataJSON() as Record<string, unknown> });
    });
    await visitor.open('ice', '/connectivity');
    const submit = page.getByRole('button', { name: 'Submit request', exact: true });
    expect(await submit.isEnabled()).toBe(true);
    // The editor chose ICE; this firm asks NYSE.
    const entity = combobox(page, 'Entity');
    expect(await entity.inputValue()).toBe('ICE');
    await entity.selectOption('NYSE');
    await combobox(page, 'Service type').selectOption('NYSE Post Trade');
    expect(await page.getByRole('radio', { name: 'No', exact: true }).isChecked()).toBe(true);
    expect(await textbox(page, 'Maximum password age (days)').count()).toBe(0);

    await fillPerson(page, 'Your', { first: 'Grace', last: 'Hopper', title: 'Head of Operations', email: 'grace.hopper@northwind-capital.com', phone: '+1 212 555 0142' });
    await textbox(page, 'Firm name').fill('Northwind Capital LLC');
    await textbox(page, 'Firm mnemonics').fill('NWC');
    await textbox(page, 'Legal Entity Identifier (LEI)').fill('5493000nwcaptl002409');
    await textbox(page, 'Market identifier codes (MICs)').fill('XNYS, ARCX');
    await textbox(page, 'External IP addresses').fill('64.72.210.0/28\n38.122.54.10');
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await textbox(page, 'Maximum password age (days)').fill('90');
    await combobox(page, 'Send passwords to').selectOption('Technical contacts');
    await fillPerson(page, 'Access contact 1:', { first: 'Ada', last: 'Lovelace', title: 'IT Manager', email: 'ada.lovelace@northwind-capital.com', phone: '+1 212 555 0143' });
    await fillPerson(page, 'Business contact 1:', { first: 'Mary', last: 'Jackson', title: 'Managing Director', email: 'mary.jackson@northwind-capital.com', phone: '+1 212 555 0144' });
    await fillPerson(page, 'Technical contact 1:', { first: 'Dorothy', last: 'Vaughan', title: 'Network Engineer', email: 'dorothy.vaughan@northwind-capital.com', phone: '+1 212 555 0145' });

    // From the keyboard: the add button makes a second row and takes the visitor to its first field.
    await page.getByRole('button', { name: 'Add a technical contact', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(page, 'Technical contact 2: First name')).toBe(true);
    await page.keyboard.type('Alan');
    await fillPerson(page, 'Technical contact 2:', { first: 'Alan', last: 'Turing', title: 'Systems Administrator', phone: '+1 212 555 0146' });
    // A row added by mistake: removing it takes focus back to the list's add button.
    await page.getByRole('button', { name: 'Add an after-hours contact', exact: true }).click();
    await expect.poll(() => isFocused(page, 'After-hours contact 1: First name')).toBe(true);
    await page.getByRole('button', { name: 'Remove after-hours contact 1', exact: true }).press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add an after-hours contact');
    expect(await textbox(page, 'After-hours contact 1: First name').count()).toBe(0);

    await submit.click();
    const summary = page.getByRole('alert');
    await expect.poll(() => summary.isVisible()).toBe(true);
    // The browser checked with the server's own parser: nothing was sent.
    expect(sent).toEqual([]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('t-form__summary') ?? false)).toBe(true);
    expect(await summary.locator('.t-alert__heading').textContent()).toBe(message('FORM_INVALID'));
    expect(await summary.locator('li').allTextContents()).toEqual(['Technical contact 2: E-mail address is required.']);
    const missing = textbox(page, 'Technical contact 2: E-mail address');
    expect(await missing.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${(await missing.getAttribute('aria-describedby'))!}`).textContent()).toBe('Technical contact 2: E-mail address is required.');
    await visitor.expectNoSeriousViolations();

    await summary.getByRole('link', { name: 'Technical contact 2: E-mail address is required.' }).click();
    await expect.poll(() => missing.evaluate((el) => el === document.activeElement)).toBe(true);
    await missing.fill('alan.turing@northwind-capital.com');
    await submit.click();

    const done = page.getByRole('status').filter({ hasText: SUCCESS });
    await done.waitFor({ timeout: 60_000 });
    expect(await done.textContent()).toBe(SUCCESS);
    expect(message('CONNECTION_REQUEST_SUCCESS')).toBe(SUCCESS);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('t-form__done') ?? false)).toBe(true);

    // One request, to NYSE's endpoint, with an Idempotency-Key and the proof of work.
    expect(sent.map((s) => s.url)).toEqual(['/api/new-connection-request/nyse']);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]!.body).toMatchObject({ path: '/connectivity', captcha: expect.any(String) });
    const { rows } = await server.db.query<{ values: Record<string, unknown> }>("SELECT values FROM form_submissions WHERE site = 'ice' AND path = '/connectivity' AND form_kind = 'connection-request-form'");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.values).toMatchObject({
      entityType: 'NYSE',
      serviceType: 'NYSE Post Trade',
      leiAddress: '5493000NWCAPTL002409',
      mics: ['XNYS', 'ARCX'],
      externalIpList: ['64.72.210.0/28', '38.122.54.10'],
      doesPassExpirePeriodically: 'Yes',
      maxPasswordAge: 90,
      passwordContactType: 'tech',
      contacts: {
        tech: [
          { firstName: 'Dorothy', lastName: 'Vaughan', jobTitle: 'Network Engineer', emailId: 'dorothy.vaughan@northwind-capital.com', phoneNumber: '+1 212 555 0145' },
          { firstName: 'Alan', lastName: 'Turing', jobTitle: 'Systems Administrator', emailId: 'alan.turing@northwind-capital.com', phoneNumber: '+1 212 555 0146' },
        ],
        afterHours: [],
      },
    });
    await visitor.expectNoSeriousViolations();
    visitor.expectNoProblems();
    expect(visitor.recoveredIslands).toEqual([]);
  });

  it('without JavaScript: explains itself, says it needs JavaScript, and cannot be sent', async () => {
    const visitor = await Visitor.arrive(browser, server, { javaScript: false });
    const { page } = visitor;
    await visitor.open('ice', '/connectivity');
    expect(await page.locator('.t-connection-request-form__intro').textContent()).toContain('Legal Entity Identifier (LEI)');
    expect(await page.locator('.t-connection-request-form').textContent()).toContain('This form needs JavaScript to add contacts and to send the request.');
    expect(await page.getByRole('button', { name: 'Submit request', exact: true }).isDisabled()).toBe(true);
  });
});

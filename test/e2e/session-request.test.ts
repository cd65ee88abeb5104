// Issue 13 in real Chromium: the nyse session request. A Modify of an NYSE Arca Equities order
// session: the fields follow the choices, a missing SenderCompID is shown beside its field and
// in the focused summary (nothing sent), then the completed request is sent once and answered
// with the specification's message. Without JavaScript the page explains why the form needs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
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

const ENDPOINT = '/api/notification-web/public/servicenow/contact';
/** Who is asking (issue 25): the requester's details, last in the form. */
const REQUESTER = { name: 'Ada Byron', firm: 'Northwind Capital', email: 'ada.byron@northwind.example', phone: '+1 212 555 0100' };
async function fillRequester(form: Locator): Promise<void> {
  await form.getByRole('textbox', { name: 'Your name', exact: true }).fill(REQUESTER.name);
  await form.getByRole('textbox', { name: 'Firm', exact: true }).fill(REQUESTER.firm);
  await form.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(REQUESTER.email);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(REQUESTER.phone);
}
const SUCCESS = 'Form successfully submitted. Our technical support team will be in touch shortly to proceed with the access provisioning process.';

describe('the nyse session request', () => {
  it('asks for what a Modify of an NYSE Arca Equities order session needs, shows what is missing, then sends it once', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    const sent: { key: string | null; body: string | null }[] = [];
    page.on('request', (r) => r.url().includes(ENDPOINT) && sent.push({ key: r.headers()['idempotency-key'] ?? null, body: r.postData() }));
    await visitor.open('nyse', '/connectivity');
    const form = page.getByRole('form', { name: 'Session request' });
    const senderCompIDs = form.getByRole('textbox', { name: 'SenderCompIDs', exact: true });
    const sessionType = form.getByRole('combobox', { name: 'Session type', exact: true });
    expect(await sessionType.count()).toBe(0);

    await form.getByRole('radio', { name: 'Modify', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Order Session', exact: true }).check();
    await form.getByRole('checkbox', { name: 'NYSE Arca Equities', exact: true }).check();
    await expect.poll(() => form.getByRole('heading', { name: 'NYSE Arca Equities' }).isVisible()).toBe(true);
    // Modify offers No Update in each select, and starts there.
    expect(await sessionType.inputValue()).toBe('No Update');
    expect(await sessionType.locator('option').allTextContents()).toEqual(['Choose one', 'No Update', 'Member', 'Service Bureau', 'Member DMA', 'Risk (Clearing Firm)', 'Risk (Entering Firm)', 'Risk (Market Maker)', 'NYSE Broker OMS', 'NYSE Broker FBA']);
    // An equities market: order capacity shows, BOLD (options) does not.
    expect(await form.getByRole('combobox', { name: 'Order capacity (equities only)', exact: true }).isVisible()).toBe(true);
    expect(await form.getByRole('combobox', { name: 'BOLD default', exact: true }).count()).toBe(0);

    await form.getByRole('combobox', { name: 'Cancel on disconnect', exact: true }).selectOption('Cancel All');
    await form.getByRole('textbox', { name: 'Max order quantity', exact: true }).fill('0');
    await fillRequester(form);
    await form.getByRole('button', { name: 'Submit request' }).click();

    const summary = page.getByRole('alert');
    await summary.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('t-session-request-form__summary') ?? false)).toBe(true);
    expect(await summary.locator('.t-alert__heading').textContent()).toBe(message('FORM_INVALID'));
    expect(await summary.locator('li').allTextContents()).toEqual([
      'NYSE Arca Equities, Order Session: SenderCompIDs is required',
      'NYSE Arca Equities, Order Session: Value of "Max order quantity" should be >= 1.',
    ]);
    expect(await senderCompIDs.getAttribute('aria-invalid')).toBe('true');
    const described = (await senderCompIDs.getAttribute('aria-describedby'))!.split(' ');
    expect(await page.locator(`#${described.at(-1)!}`).textContent()).toBe('SenderCompIDs is required');
    // The browser checked with the server's own parser: nothing was sent.
    expect(sent).toEqual([]);
    await visitor.expectNoSeriousViolations();

    await summary.getByRole('link', { name: 'NYSE Arca Equities, Order Session: SenderCompIDs is required' }).click();
    await expect.poll(() => senderCompIDs.evaluate((el) => el === document.activeElement)).toBe(true);

    await senderCompIDs.fill('ARCA01, ARCA02');
    await form.getByRole('textbox', { name: 'Max order quantity', exact: true }).fill('');
    await form.getByRole('combobox', { name: 'STP type', exact: true }).selectOption('MPID Based');
    // A double click is one submission.
    await form.getByRole('button', { name: 'Submit request' }).dblclick();
    const done = page.getByRole('status').filter({ hasText: SUCCESS });
    await done.waitFor({ timeout: 60_000 });
    expect(await done.locator('p').first().textContent()).toBe(SUCCESS);
    expect(await done.textContent()).toMatch(/Your reference: SR-\d{4}-\d{6}/);
    expect(message('CONNECTION_REQUEST_SUCCESS')).toBe(SUCCESS);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('t-session-request-form__done') ?? false)).toBe(true);

    expect(sent.length).toBe(1);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    const { rows } = await server.db.query<{ values: Record<string, unknown> }>("SELECT values FROM form_submissions WHERE site = 'nyse' AND path = '/connectivity' AND form_kind = 'session-request-form'");
    expect(rows.map((r) => r.values)).toEqual([
      {
        action: 'Modify',
        requestTypes: ['Order Session'],
        markets: [
          {
            market: 'NYSE Arca Equities',
            orderSession: {
              sessionType: 'No Update',
              protocolOption: 'No Update',
              senderCompIDs: ['ARCA01', 'ARCA02'],
              mpIDS: [],
              cancelOnDisconnect: 'Cancel All',
              priorityUpdate: 'No Update',
              symbolEligibility: 'No Update',
              selfTradeOption: 'No Update',
              stpType: 'MPID Based',
              maxOrderQty: 'No Update',
              orderCapacityEquitiesOnly: 'No Update',
              orderSessionInstructions: '',
            },
          },
        ],
        requester: REQUESTER,
      },
    ]);
    await visitor.expectNoSeriousViolations();
    visitor.expectNoProblems();
    expect(visitor.recoveredIslands).toEqual([]);
  });

  it('adds and removes source IP ranges, and refuses an IPv6 range beside its row', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    await visitor.open('nyse', '/connectivity');
    const form = page.getByRole('form', { name: 'Session request' });
    await form.getByRole('radio', { name: 'Create', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Source IP Update', exact: true }).check();
    await form.getByRole('checkbox', { name: 'NYSE Equities', exact: true }).check();
    const ranges = form.getByRole('textbox', { name: 'Source IP range', exact: true });
    await expect.poll(() => ranges.count()).toBe(1);
    await form.getByRole('button', { name: 'Add a source IP range' }).click();
    expect(await ranges.count()).toBe(2);
    await form.getByRole('button', { name: 'Remove source IP range 2' }).click();
    expect(await ranges.count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add a source IP range');

    await form.getByRole('combobox', { name: 'Network provider', exact: true }).selectOption('ICE Global Network low latency');
    await ranges.fill('2001:db8::/48');
    await fillRequester(form);
    await form.getByRole('button', { name: 'Submit request' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').locator('li').allTextContents()).toEqual([
      'Source IP Update, range 1: Source IP range: IPv6 is not accepted; enter an IPv4 range like 203.0.113.0/24',
    ]);
    await visitor.expectNoSeriousViolations();
    visitor.expectNoProblems();
  });

  it('without JavaScript, explains the request and why the form needs JavaScript, and shows no form', async () => {
    const visitor = await Visitor.arrive(browser, server, { javaScript: false });
    const { page } = visitor;
    await visitor.open('nyse', '/connectivity');
    // Playwright's text search skips <noscript>, so the note is found by its class.
    const note = page.locator('.t-session-request-form__noscript');
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toBe(
      'This form needs JavaScript: the fields it asks for depend on the action, the request types and the markets you choose. Turn JavaScript on to send a session request.',
    );
    expect(await page.getByText('Ask for order entry, TRF, drop copy and market data sessions').isVisible()).toBe(true);
    expect(await page.locator('form.t-session-request-form__form').isVisible()).toBe(false);
  });
});

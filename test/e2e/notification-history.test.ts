// Issue 14: the notification history on ice /alerts in real Chromium — filtered by market and
// by a date range through its GET form, paged forward and back, the filters kept in the address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
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

interface Row {
  time: string;
  market: string;
  name: string;
}

async function rowsOf(history: Locator): Promise<Row[]> {
  return history.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      time: tr.querySelector('time')!.getAttribute('datetime')!,
      name: tr.querySelector('th')!.textContent!,
      market: tr.querySelectorAll('td')[2]!.textContent!,
    })),
  );
}

const DAY = 86_400_000;
/** Whether an alert's time falls on the days from..to, in UTC or New York time (either day boundary). */
const within = (iso: string, from: string, to: string) => Date.parse(iso) >= Date.parse(`${from}T00:00:00Z`) && Date.parse(iso) < Date.parse(`${to}T05:00:00Z`) + DAY;

describe('the notification history in real Chromium', () => {
  it('filters by market and by dates, pages through with the filters in the address, and passes axe', async () => {
    const visitor = await Visitor.arrive(browser, server);
    await visitor.chooseCookies('ice', 'C0001');
    expect((await visitor.open('ice', '/alerts'))?.status()).toBe(200);
    const { page } = visitor;
    const history = page.getByRole('region', { name: 'Alert history' });
    const form = history.getByRole('search', { name: 'Filter alert history' });
    expect(await rowsOf(history)).toHaveLength(9);
    for (const severity of ['Critical', 'High', 'Medium', 'Low', 'Informational']) await history.locator('.t-notification-history__legend').getByText(severity, { exact: true }).waitFor();
    await visitor.expectNoSeriousViolations();

    await form.getByRole('group', { name: 'Markets' }).locator('summary').click();
    await form.getByRole('checkbox', { name: 'NYSE Arca', exact: true }).check();
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/market=NYSE\+Arca/);
    const byMarket = await rowsOf(history);
    expect(byMarket).toHaveLength(9);
    expect(byMarket.every((r) => r.market === 'NYSE Arca')).toBe(true);

    await form.getByLabel('From', { exact: true }).fill('2025-03-01');
    await form.getByLabel('To', { exact: true }).fill('2025-08-31');
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/from=2025-03-01/);
    const filtered = new URL(page.url()).searchParams;
    expect([filtered.getAll('market'), filtered.get('from'), filtered.get('to'), filtered.get('page')]).toEqual([['NYSE Arca'], '2025-03-01', '2025-08-31', null]);
    const first = await rowsOf(history);
    expect(first).toHaveLength(9);
    expect(first.every((r) => r.market === 'NYSE Arca' && within(r.time, '2025-03-01', '2025-08-31')), JSON.stringify(first)).toBe(true);
    const count = (await history.locator('.t-notification-history__count').textContent())!;
    const total = Number(/ of (\d+) matching the filters/.exec(count)![1]);
    expect(total).toBeGreaterThan(9);

    await history.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    const second = new URL(page.url()).searchParams;
    expect([second.getAll('market'), second.get('from'), second.get('to'), second.get('page')]).toEqual([['NYSE Arca'], '2025-03-01', '2025-08-31', '2']);
    await history.getByRole('link', { name: 'Page 2' }).and(history.locator('[aria-current="page"]')).waitFor();
    const next = await rowsOf(history);
    expect(next.length).toBe(Math.min(9, total - 9));
    expect(next.every((r) => r.market === 'NYSE Arca' && within(r.time, '2025-03-01', '2025-08-31'))).toBe(true);
    expect(next.some((r) => first.some((f) => f.name === r.name && f.time === r.time))).toBe(false);
    expect(next[0]!.time <= first.at(-1)!.time).toBe(true);
    // The filters survive paging in the form too.
    expect(await form.getByLabel('From', { exact: true }).inputValue()).toBe('2025-03-01');
    expect(await form.getByRole('group', { name: 'Markets' }).locator('summary').textContent()).toBe('NYSE Arca');
    expect(await form.locator('input[name="market"]:checked').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(['NYSE Arca']);

    await history.getByRole('link', { name: 'Previous page' }).click();
    await page.waitForURL((url) => !url.searchParams.has('page') && url.searchParams.get('from') === '2025-03-01');
    expect(new URL(page.url()).searchParams.getAll('market')).toEqual(['NYSE Arca']);
    expect(await rowsOf(history)).toEqual(first);
    await visitor.expectNoSeriousViolations();
    visitor.expectNoProblems();
  });

  it('names a bad date beside its filter and shows the list without it, never an error page', async () => {
    const visitor = await Visitor.arrive(browser, server);
    await visitor.chooseCookies('ice', 'C0001');
    expect((await visitor.open('ice', '/alerts?from=2025-02-30&year=1999'))?.status()).toBe(200);
    const history = visitor.page.getByRole('region', { name: 'Alert history' });
    await history.getByText('Enter the start date as YYYY-MM-DD, like 2025-03-01; “2025-02-30” is not applied.').waitFor();
    await history.getByText('There are no alerts from 1999; every year is shown.').waitFor();
    expect(await rowsOf(history)).toHaveLength(9);
  });
});

// Issue 15: the market data widgets in real Chromium — /market-data read without JavaScript,
// a quote looked up without reloading, the quote directory paged, and axe on the pages.
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

const PRICE = /^\d{1,3}(,\d{3})*\.\d{2}$/;

async function arrive(javaScript = true): Promise<Visitor> {
  const visitor = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 }, javaScript });
  await visitor.chooseCookies('nyse', 'C0001');
  // The home page's early-close banner was seen already: no modal in front of the page.
  await visitor.context.addCookies([{ name: 'nyse_banner_early_close', value: '1', url: server.origin('nyse') }]);
  return visitor;
}

describe('market data widgets in real Chromium', () => {
  it('shows the charts, statistics, a quote and the directory without JavaScript, and pages the directory', async () => {
    const visitor = await arrive(false);
    const { page } = visitor;
    expect((await visitor.open('nyse', '/market-data'))?.status()).toBe(200);
    const nya = page.getByRole('region', { name: 'NYSE Composite Index' });
    expect(await nya.getByRole('img', { name: 'NYSE Composite Index today' }).count()).toBe(1);
    expect(await nya.locator('dd').first().innerText()).toMatch(PRICE);
    expect(await page.locator('.t-market-statistics table').count()).toBeGreaterThan(0);
    expect(await page.locator('.t-market-statistics tbody td').first().innerText()).toMatch(/^[+−]?\d+(\.\d+)?$/);
    const quote = page.locator('.t-ad-hoc-quote__quote');
    expect(await quote.getAttribute('data-symbol')).toBe('HBLN');
    expect(await quote.locator('.t-ad-hoc-quote__last').innerText()).toMatch(PRICE);
    expect(await page.locator('.t-market-data__notice').count()).toBe(5);

    // The lookup is a plain GET form: the server answers with the quote of the symbol.
    const lookup = page.getByRole('search', { name: 'Look up a quote' });
    await lookup.getByLabel('Symbol').fill('kstr');
    await Promise.all([page.waitForURL(/quote-symbol=kstr/), lookup.getByRole('button', { name: 'Get quote' }).click()]);
    expect(await quote.getAttribute('data-symbol')).toBe('KSTR');

    // The directory: exchange traded funds first, 50 a page, then the next page by its link.
    const directory = page.getByRole('region', { name: 'Quote directory' });
    expect(await directory.locator('tbody tr').count()).toBe(50);
    expect(await directory.locator('tbody tr td:nth-child(5)').first().innerText()).toBe('Exchange traded fund');
    await Promise.all([page.waitForURL(/dir-page=2/), directory.getByRole('link', { name: 'Next page' }).click()]);
    expect(await directory.locator('tbody tr').count()).toBe(10);
    expect(await directory.locator('caption').innerText()).toBe('Exchange traded fund directory, page 2 of 2');
    // Common stock matching a word, through the form.
    const filters = directory.getByRole('search');
    await filters.getByLabel('Instrument type').selectOption({ label: 'Common stock' });
    await filters.getByLabel('Ticker or name').fill('harbor');
    await Promise.all([page.waitForURL(/dir-q=harbor/), filters.getByRole('button', { name: 'Show instruments' }).click()]);
    expect(await directory.locator('tbody th').allInnerTexts()).toEqual(['HBLN']);
  });

  it('looks a quote up without reloading, names a bad symbol, and passes axe on /market-data and the home page', async () => {
    const visitor = await arrive();
    const { page } = visitor;
    // The charts poll their index every 5 seconds once the page is open.
    const polled = page.waitForResponse((r) => r.url().endsWith('/api/market-data/indices/NYFANG') && r.status() === 200, { timeout: 15_000 });
    await visitor.open('nyse', '/market-data');
    await visitor.expectNoSeriousViolations();
    const lookup = page.getByRole('search', { name: 'Look up a quote' });
    const quote = page.locator('.t-ad-hoc-quote__quote');
    // A reload would lose this mark.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await lookup.getByLabel('Symbol').fill('qnta');
    await lookup.getByRole('button', { name: 'Get quote' }).click();
    await expect.poll(() => quote.getAttribute('data-symbol')).toBe('QNTA');
    expect(await quote.getByRole('heading').innerText()).toBe('QNTA Quintara Financial Group');
    expect(await quote.locator('.t-ad-hoc-quote__last').innerText()).toMatch(PRICE);
    expect(page.url()).toContain('quote-symbol=QNTA');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    await lookup.getByLabel('Symbol').fill('XYZQ');
    await lookup.getByRole('button', { name: 'Get quote' }).click();
    await page.getByText('No quote for XYZQ.', { exact: true }).first().waitFor();

    await lookup.getByLabel('Symbol').fill('1ABC');
    await lookup.getByRole('button', { name: 'Get quote' }).click();
    const field = lookup.getByLabel('Symbol');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('quote-symbol');
    expect(await lookup.locator('.t-field__error').innerText()).toBe('A symbol is 1 to 10 letters, digits, dots or slashes, starting with a letter, like HBLN');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await visitor.expectNoSeriousViolations();
    await polled;

    await visitor.open('nyse', '/');
    expect(await page.locator('.t-ticker__item').count()).toBe(7);
    expect(await page.locator('.t-movers table').count()).toBeGreaterThanOrEqual(1);
    await visitor.expectNoSeriousViolations();
    expect(visitor.recoveredIslands).toEqual([]);
    visitor.expectNoProblems();
  });
});

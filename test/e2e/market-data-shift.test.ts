import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

/**
 * nyse /market-data stays put when its data arrives late (the smoke test's layout shift of 0.146
 * under load in CI, issue 25): a poll during trading hours brings figures of other lengths, and a
 * lookup's answer comes after a wait; neither may move the page.
 */

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

/** The market as it moves in the day: every poll answer after the page's first, late, with values far from the server's. */
async function movingMarket(route: Route): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 800));
  // Node cannot resolve `*.localhost` as browsers do: ask the loopback address with the site's host.
  const url = new URL(route.request().url());
  const response = await route.fetch({ url: url.href.replace(url.hostname, '127.0.0.1'), headers: { ...route.request().headers(), host: url.host } });
  const body = (await response.json()) as { data: unknown };
  const scale = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(scale)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'previousClose' ? v : typeof v === 'number' && k !== 'volume' ? Math.round(v * 13.7 * 100) / 100 : scale(v)]))
        : value;
  await route.fulfill({ response, json: { ...body, data: scale(body.data) } });
}

describe('nyse /market-data when data arrives late', () => {
  it('a poll with figures of other lengths moves nothing (CPU slowed 4×)', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    const cdp = await visitor.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await visitor.recordLayoutShifts();
    await visitor.open('nyse', '/market-data');
    await visitor.context.route('**/api/market-data/{indices,quotes}**', movingMarket);
    const last = page.locator('.t-index-chart__figures dd').first();
    const before = await last.textContent();
    await expect.poll(() => last.textContent(), { timeout: 20_000, interval: 250 }).not.toBe(before);
    expect(await visitor.layoutShift()).toBeLessThanOrEqual(0.02);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  it.each([1280, 390])('at %i px a lookup’s late answer keeps the result’s height', async (width) => {
    const visitor = await Visitor.arrive(browser, server, { viewport: { width, height: 900 } });
    const { page } = visitor;
    await visitor.open('nyse', '/market-data');
    await visitor.context.route('**/api/market-data/quotes**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const result = page.locator('.t-ad-hoc-quote__result');
    const height = () => result.evaluate((el) => Math.round(el.getBoundingClientRect().height));
    const card = await height();
    await page.getByLabel('Symbol').fill('XYZQ');
    await page.getByRole('button', { name: 'Get quote' }).click();
    await page.getByText('Looking up XYZQ…').waitFor();
    expect(await height()).toBe(card);
    await page.locator('.t-ad-hoc-quote__none').waitFor();
    expect(await height()).toBe(card);
    // Said once, by the one live region.
    expect(await page.locator('.t-ad-hoc-quote [aria-live]').count()).toBe(1);
    await expect.poll(() => page.locator('.t-ad-hoc-quote__announce').textContent()).toBe('No quote for XYZQ.');
  });
});

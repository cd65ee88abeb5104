import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatDate } from '../../src/core/time';
import { latestTradingDay, previousTradingDay } from '../../src/core/exchange-calendar';
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

/** Sends a viewer's form and waits for the page it comes back to (a plain GET: no script takes part). */
async function send(page: Page, form: ReturnType<Page['locator']>, button: string, url: RegExp): Promise<void> {
  await Promise.all([page.waitForURL(url), form.getByRole('button', { name: button }).click()]);
  await page.evaluate(() => window.__tesseraHydrated);
}

const captionOf = (page: Page, section: string) => page.locator(`section#${section} caption`).first().textContent();

describe('report center', () => {
  it('opens at a category’s anchor, shows a chosen report, falls back with a note, prints, and passes axe', async () => {
    const visitor = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 800 } });
    await visitor.chooseCookies('ice', 'C0001');
    const { page } = visitor;
    expect((await visitor.open('ice', '/report-center#deliveries'))?.status()).toBe(200);

    // The hash lands on the deliveries section: it is the target and at the top of the window.
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('deliveries');
    const top = await page.locator('section#deliveries').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // The latest trading day by default; the island shows the print button.
    const latest = latestTradingDay(new Date());
    expect(await captionOf(page, 'deliveries')).toBe(`Low Sulphur Gasoil futures, deliveries, ${formatDate(latest, 'long')}`);
    await expect.poll(() => page.getByRole('button', { name: 'Print reports' }).isVisible()).toBe(true);
    await visitor.expectNoSeriousViolations();
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', '');
    });
    await page.getByRole('button', { name: 'Print reports' }).click();
    expect(await page.locator('body[data-printed]').count()).toBe(1);
    // On paper: the reports without the links, forms and button.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.t-report-center__nav').isVisible()).toBe(false);
    expect(await page.locator('section#deliveries form').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print reports' }).isVisible()).toBe(false);
    expect(await page.locator('section#deliveries table').first().isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    const before = await page.locator('section#deliveries tbody').first().innerText();

    // Another exchange lists its own contracts once the report is shown; then a contract and a date.
    const form = () => page.getByRole('form', { name: 'Choose the deliveries report' });
    await form().getByLabel('Exchange').selectOption({ label: 'ICE Futures U.S.' });
    await send(page, form(), 'Show report', /deliveries\.exchange=IFUS.*#deliveries$/);
    expect(await captionOf(page, 'deliveries')).toBe(`Cocoa futures, deliveries, ${formatDate(latest, 'long')}`);
    const day = previousTradingDay(latest);
    await form().getByLabel('Contract').selectOption({ label: 'Coffee "C"' });
    await form().getByLabel('Trading date').fill(day);
    await send(page, form(), 'Show report', new RegExp(`deliveries\\.contract=KC.*deliveries\\.date=${day}`));
    expect(await captionOf(page, 'deliveries')).toBe(`Coffee "C" futures, deliveries, ${formatDate(day, 'long')}`);
    expect(await page.locator('section#deliveries tbody').first().innerText()).not.toBe(before);
    // The other viewers still show their defaults.
    expect(await captionOf(page, 'end-of-day')).toBe(`Brent Crude futures, end-of-day settlement, ${formatDate(latest, 'long')}`);

    // What the address gets wrong falls back to the defaults, with a note.
    const response = await visitor.goto(`${server.origin('ice')}/report-center?deliveries.contract=XYZ&deliveries.date=2026-02-30#deliveries`);
    expect(response?.status()).toBe(200);
    const notes = await page.locator('section#deliveries .t-report-center__notes').innerText();
    expect(notes).toContain('There is no deliveries report for the contract “XYZ”.');
    expect(notes).toContain('“2026-02-30” is not a date');
    expect(await captionOf(page, 'deliveries')).toBe(`Low Sulphur Gasoil futures, deliveries, ${formatDate(latest, 'long')}`);

    expect(visitor.recoveredIslands).toEqual([]);
    expect(visitor.problems.console).toEqual([]);
    expect(visitor.problems.failed).toEqual([]);
  });

  it('shows the options chain of the product chosen, calls and puts by strike, and passes axe', async () => {
    const visitor = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 800 } });
    await visitor.chooseCookies('ice', 'C0001');
    const { page } = visitor;
    expect((await visitor.open('ice', '/report-center/options'))?.status()).toBe(200);
    const form = page.getByRole('form', { name: 'Choose the options' });
    await form.getByLabel('Product').selectOption({ label: 'Cocoa Options' });
    await send(page, form, 'Show prices', /product=5/);
    expect(await page.locator('.t-options-report caption').textContent()).toMatch(/^Cocoa Options, [A-Z][a-z]{2}\d\d: prices of /);
    expect(await page.locator('.t-options-report thead th[scope="colgroup"]').allTextContents()).toEqual(['Calls', 'Puts']);
    expect(await page.locator('.t-options-report tbody th[scope="row"]').count()).toBe(13);
    await visitor.expectNoSeriousViolations();
  });
});

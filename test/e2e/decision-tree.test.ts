import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

const PATH = '/connectivity/which-session';

/** What has focus: its tag and its text (a checkbox by its label's text). */
function focused(page: Page): Promise<{ tag: string; text: string }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return { tag: '', text: '' };
    const text = el instanceof HTMLInputElement ? (el.closest('label')?.textContent ?? '') : (el.textContent ?? '');
    return { tag: el.tagName.toLowerCase(), text: text.trim() };
  });
}

/** Presses Tab until the element with this text has focus (only the keyboard moves). */
async function tabTo(page: Page, text: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).text === text) return;
  }
  throw new Error(`Tab never reached "${text}"`);
}

/** The heading of the view shown has focus. */
async function expectHeadingFocused(page: Page, title: string): Promise<void> {
  await expect.poll(() => focused(page)).toEqual({ tag: 'h2', text: title });
  const shown = await page.locator('.t-decision-tree__view:not([hidden]) .t-decision-tree__title').allTextContents();
  expect(shown).toEqual([title]);
}

describe('decision tree', () => {
  it('is walked by keyboard alone: icons, a checkbox view, Back and Start again; axe finds nothing serious', async () => {
    const visitor = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 } });
    await visitor.chooseCookies('nyse', 'C0001');
    const { page } = visitor;
    expect((await visitor.open('nyse', PATH))?.status()).toBe(200);
    await expect.poll(() => page.locator('.t-decision-tree--live').count()).toBe(1);
    expect(await page.locator('.t-decision-tree__view:not([hidden]) .t-decision-tree__title').allTextContents()).toEqual(['What do you want to do on NYSE markets?']);
    await visitor.expectNoSeriousViolations();

    await tabTo(page, 'Send orders');
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'Tell us about your order flow');

    // The first checkbox ticked, the second not: TF.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({ tag: 'input', text: 'Our risk systems need a copy of every fill' });
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({ tag: 'input', text: 'We send orders for other firms as a service bureau' });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({ tag: 'button', text: 'Continue' });
    await visitor.expectNoSeriousViolations();
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'An order session and a drop copy session');

    // Back returns to the checkbox view with its ticks as they were; now both: TT.
    await tabTo(page, 'Back');
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'Tell us about your order flow');
    expect(await page.locator('.t-decision-tree__view:not([hidden]) input[type="checkbox"]').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).checked))).toEqual([true, false]);
    await tabTo(page, 'We send orders for other firms as a service bureau');
    await page.keyboard.press('Space');
    await tabTo(page, 'Continue');
    await page.keyboard.press('Space');
    await expectHeadingFocused(page, 'A service bureau order session with drop copy');

    // Neither ticked: FF; only the second: FT.
    await tabTo(page, 'Back');
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'Tell us about your order flow');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await tabTo(page, 'Continue');
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'An order session');
    await tabTo(page, 'Back');
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'Tell us about your order flow');
    await tabTo(page, 'We send orders for other firms as a service bureau');
    await page.keyboard.press('Space');
    await tabTo(page, 'Continue');
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'A service bureau order session');

    // Start again: the first view, with neither Back nor Start again.
    await tabTo(page, 'Start again');
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'What do you want to do on NYSE markets?');
    expect(await page.locator('.t-decision-tree__nav-button').count()).toBe(0);

    // A buttons view after an icon.
    await tabTo(page, 'Receive market data');
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'Where will your systems run?');
    await tabTo(page, 'In the Mahwah data center');
    await page.keyboard.press('Space');
    await expectHeadingFocused(page, 'A market data session over the LCN');
    await visitor.expectNoSeriousViolations();

    expect(visitor.recoveredIslands).toEqual([]);
    expect(visitor.problems.console).toEqual([]);
    expect(visitor.problems.failed).toEqual([]);
  });

  it('is followed without its script through in-page links, one view at a time', async () => {
    // The island scripts do not arrive (axe still runs): the server's HTML is all there is.
    const visitor = await Visitor.arrive(browser, server);
    await visitor.blockIslands();
    await visitor.chooseCookies('nyse', 'C0001');
    const { page } = visitor;
    expect((await visitor.open('nyse', PATH))?.status()).toBe(200);
    const visibleTitles = () => page.locator('.t-decision-tree__title:visible').allTextContents();
    expect(await visibleTitles()).toEqual(['What do you want to do on NYSE markets?']);
    await tabTo(page, 'Send orders');
    await page.keyboard.press('Enter');
    await expect.poll(visibleTitles).toEqual(['Tell us about your order flow']);
    await tabTo(page, 'Only: Our risk systems need a copy of every fill');
    await page.keyboard.press('Enter');
    await expect.poll(visibleTitles).toEqual(['An order session and a drop copy session']);
    await page.goBack();
    await expect.poll(visibleTitles).toEqual(['Tell us about your order flow']);
    await tabTo(page, 'Start again');
    await page.keyboard.press('Enter');
    await expect.poll(visibleTitles).toEqual(['What do you want to do on NYSE markets?']);
    await visitor.expectNoSeriousViolations();
  });
});

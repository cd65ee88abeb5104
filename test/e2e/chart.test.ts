// Issue 15 item 3: a chart in real Chromium — SVG and a data table without JavaScript, uPlot with it.
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

const PATH = '/futures/energy';
const TITLE = 'Brent and WTI crude futures: front-month settlement';
const PRICE = /^\d{1,3}(,\d{3})*(\.\d+)?$/;

async function arrive(javaScript: boolean): Promise<Visitor> {
  const visitor = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 }, javaScript });
  await visitor.chooseCookies('ice', 'C0001');
  return visitor;
}

describe('chart in real Chromium', () => {
  it('draws SVG with a legend and a data table without JavaScript', async () => {
    const visitor = await arrive(false);
    const { page } = visitor;
    expect((await visitor.open('ice', PATH))?.status()).toBe(200);
    const figure = page.getByRole('figure', { name: TITLE });
    expect(await figure.getByRole('img', { name: TITLE }).count()).toBe(1);
    expect(await figure.locator('svg polyline').count()).toBe(2);
    expect(await figure.getByRole('list', { name: 'Legend' }).getByRole('listitem').allInnerTexts()).toEqual(['Brent Crude', 'WTI Crude']);
    // The table opens without scripts: every value can be read.
    await figure.getByText('Data table', { exact: true }).click();
    const brent = figure.getByRole('table', { name: 'Brent Crude' });
    expect(await brent.locator('tbody tr').count()).toBe(130);
    expect(await brent.locator('tbody td').first().innerText()).toMatch(PRICE);

    // axe runs scripts of its own: on the server's markup, with the page's islands kept from loading.
    const reader = await arrive(true);
    await reader.blockIslands();
    await reader.open('ice', PATH);
    await reader.page.getByRole('figure', { name: TITLE }).getByText('Data table', { exact: true }).click();
    await reader.expectNoSeriousViolations();
  });

  it('becomes an interactive uPlot chart: values under the cursor, legend toggles; axe finds nothing serious', async () => {
    const visitor = await arrive(true);
    const { page } = visitor;
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    await visitor.open('ice', PATH);
    const figure = page.getByRole('figure', { name: TITLE });
    await expect.poll(() => page.locator('.t-chart--live').count()).toBe(1);
    expect(visitor.recoveredIslands).toEqual([]);
    expect(await figure.locator('.t-chart__live canvas').count()).toBeGreaterThan(0);
    expect(await figure.locator('.t-chart__frame').isHidden()).toBe(true);

    // The cursor's values appear beside each series in the legend.
    const values = figure.locator('.t-chart__value');
    expect(await values.allInnerTexts()).toEqual(['', '']);
    const over = figure.locator('.u-over');
    const box = (await over.boundingBox())!;
    await over.hover({ position: { x: box.width * 0.6, y: box.height / 2 } });
    await expect.poll(() => values.first().innerText()).toMatch(PRICE);
    expect(await values.nth(1).innerText()).toMatch(PRICE);
    expect(await figure.locator('.t-chart__at').innerText()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    const wti = figure.getByRole('button', { name: /WTI Crude/ });
    expect(await wti.getAttribute('aria-pressed')).toBe('true');
    await wti.click();
    expect(await wti.getAttribute('aria-pressed')).toBe('false');
    // The table is still there for the numbers.
    expect(await figure.locator('.t-chart__table caption').allTextContents()).toEqual(['Brent Crude', 'WTI Crude']);
    await visitor.expectNoSeriousViolations();
    expect(visitor.problems).toEqual({ console: [], failed: [] });
    // uPlot comes with the chart's chunk only.
    expect(scripts.some((url) => url.includes('/islands/'))).toBe(true);
  });
});

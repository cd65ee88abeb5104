// Issue 15 item 4: the freight page's route map in real Chromium — server SVG, no script, and the same routes as text.
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

const CAPTION = 'Benchmark freight routes';

describe('route map in real Chromium', () => {
  it('draws the routes and ports on a world map without JavaScript, and lists them as tables', async () => {
    const visitor = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 }, javaScript: false });
    await visitor.chooseCookies('ice', 'C0001');
    const { page } = visitor;
    expect((await visitor.open('ice', '/futures/freight'))?.status()).toBe(200);
    const figure = page.getByRole('figure', { name: CAPTION });
    const map = figure.getByRole('img', { name: CAPTION });
    expect(await map.count()).toBe(1);
    // The drawing fills the column at the map's proportions (Miller, 84° N to 58° S).
    const box = (await map.boundingBox())!;
    expect(box.width).toBeGreaterThan(600);
    expect(box.width / box.height).toBeCloseTo(960 / 481, 1);
    expect(await figure.locator('.t-map__route').count()).toBe(5);
    expect(await figure.locator('.t-map__pin').count()).toBe(8);
    expect(await figure.locator('.t-map__label').allTextContents()).toContain('Port Hedland');

    const routes = figure.getByRole('table', { name: `${CAPTION}: routes` });
    expect(await routes.locator('tbody th').allInnerTexts()).toEqual([
      'C3 Tubarão to Qingdao (iron ore, capesize)',
      'C5 West Australia to Qingdao (iron ore, capesize)',
      'TD3C Ras Tanura to Ningbo (crude oil, VLCC)',
      'TC2 Rotterdam to New York (clean products, MR tanker)',
      'TD20 West Africa to Rotterdam (crude oil, suezmax)',
    ]);
    expect(await routes.locator('tbody td').first().innerText()).toMatch(/^Tubarão \(20\.29° S, 40\.24° W\) → .* → Qingdao \(36\.07° N, 120\.32° E\)$/);
    const places = figure.getByRole('table', { name: `${CAPTION}: places` });
    expect(await places.locator('tbody tr').count()).toBe(8);
  });

  it('axe finds nothing serious on the page', async () => {
    const reader = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 }, javaScript: true });
    await reader.chooseCookies('ice', 'C0001');
    await reader.blockIslands();
    await reader.open('ice', '/futures/freight');
    await reader.page.getByRole('figure', { name: CAPTION }).waitFor();
    await reader.expectNoSeriousViolations();
  });
});

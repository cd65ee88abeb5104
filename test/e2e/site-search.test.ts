import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, seriousViolations } from '../support/browser';
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

/** What the styles make of the results page: sizes, bullets, overflow. */
function layout(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => {
      const el = document.querySelector(selector);
      return el ? getComputedStyle(el) : null;
    };
    return {
      heading: parseFloat(style('.t-search-page__heading')?.fontSize ?? '0'),
      title: parseFloat(style('.t-search-page__title')?.fontSize ?? '0'),
      bullets: [...document.querySelectorAll('.t-search-page__results > li, .t-search-page__facet-list > li')].map((li) => getComputedStyle(li).listStyleType).filter((t) => t !== 'none'),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

describe('site search results in Chromium', () => {
  it('nyse: searches from the form; results are styled, linked, filtered by facets in words, and pass axe at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const visitor = await Visitor.arrive(browser, server, { viewport: { width, height: 900 } });
      const { page } = visitor;
      await visitor.open('nyse', '/search');
      await page.locator('#tessera-search-input').fill('fees');
      await page.locator('.t-search-page__form button[type="submit"]').click();
      await page.waitForURL(/\/search\?q=fees$/);
      expect(await page.locator('.t-search-page__title a').count()).toBe(10);
      const looks = await layout(page);
      expect(looks.bullets).toEqual([]);
      expect(looks.title).toBeGreaterThan(14);
      expect(looks.title).toBeLessThan(looks.heading * 0.75);
      expect(looks.overflow, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: /^Rule book/ }).click();
      await page.waitForURL(/group=rule-book/);
      expect(await page.locator('.t-search-page__count').textContent()).toMatch(/results? in Rule book\./);
      // A rule-book notice links to its document (issue 25 point 1).
      const href = await page.locator('.t-search-page__title a').first().getAttribute('href');
      expect(href).toMatch(/^\/media\/[0-9a-f]{64}\.pdf$/);
      const type = await page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), href!);
      expect(type).toBe('application/pdf');
      await visitor.context.close();
    }
  });

  it('ice: nothing found offers the spelling and the nearest words; the suggestion searches again (axe in a second theme)', async () => {
    const visitor = await Visitor.arrive(browser, server, { viewport: { width: 390, height: 900 } });
    const { page } = visitor;
    await visitor.open('ice', '/elastic-search?q=clering%20margn');
    expect(await page.locator('.t-search-page__count').textContent()).toBe('No results. Did you mean clearing margin?');
    expect(await page.locator('.t-search-page__terms a').allTextContents()).toContain('clearing');
    expect(await page.getByRole('heading', { name: 'What you can try' }).isVisible()).toBe(true);
    expect((await layout(page)).overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'clearing margin' }).click();
    await page.waitForURL(/\/elastic-search\?q=clearing\+margin$/);
    expect(await page.locator('.t-search-page__title a').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await visitor.context.close();
  });
});

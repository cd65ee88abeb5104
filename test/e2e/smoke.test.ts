import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoDocuments } from '../../src/cli/seed/content';
import { launchBrowser, seriousViolations, watchProblems } from '../support/browser';
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

const pages = demoDocuments().filter((doc) => doc.kind === 'page');

describe('every demo page in real Chromium', () => {
  it('has demo pages on all eight sites', () => {
    expect(new Set(pages.map((p) => p.site)).size).toBe(8);
  });

  for (const doc of pages) {
    it(`${doc.site}${doc.path}: loads without errors and has no serious axe violations`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems = watchProblems(page);
      try {
        const response = await page.goto(`${server.origin(doc.site)}${doc.path}`, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        await page.evaluate(() => window.__tesseraHydrated);
        expect(await page.getAttribute('html', 'data-site')).toBe(doc.site);
        expect(await page.title()).toContain(doc.title);
        const violations = await seriousViolations(page);
        expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
        expect(problems.console).toEqual([]);
        expect(problems.failed).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('portal lists the sites and its links lead to them', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(server.origin());
      const links = await page.locator('.t-portal__card a').count();
      expect(links).toBe(8);
      await page.locator('.t-portal__card[data-site="nyse"] a').click();
      await page.waitForURL(`${server.origin('nyse')}/`);
      expect(await page.getAttribute('html', 'data-site')).toBe('nyse');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('themed 404 page has no serious axe violations', async () => {
    const page = await browser.newPage();
    try {
      const response = await page.goto(`${server.origin('esignal')}/no-such-page`);
      expect(response?.status()).toBe(404);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

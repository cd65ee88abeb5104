import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoDocuments } from '../../src/cli/seed/content';
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

const pages = demoDocuments().filter((doc) => doc.kind === 'page');

describe('every demo page in real Chromium', () => {
  it('has demo pages on all eight sites', () => {
    expect(new Set(pages.map((p) => p.site)).size).toBe(8);
  });

  for (const doc of pages) {
    it(`${doc.site}${doc.path}: loads without errors, does not shift, and has no serious axe violations`, async () => {
      const visitor = await Visitor.arrive(browser, server);
      await visitor.recordLayoutShifts();
      const response = await visitor.open(doc.site, doc.path);
      expect(response?.status()).toBe(200);
      expect(await visitor.page.getAttribute('html', 'data-site')).toBe(doc.site);
      if (doc.accessCode !== undefined) {
        // The code's form first, in the site's layout: it too passes axe; then the page itself.
        expect(await visitor.page.title()).toContain('Access code required');
        await visitor.expectNoSeriousViolations();
        await visitor.page.getByLabel('Access code', { exact: true }).fill(doc.accessCode);
        await visitor.page.getByRole('button', { name: 'Continue' }).click();
        await visitor.page.waitForURL(`${server.origin(doc.site)}${doc.path}`);
      }
      expect(await visitor.page.title()).toContain(doc.title);
      // Issue 9: nothing moves while the page loads and its islands hydrate (CLS <= 0.02).
      expect(await visitor.layoutShift()).toBeLessThanOrEqual(0.02);
      await visitor.expectNoSeriousViolations();
      visitor.expectNoProblems();
    });
  }

  it.each([...new Set(pages.map((p) => p.site))])('%s home page does not shift on a phone either', async (site) => {
    const visitor = await Visitor.arrive(browser, server, { viewport: { width: 412, height: 823 } });
    await visitor.recordLayoutShifts();
    await visitor.open(site, '/');
    expect(await visitor.layoutShift()).toBeLessThanOrEqual(0.02);
  });

  it('the sign-in page of every site passes axe and does not shift', async () => {
    for (const site of new Set(pages.map((p) => p.site))) {
      const visitor = await Visitor.arrive(browser, server);
      await visitor.recordLayoutShifts();
      await visitor.open(site, '/login');
      expect(await visitor.page.title()).toContain('Sign in');
      expect(await visitor.layoutShift()).toBeLessThanOrEqual(0.02);
      await visitor.expectNoSeriousViolations();
      visitor.expectNoProblems();
      await visitor.context.close();
    }
  });

  it('portal lists the sites and its links lead to them', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    await visitor.goto(server.origin());
    const links = await page.locator('.t-portal__card a').count();
    expect(links).toBe(8);
    await page.locator('.t-portal__card[data-site="nyse"] a').click();
    await page.waitForURL(`${server.origin('nyse')}/`);
    expect(await page.getAttribute('html', 'data-site')).toBe('nyse');
    expect(await visitor.axe()).toEqual([]);
  });

  it('themed 404 page has no serious axe violations', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const response = await visitor.goto(`${server.origin('esignal')}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await visitor.axe()).toEqual([]);
  });
});

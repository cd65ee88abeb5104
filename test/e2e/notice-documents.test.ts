// Issue 25 point 1: a notice title on nyse /notices opens the notice's PDF.
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

describe('notice documents', () => {
  it('links each notice title on nyse /notices to its PDF, and passes axe', async () => {
    const visitor = await Visitor.arrive(browser, server);
    expect((await visitor.open('nyse', '/notices'))?.status()).toBe(200);
    const { page } = visitor;
    const link = page.locator('a[href^="/media/"][href$=".pdf"]').first();
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    await visitor.expectNoSeriousViolations();
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(href)), link.click().catch(() => {})]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^inline;/);
  });
});

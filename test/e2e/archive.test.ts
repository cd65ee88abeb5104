import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
let editor: Editor;
let page: Page;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'archive e2e admin password' });
  browser = await launchBrowser();
  editor = await Editor.signIn(browser, server, server.admin, { viewport: { width: 1400, height: 900 } });
  page = editor.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the archive screen, in real Chromium', () => {
  it('shows what a path served now, verified and in a frame where nothing runs, and nothing before it was published', async () => {
    await editor.openSection('Archive');
    const form = page.getByRole('form', { name: 'Which page, and when' });
    await form.getByLabel('Site').selectOption('nyse');
    await form.getByLabel('Path').fill('/fees');
    // The date and time field starts at this minute: the demo content published at start counts.
    await form.getByRole('button', { name: 'Show what was served' }).press('Enter');

    const served = page.getByRole('region', { name: 'The page as served' });
    await served.getByText('Verified', { exact: true }).waitFor();
    const frame = served.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    const html = (await frame.getAttribute('srcdoc')) ?? '';
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('data-site="nyse"');
    // What the visitor gets at that path now is what the record holds.
    const visitor = (await server.app.inject({ method: 'GET', url: '/fees', headers: { host: 'nyse.localhost' } })).body;
    const main = (doc: string) => /<main[\s\S]*<\/main>/.exec(doc)?.[0];
    expect(main(html)).toBeDefined();
    expect(main(html)).toBe(main(visitor));
    await page.getByRole('table', { name: 'Entries of this path, newest first (New York time)' }).waitFor();
    await editor.expectNoSeriousViolations();

    await form.getByLabel('Date and time').fill('2001-01-01T09:00');
    await form.getByRole('button', { name: 'Show what was served' }).click();
    await page.getByText(/^Nothing was served at \/fees on nyse at /).waitFor();
  });
});

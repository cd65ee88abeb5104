import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

// Issue 24 item 7: a site's owner changes its settings on the Sites screen; pages follow at once.
let server: RunningServer;
let browser: Browser;
let editor: Editor;
let page: Page;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'site settings e2e admin password' });
  browser = await launchBrowser();
  editor = await Editor.signIn(browser, server, server.admin, { viewport: { width: 1400, height: 900 } });
  page = editor.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The message shown beside a field (its `aria-describedby` error), or null. */
async function fieldError(field: Locator): Promise<string | null> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
}

const card = () => page.locator('.admin-site-card[data-site="nyse"]');
async function openSettings(title: string): Promise<void> {
  await card().getByRole('button', { name: new RegExp(`^${title} of`) }).click();
}

describe('site settings on the Sites screen, in real Chromium', () => {
  it('renames the site, refuses a colour for its contrast beside the field, adds a redirect that the browser follows and imports a CSV with a bad row', async () => {
    await editor.openSection('Sites');

    await openSettings('Name and host names');
    const name = card().getByLabel('Site name', { exact: true });
    await name.fill('NYSE Markets');
    await card().getByRole('button', { name: 'Save name and host names' }).click();
    await card().getByText(/^Saved\. The site is called NYSE Markets/).waitFor();
    await editor.expectNoSeriousViolations();

    await openSettings('Colours');
    const text = card().getByLabel('Text colour', { exact: true });
    await text.fill('#aaaaaa');
    await card().getByRole('button', { name: 'Save colours' }).click();
    await expect.poll(() => text.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldError(text)).toMatch(/^The text colour #aaaaaa on the background #[0-9a-f]{6} has a contrast ratio of 2\.\d\d:1; text needs at least 4\.5:1 \(WCAG AA\)$/);
    await editor.expectNoSeriousViolations();

    await openSettings('Search and sharing');
    await card().getByLabel('Title pattern', { exact: true }).waitFor();
    await openSettings('Logo and icon');
    await card().getByRole('button', { name: 'Choose logo' }).waitFor();
    await openSettings('Analytics and cookies');
    await card().getByLabel('Analytics', { exact: true }).waitFor();
    await editor.expectNoSeriousViolations();

    await openSettings('Redirects');
    await card().getByText('There are no redirects yet.').waitFor();
    await card().getByLabel('From', { exact: true }).fill('/old-fees');
    await card().getByLabel('To', { exact: true }).fill('/fees');
    await card().getByRole('button', { name: 'Add redirect' }).click();
    await card().getByText('Added: /old-fees now leads to /fees.').waitFor();
    await card().getByRole('cell', { name: '/old-fees', exact: true }).waitFor();
    await editor.expectNoSeriousViolations();

    await card().getByLabel('CSV rows', { exact: true }).fill('/csv-good,/fees\n/csv-bad,javascript:alert(1)\n');
    await card().getByRole('button', { name: 'Import redirects' }).click();
    await card().getByRole('list', { name: 'Rows to fix' }).getByText(/^Line 2: To: /).waitFor();
    expect(await fieldError(card().getByLabel('CSV rows', { exact: true }))).toBe('1 row to fix; nothing was imported.');
    await editor.expectNoSeriousViolations();

    // The visitor's browser follows the redirect to the live page, whose title has the new name.
    const visitor = await browser.newPage();
    await visitor.goto(`${server.origin('nyse')}/old-fees`);
    expect(new URL(visitor.url()).pathname).toBe('/fees');
    expect(await visitor.title()).toContain('NYSE Markets');
    await visitor.close();
  });

  it('loads the analytics script only after the visitor accepts its cookie category', async () => {
    const api = await editor.api();
    await api.ok('PUT', '/api/cms/sites/nyse/settings/analytics', { provider: 'ga4', measurementId: 'G-TESSERA123' });
    const context = await browser.newContext();
    const fetched: string[] = [];
    // Nothing leaves the machine: the provider's script is answered here.
    await context.route('https://www.googletagmanager.com/**', (route) => {
      fetched.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    const visitor = await context.newPage();
    await visitor.goto(`${server.origin('nyse')}/`);
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.locator('script[data-analytics]').count()).toBe(0);
    expect(fetched).toEqual([]);
    // The day's modal banner first, then the cookie notice's "Accept all".
    await visitor.getByRole('dialog', { name: 'Early close on November 27' }).getByRole('button', { name: 'Close' }).click();
    const notice = visitor.getByRole('region', { name: 'Cookies on this site' });
    await expect.poll(() => notice.getByRole('button', { name: 'Accept all' }).isVisible()).toBe(true);
    await notice.getByRole('button', { name: 'Accept all' }).click();
    await visitor.locator('script[data-analytics="ga4"]').waitFor({ state: 'attached' });
    await expect.poll(() => fetched.length).toBe(1);
    expect(fetched[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-TESSERA123');
    await context.close();
  });
});

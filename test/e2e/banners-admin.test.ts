import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { ContentApi, Editor, Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const MESSAGE = 'Markets close early on Friday <b>for the holiday</b>.';

let server: RunningServer;
let browser: Browser;
let editor: Editor;
let page: Page;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'banners e2e admin password' });
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

describe('banners, disclaimers and retention in the admin, in real Chromium', () => {
  it('adds a banner on one site from the keyboard, with the end-before-start problem beside its field', async () => {
    await editor.openSection('Banners');
    await page.getByText('No banners or disclaimers yet.').waitFor();
    await editor.expectNoSeriousViolations();

    await editor.press('New banner or disclaimer');
    const dialog = editor.dialog('New banner or disclaimer');
    await dialog.getByLabel('Tone').selectOption('warning');
    await dialog.getByLabel('Message').fill(MESSAGE);
    const all = dialog.getByRole('checkbox', { name: 'All sites' });
    expect(await all.isChecked()).toBe(true);
    await all.focus();
    await page.keyboard.press('Space');
    expect(await dialog.getByRole('checkbox', { name: 'NYSE' }).isChecked()).toBe(false);
    await dialog.getByRole('checkbox', { name: 'NYSE' }).check();
    const ends = dialog.getByLabel('Ends (New York time)');
    await ends.fill('2001-01-01T09:00');
    await editor.expectNoSeriousViolations();

    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => ends.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldError(ends)).toBe('Enter the end as a date and time after the start, or leave it empty.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('datetime-local');

    await ends.fill('2099-01-01T09:00');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText(`Added the banner “${MESSAGE}” (live).`).waitFor();
    const row = page.locator('.admin-table--banners tbody tr');
    expect(await row.count()).toBe(1);
    expect(await row.getAttribute('data-state')).toBe('live');
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('NYSE');
    await editor.expectNoSeriousViolations();
  });

  it('shows the banner as text at the top of every page of that site only', async () => {
    const visitor = await Visitor.arrive(browser, server);
    await visitor.open('nyse', '/');
    const region = visitor.page.getByRole('region', { name: 'Site announcements' });
    expect(await region.textContent()).toBe(MESSAGE);
    expect(await region.locator('b').count()).toBe(0);
    await visitor.open('ice', '/');
    expect(await visitor.page.getByRole('region', { name: 'Site announcements' }).count()).toBe(0);
    await visitor.context.close();
  });

  it('sets how long draft saves of pages are kept, refusing a period out of bounds', async () => {
    await editor.openSection('Retention');
    const form = page.getByRole('form', { name: 'Draft saves of pages' });
    const days = form.getByRole('spinbutton');
    await days.fill('0');
    await form.getByRole('button', { name: /Save/ }).click();
    await expect.poll(() => days.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldError(days)).toBe('days is at least 1');
    await days.fill('30');
    await form.getByRole('button', { name: /Save/ }).click();
    await page.getByRole('status').getByText('Draft saves of pages: 30 days.').waitFor();
    expect(await page.locator('tr[data-retention="page/draft-saves"]').getByRole('cell').first().textContent()).toContain('30 days');
    await editor.expectNoSeriousViolations();
  });

  it('offers neither screen to a CMSTWO User', async () => {
    const admin = await ContentApi.as(server, server.admin);
    const someone = await admin.createUser({ name: 'Uma User', role: 'CMSTWO User' });
    const other = await Editor.signIn(browser, server, someone, { viewport: { width: 1280, height: 800 } });
    expect(await other.nav().getByRole('link', { name: 'Banners' }).count()).toBe(0);
    expect(await other.nav().getByRole('link', { name: 'Retention' }).count()).toBe(0);
  });
});

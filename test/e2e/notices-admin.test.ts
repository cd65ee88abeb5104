import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { ContentApi, Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

/** Words no demo notice uses, so searches find only what this file creates. */
const WORD = 'Quillfeather';
const NUMBER = 'EC-2031-0007';
const HEADER = 'collection,notice_number,title,topic,pub_date,body';

let server: RunningServer;
let browser: Browser;
/** One admin browser through the whole file: each test goes on where the previous one stopped. */
let editor: Editor;
let page: Page;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'e2e admin password for notices' });
  browser = await launchBrowser();
  editor = await Editor.signIn(browser, server, server.admin, { viewport: { width: 1400, height: 900 } });
  page = editor.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const rows = (): Locator => page.locator('.admin-table--notices tbody tr');
const row = (number: string): Locator => page.locator(`.admin-table--notices tr[data-number="${number}"]`);
const status = (): Locator => page.locator('.admin-notice').first();

/** What a visitor's notice search finds for these words. */
async function publicSearch(q: string): Promise<string[]> {
  const params = new URLSearchParams({ searchCollections: 'exchange-circulars,clearing-notices', q, pageSize: '50' });
  const response = await fetch(`${server.origin()}/api/site-search/search/websitenotices?${params}`, { method: 'POST' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: { noticeNumber: string }[] }).results.map((n) => n.noticeNumber).sort();
}

async function search(words: string): Promise<void> {
  await page.getByLabel('Search notices').fill(words);
  await page.getByLabel('Search notices').press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(words);
}

describe('notices in the admin, in real Chromium', () => {
  it('lists the demo notices, newest first, with a search, filters and pages', async () => {
    await editor.openSection('Notices');
    expect(page.url()).toBe(editor.adminUrl('/notices'));
    await expect.poll(() => rows().count()).toBeGreaterThan(5);
    expect(await page.getByTestId('notices-showing').textContent()).toMatch(/^Showing 1–\d+ of [\d,]+$/);
    await page.getByLabel('Collection', { exact: true }).selectOption('rule-book');
    await expect.poll(() => new URL(page.url()).searchParams.get('collection')).toBe('rule-book');
    await expect.poll(async () => new Set(await rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-collection'))))).toEqual(new Set(['rule-book']));
    await editor.expectNoSeriousViolations();
    await page.getByLabel('Collection', { exact: true }).selectOption('');
  });

  it('refuses an incomplete notice beside its fields, then creates it as a draft that visitors do not see', async () => {
    await editor.press('New notice');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Notice number').fill(NUMBER);
    await dialog.getByRole('button', { name: 'Create notice' }).click();
    const title = dialog.getByLabel('Title');
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    await editor.expectNoSeriousViolations();

    await dialog.getByLabel('Collection').selectOption('exchange-circulars');
    await title.fill(`${WORD} auction collar changes`);
    await dialog.getByLabel('Publication date').fill('2031-03-14');
    await dialog.getByLabel('Topic').selectOption('Trading');
    await dialog.getByLabel('Text').fill(`The ${WORD} collars widen for the closing auction.`);
    await dialog.getByRole('button', { name: 'Create notice' }).click();
    await expect.poll(() => status().textContent()).toBe(`Created notice ${NUMBER} as a draft.`);
    await search(WORD);
    await expect.poll(() => rows().count()).toBe(1);
    expect(await row(NUMBER).getAttribute('data-status')).toBe('draft');
    expect(await publicSearch(WORD)).toEqual([]);
  });

  it('publishes the notice: the sites find it at once; unpublishing takes it away again', async () => {
    await row(NUMBER).getByRole('button', { name: `Publish notice ${NUMBER}` }).click();
    await expect.poll(() => status().textContent()).toBe(`Published notice ${NUMBER}: the sites list it now.`);
    expect(await row(NUMBER).getAttribute('data-status')).toBe('published');
    expect(await publicSearch(WORD)).toEqual([NUMBER]);

    await row(NUMBER).getByRole('button', { name: `Unpublish notice ${NUMBER}` }).click();
    await expect.poll(() => row(NUMBER).getAttribute('data-status')).toBe('draft');
    expect(await publicSearch(WORD)).toEqual([]);
  });

  it('checks a CSV file first and lists its problems by line, writing nothing', async () => {
    await editor.press('Import CSV');
    const dialog = page.getByRole('dialog', { name: 'Import notices from CSV' });
    const csv = [HEADER, `clearing-notices,CN-2031-0101,${WORD} margin call timing,Margin,2031-02-01,Calls move earlier.`, `clearing-notices,CN-2031-0102,${WORD} default fund,Default Management,2031-02-30,Sizes change.`].join('\r\n');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'bad-notices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const problems = dialog.getByRole('alert');
    await expect.poll(() => problems.locator('li').count()).toBe(1);
    expect(await problems.locator('li').getAttribute('data-line')).toBe('3');
    expect(await problems.locator('li').textContent()).toMatch(/^Line 3: .*pub_?[dD]ate/);
    expect(await problems.locator('p').textContent()).toBe('bad-notices.csv has a problem, so nothing was imported. Correct the file and choose it again.');
    expect(await dialog.getByRole('button', { name: 'Import as drafts' }).count()).toBe(0);
    await editor.expectNoSeriousViolations();

    const good = csv.replace('2031-02-30', '2031-02-28');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'notices.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await expect.poll(() => dialog.getByTestId('import-status').textContent()).toBe('2 rows: 2 new, 0 updated');
    await search(WORD);
    await expect.poll(() => rows().count()).toBe(1);
  });

  it('imports and publishes the checked file, with every row on the sites', async () => {
    const dialog = page.getByRole('dialog', { name: 'Import notices from CSV' });
    await dialog.getByRole('button', { name: 'Import and publish' }).click();
    await expect.poll(() => status().textContent()).toBe('Imported 2 rows: 2 new, 0 updated, all published.');
    await expect.poll(() => rows().count()).toBe(3);
    expect(await publicSearch(WORD)).toEqual(['CN-2031-0101', 'CN-2031-0102']);
  });

  it('deletes a notice after asking', async () => {
    await row('CN-2031-0102').getByRole('button', { name: 'Delete notice CN-2031-0102' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete notice CN-2031-0102?' });
    await confirm.getByRole('button', { name: 'Delete notice' }).click();
    await expect.poll(() => status().textContent()).toBe('Deleted notice CN-2031-0102.');
    await expect.poll(() => rows().count()).toBe(2);
    expect(await publicSearch(WORD)).toEqual(['CN-2031-0101']);
    expect(editor.uncaughtErrors).toEqual([]);
  });

  it('lets a CMSTWO User check a file but offers no import the server would refuse', async () => {
    const admin = await ContentApi.as(server, server.admin);
    const writer = await Editor.signIn(browser, server, await admin.createUser({ name: 'Una User', role: 'CMSTWO User' }), { viewport: { width: 1400, height: 900 } });
    await writer.openSection('Notices');
    await writer.press('Import CSV');
    const dialog = writer.page.getByRole('dialog', { name: 'Import notices from CSV' });
    const csv = [HEADER, `clearing-notices,CN-2031-0201,${WORD} user check,Margin,2031-03-02,Checked only.`].join('\r\n');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'checked.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => dialog.getByTestId('import-status').textContent()).toBe('1 row: 1 new, 0 updated');
    expect(await dialog.getByTestId('import-not-allowed').textContent()).toContain('Importing notices is for Super Users and Admins of every site');
    expect(await dialog.getByRole('button', { name: /^Import/ }).count()).toBe(0);
    await writer.expectNoSeriousViolations();
    expect(writer.uncaughtErrors).toEqual([]);
  });
});

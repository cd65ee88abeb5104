import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordArchive } from '../../src/content';
import { localInputValue } from '../../src/editor/screens/archive-view';
import { launchBrowser } from '../support/browser';
import { Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
let editor: Editor;
let page: Page;

beforeAll(async () => {
  // The archive job is off here: the test records when it chooses (as the job would, later).
  server = await startServer({ adminPassword: 'archive e2e admin password', env: { ARCHIVE_INTERVAL_MS: '0' } });
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

  it('says "Recording…" with what is pending until the archive job has recorded a publication, then shows it', async () => {
    const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token?: string) =>
      server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
    const login = await api('POST', '/api/cms/login', { email: server.admin.email, password: server.admin.password, tokenType: 'bearer' });
    const token = login.json().token as string;
    const docs = (await api('GET', '/api/cms/sites/nyse/documents?under=/fees', undefined, token)).json().documents as { id: string; path: string; draftRevision: number }[];
    const fees = docs.find((d) => d.path === '/fees')!;
    const saved = await api('PUT', `/api/cms/documents/${fees.id}/draft`, { revision: fees.draftRevision, title: 'Fees, being recorded' }, token);
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await api('POST', `/api/cms/documents/${fees.id}/publish`, { revision: saved.json().document.draftRevision }, token);
    expect(published.statusCode, published.body).toBe(200);

    const form = page.getByRole('form', { name: 'Which page, and when' });
    await form.getByLabel('Path').fill('/fees');
    // The next minute (the field was left in 2001): an instant after the publication, whenever the minute turns.
    await form.getByLabel('Date and time').fill(localInputValue(new Date(Date.now() + 60_000)));
    await form.getByRole('button', { name: 'Show what was served' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Recording…' });
    await status.waitFor();
    expect(await status.textContent()).toContain(`A publication by ${server.admin.email} at `);
    expect(await status.textContent()).toContain('(published) is being recorded.');
    // No page is shown meanwhile, and the pending change heads the path's entries.
    expect(await page.getByRole('region', { name: 'The page as served' }).count()).toBe(0);
    await page.getByRole('table', { name: 'Entries of this path, newest first (New York time)' }).getByText('Recording…').waitFor();
    await editor.expectNoSeriousViolations();

    await recordArchive(server.app.content);
    await status.getByRole('button', { name: 'Look again' }).click();
    const served = page.getByRole('region', { name: 'The page as served' });
    await served.getByText('Verified', { exact: true }).waitFor();
    expect(await served.locator('iframe').getAttribute('srcdoc')).toContain('<title>Fees, being recorded');
  });
});

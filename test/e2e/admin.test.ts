import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { ContentApi, Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const WRITER = { email: 'writer@example.test', password: 'a writer password of some length' };

let server: RunningServer;
let browser: Browser;
/** One admin browser through the whole file: each test goes on where the previous one stopped. */
let editor: Editor;
let page: Page;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'e2e admin password for the editor' });
  browser = await launchBrowser();
  editor = await Editor.launch(browser, server);
  page = editor.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the editor in real Chromium', () => {
  it('refuses a wrong password beside the form, then signs the admin in', async () => {
    await editor.openAdmin();
    await page.getByRole('heading', { name: 'Sign in to the editor' }).waitFor();
    await editor.expectNoSeriousViolations();

    await editor.press('Sign in');
    await page.getByText('E-mail address is required.').waitFor();
    expect(await page.getByLabel('E-mail address', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('signin-email');

    await editor.submitSignIn({ email: server.admin.email, password: 'not the password' });
    const alert = page.getByRole('alert').filter({ hasText: 'The e-mail address or password is wrong' });
    await alert.waitFor();
    await editor.expectNoSeriousViolations();

    await editor.submitSignIn(server.admin);
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sites');
    expect(await editor.nav().getByRole('link', { name: 'Users' }).count()).toBe(1);
  });

  it('sets a site’s public address on the Sites screen, with the error beside the field', async () => {
    const card = editor.siteCard('nyse');
    await card.getByRole('button', { name: /^Public address/ }).click();
    const form = card.getByRole('form', { name: /^Public address of/ });
    const field = form.getByLabel('Public address', { exact: true });
    expect(await field.getAttribute('placeholder')).toBe(server.origin('nyse'));
    await field.fill('https://www.nyse.example/home');
    await form.getByRole('button', { name: 'Save public address' }).click();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    const errorId = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-error'));
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toMatch(/it may not hold a path, query or fragment$/);
    await field.fill('https://www.nyse.example');
    await form.getByRole('button', { name: 'Save public address' }).click();
    await form.getByText('Saved. Links to', { exact: false }).waitFor();
    await field.fill('');
    await form.getByRole('button', { name: 'Save public address' }).click();
    await form.getByText(`now start with ${server.origin('nyse')}`, { exact: false }).waitFor();
    await editor.expectNoSeriousViolations();
  });

  it('picks nyse and shows its tree with /fees published', async () => {
    await editor.openSite('nyse');
    await editor.treeRow('/fees').waitFor();
    expect(await editor.treeRow('/fees').locator('.admin-badge').first().textContent()).toBe('Published');
    expect(await editor.treeRow('/').count()).toBe(1);
    expect(await editor.treeRow('/footer', 'partial').count()).toBe(1);
    await editor.expectNoSeriousViolations();
  });

  it('opens a page in the editor at its own address; Back returns to the tree', async () => {
    await editor.openPage('/fees');
    await page.goBack();
    await editor.treeRow('/fees').waitFor();
    expect(page.url()).toBe(editor.adminUrl('/sites/nyse'));
  });

  it('validates the path, then creates /market-notes as a draft', async () => {
    await editor.press('New page or partial');
    await editor.activeDialog().waitFor();
    await editor.activeDialog().getByLabel('Title', { exact: true }).fill('Market notes');
    const path = editor.activeDialog().getByLabel('Path', { exact: true });
    expect(await path.inputValue()).toBe('/market-notes');

    await path.fill('/Market Notes');
    await editor.activeDialog().getByRole('button', { name: 'Create page' }).click();
    await editor.activeDialog().getByText('A path may not contain spaces; use hyphens between words').waitFor();
    await path.fill('/fees');
    await editor.activeDialog().getByRole('button', { name: 'Create page' }).click();
    await editor.activeDialog().getByText('A document at /fees already exists').waitFor();
    expect(await path.getAttribute('aria-invalid')).toBe('true');

    await path.fill('/market-notes');
    await editor.activeDialog().getByRole('button', { name: 'Create page' }).click();
    // A new page opens in the editor (issue 24 item 8a).
    await page.waitForURL(/\/admin\/sites\/nyse\/documents\/[0-9a-f-]{36}$/);
    expect(await editor.activeDialog().count()).toBe(0);
    await page.goBack();
    await editor.treeRow('/market-notes').waitFor();
    expect(await editor.treeRow('/market-notes').locator('.admin-badge').first().textContent()).toBe('Draft only');
  });

  it('renames it by changing its path', async () => {
    await editor.rowAction('/market-notes', 'Rename');
    await editor.activeDialog().getByLabel('Path', { exact: true }).fill('/market-commentary');
    await editor.activeDialog().getByRole('button', { name: 'Save' }).click();
    await editor.treeRow('/market-commentary').waitFor();
    expect(await editor.treeRow('/market-notes').count()).toBe(0);
    const api = await ContentApi.as(server, server.admin);
    expect((await api.documents('nyse')).map((d) => d.path)).toContain('/market-commentary');
  });

  it('duplicates it, then deletes the copy after confirming (Escape cancels)', async () => {
    await editor.rowAction('/market-commentary', 'Duplicate');
    expect(await editor.activeDialog().getByLabel('Path of the copy').inputValue()).toBe('/market-commentary-copy');
    await editor.activeDialog().getByRole('button', { name: 'Duplicate' }).click();
    await editor.treeRow('/market-commentary-copy').waitFor();
    expect(await editor.treeRow('/market-commentary-copy').locator('.admin-tree__title').textContent()).toBe('Market notes (copy)');

    await editor.rowAction('/market-commentary-copy', 'Delete');
    expect(await editor.activeDialog().getAttribute('role')).toBe('alertdialog');
    // The safe choice has focus; Tab stays inside the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    await page.keyboard.press('Escape');
    await editor.activeDialog().waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Delete'));
    expect(await editor.treeRow('/market-commentary-copy').count()).toBe(1);

    await editor.rowAction('/market-commentary-copy', 'Delete');
    await editor.activeDialog().getByRole('button', { name: 'Delete page' }).click();
    await editor.treeRow('/market-commentary-copy').waitFor({ state: 'detached' });
    expect(await editor.treeRow('/market-commentary').count()).toBe(1);
    await page.getByText('Deleted the page /market-commentary-copy.').waitFor();
  });

  it('moves it below /fees by changing its parent path', async () => {
    await editor.rowAction('/market-commentary', 'Move');
    const parent = editor.activeDialog().getByLabel('New parent path');
    await parent.fill('/no such parent');
    await editor.activeDialog().getByRole('button', { name: 'Move' }).click();
    await editor.activeDialog().getByText('A path may not contain spaces; use hyphens between words').waitFor();
    await parent.fill('/fees');
    await editor.activeDialog().getByText('/fees/market-commentary').waitFor();
    await editor.activeDialog().getByRole('button', { name: 'Move' }).click();
    await editor.treeRow('/fees/market-commentary').waitFor();
    expect(await editor.treeRow('/market-commentary').count()).toBe(0);
    // Nested in the tree under /fees: one level down, right after its folder, which is open.
    const item = (path: string) => page.locator('[role="treeitem"]').filter({ has: editor.treeRow(path) });
    expect(await item('/fees/market-commentary').getAttribute('aria-level')).toBe('2');
    expect(await item('/fees').getAttribute('aria-expanded')).toBe('true');
    expect(await item('/fees').evaluate((row) => row.nextElementSibling?.querySelector('[data-path]')?.getAttribute('data-path'))).toBe('/fees/market-commentary');
  });

  it('shows the users screen to the admin and creates a user there', async () => {
    await editor.openSection('Users');
    await page.locator(`tr[data-email="${server.admin.email}"]`).waitFor();
    await editor.expectNoSeriousViolations();

    // Roles are granted per site: every site but imt here, each explained beside it.
    await editor.press('Add user');
    await editor.activeDialog().getByLabel('Name').fill('Pat Publisher');
    await editor.activeDialog().getByLabel('E-mail address').fill('pat@example.test');
    await editor.activeDialog().getByLabel('Set every site to').selectOption('CMSTWO Super User');
    await editor.activeDialog().getByLabel('Role on imt').selectOption({ label: 'No access' });
    await editor.activeDialog().getByText('Does not see this site.').waitFor();
    await editor.activeDialog().getByLabel('Initial password').fill('short');
    await editor.activeDialog().getByRole('button', { name: 'Add user' }).click();
    await editor.activeDialog().getByText('Passwords have at least 12 characters').waitFor();
    await editor.activeDialog().getByLabel('Initial password').fill('long enough password');
    await editor.activeDialog().getByRole('button', { name: 'Add user' }).click();
    const row = page.locator('tr[data-email="pat@example.test"]');
    await row.waitFor();
    expect(await row.textContent()).toContain('CMSTWO Super User on ice, CMSTWO Super User on nyse');
    expect(await row.textContent()).not.toContain('on imt');

    // The grid of one user's roles: Cancel leaves them as they were; Save changes the one site.
    await page.getByRole('button', { name: 'Edit roles of Pat Publisher' }).click();
    const roles = page.getByRole('dialog', { name: 'Roles of Pat Publisher' });
    expect(await roles.getByLabel('Role on nyse').inputValue()).toBe('CMSTWO Super User');
    await roles.getByLabel('Role on nyse').selectOption('CMSTWO User');
    await roles.getByText('A CMSTWO User edits drafts of pages and notices and asks for review; cannot publish, approve or manage users.').waitFor();
    await editor.expectNoSeriousViolations();
    await roles.getByRole('button', { name: 'Cancel' }).click();
    expect(await row.textContent()).toContain('CMSTWO Super User on nyse');
    await page.getByRole('button', { name: 'Edit roles of Pat Publisher' }).click();
    await roles.getByLabel('Role on nyse').selectOption('CMSTWO User');
    await roles.getByRole('button', { name: 'Save roles' }).click();
    await page.getByText(/^Pat Publisher is now: CMSTWO Super User on ice, CMSTWO User on nyse/).waitFor();
    // The signed-in admin's own roles are no control at all.
    expect(await page.locator(`tr[data-email="${server.admin.email}"] button`).filter({ hasText: 'Edit roles' }).count()).toBe(0);
  });

  it('shows the audit log with the changes made above', async () => {
    await editor.openSection('Audit log');
    await page.locator('.admin-table--audit').getByText('Page deleted').first().waitFor();
    await page.getByLabel('Action').selectOption({ label: 'Page created' });
    await editor.press('Apply filters');
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('.admin-table--audit tbody tr')];
      return rows.length > 0 && rows.every((tr) => tr.getAttribute('data-action') === 'document.create');
    });
    const href = await page.getByRole('link', { name: /Export CSV/ }).getAttribute('href');
    expect(href).toContain('/api/cms/audit?');
    expect(href).toContain('format=csv');
    expect(href).toContain('action=document.create');
  });

  it('signs out back to the sign-in screen at /admin', async () => {
    await editor.signOut();
    expect(page.url()).toBe(editor.adminUrl());
    const me = await page.evaluate(async () => (await fetch('/api/cms/me')).status);
    expect(me).toBe(401);
  });

  it('a CMSTWO User sees no Users link, no Delete buttons, and is sent back to sign in when the session ends', async () => {
    const api = await ContentApi.as(server, server.admin);
    const created = await api.request('POST', '/api/cms/users', { ...WRITER, name: 'Wren Writer', role: 'CMSTWO User' });
    expect(created.status).toBe(201);

    const writer = await Editor.launch(browser, server);
    await writer.openAdmin('/sites/nyse');
    await writer.submitSignIn(WRITER);
    await writer.page.locator('.admin-tree__row[data-path="/fees"]').waitFor();
    const nav = writer.nav();
    expect(await nav.getByRole('link', { name: 'Sites' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Users' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    expect(await writer.page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await writer.page.getByRole('button', { name: /^Rename / }).count()).toBeGreaterThan(0);

    await writer.openAdmin('/users');
    await writer.page.getByText('Only administrators (CMSTWO Admin) may manage users.').waitFor();

    await writer.expireSession();
    await writer.page.getByRole('link', { name: 'Sites' }).click();
    await writer.page.getByText('Your session has expired. Sign in again to continue where you were.').waitFor();
    await writer.page.getByRole('heading', { name: 'Sign in to the editor' }).waitFor();
  });

  it('previews rich text in the browser without scripts, handlers or script URLs', async () => {
    const bundle = await build({
      entryPoints: [fileURLToPath(new URL('../../src/editor/sanitize-preview.client.ts', import.meta.url))],
      bundle: true,
      format: 'iife',
      globalName: 'sanitizePreviewModule',
      write: false,
    });
    // Through the DevTools protocol: the editor's CSP forbids inline scripts.
    await page.evaluate(`${bundle.outputFiles[0]!.text};window.sanitizePreviewModule = sanitizePreviewModule;`);
    const out = await page.evaluate(() => {
      const mod = (window as unknown as { sanitizePreviewModule: { default(html: string, options?: unknown): string } }).sanitizePreviewModule;
      return mod.default(
        '<p onclick="x()">Fees <a href=" java\tscript:alert(1)">here</a> <a href="/fees">ok</a></p><script>alert(1)</script><style>p{}</style><iframe src="/"></iframe><object></object><img src=x onerror="alert(1)">',
        { allowedTags: ['p'] },
      );
    });
    expect(out).toBe('<p>Fees <a>here</a> <a href="/fees">ok</a></p><img src="x">');
  });

  it('raised no uncaught errors in the page', () => {
    expect(editor.uncaughtErrors).toEqual([]);
  });
});

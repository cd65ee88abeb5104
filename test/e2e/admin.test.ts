import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, seriousViolations } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const ADMIN_EMAIL = 'admin@tessera.local';
const ADMIN_PASSWORD = 'e2e admin password for the editor';
const USER_EMAIL = 'writer@example.test';
const USER_PASSWORD = 'a writer password of some length';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startServer({ adminPassword: ADMIN_PASSWORD });
  browser = await launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const admin = (path = '') => `${server.origin()}/admin${path}`;

async function signIn(p: Page, email: string, password: string) {
  await p.getByLabel('E-mail address', { exact: true }).fill(email);
  await p.getByLabel('Password', { exact: true }).fill(password);
  await p.getByRole('button', { name: 'Sign in' }).click();
}

async function expectNoSeriousViolations(p: Page) {
  const violations = await seriousViolations(p);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

const row = (path: string, kind: 'page' | 'partial' = 'page') => page.locator(`.admin-tree__row[data-path="${path}"][data-kind="${kind}"]`);
const dialog = () => page.locator('dialog[open]');

async function openRowDialog(path: string, action: 'Rename' | 'Move' | 'Duplicate' | 'Delete') {
  await row(path).getByRole('button', { name: `${action} ${path}`, exact: true }).click();
  await dialog().waitFor();
}

describe('the editor in real Chromium', () => {
  it('refuses a wrong password beside the form, then signs the admin in', async () => {
    await page.goto(admin());
    await page.getByRole('heading', { name: 'Sign in to the editor' }).waitFor();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('E-mail address is required.').waitFor();
    expect(await page.getByLabel('E-mail address', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('signin-email');

    await signIn(page, ADMIN_EMAIL, 'not the password');
    const alert = page.getByRole('alert').filter({ hasText: 'The e-mail address or password is wrong' });
    await alert.waitFor();
    await expectNoSeriousViolations(page);

    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sites');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).count()).toBe(1);
  });

  it('picks nyse and shows its tree with /fees published', async () => {
    await page.locator('.admin-site-card[data-site="nyse"] .admin-site-card__link').click();
    await page.waitForURL(admin('/sites/nyse'));
    await row('/fees').waitFor();
    expect(await row('/fees').locator('.admin-badge').first().textContent()).toBe('Published');
    expect(await row('/').count()).toBe(1);
    expect(await row('/footer', 'partial').count()).toBe(1);
    await expectNoSeriousViolations(page);
  });

  it('opens a page in the editor at its own address; Back returns to the tree', async () => {
    await row('/fees').locator('.admin-tree__title').click();
    await page.waitForURL(/\/admin\/sites\/nyse\/documents\/[0-9a-f-]{36}$/);
    await page.waitForFunction(() => (document.getElementById('admin-main')?.textContent ?? '').trim() !== '');
    await page.goBack();
    await row('/fees').waitFor();
    expect(page.url()).toBe(admin('/sites/nyse'));
  });

  it('validates the path, then creates /market-notes as a draft', async () => {
    await page.getByRole('button', { name: 'New page or partial' }).click();
    await dialog().waitFor();
    await dialog().getByLabel('Title', { exact: true }).fill('Market notes');
    const path = dialog().getByLabel('Path', { exact: true });
    expect(await path.inputValue()).toBe('/market-notes');

    await path.fill('/Market Notes');
    await dialog().getByRole('button', { name: 'Create page' }).click();
    await dialog().getByText('A path may not contain spaces; use hyphens between words').waitFor();
    await path.fill('/fees');
    await dialog().getByRole('button', { name: 'Create page' }).click();
    await dialog().getByText('A document at /fees already exists').waitFor();
    expect(await path.getAttribute('aria-invalid')).toBe('true');

    await path.fill('/market-notes');
    await dialog().getByRole('button', { name: 'Create page' }).click();
    await row('/market-notes').waitFor();
    expect(await dialog().count()).toBe(0);
    expect(await row('/market-notes').locator('.admin-badge').first().textContent()).toBe('Draft only');
    await page.getByText('Created the page /market-notes.').waitFor();
    // Focus moves to the new row.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Market notes');
  });

  it('renames it by changing its path', async () => {
    await openRowDialog('/market-notes', 'Rename');
    await dialog().getByLabel('Path', { exact: true }).fill('/market-commentary');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await row('/market-commentary').waitFor();
    expect(await row('/market-notes').count()).toBe(0);
    const list = await server.app.inject({ method: 'GET', url: '/api/cms/sites/nyse/documents', headers: await bearer(ADMIN_EMAIL, ADMIN_PASSWORD) });
    expect((list.json().documents as { path: string }[]).map((d) => d.path)).toContain('/market-commentary');
  });

  it('duplicates it, then deletes the copy after confirming (Escape cancels)', async () => {
    await openRowDialog('/market-commentary', 'Duplicate');
    expect(await dialog().getByLabel('Path of the copy').inputValue()).toBe('/market-commentary-copy');
    await dialog().getByRole('button', { name: 'Duplicate' }).click();
    await row('/market-commentary-copy').waitFor();
    expect(await row('/market-commentary-copy').locator('.admin-tree__title').textContent()).toBe('Market notes (copy)');

    await openRowDialog('/market-commentary-copy', 'Delete');
    expect(await dialog().getAttribute('role')).toBe('alertdialog');
    // The safe choice has focus; Tab stays inside the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Delete'));
    expect(await row('/market-commentary-copy').count()).toBe(1);

    await openRowDialog('/market-commentary-copy', 'Delete');
    await dialog().getByRole('button', { name: 'Delete page' }).click();
    await row('/market-commentary-copy').waitFor({ state: 'detached' });
    expect(await row('/market-commentary').count()).toBe(1);
    await page.getByText('Deleted the page /market-commentary-copy.').waitFor();
  });

  it('moves it below /fees by changing its parent path', async () => {
    await openRowDialog('/market-commentary', 'Move');
    const parent = dialog().getByLabel('New parent path');
    await parent.fill('/no such parent');
    await dialog().getByRole('button', { name: 'Move' }).click();
    await dialog().getByText('A path may not contain spaces; use hyphens between words').waitFor();
    await parent.fill('/fees');
    await dialog().getByText('/fees/market-commentary').waitFor();
    await dialog().getByRole('button', { name: 'Move' }).click();
    await row('/fees/market-commentary').waitFor();
    expect(await row('/market-commentary').count()).toBe(0);
    // Nested in the tree under /fees.
    const parentItem = page.locator('.admin-tree__item').filter({ has: row('/fees') });
    expect(await parentItem.locator('.admin-tree__children .admin-tree__row[data-path="/fees/market-commentary"]').count()).toBe(1);
  });

  it('shows the users screen to the admin and creates a user there', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.locator(`tr[data-email="${ADMIN_EMAIL}"]`).waitFor();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Add user' }).click();
    await dialog().getByLabel('Name').fill('Pat Publisher');
    await dialog().getByLabel('E-mail address').fill('pat@example.test');
    await dialog().getByLabel('Role').selectOption('CMSTWO Super User');
    await dialog().getByLabel('Initial password').fill('short');
    await dialog().getByRole('button', { name: 'Add user' }).click();
    await dialog().getByText('Passwords have at least 12 characters').waitFor();
    await dialog().getByLabel('Initial password').fill('long enough password');
    await dialog().getByRole('button', { name: 'Add user' }).click();
    await page.locator('tr[data-email="pat@example.test"]').waitFor();
    expect(await page.getByLabel('Role of Pat Publisher').inputValue()).toBe('CMSTWO Super User');
  });

  it('shows the audit log with the changes made above', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    await page.locator('.admin-table--audit').getByText('document.delete').first().waitFor();
    await page.getByLabel('Action').fill('document.create');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('.admin-table--audit tbody tr')];
      return rows.length > 0 && rows.every((tr) => tr.textContent?.includes('document.create'));
    });
    const href = await page.getByRole('link', { name: /Export CSV/ }).getAttribute('href');
    expect(href).toContain('/api/cms/audit?');
    expect(href).toContain('format=csv');
    expect(href).toContain('action=document.create');
  });

  it('signs out back to the sign-in screen at /admin', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You have signed out.').waitFor();
    expect(page.url()).toBe(admin());
    const me = await page.evaluate(async () => (await fetch('/api/cms/me')).status);
    expect(me).toBe(401);
  });

  it('a CMSTWO User sees no Users link, no Delete buttons, and is sent back to sign in when the session ends', async () => {
    const headers = await bearer(ADMIN_EMAIL, ADMIN_PASSWORD);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/cms/users',
      headers,
      payload: { email: USER_EMAIL, name: 'Wren Writer', role: 'CMSTWO User', password: USER_PASSWORD },
    });
    expect(created.statusCode).toBe(201);

    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    try {
      await userPage.goto(admin('/sites/nyse'));
      await signIn(userPage, USER_EMAIL, USER_PASSWORD);
      await userPage.locator('.admin-tree__row[data-path="/fees"]').waitFor();
      const nav = userPage.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'Sites' }).count()).toBe(1);
      expect(await nav.getByRole('link', { name: 'Users' }).count()).toBe(0);
      expect(await nav.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
      expect(await userPage.getByRole('button', { name: /^Delete / }).count()).toBe(0);
      expect(await userPage.getByRole('button', { name: /^Rename / }).count()).toBeGreaterThan(0);

      await userPage.goto(admin('/users'));
      await userPage.getByText('Only administrators (CMSTWO Admin) may manage users.').waitFor();

      await userContext.clearCookies();
      await userPage.getByRole('link', { name: 'Sites' }).click();
      await userPage.getByText('Your session has expired. Sign in again to continue where you were.').waitFor();
      await userPage.getByRole('heading', { name: 'Sign in to the editor' }).waitFor();
    } finally {
      await userContext.close();
    }
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
    expect(pageErrors).toEqual([]);
  });
});

/** An Authorization header for API calls made by the test itself. */
async function bearer(email: string, password: string): Promise<Record<string, string>> {
  const res = await server.app.inject({ method: 'POST', url: '/api/cms/login', payload: { email, password, tokenType: 'bearer' } });
  if (res.statusCode !== 200) throw new Error(`Sign-in failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().token as string}` };
}

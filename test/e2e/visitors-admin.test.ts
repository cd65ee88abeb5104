import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { node, type Node } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { ContentApi, Editor, Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const GRACE = { email: 'grace.hopper@example.test', name: 'Grace Hopper', password: 'a visitor password long enough' };

/** One canary per gate slot: the preview of each state must hold its own and none of the others. */
const CANARY = {
  unauthenticated: 'Canary for signed-out visitors 7f3a',
  unauthorized: 'Canary for visitors without the role 91cd',
  authorized: 'Canary for Compliance US members 2b64',
} as const;

let server: RunningServer;
let browser: Browser;
/** One admin browser through the whole file: each test goes on where the previous one stopped. */
let editor: Editor;
let page: Page;
let api: ContentApi;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'e2e admin password for visitors' });
  browser = await launchBrowser();
  editor = await Editor.signIn(browser, server, server.admin, { viewport: { width: 1400, height: 900 } });
  page = editor.page;
  api = await editor.api();
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

describe('visitors in the admin, in real Chromium', () => {
  it('is in the navigation for admins, with an accessible screen', async () => {
    await editor.openSection('Visitors');
    expect(page.url()).toBe(editor.adminUrl('/visitors'));
    await page.getByRole('searchbox', { name: 'Search visitors' }).waitFor();
    await page.locator('.admin-state--loading').waitFor({ state: 'detached' });
    await editor.expectNoSeriousViolations();
  });

  it('creates a visitor with a role, after showing the e-mail problem beside the field', async () => {
    await editor.press('New visitor');
    const dialog = editor.dialog('New visitor');
    const email = dialog.getByLabel('E-mail address');
    await email.fill('grace.hopper-at-example.test');
    await dialog.getByLabel('Name').fill(GRACE.name);
    await dialog.getByLabel('Password (optional)').fill(GRACE.password);
    await dialog.getByRole('button', { name: 'Add role' }).click();
    const role = dialog.getByRole('group', { name: 'Role 1' });
    expect(await role.getByLabel('Application key').inputValue()).toBe('ICE');
    // The new row's role has the focus: a keyboard user types straight on.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.dataset.field)).toBe('role');
    await page.keyboard.type('Compliance US');
    await editor.expectNoSeriousViolations();

    await dialog.getByRole('button', { name: 'Add visitor' }).click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldError(email)).toBe('Enter a valid e-mail address');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');

    await email.fill(GRACE.email);
    await dialog.getByRole('button', { name: 'Add visitor' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText(`Added ${GRACE.name} (${GRACE.email}).`).waitFor();

    const row = editor.visitorRow(GRACE.email);
    expect(await row.getByRole('rowheader').textContent()).toBe(GRACE.name);
    expect(await row.locator('.admin-chip').allTextContents()).toEqual(['ICE · Compliance US']);
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('Password');
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('Never');
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('Active');

    const [stored] = (await api.ok<{ visitors: { email: string; roles: unknown; hasPassword: boolean }[] }>('GET', '/api/cms/visitors?q=grace.hopper')).visitors;
    expect(stored).toMatchObject({ email: GRACE.email, roles: [{ appKey: 'ICE', role: 'Compliance US' }], hasPassword: true });
  });

  it('shows the server’s message beside the e-mail field when the address is taken', async () => {
    await editor.press('New visitor');
    const dialog = editor.dialog('New visitor');
    const email = dialog.getByLabel('E-mail address');
    await email.fill(GRACE.email.toUpperCase());
    await dialog.getByLabel('Name').fill('Someone Else');
    await dialog.getByRole('button', { name: 'Add visitor' }).click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldError(email)).toMatch(/already exists/);
    await editor.closeDialog(dialog);
    await dialog.waitFor({ state: 'detached' });
  });

  it('finds a visitor by part of the name, in the address too', async () => {
    for (const name of ['Alan Turing', 'Ada Lovelace', 'Edsger Dijkstra']) {
      await api.ok('POST', '/api/cms/visitors', { email: `${name.split(' ')[0]!.toLowerCase()}@example.test`, name, roles: [] });
    }
    await page.reload();
    await editor.visitorRow('ada@example.test').waitFor();
    expect(await editor.visitorRow(GRACE.email).count()).toBe(1);

    await page.getByRole('searchbox', { name: 'Search visitors' }).fill('HOPP');
    await expect.poll(() => page.url()).toBe(editor.adminUrl('/visitors?q=HOPP'));
    await expect.poll(() => page.locator('.admin-table tbody tr').count()).toBe(1);
    await editor.visitorRow(GRACE.email).waitFor();
    expect(await page.getByTestId('visitors-showing').textContent()).toBe('Showing 1–1 of 1');

    await page.reload();
    await editor.visitorRow(GRACE.email).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search visitors' }).inputValue()).toBe('HOPP');
    expect(await page.locator('.admin-table tbody tr').count()).toBe(1);

    await page.getByRole('searchbox', { name: 'Search visitors' }).fill('nobody by this name');
    await page.getByText('No visitor matches “nobody by this name”.').waitFor();
    await page.getByRole('searchbox', { name: 'Search visitors' }).fill('grace');
    await editor.visitorRow(GRACE.email).waitFor();
    await editor.expectNoSeriousViolations();
  });

  it('pages through the list 50 at a time, each page in the address', async () => {
    for (let i = 1; i <= 50; i++) {
      await api.ok('POST', '/api/cms/visitors', { email: `reader${String(i).padStart(2, '0')}@example.test`, name: `Reader ${i}`, roles: [] });
    }
    const { total } = await api.ok<{ total: number }>('GET', '/api/cms/visitors?limit=1');
    expect(total).toBeGreaterThan(50);
    const search = page.getByRole('searchbox', { name: 'Search visitors' });
    await search.fill('');
    await search.press('Enter');
    const showing = page.getByTestId('visitors-showing');
    await expect.poll(() => showing.textContent()).toBe(`Showing 1–50 of ${total}`);
    expect(await page.locator('.admin-table tbody tr').count()).toBe(50);
    const pager = page.getByRole('navigation', { name: 'Visitor pages' });
    expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);

    await pager.getByRole('button', { name: 'Next page' }).click();
    // The page's number and its cursor (issue 40: lists page by cursor) are in the address.
    await expect.poll(() => page.url()).toMatch(new RegExp(`^${editor.adminUrl('/visitors').replace(/[.?]/g, '\\$&')}\\?page=2&cursor=[A-Za-z0-9_-]+$`));
    await expect.poll(() => showing.textContent()).toBe(`Showing 51–${total} of ${total}`);
    expect(await page.locator('.admin-table tbody tr').count()).toBe(total - 50);
    expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    await page.goBack();
    await expect.poll(() => showing.textContent()).toBe(`Showing 1–50 of ${total}`);
    await search.fill('grace');
    await expect.poll(() => showing.textContent()).toBe('Showing 1–1 of 1');
    expect(await pager.count()).toBe(0);
  });

  it('signs the visitor out everywhere and says how many sessions ended', async () => {
    const grace = await Visitor.arrive(browser, server);
    await grace.signInToSite('ice', GRACE);
    expect(await grace.signedInAs('ice')).toBe(GRACE.name);

    await editor.visitorRow(GRACE.email).getByRole('button', { name: `Sign out ${GRACE.name} everywhere` }).click();
    expect(await editor.alertDialog(`Sign ${GRACE.name} out everywhere?`).textContent()).toContain('ends at once');
    await editor.confirm(`Sign ${GRACE.name} out everywhere?`, 'Sign out everywhere');
    await page.getByRole('status').getByText(`Signed ${GRACE.name} out everywhere: 1 session ended.`).waitFor();
    expect(await grace.signedInAs('ice')).toBeNull();
  });

  it('disables the visitor after a confirmation that says they are signed out at once, then enables them', async () => {
    const grace = await Visitor.arrive(browser, server);
    await grace.signInToSite('ice', GRACE);
    const row = editor.visitorRow(GRACE.email);

    await row.getByRole('button', { name: `Disable ${GRACE.name}` }).click();
    const confirm = editor.alertDialog(`Disable ${GRACE.name}?`);
    expect(await confirm.textContent()).toContain('will be signed out at once');
    // Cancel has the focus: Enter alone does not disable anyone.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await editor.confirm(`Disable ${GRACE.name}?`, 'Disable visitor');
    await expect.poll(() => row.getAttribute('data-status')).toBe('disabled');
    expect(await row.locator('.admin-badge').textContent()).toBe('Disabled');
    expect(await grace.signedInAs('ice')).toBeNull();

    await row.getByRole('button', { name: `Enable ${GRACE.name}` }).click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('active');
    await grace.signInToSite('ice', GRACE);
    expect(await grace.signedInAs('ice')).toBe(GRACE.name);
  });

  it('edits the roles of a visitor', async () => {
    const row = editor.visitorRow(GRACE.email);
    await row.getByRole('button', { name: `Edit ${GRACE.name}` }).click();
    const dialog = editor.dialog(`Edit ${GRACE.name}`);
    await dialog.getByRole('button', { name: 'Add role' }).click();
    await dialog.getByRole('group', { name: 'Role 2' }).getByLabel('Role', { exact: true }).fill('Compliance US');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    expect(await fieldError(dialog.getByRole('group', { name: 'Role 2' }).getByLabel('Role', { exact: true }))).toBe('This role is already listed');
    await dialog.getByRole('group', { name: 'Role 2' }).getByLabel('Role', { exact: true }).fill('ICE Admin');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('.admin-chip').allTextContents()).toEqual(['ICE · Compliance US', 'ICE · ICE Admin']);
    await row.getByRole('button', { name: `Edit ${GRACE.name}` }).click();
    await dialog.getByRole('button', { name: 'Remove role 2' }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('.admin-chip').allTextContents()).toEqual(['ICE · Compliance US']);
  });

  it('sets, keeps the secret of, and removes a site’s identity provider', async () => {
    await editor.openSection('Sites');
    const card = editor.siteCard('ice');
    const siteName = await card.locator('.admin-site-card__link').textContent();
    await card.getByRole('button', { name: /^Identity provider \(OpenID Connect\)/ }).click();
    const form = card.getByRole('form', { name: /^Identity provider of/ });
    await form.getByText('None: visitors of this site sign in with a password only.').waitFor();

    await form.getByLabel('Label').fill('Example ID');
    await form.getByLabel('Issuer URL').fill('http://id.example.test/');
    await form.getByLabel('Client id').fill('tessera-ice');
    await form.getByLabel('Client secret').fill('a client secret');
    await form.getByRole('button', { name: 'Save identity provider' }).click();
    await expect.poll(() => form.getByLabel('Issuer URL').getAttribute('aria-invalid')).toBe('true');
    expect(await fieldError(form.getByLabel('Issuer URL'))).toMatch(/^Enter the issuer as an https address/);

    await form.getByLabel('Issuer URL').fill('https://id.example.test/');
    await form.getByRole('button', { name: 'Save identity provider' }).click();
    await form.getByText('Visitors can sign in with Example ID.', { exact: false }).first().waitFor();
    expect(await form.getByLabel('Client secret').inputValue()).toBe('');
    expect(await form.getByLabel('Client secret').getAttribute('placeholder')).toBe('Unchanged');
    await editor.expectNoSeriousViolations();

    await form.getByLabel('Label').fill('Example Identity');
    await form.getByRole('button', { name: 'Save identity provider' }).click();
    await form.getByText('Saved. Visitors of', { exact: false }).waitFor();
    const { provider } = await api.ok<{ provider: Record<string, unknown> }>('GET', '/api/cms/sites/ice/identity-provider');
    expect(provider).toMatchObject({ label: 'Example Identity', issuer: 'https://id.example.test/', clientId: 'tessera-ice', hasSecret: true });
    expect(JSON.stringify(provider)).not.toContain('a client secret');

    await form.getByRole('button', { name: 'Remove identity provider' }).click();
    await editor.confirm(`Remove Example Identity from ${siteName}?`, 'Remove identity provider');
    await form.getByText('None: visitors of this site sign in with a password only.').waitFor();
    expect((await api.ok<{ provider: unknown }>('GET', '/api/cms/sites/ice/identity-provider')).provider).toBeNull();
  });

  it('previews a page with an auth gate as each visitor state, and only that state’s slot is in the preview', async () => {
    const heading = (text: string): Node => node('heading', { text, level: 2 });
    const gate = node(
      'auth-gate',
      { appKey: 'ICE', roles: [{ id: 'r1', role: 'Compliance US' }], roleLogic: 'OR' },
      {
        unauthenticated: [heading(CANARY.unauthenticated)],
        unauthorized: [heading(CANARY.unauthorized)],
        authorized: [heading(CANARY.authorized)],
      },
    );
    const created = await api.createDocument('ice', { path: '/gated-preview', title: 'Gated preview' });
    const tree = { ...created.draft, slots: { ...created.draft.slots, main: [gate] } };
    await api.saveDraft(created.id, { revision: created.draftRevision, tree });

    await editor.openDocument('ice', created.id);
    await editor.preview('As visitors see it');
    const preview = editor.dialog('Preview: Gated preview');
    const previewAs = preview.getByLabel('Preview as');
    expect(await previewAs.locator('option').allTextContents()).toEqual(['Signed out', 'Signed in without the role', 'With role Compliance US (ICE)']);

    const shows = async (visitor: string, slot: keyof typeof CANARY, accessCode = 'normal') => {
      const frame = preview.frameLocator(`iframe[data-preview-visitor="${visitor}"][data-preview-state="${accessCode}"]`);
      await frame.getByText(CANARY[slot]).waitFor();
      const html = await frame.locator('html').evaluate((el) => el.outerHTML);
      for (const [other, text] of Object.entries(CANARY)) expect(html.includes(text), `${other} in the preview as ${visitor}`).toBe(other === slot);
    };

    await shows('signed-out', 'unauthenticated');
    await previewAs.selectOption({ label: 'Signed in without the role' });
    await shows('no-role', 'unauthorized');
    await previewAs.selectOption({ label: 'With role Compliance US (ICE)' });
    await shows('role-0', 'authorized');
    // The access-code choice beside it still works, and keeps the chosen visitor.
    await preview.getByLabel('Visitor').selectOption('after');
    await shows('role-0', 'authorized', 'after');
    await previewAs.selectOption({ label: 'Signed out' });
    await shows('signed-out', 'unauthenticated', 'after');
    await editor.closeDialog(preview);
  });

  it('offers no "Preview as" for a page without a gate', async () => {
    const plain = await api.createDocument('ice', { path: '/not-gated', title: 'Not gated' });
    await editor.openDocument('ice', plain.id);
    await editor.preview('As visitors see it');
    const preview = editor.dialog('Preview: Not gated');
    await preview.locator('iframe[data-preview-state="normal"]').waitFor();
    expect(await preview.getByLabel('Preview as').count()).toBe(0);
    expect(await preview.locator('iframe').getAttribute('data-preview-visitor')).toBeNull();
    await editor.closeDialog(preview);
    expect(editor.uncaughtErrors).toEqual([]);
  });
});

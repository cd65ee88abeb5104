import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorAssets } from '../../src/server/editor-assets';
import { launchBrowser, seriousViolations } from '../support/browser';
import { Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const WIDE = { viewport: { width: 1440, height: 900 } };
const CHROME = ['Header', 'Footer', 'Cookie notice', 'Login chooser', 'Logout button'];

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'editor block list e2e password' });
  browser = await launchBrowser();
});
// The editor bundle is built on the first /admin request: built first, a busy machine cannot time out the page load.
beforeAll(() => editorAssets(), 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the block list', () => {
  it('offers each slot what it takes, with icons and descriptions, older kinds collapsed, and warns about a second header', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const { page, canvas } = editor;
    const problems = editor.watchProblems();
    const api = await editor.api();
    const created = await api.createDocument('nyse', { path: '/block-list', title: 'Block list' });
    await editor.openDocument('nyse', created.id);
    const items = page.locator('[data-puck-drawer-item][tabindex]');
    const listItem = (label: string) => items.filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) });
    const shown = async () => (await items.allTextContents()).filter(Boolean);
    const offer = page.getByTestId('block-list-offer');

    // Nothing selected: what a click adds goes to the main content, which takes no site chrome.
    await listItem('Heading').waitFor();
    await expect.poll(() => offer.textContent()).toBe('Showing what can go in Main content.');
    const inMain = await shown();
    for (const label of CHROME) expect(inMain, label).not.toContain(label);
    expect(inMain.length).toBeGreaterThan(40);
    // Each entry has its icon and, under its name, its description (and as its accessible description).
    const heading = listItem('Heading');
    expect(await heading.locator('svg.pe-block__icon').isVisible()).toBe(true);
    expect(await page.locator('svg.pe-block__icon:visible').count()).toBeGreaterThan(40);
    const description = await heading.locator('[class*="_DrawerItem-name_"]').evaluate((el) => getComputedStyle(el, '::after').content);
    expect(description).toMatch(/^"A section heading/);
    const describedBy = (await heading.getAttribute('aria-describedby'))!.split(' ')[0]!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(/^A section heading/);
    // Older kinds come last, in a collapsed group.
    const older = page.getByRole('button', { name: 'Older' });
    expect(await older.getAttribute('aria-expanded')).toBe('false');
    expect(await listItem('Carousel').isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    // A word found only in a description finds the kind.
    const search = page.getByPlaceholder('Search components');
    await search.fill('thumbnails');
    await expect.poll(shown).toEqual(['Gallery']);
    await search.fill('');
    await expect.poll(() => older.getAttribute('aria-expanded')).toBe('false');

    // The site header's partial selected: the list offers what the header slot takes.
    await canvas.locator('[data-puck-dropzone="root:headerContent"] [data-puck-component]').first().click();
    await expect.poll(() => offer.textContent()).toBe('Showing what can go in Header.');
    expect((await shown()).sort()).toEqual(['Include partial', ...CHROME].sort());
    expect(await seriousViolations(page)).toEqual([]);

    // A second header placed there is a warning in the problem list, which does not stop publishing.
    await listItem('Header').click();
    await expect.poll(() => page.locator('.pe-components__status').textContent()).toBe('Header added to Header. Its fields are open for editing.');
    const warnings = page.getByRole('button', { name: '1 warning' });
    await warnings.click();
    const warning = page.locator('.pe-problems').getByRole('button', { name: /^Warning: Header/ });
    expect(await warning.textContent()).toContain('A page shows one header, and this one already has it (from the partial /header).');
    await editor.waitSaved();
    expect((await api.document(created.id)).draft.slots.headerContent!.map((n) => n.name)).toEqual(['include', 'header']);
    expect(problems.console).toEqual([]);
  });
});

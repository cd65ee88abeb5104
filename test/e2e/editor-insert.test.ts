import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Node } from '../../src/core/node';
import { launchBrowser, seriousViolations } from '../support/browser';
import { Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const WIDE = { viewport: { width: 1440, height: 900 } };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'editor insert e2e password' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The kinds in each root slot, nested slots in brackets: `grid[card]`. */
function outline(tree: Node): Record<string, string[]> {
  const name = (n: Node): string => {
    const inner = Object.values(n.slots).flat();
    return inner.length ? `${n.name}[${inner.map(name).join(',')}]` : n.name;
  };
  return Object.fromEntries(Object.entries(tree.slots).map(([slot, nodes]) => [slot, nodes.map(name)]));
}

/** The label an empty slot shows on the canvas. */
function slotLabel(zone: Locator): Promise<string> {
  return zone.evaluate((el) => getComputedStyle(el, '::before').content);
}

describe('adding components without dragging, and drops that land where they are drawn', () => {
  it('inserts by click and by keyboard, labels empty slots, drops at the edge of main into main, and names items in the outline', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const { page, canvas } = editor;
    const problems = editor.watchProblems();
    const api = await editor.api();
    // A path of its own on each attempt: a retry must not find the first attempt's page.
    const created = await api.createDocument('nyse', { path: `/listings-week-${Date.now().toString(36)}`, title: 'Listings week' });
    await editor.openDocument('nyse', created.id);
    const draft = async () => outline((await api.document(created.id)).draft);
    const status = page.locator('.pe-components__status[role="status"]');
    const listItem = (label: string) => page.locator('[data-puck-drawer-item][tabindex]', { hasText: new RegExp(`^${label}$`) });

    // Empty slots carry their names.
    expect(await slotLabel(editor.dropZone('banner'))).toBe('"Banner"');
    expect(await slotLabel(editor.dropZone('main'))).toBe('"Main content"');

    // Nothing selected: a click on "Grid" puts a grid at the end of the main content, selected.
    await listItem('Grid').click();
    await expect.poll(() => status.textContent()).toBe('Grid added to Main content. Its fields are open for editing.');
    const items = canvas.locator('[data-puck-dropzone$=":items"]');
    await items.waitFor();
    expect(await slotLabel(items)).toBe('"Items"');
    await editor.field('Minimum item width').waitFor();

    // Into the grid only from its empty slot's "+" (issue 24): then a click on "Card" fills it.
    await canvas.getByRole('button', { name: 'Add a block here: in Items in Grid' }).click();
    await listItem('Card').click();
    await expect.poll(() => status.textContent()).toBe('Card added to Items in Grid. Its fields are open for editing.');
    await expect.poll(() => items.locator('.t-card').count()).toBe(1);
    await editor.editField('Title', 'Listings week');
    await editor.waitSaved();
    expect(await draft()).toMatchObject({ main: ['grid[card]'], banner: [] });

    // The site header takes only partials and site chrome: with it selected, the list offers no grid.
    await canvas.locator('[data-puck-dropzone="root:headerContent"] [data-puck-component]').first().click();
    await expect.poll(() => listItem('Grid').count()).toBe(0);
    await canvas.locator('[data-puck-component^="grid-"]').first().click();
    await listItem('Grid').waitFor();

    // Keyboard only: find Hero, press Enter, choose "Banner (empty)" with the arrow keys, Enter.
    const search = page.getByPlaceholder('Search components');
    await search.focus();
    await page.keyboard.type('Hero');
    // Past the category's heading to the item.
    for (let i = 0; i < 3 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'Hero'; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Hero');
    await page.keyboard.press('Enter');
    const dialog = editor.dialog('Place Hero');
    await dialog.waitFor();
    const places = dialog.getByRole('option');
    const labels = await places.allTextContents();
    expect(labels).toContain('Banner (empty)');
    expect(labels).toContain('Main content — after Grid');
    expect(labels.some((label) => label.startsWith('Header') || label.startsWith('Footer'))).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    const listbox = dialog.getByRole('listbox');
    const target = labels.indexOf('Banner (empty)');
    for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
    expect(await dialog.locator('[role="option"][aria-selected="true"]').textContent()).toBe('Banner (empty)');
    expect(await listbox.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => status.textContent()).toBe('Hero added to Banner. Its fields are open for editing.');
    await canvas.locator('.t-hero').waitFor();
    // Escape cancels a placement.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Hero');
    await page.keyboard.press('Space');
    await editor.dialog('Place Hero').waitFor();
    await page.keyboard.press('Escape');
    await editor.dialog('Place Hero').waitFor({ state: 'detached' });
    await expect.poll(() => status.textContent()).toBe('Hero was not placed.');
    // The arrow keys move between the items of the list.
    await search.fill('');
    await listItem('Box').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Flex row');
    await editor.waitSaved();
    expect(await draft()).toMatchObject({ banner: ['hero'], main: ['grid[card]'] });

    // A grid dragged down past the site footer and released at the bottom edge of main lands in main.
    await search.fill('Grid');
    const item = listItem('Grid');
    const from = (await item.boundingBox())!;
    const footer = (await editor.dropZone('footerContent').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 10, { steps: 5 });
    await page.mouse.move(footer.x + footer.width / 2, footer.y + 40, { steps: 20 });
    await page.waitForTimeout(300);
    // Where main is now: the canvas may have scrolled under the pointer.
    const main = (await editor.dropZone('main').boundingBox())!;
    await page.mouse.move(main.x + main.width / 2, main.y + main.height - 3, { steps: 10 });
    await page.waitForTimeout(300);
    await page.mouse.up();
    await search.fill('');
    await expect.poll(() => canvas.locator('[data-puck-dropzone="root:main"] > [data-puck-component^="grid-"]').count(), { timeout: 5_000 }).toBe(2);
    await editor.waitSaved();
    expect(await draft()).toMatchObject({ headerContent: ['include'], banner: ['hero'], main: ['grid[card]', 'grid'], footerContent: ['include'] });

    // The outline: slots by their labels in page order, items by their content; choosing one selects it.
    await page.getByRole('button', { name: 'Outline', exact: true }).press('Enter');
    const nav = page.getByRole('navigation', { name: 'Page outline' });
    await nav.waitFor();
    const slots = await nav.locator('.pe-outline__slots--root > li > .pe-outline__slot-label').allTextContents();
    expect(slots.slice(0, 5)).toEqual(['Alerts', 'Header', 'Banner', 'Main content', 'Footer']);
    expect(await nav.textContent()).not.toMatch(/default-zone|root:|headerContent/);
    await nav.getByRole('button', { name: 'Include partial: /header' }).waitFor();
    await nav.getByRole('button', { name: 'Card: Listings week' }).click();
    expect(await nav.getByRole('button', { name: 'Card: Listings week' }).getAttribute('aria-current')).toBe('true');
    expect(await editor.field('Title').inputValue()).toBe('Listings week');
    // By keyboard: the arrow keys move through the outline, Enter selects.
    await nav.getByRole('button', { name: /^Hero/ }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Grid');
    await page.keyboard.press('Enter');
    expect(await nav.getByRole('button', { name: 'Grid', exact: true }).first().getAttribute('aria-current')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.console).toEqual([]);
  });
});

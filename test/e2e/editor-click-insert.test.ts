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
  server = await startServer({ adminPassword: 'editor click insert e2e password' });
  browser = await launchBrowser();
  // The admin bundle is built on its first request: build it here, not within the browser's navigation timeout.
  await fetch(`${server.origin()}/admin`);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The kinds in the main content, nested slots in brackets: `tabs[heading]`. */
function mainOutline(tree: Node): string[] {
  const name = (n: Node): string => {
    const inner = Object.values(n.slots).flat();
    return inner.length ? `${n.name}[${inner.map(name).join(',')}]` : n.name;
  };
  return (tree.slots.main ?? []).map(name);
}

/** Whether an element of the canvas is drawn and inside the canvas's visible part. */
function inView(el: Locator): Promise<boolean> {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    return r.height > 0 && r.width > 0 && r.bottom > 0 && r.top < (node.ownerDocument.defaultView?.innerHeight ?? 0) && node.checkVisibility({ visibilityProperty: true });
  });
}

describe('click to insert: after the selected block, "+" on the canvas, move to parent, cut and paste', () => {
  it('adds blocks at the same level, into a slot only from its "+", shows each one, and moves blocks between pages of a site', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const { page, canvas } = editor;
    const problems = editor.watchProblems();
    const api = await editor.api();
    const first = await api.createDocument('nyse', { path: '/click-insert', title: 'Click insert' });
    const second = await api.createDocument('nyse', { path: '/click-insert-2', title: 'Click insert 2' });
    const elsewhere = await api.createDocument('ice', { path: '/click-insert-ice', title: 'Click insert ICE' });
    await editor.openDocument('nyse', first.id);
    const status = page.locator('.pe-components__status[role="status"]');
    const listItem = (label: string) => page.locator('[data-puck-drawer-item][tabindex]', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) });
    const inMain = (kind: string) => canvas.locator(`[data-puck-dropzone="root:main"] > [data-puck-component^="${kind}-"]`);
    const draft = async (id = first.id) => mainOutline((await api.document(id)).draft);

    // The scenario: Tabs, then Collapsible section, then Carousel (2022; the older Carousel is under "Older") — each lands after the one before, in main, in view.
    await listItem('Tabs').click();
    await expect.poll(() => status.textContent()).toBe('Tabs added to Main content. Its fields are open for editing.');
    await listItem('Collapsible section').click();
    await expect.poll(() => status.textContent()).toBe('Collapsible section added to Main content. Its fields are open for editing.');
    await listItem('Carousel (2022)').click();
    await expect.poll(() => status.textContent()).toBe('Carousel (2022) added to Main content. Its fields are open for editing.');
    await expect.poll(() => inView(inMain('carousel-2022'))).toBe(true);
    await editor.waitSaved();
    expect(await draft()).toEqual(['tabs', 'collapsible-section', 'carousel-2022']);

    // Into a container only from its "+": the empty first tab's button, then a heading from the list.
    const tabOne = canvas.getByRole('button', { name: 'Add a block here: in Tab 1 in Tabs: Platforms' });
    await tabOne.click();
    await expect.poll(() => status.textContent()).toBe('Choose a block to add in Tab 1 in Tabs: Platforms: click it in the list, or press Enter on it. Escape cancels.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('Search components');
    await listItem('Heading').click();
    await expect.poll(() => status.textContent()).toBe('Heading added to Tab 1 in Tabs: Platforms. Its fields are open for editing.');
    await expect.poll(() => inView(canvas.locator('[data-puck-dropzone$=":tab1"] > [data-puck-component^="heading-"]'))).toBe(true);

    // A collapsed section opens to show what is placed in it (here with the keyboard's "Place" list).
    await listItem('Rich text').focus();
    await page.keyboard.press('Enter');
    const dialog = editor.dialog('Place Rich text');
    await dialog.waitFor();
    await dialog.getByRole('option', { name: 'Expanded in Collapsible section: Fee schedule notes (empty)' }).click();
    await expect.poll(() => status.textContent()).toBe('Rich text added to Expanded in Collapsible section: Fee schedule notes. Its fields are open for editing.');
    await expect.poll(() => inView(canvas.locator('[data-puck-dropzone$=":expanded"] > [data-puck-component^="rich-text-"]'))).toBe(true);
    await editor.waitSaved();
    expect(await draft()).toEqual(['tabs[heading]', 'collapsible-section[rich-text]', 'carousel-2022']);

    // A "+" drawn between blocks on hover: between the tabs and the section.
    const tabs = (await inMain('tabs').boundingBox())!;
    const section = (await inMain('collapsible-section').boundingBox())!;
    await page.mouse.move(tabs.x + tabs.width / 2, (tabs.y + tabs.height + section.y) / 2);
    const between = canvas.getByRole('button', { name: 'Add a block here: after Tabs: Platforms in Main content' });
    await between.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await between.click();
    await listItem('Card').click();
    await expect.poll(() => status.textContent()).toBe('Card added to Main content. Its fields are open for editing.');
    await editor.waitSaved();
    expect(await draft()).toEqual(['tabs[heading]', 'card', 'collapsible-section[rich-text]', 'carousel-2022']);

    // Move to parent: the heading out of the tab, right after the tabs.
    await canvas.locator('[data-puck-dropzone$=":tab1"] > [data-puck-component^="heading-"]').click();
    // Puck draws the selected block's action bar inside the canvas.
    await canvas.getByRole('button', { name: 'Move to parent' }).click();
    await expect.poll(() => status.textContent()).toBe('Heading: Section heading moved to Main content — after Tabs: Platforms.');
    await editor.waitSaved();
    expect(await draft()).toEqual(['tabs', 'heading', 'card', 'collapsible-section[rich-text]', 'carousel-2022']);
    const headingId = (await api.document(first.id)).draft.slots.main![1]!.id;

    // Cut with the keyboard (focus is not in a text field), paste on another page of the site.
    await page.keyboard.press('ControlOrMeta+x');
    await expect.poll(() => status.textContent()).toMatch(/^Heading: Section heading cut\./);
    await editor.waitSaved();
    expect(await draft()).toEqual(['tabs', 'card', 'collapsible-section[rich-text]', 'carousel-2022']);

    await editor.openDocument('nyse', second.id);
    await page.keyboard.press('ControlOrMeta+v');
    await expect.poll(() => status.textContent()).toBe('Heading: Section heading pasted in Main content.');
    await expect.poll(() => inView(inMain('heading'))).toBe(true);
    await editor.waitSaved();
    const pasted = (await api.document(second.id)).draft.slots.main!;
    expect(pasted.map((n) => n.name)).toEqual(['heading']);
    expect(pasted[0]!.id).not.toBe(headingId);

    // Another site's page refuses it, in words.
    await editor.openDocument('ice', elsewhere.id);
    await page.keyboard.press('ControlOrMeta+v');
    await expect.poll(() => status.textContent()).toBe('Heading: Section heading was copied on the site nyse: blocks can be pasted only on pages of the site they come from.');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.console).toEqual([]);
  });
});

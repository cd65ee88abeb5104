import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Node } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const WIDE = { viewport: { width: 1440, height: 900 } };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'inline text e2e password' });
  browser = await launchBrowser();
  // The admin bundle is built on its first request: not within a test's page load.
  const html = await (await fetch(`${server.origin()}/admin`)).text();
  const script = /src="([^"]+\.js)"/.exec(html)?.[1];
  if (script) await (await fetch(new URL(script, server.origin()))).arrayBuffer();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const node = (name: string, props: Record<string, unknown>, slots: Node['slots'] = {}): Node => ({ id: randomUUID(), name, props, slots });

/** A page on nyse with a heading, a rich text and a card in its main content. */
function pageTree(): Node {
  return node('page-layout', {}, {
    alertContent: [],
    headerContent: [],
    banner: [],
    main: [
      node('heading', { text: 'Listing fees', level: 2 }),
      node('rich-text', { html: '<p>Fees are billed yearly.</p>' }),
      node('card', { title: 'Holiday hours', text: 'Market closures.', href: '/holiday-hours', linkText: 'See the calendar' }, { content: [] }),
    ],
    footerContent: [],
    accessCodeHeader: [],
    accessCodeFooter: [],
  });
}

const mainProps = (tree: Node) => tree.slots.main!.map((n) => n.props);

describe('text edited in place on the canvas, and a wider fields panel', () => {
  it('edits a heading, a card title and rich text in place, in step with the panel, with the limit\'s message and undo', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const { page, canvas } = editor;
    const problems = editor.watchProblems();
    const api = await editor.api();
    const created = await api.createDocument('nyse', { path: '/inline-fees', title: 'Inline fees', tree: pageTree() });
    await editor.openDocument('nyse', created.id);

    // A first click selects the heading; a click on its text then edits it there.
    const heading = canvas.locator('h2.t-heading');
    await heading.click();
    await canvas.locator('[data-pe-inline="text"]').waitFor();
    await heading.click();
    const editing = canvas.getByRole('textbox', { name: 'Text' });
    await editing.waitFor();
    await page.keyboard.press('End');
    await page.keyboard.type(' for 2025');
    // The panel follows each keystroke.
    await expect.poll(() => editor.field('Text').inputValue()).toBe('Listing fees for 2025');
    await page.keyboard.press('Enter');
    await editing.waitFor({ state: 'detached' });
    await expect.poll(() => heading.textContent()).toBe('Listing fees for 2025');
    await editor.waitSaved();
    expect(mainProps((await api.document(created.id)).draft)[0]).toMatchObject({ text: 'Listing fees for 2025' });

    // Typed in the panel, the canvas follows.
    await editor.editField('Text', 'Listing fees in 2025');
    await expect.poll(() => heading.textContent()).toBe('Listing fees in 2025');
    // Puck records the panel's change as a history step 250 ms after it (see below).
    await page.waitForTimeout(400);

    // One undo step takes back one edit in place.
    await heading.click();
    await editing.waitFor();
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await page.keyboard.press('Escape');
    await expect.poll(() => heading.textContent()).toBe('Listing fees in 2025!');
    // Puck writes a history step 250 ms after the last change (its panel's inputs too).
    await page.waitForTimeout(400);
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => heading.textContent()).toBe('Listing fees in 2025');

    // Over the limit: the schema's message beside the text on the canvas and beside the field.
    await heading.click();
    await editing.waitFor();
    await page.keyboard.press('End');
    await page.keyboard.insertText(' x'.repeat(150));
    const message = canvas.locator('[data-inline-message]');
    await expect.poll(() => message.textContent()).toMatch(/300/);
    expect(await editing.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.locator('.pe-field-error[data-field="text"]').filter({ visible: true }).textContent()).toBe(await message.textContent());
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Listing fees');
    await expect.poll(() => message.count()).toBe(0);
    await page.keyboard.press('Enter');

    // A card's title, and its link's words, in place.
    const title = canvas.locator('.t-card__title');
    await title.click();
    await canvas.locator('[data-pe-inline="title"]').waitFor();
    await title.click();
    await canvas.getByRole('textbox', { name: 'Title' }).waitFor();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Early closes');
    await page.keyboard.press('Enter');
    await expect.poll(() => editor.field('Title').inputValue()).toBe('Early closes');

    // Rich text: bold in place, with the rich-text toolbar over the canvas.
    const rich = canvas.locator('.t-rich-text');
    await rich.click();
    await canvas.locator('[data-pe-inline="html"]').waitFor();
    await rich.click();
    const richBox = canvas.getByRole('textbox', { name: 'Text' });
    await richBox.waitFor();
    const toolbar = page.locator('.pe-inline-toolbar').getByRole('toolbar');
    await toolbar.waitFor();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' Due in March.');
    await expect.poll(() => richBox.innerHTML()).toContain('<strong> Due in March.</strong>');
    // Leaving the text ends the edit: the canvas shows the value as published.
    await canvas.locator('h2.t-heading').click();
    await expect.poll(() => rich.innerHTML()).toBe('<p>Fees are billed yearly.<strong> Due in March.</strong></p>');

    await editor.waitSaved();
    const saved = mainProps((await api.document(created.id)).draft);
    expect(saved[0]).toMatchObject({ text: 'Listing fees' });
    expect(saved[1]!.html).toContain('<strong> Due in March.</strong>');
    expect(saved[2]).toMatchObject({ title: 'Early closes' });

    await editor.expectNoSeriousViolations();
    expect(problems.console).toEqual([]);
    await editor.context.close();
  });

  it('starts editing in place from the keyboard: F2 on a block chosen in the outline, F2 again for its next text, focus back after', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const { page, canvas } = editor;
    const problems = editor.watchProblems();
    const api = await editor.api();
    const created = await api.createDocument('nyse', { path: '/inline-keys', title: 'Inline keys', tree: pageTree() });
    await editor.openDocument('nyse', created.id);

    await page.getByRole('button', { name: 'Outline', exact: true }).press('Enter');
    const nav = page.getByRole('navigation', { name: 'Page outline' });
    const cardItem = nav.getByRole('button', { name: 'Card: Holiday hours' });
    await cardItem.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cardItem.getAttribute('aria-current')).toBe('true');
    // The key is announced on the chosen item and named on the texts it edits.
    expect(await cardItem.getAttribute('aria-keyshortcuts')).toBe('F2');
    await expect.poll(() => canvas.locator('[data-pe-inline="title"]').getAttribute('title')).toBe('Click, or press F2, to edit the text here');

    // F2: the card's first text (its title) takes focus, the caret at its end.
    await page.keyboard.press('F2');
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await title.waitFor();
    expect(await canvas.locator(':focus').getAttribute('data-pe-inline')).toBe('title');
    await page.keyboard.type(' 2026');
    await expect.poll(() => editor.field('Title').inputValue()).toBe('Holiday hours 2026');

    // F2 again: the next text (its summary) is edited; the title's edit is kept.
    await page.keyboard.press('F2');
    await canvas.getByRole('textbox', { name: 'Text' }).waitFor();
    await expect.poll(() => canvas.locator('.t-card__title').textContent()).toBe('Holiday hours 2026');
    await page.keyboard.type(' And early closes.');
    // Escape ends the edit and focus goes back to the outline item it came from.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Card: Holiday hours 2026/);

    await editor.waitSaved();
    expect(mainProps((await api.document(created.id)).draft)[2]).toMatchObject({ title: 'Holiday hours 2026', text: 'Market closures. And early closes.' });
    await editor.expectNoSeriousViolations();
    expect(problems.console).toEqual([]);
    await editor.context.close();
  });

  it('widens the fields panel by dragging its handle and by keyboard, and keeps the width after a reload', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const { page } = editor;
    const api = await editor.api();
    const created = await api.createDocument('nyse', { path: '/inline-panel', title: 'Inline panel', tree: pageTree() });
    await editor.openDocument('nyse', created.id);

    const handle = page.getByRole('separator', { name: 'Fields panel width' });
    await handle.waitFor();
    const panel = page.locator('[class*="_Sidebar--right_"]');
    const width = async () => Math.round((await panel.boundingBox())!.width);
    const before = await width();
    const now = Number(await handle.getAttribute('aria-valuenow'));
    expect(Math.abs(now - before)).toBeLessThanOrEqual(2);

    // Drag 120 px to the left: the panel is 120 px wider.
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(width).toBe(before + 120);
    expect(Number(await handle.getAttribute('aria-valuenow'))).toBe(before + 120);

    // Arrow keys: 16 px a press; the maximum holds.
    await handle.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(width).toBe(before + 136);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(width).toBe(before + 104);
    await page.keyboard.press('End');
    const max = Number(await handle.getAttribute('aria-valuemax'));
    await expect.poll(width).toBe(max);
    await page.keyboard.press('Home');
    await expect.poll(width).toBe(Number(await handle.getAttribute('aria-valuemin')));
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
    const chosen = await width();
    await editor.expectNoSeriousViolations();

    await page.reload();
    await editor.dropZone('main').waitFor();
    await handle.waitFor();
    await expect.poll(width).toBe(chosen);
    expect(Number(await handle.getAttribute('aria-valuenow'))).toBe(chosen);
    await editor.context.close();
  });
});

import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, type Node } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { ContentApi, Editor, type ApiDocument } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'editor toolbar e2e password' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page with a hero and a card, saved and published through the API. */
async function pageWithHero(api: ContentApi, path: string, heading: string): Promise<ApiDocument> {
  const document = await api.createDocument('nyse', { path, title: `Page ${path}` });
  const tree: Node = structuredClone(document.draft);
  tree.slots.banner = [{ id: newId(), name: 'hero', props: { heading }, slots: {} }];
  tree.slots.main = [{ id: newId(), name: 'card', props: { title: 'A card below' }, slots: {} }];
  const saved = await api.saveDraft(document.id, { revision: document.draftRevision, tree });
  await api.publish(document.id, { note: 'First' });
  return saved;
}

type Box = { x: number; y: number; width: number; height: number };

/** The toolbar's height and where each of its buttons is, by the button's name. */
async function toolbarLayout(page: Page): Promise<{ height: number; buttons: Record<string, Box> }> {
  return page.getByTestId('editor-toolbar').evaluate((toolbar) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) };
    };
    const buttons: Record<string, Box> = {};
    for (const button of toolbar.querySelectorAll('button')) buttons[(button.textContent ?? '').replace('▾', '').trim()] = box(button);
    return { height: Math.round(toolbar.getBoundingClientRect().height), buttons };
  });
}

/** The box is inside the window and, at its corners and centre, nothing covers it. */
async function expectFullyVisible(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  const uncovered = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + 3, r.top + 3],
      [r.right - 3, r.top + 3],
      [r.left + 3, r.bottom - 3],
      [r.right - 3, r.bottom - 3],
      [r.left + r.width / 2, r.top + r.height / 2],
    ];
    return points.map(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && el.contains(hit);
    });
  });
  expect(uncovered).toEqual([true, true, true, true, true]);
}

/** Holds the editor's draft saves until the test answers them. */
function holdDraftSaves(page: Page): { next(): Promise<Route> } {
  const waiting: Route[] = [];
  const wanted: ((route: Route) => void)[] = [];
  void page.route('**/api/cms/documents/*/draft', (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    const take = wanted.shift();
    if (take) take(route);
    else waiting.push(route);
  });
  return {
    next: () => {
      const route = waiting.shift();
      return route ? Promise.resolve(route) : new Promise((resolve) => wanted.push(resolve));
    },
  };
}

const LONG_ERROR =
  'The server is being restarted for maintenance and could not store this draft; your changes are still here and will be saved when you press Save again';

describe('the page editor toolbar', () => {
  it('keeps one row with every button in place through saving and errors at 1280 px, and its menus open fully visible', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, { viewport: { width: 1280, height: 800 } });
    const { page } = editor;
    const api = await editor.api();
    const document = await pageWithHero(api, '/toolbar-fees', 'Fees for members');
    await editor.openDocument('nyse', document.id);
    await editor.waitSaved();
    const status = page.getByTestId('save-status');

    const saved = await toolbarLayout(page);
    // One row: no taller than a button and its margin; every button on the same line.
    expect(saved.height).toBeLessThanOrEqual(48);
    expect(Object.keys(saved.buttons)).toEqual(expect.arrayContaining(['Save', 'Preview', 'History', 'Settings', 'More', 'Publish…', 'Close']));
    expect(new Set(Object.values(saved.buttons).map((b) => b.y)).size).toBe(1);

    const saves = holdDraftSaves(page);
    await editor.selectComponent('Fees for members');
    await editor.editField('Heading', 'Fees for members and firms');
    await expect.poll(() => status.textContent()).toBe('Unsaved changes');
    expect(await toolbarLayout(page)).toEqual(saved);

    const first = await saves.next();
    await expect.poll(() => status.textContent()).toBe('Saving…');
    expect(await toolbarLayout(page)).toEqual(saved);
    await first.continue();
    await editor.waitSaved();
    expect(await toolbarLayout(page)).toEqual(saved);

    await editor.editField('Heading', 'Fees for members, firms and vendors');
    const second = await saves.next();
    await second.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'UNAVAILABLE', message: LONG_ERROR }) });
    await expect.poll(() => status.textContent()).toBe(`Not saved: ${LONG_ERROR}`);
    expect(await toolbarLayout(page)).toEqual(saved);
    // Cut short on screen, whole in the tooltip; the status region holds the whole text for screen readers.
    expect(await status.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await status.getAttribute('title')).toBe(`Not saved: ${LONG_ERROR}`);
    expect(await status.getAttribute('role')).toBe('status');
    await page.unroute('**/api/cms/documents/*/draft');

    // A problem appears in its own place; nothing else moves.
    await editor.editField('Heading', 'x'.repeat(130));
    const problemsButton = page.getByRole('button', { name: '1 problem' });
    await problemsButton.waitFor();
    const withProblem = await toolbarLayout(page);
    const { ['1 problem']: problemBox, ...others } = withProblem.buttons;
    expect(problemBox).toBeDefined();
    expect({ height: withProblem.height, buttons: others }).toEqual(saved);

    await problemsButton.click();
    const problemsList = page.locator('[data-menu="problems"] .pe-menu__list');
    await problemsList.waitFor();
    await expectFullyVisible(page, problemsList);
    await editor.expectNoSeriousViolations();
    // Escape closes it and hands focus back to its button.
    await page.keyboard.press('Escape');
    await problemsList.waitFor({ state: 'detached' });
    expect(await problemsButton.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);

    // By keyboard: Enter opens, the arrow key reaches the item, Enter selects the component.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await problemsList.waitFor({ state: 'detached' });
    await expect.poll(() => editor.field('Heading').inputValue()).toBe('x'.repeat(130));
    await editor.editField('Heading', 'Fees for members');

    await editor.press('Preview');
    const previewList = page.locator('[data-menu="preview"] .pe-menu__list');
    await expectFullyVisible(page, previewList);
    await page.keyboard.press('Escape');

    await editor.press('More actions');
    const moreList = page.locator('[data-menu="more"] .pe-menu__list');
    await expectFullyVisible(page, moreList);
    await moreList.getByRole('button', { name: 'Unpublish…' }).waitFor();
    await moreList.getByRole('button', { name: /before the access code/ }).click();
    await editor.canvas.locator('.pe-gate-placeholder').waitFor();
  });

  it('fits one row at 1440 × 900 too', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, { viewport: { width: 1440, height: 900 } });
    const api = await editor.api();
    const document = await pageWithHero(api, '/toolbar-wide', 'Wide screen');
    await editor.openDocument('nyse', document.id);
    const layout = await toolbarLayout(editor.page);
    expect(layout.height).toBeLessThanOrEqual(48);
    expect(new Set(Object.values(layout.buttons).map((b) => b.y)).size).toBe(1);
    for (const box of Object.values(layout.buttons)) expect(box.x + box.width).toBeLessThanOrEqual(1440);
  });

  it('keeps the selected component selected when the viewport changes', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, { viewport: { width: 1440, height: 900 } });
    const api = await editor.api();
    const document = await pageWithHero(api, '/viewport-switch', 'Stay selected');
    await editor.openDocument('nyse', document.id);
    await editor.selectComponent('Stay selected');
    await expect.poll(() => editor.field('Heading').inputValue()).toBe('Stay selected');

    const frameWidth = () => editor.page.locator('#preview-frame').evaluate((el) => Math.round(el.getBoundingClientRect().width));
    const desktop = await frameWidth();
    await editor.page.getByRole('button', { name: 'Switch to Mobile viewport' }).click();
    await expect.poll(frameWidth).toBeLessThan(desktop);
    expect(await editor.field('Heading').inputValue()).toBe('Stay selected');

    // By keyboard too.
    await editor.page.getByRole('button', { name: 'Switch to Tablet viewport' }).focus();
    await editor.page.keyboard.press('Enter');
    await editor.page.waitForTimeout(300);
    expect(await editor.field('Heading').inputValue()).toBe('Stay selected');
    await editor.editField('Heading', 'Still editing on a tablet');
    await editor.canvas.getByText('Still editing on a tablet').waitFor();
  });
});

describe('smaller editor defects', () => {
  it('names the person and the time in the conflict dialog, not a revision', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, { viewport: { width: 1440, height: 900 } });
    const api = await editor.api();
    const sam = await api.createUser({ name: 'Sam Second', role: 'CMSTWO Super User' });
    const document = await pageWithHero(api, '/conflict-words', 'Heading before');
    const asSam = await ContentApi.as(server, sam);
    // Sam has the page open too.
    await asSam.ok('POST', `/api/cms/documents/${document.id}/presence`);
    await editor.openDocument('nyse', document.id);
    await editor.page.getByTestId('presence').getByText('Also editing: Sam Second').waitFor();

    const theirs = structuredClone(document.draft);
    theirs.slots.main = [{ id: newId(), name: 'card', props: { title: 'Card from Sam' }, slots: {} }];
    await asSam.saveDraft(document.id, { revision: document.draftRevision, tree: theirs });

    await editor.selectComponent('Heading before');
    await editor.editField('Heading', 'Heading from the admin');
    const dialog = editor.alertDialog('Someone else saved this page');
    await dialog.waitFor({ timeout: 15_000 });
    const who = dialog.getByTestId('conflict-who');
    await expect.poll(() => who.textContent()).toMatch(/^Sam Second saved this page at \d{1,2}:\d{2}(\s?[AP]M)?, while you were editing it\. /);
    expect(await dialog.textContent()).not.toMatch(/revision/i);
    await editor.expectNoSeriousViolations();
    await dialog.getByRole('button', { name: 'Reload their version' }).click();
    await editor.canvas.getByText('Card from Sam').waitFor();
    await editor.waitSaved();
  });

  it('writes dates one way, in the browser’s language, in the page tree and in History', async () => {
    // The browser's language differs from the default of its date formatting (en-US here).
    const editor = await Editor.launch(browser, server, { viewport: { width: 1440, height: 900 } });
    await editor.context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'language', { get: () => 'en-GB' }));
    await editor.openAdmin();
    await editor.submitSignIn(server.admin);
    await editor.page.getByRole('button', { name: 'Sign out' }).waitFor();
    const api = await editor.api();
    await pageWithHero(api, '/dated', 'A dated page');
    const BRITISH = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/;

    await editor.openSite('nyse');
    const meta = await editor.treeRow('/dated').locator('.admin-tree__meta').textContent();
    const inTree = BRITISH.exec(meta ?? '')?.[0];
    expect(inTree, meta ?? '').toBeDefined();

    await editor.openPage('/dated');
    await editor.dropZone('main').waitFor();
    const history = await editor.openHistory();
    const row = history.locator('tr[data-version="1"]');
    await row.waitFor();
    const inHistory = BRITISH.exec((await row.textContent()) ?? '')?.[0];
    expect(inHistory, (await row.textContent()) ?? '').toBeDefined();
    // The same moment (saved, then published at once) reads the same.
    expect(inHistory!.slice(0, -6)).toBe(inTree!.slice(0, -6));
  });

  it('shows “Created …” where the person is looking after creating a page in a long tree', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, { viewport: { width: 1280, height: 800 } });
    const api = await editor.api();
    for (let i = 1; i <= 30; i++) await api.createDocument('nyse', { path: `/long-tree/page-${String(i).padStart(2, '0')}`, title: `Long tree page ${i}` });
    await editor.openAdmin('/sites/nyse');
    // Folders open on demand.
    await editor.treeRow('/long-tree').locator('.admin-tree__toggle').click();
    // Only the rows near the window are drawn: the folder's first children are.
    await editor.treeRow('/long-tree/page-01').waitFor();

    await editor.press('New page or partial');
    const dialog = editor.activeDialog();
    // A new page opens in the editor; a new partial stays in the tree.
    await dialog.getByRole('radio', { name: /^Partial/ }).check();
    await dialog.getByLabel('Title', { exact: true }).fill('Zebra crossing rules');
    await dialog.getByLabel('Path', { exact: true }).fill('/long-tree/zebra-crossing');
    await dialog.getByRole('button', { name: 'Create partial' }).click();
    await dialog.waitFor({ state: 'detached' });

    const message = editor.page.getByText('Created the partial /long-tree/zebra-crossing.');
    await message.waitFor();
    await expect.poll(() => editor.page.evaluate(() => document.activeElement?.textContent)).toBe('Zebra crossing rules');
    // The new row and the message are both in view, the row not hidden under the message.
    await expectFullyVisible(editor.page, message);
    await expectFullyVisible(editor.page, editor.treeRow('/long-tree/zebra-crossing', 'partial').locator('.admin-tree__title'));
    expect(await editor.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await editor.expectNoSeriousViolations();

    // It stays until dismissed.
    await editor.page.waitForTimeout(1000);
    expect(await message.isVisible()).toBe(true);
    await editor.press(/^Dismiss/);
    await message.waitFor({ state: 'detached' });
  });
});

import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Node } from '../../src/core/node';
import { countNodes, walk } from '../../src/core/tree';
import { generatePage } from '../../bench/trees';
import { launchBrowser, seriousViolations } from '../support/browser';
import { Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const WIDE = { viewport: { width: 1440, height: 900 } };
const SIZE = 400;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'editor large page e2e password' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function headingTexts(tree: Node): string[] {
  const texts: string[] = [];
  walk(tree, ({ node }) => {
    if (node.name === 'heading') texts.push(String(node.props.text));
  });
  return texts;
}

function count(tree: Node, kind: string): number {
  let n = 0;
  walk(tree, ({ node }) => {
    if (node.name === kind) n++;
  });
  return n;
}

/** Whether `el` lies inside the canvas frame's viewport. */
function inView(el: Locator): Promise<boolean> {
  return el.evaluate((e) => {
    const box = e.getBoundingClientRect();
    // Scrolled to the nearest edge: allow for a fraction of a pixel.
    return box.height > 0 && box.top >= -1 && box.bottom <= e.ownerDocument.defaultView!.innerHeight + 1;
  });
}

describe('a page of hundreds of blocks', () => {
  it('draws the blocks in view, reaches every block from the outline and the keyboard places, and saves all of them', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const { page, canvas } = editor;
    const problems = editor.watchProblems();
    const api = await editor.api();
    const tree = generatePage(SIZE);
    const headings = headingTexts(tree);
    const last = headings.at(-1)!;
    const created = await api.createDocument('nyse', { path: `/long-page-${Date.now()}`, title: 'Long page', tree });
    await editor.openDocument('nyse', created.id);

    // The top of the page is drawn; blocks further down are not (yet).
    const heading = (text: string) => canvas.locator('.t-heading').filter({ hasText: new RegExp(`^${text}$`) });
    await heading('Section 0').waitFor();
    expect(await canvas.locator('.t-heading').count()).toBeLessThan(headings.length);
    expect(await heading(last).count()).toBe(0);

    // The outline lists every block; choosing the last heading selects it and shows it.
    await page.getByRole('button', { name: 'Outline', exact: true }).press('Enter');
    const nav = page.getByRole('navigation', { name: 'Page outline' });
    await nav.waitFor();
    expect(await nav.getByRole('button', { name: /^Heading: / }).count()).toBe(headings.length);
    await nav.getByRole('button', { name: `Heading: ${last}`, exact: true }).click();
    expect(await nav.getByRole('button', { name: `Heading: ${last}`, exact: true }).getAttribute('aria-current')).toBe('true');
    expect(await editor.field('Text').inputValue()).toBe(last);
    await expect.poll(() => inView(heading(last)), { timeout: 10_000 }).toBe(true);
    // The top is no longer drawn: the canvas holds what is near the view.
    await expect.poll(() => heading('Section 0').count()).toBe(0);

    // Edited in the fields, shown on the canvas, saved with every other block as it was.
    await editor.editField('Text', `${last} closes the page`);
    await heading(`${last} closes the page`).waitFor();
    await editor.waitSaved();
    const saved = (await api.document(created.id)).draft;
    expect(countNodes(saved)).toBe(SIZE);
    expect(headingTexts(saved)).toEqual([...headings.slice(0, -1), `${last} closes the page`]);

    // Placing with the keyboard offers the slots of blocks that are not drawn now (the first grid's).
    await page.getByRole('button', { name: 'Blocks', exact: true }).press('Enter');
    const search = page.getByPlaceholder('Search components');
    await search.fill('Card');
    await page.locator('[data-puck-drawer-item][tabindex]', { hasText: /^Card$/ }).focus();
    await page.keyboard.press('Enter');
    const dialog = editor.dialog('Place Card');
    await dialog.waitFor();
    const labels = await dialog.getByRole('option').allTextContents();
    expect(await canvas.getByText('Contract 0-0', { exact: true }).count()).toBe(0);
    expect(labels).toContain('Items in Grid — after Card: Contract 0-0');
    expect(labels.filter((label) => label.startsWith('Items in Grid — at the start'))).toHaveLength(count(tree, 'grid'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await search.fill('');

    // Scrolling back up draws the top again.
    await canvas.locator('body').evaluate((body) => body.ownerDocument.defaultView!.scrollTo(0, 0));
    await heading('Section 0').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.console).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

/** A topic and a notice no demo content has, so the checks see only what this file makes. */
const TOPIC = 'Quillfeather Auctions';
const RENAMED = 'Quillfeather Closing Auctions';
const NUMBER = 'EC-2032-0042';

let server: RunningServer;
let browser: Browser;
/** One admin browser through the whole file: each test goes on where the previous one stopped. */
let editor: Editor;
let page: Page;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'e2e admin password for notice topics' });
  browser = await launchBrowser();
  editor = await Editor.signIn(browser, server, server.admin, { viewport: { width: 1400, height: 900 } });
  page = editor.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const topicsDialog = (): Locator => page.getByRole('dialog', { name: 'Notice topics' });
const topicRow = (name: string): Locator => topicsDialog().locator(`tr[data-topic="${name}"]`);

describe('the managed topics of notices, in real Chromium', () => {
  it('adds a topic to a collection’s list in Notices › Topics, refusing a name the list has', async () => {
    await editor.openSection('Notices');
    await editor.press('Topics');
    const dialog = topicsDialog();
    await dialog.getByLabel('Collection').selectOption('exchange-circulars');
    await expect.poll(() => topicRow('Trading Hours').count()).toBe(1);
    expect(Number((await topicRow('Trading Hours').locator('td').first().textContent())?.replace(/,/g, ''))).toBeGreaterThan(50);
    await editor.expectNoSeriousViolations();

    const field = dialog.getByLabel('New topic for Exchange circulars');
    await field.fill('trading hours');
    await dialog.getByRole('button', { name: 'Add topic' }).click();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.locator('.admin-field__error').first().textContent()).toBe('The topic "Trading Hours" of exchange-circulars already exists');

    await field.fill(TOPIC);
    await dialog.getByRole('button', { name: 'Add topic' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe(`Added the topic “${TOPIC}” to Exchange circulars.`);
    expect(await topicRow(TOPIC).locator('td').first().textContent()).toBe('0');
    expect(await field.inputValue()).toBe('');
    await editor.expectNoSeriousViolations();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('offers the list as the notice form’s topic, and the notice keeps the chosen one', async () => {
    await editor.press('New notice');
    const dialog = page.getByRole('dialog', { name: 'New notice' });
    const topic = dialog.getByLabel('Topic');
    // No collection yet: no topics to choose from.
    expect(await topic.isDisabled()).toBe(true);
    await dialog.getByLabel('Collection').selectOption('exchange-circulars');
    await expect.poll(() => topic.isEnabled()).toBe(true);
    expect(await topic.evaluate((select: HTMLSelectElement) => select.tagName)).toBe('SELECT');
    const choices = await topic.locator('option').allTextContents();
    expect(choices).toEqual(expect.arrayContaining(['No topic', 'Fees', 'Trading Hours', TOPIC]));
    expect(choices).not.toContain('Margin');
    await dialog.getByLabel('Notice number').fill(NUMBER);
    await dialog.getByLabel('Title').fill('Closing auction collars widen');
    await dialog.getByLabel('Publication date').fill('2032-03-14');
    await topic.selectOption(TOPIC);
    await editor.expectNoSeriousViolations();
    await dialog.getByRole('button', { name: 'Create notice' }).click();
    await expect.poll(() => page.locator('.admin-notice').first().textContent()).toBe(`Created notice ${NUMBER} as a draft.`);
    await page.getByLabel('Search notices').fill(NUMBER);
    await page.getByLabel('Search notices').press('Enter');
    const row = page.locator(`.admin-table--notices tr[data-number="${NUMBER}"]`);
    await expect.poll(() => row.locator('td').nth(2).textContent()).toBe(TOPIC);
  });

  it('renames a topic with its notices, and refuses to remove one that notices have', async () => {
    await editor.press('Topics');
    const dialog = topicsDialog();
    await dialog.getByLabel('Collection').selectOption('exchange-circulars');
    await expect.poll(() => topicRow(TOPIC).locator('td').first().textContent()).toBe('1');

    await topicRow(TOPIC).getByRole('button', { name: `Remove topic ${TOPIC}` }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe(
      `The topic “${TOPIC}” was not removed: "${TOPIC}" is the topic of 1 notice(s) in exchange-circulars: give them another topic first, or rename the topic instead`,
    );

    await topicRow(TOPIC).getByRole('button', { name: `Rename topic ${TOPIC}` }).click();
    const name = dialog.getByLabel(`New name for “${TOPIC}”`);
    await name.fill(RENAMED);
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe(`Renamed the topic “${TOPIC}” to “${RENAMED}”, and its 1 notice(s) with it.`);
    await editor.expectNoSeriousViolations();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const row = page.locator(`.admin-table--notices tr[data-number="${NUMBER}"]`);
    await expect.poll(() => row.locator('td').nth(2).textContent()).toBe(RENAMED);
  });
});

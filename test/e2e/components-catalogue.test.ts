import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_IDS } from '../../src/core/sites';
import { launchBrowser } from '../support/browser';
import { Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'catalogue e2e password' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the component catalogue (issue 27 item 5)', () => {
  it('opens from the keyboard, filters, shows a kind in the eight themes with its settings, slots and uses, and has no serious axe violations', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, { viewport: { width: 1400, height: 900 } });
    const { page } = editor;
    await editor.nav().getByRole('link', { name: 'Components' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Components', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/components');

    const kinds = page.getByRole('navigation', { name: 'Component kinds' });
    expect(await kinds.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Layout', 'Navigation', 'Content', 'Media', 'Forms', 'Market data', 'Utility']);
    await page.getByLabel('Filter components').focus();
    await page.keyboard.type('notice list');
    await expect.poll(() => kinds.getByRole('link').allTextContents()).toEqual(['Notice list']);
    expect(await page.locator('#catalogue-count').textContent()).toMatch(/^1 of \d+ components$/);
    // Tab from the filter to the one kind left, and open it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Notice list');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Components: Notice list', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/components/notice-list');

    const entry = page.locator('article[data-kind="notice-list"]');
    const props = entry.getByRole('table', { name: 'Settings of Notice list' });
    await props.waitFor();
    const pageSize = props.locator('tr[data-prop="pageSize"]');
    expect(await pageSize.getByRole('rowheader').textContent()).toContain('Notices per page');
    expect(await pageSize.getByRole('cell').allTextContents()).toEqual(['whole number', '20', '5 to 100', 'How many notices a page of the list shows: 5 to 100.']);
    expect(await props.locator('tr[data-prop="searchCollections[].collection"]').getByRole('listitem').allTextContents()).toContain('exchange-circulars');
    const use = entry.getByRole('list').filter({ has: page.getByRole('link', { name: /\(open in the editor\)$/ }) }).getByRole('link');
    await use.first().waitFor();
    expect(await use.count()).toBe(1);
    expect(await use.getAttribute('href')).toMatch(/^\/admin\/sites\/nyse\/documents\/[0-9a-f-]{36}$/);

    // Each theme renders when it scrolls into view.
    const frames = entry.locator('figure[data-site]');
    expect(await frames.locator('figcaption .admin-catalogue__site').allTextContents()).toEqual(['ICE', 'NYSE', 'MERS', 'MERS Members', 'CTA Plan', 'eSignal', 'Global OTC', 'ICE Mortgage Technology']);
    for (const site of SITE_IDS) {
      const frame = entry.locator(`figure[data-site="${site}"]`);
      await frame.scrollIntoViewIfNeeded();
      await frame.locator('iframe').waitFor({ timeout: 20_000 });
    }
    expect(await entry.locator('figure[data-state="ready"] iframe').count()).toBe(8);
    const nyse = page.frameLocator('figure[data-site="nyse"] iframe');
    await nyse.locator('table').first().waitFor();
    expect(await nyse.locator('html').getAttribute('data-site')).toBe('nyse');

    await editor.expectNoSeriousViolations();
    expect(editor.uncaughtErrors).toEqual([]);
  });
});
